import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { SavedGraphqlQuery } from '../../db/entities/integrator.entities';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { hasRole } from '../accounts/accounts.policy';
import { authorizeOnSavedQueries } from './saved-queries.policy';
import type { QueryParameter, SavedQueryCheck, SavedQueryChecker } from './saved-query-check';
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
  /** the least role that may run it */
  audience: SavedQueryCheck['audience'];
  /** false when it no longer validates against the schema (`problem` says why); it is kept, flagged to its owner */
  valid: boolean;
  problem: string | null;
  /** whether the viewer may run it: it validates and their role may read every field it asks */
  runnable: boolean;
  parameters: QueryParameter[];
}

type CheckedFields = 'audience' | 'valid' | 'problem' | 'runnable' | 'parameters';

/**
 * Staff's saved GraphQL queries: their own, those other staff shared, and the shipped ones. Each is
 * checked against the schema when listed: a query the viewer cannot run (it needs a higher role, or
 * no longer validates) is listed only to its owner, flagged, and never deleted.
 */
export class SavedQueriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly check: SavedQueryChecker,
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
    const listed = [
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
    const views = await Promise.all(listed.map((query) => this.checked(user, query)));
    return views.filter((view) => view.runnable || view.mine);
  }

  /** Saves the query as it is: one that does not validate (yet) is kept and answered flagged. */
  async save(context: RequestContext, command: SaveQueryCommand): Promise<SavedQueryView> {
    const user = authorizeOnSavedQueries(context, 'manage');
    const now = this.clock.now();
    const row = await withTransaction(this.dataSource, (manager) =>
      manager.save(manager.create(SavedGraphqlQuery, { ownerId: user.id, ...command, createdAt: now, updatedAt: now })),
    );
    return this.checked(user, {
      id: row.id,
      name: row.name,
      query: row.query,
      variables: row.variables,
      shared: row.shared,
      owner: null,
      mine: true,
      shipped: false,
    });
  }

  /** The query with what the schema says of it, for this viewer. */
  private async checked(viewer: User, query: Omit<SavedQueryView, CheckedFields>): Promise<SavedQueryView> {
    const { problem, audience, parameters } = await this.check(query.query);
    return { ...query, audience, valid: problem === null, problem, runnable: problem === null && hasRole(viewer, audience), parameters };
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
