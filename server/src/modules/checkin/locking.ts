import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A locking read (SELECT ... FOR UPDATE) on MySQL/MariaDB, where a plain read in a transaction sees
 * its snapshot and not what another transaction committed meanwhile; SQLite serializes transactions
 * and has no row locks, so the read stays plain there.
 */
export function lockingRead<T extends ObjectLiteral>(manager: EntityManager, query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb' ? query.setLock('pessimistic_write') : query;
}
