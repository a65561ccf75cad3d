import { EntitySubscriberInterface, EventSubscriber, InsertEvent } from 'typeorm';
import { OBJECT_ID_LENGTH } from './columns';
import { newObjectId } from './object-id';

/**
 * Gives every new row with an ObjectId primary key (a 24-character `id` column) its id when none
 * was set. A subscriber rather than an entity listener, because listeners only run for entity
 * instances, while subscribers also see plain objects passed to save() and insert().
 */
@EventSubscriber()
export class ObjectIdSubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<Record<string, unknown>>): void {
    const primary = event.metadata.primaryColumns;
    if (primary.length !== 1) return;
    const [column] = primary;
    if (column.propertyName !== 'id' || column.length !== String(OBJECT_ID_LENGTH)) return;
    // TypeORM's type says an entity is always there; a query builder's insert of raw values has none
    const entity = event.entity as Record<string, unknown> | undefined;
    if (entity && !entity.id) entity.id = newObjectId();
  }
}
