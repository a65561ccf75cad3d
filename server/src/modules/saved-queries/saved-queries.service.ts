import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { SavedGraphqlQuery } from '../../db/entities/integrator.entities';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnSavedQueries } from './saved-queries.policy';
import { SAVED_QUERY_MESSAGES as M, type SaveQueryCommand } from './saved-queries.inputs';
import { SHIPPED_QUERIES } from './shipped-queries';

export interface SavedQueryView {
  id: string;
  name: string;
  query: string;
  variables: Record<string, unknown> | null;
  shared: boolean;
  /** who saved it; null for the ones shipped with the project */
  owner: string | null;
  mine: boolean;
  shipped: boolean;
}

/** Staff's saved GraphQL queries: their own, those other staff shared, and the shipped ones. */
export class SavedQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(context: RequestContext): Promise<SavedQueryView[]> {
    const user = authorizeOnSavedQueries(context, 'manage');
    const rows = await this.dataSource.getRepository(SavedGraphqlQuery).find({
      where: [{ ownerId: user.id }, { shared: true }],
      order: { name: 'ASC', id: 'ASC' },
    });
    const ownerIds = [...new Set(rows.map((row) => row.ownerId))];
    const owners = ownerIds.length ? await this.dataSource.getRepository(User).find({ where: ownerIds.map((id) => ({ id })) }) : [];
    const ownerName = new Map(owners.map((owner) => [owner.id, `${owner.firstName} ${owner.lastName}`]));
    return [
      ...SHIPPED_QUERIES.map((shipped) => ({ ...shipped, shared: true, owner: null, mine: false, shipped: true })),
      ...rows.map((row) => ({
        id: row.id,
        name: row.name,
        query: row.query,
        variables: row.variables,
        shared: row.shared,
        owner: ownerName.get(row.ownerId) ?? null,
        mine: row.ownerId === user.id,
        shipped: false,
      })),
    ];
  }

  async save(context: RequestContext, command: SaveQueryCommand): Promise<SavedGraphqlQuery> {
    const user = authorizeOnSavedQueries(context, 'manage');
    const now = this.clock.now();
    return withTransaction(this.dataSource, (manager) =>
      manager.save(manager.create(SavedGraphqlQuery, { ownerId: user.id, ...command, createdAt: now, updatedAt: now })),
    );
  }

  async remove(context: RequestContext, id: string): Promise<void> {
    const user = authorizeOnSavedQueries(context, 'manage');
    await withTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(SavedGraphqlQuery, { id });
      if (!row || (row.ownerId !== user.id && !row.shared)) throw notFound(M.notFound);
      if (row.ownerId !== user.id) throw forbidden(M.notYours);
      await manager.delete(SavedGraphqlQuery, { id });
    });
  }
}
