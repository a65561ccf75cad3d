import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { AppServices } from '../app-services';
import { User } from '../db/entities/user.entity';
import { Event } from '../db/entities/event.entity';
import type { ShardLedgerEntry } from '../db/entities/ledger.entities';
import { shardLedgerByUserIdLoader } from '../modules/characters/ledger.loaders';
import { lastEventByCharacterIdLoader, type LastEvent } from '../modules/staff-lists/last-event.loader';

/**
 * Per-request DataLoaders: one batched query per relation and request instead of one per list item
 * (DESIGN.md "graphql/"). Built fresh for each request so nothing is cached across users. Later
 * areas add their loaders here.
 */
export interface Loaders {
  /** users by id: those the request already holds (`knownUsers`) without SQL, the rest in one batched read */
  userById: DataLoader<string, User | null>;
  /**
   * Users the request already holds (the signed-in user, the owners a list read with its characters):
   * `userById` answers them without reading. A plain map, not the loader's prime, which makes a
   * promise per user (a staff list of 100 remembers 100 owners, and loads few of them).
   */
  knownUsers: Map<string, User>;
  shardLedgerByUserId: DataLoader<string, ShardLedgerEntry[]>;
  /** an event's title for ledger rows (id and title only) */
  eventById: DataLoader<string, Pick<Event, 'id' | 'eventTitle'> | null>;
  /** the most recent event each character attended (its attendance records), or null */
  lastEventByCharacterId: DataLoader<string, LastEvent | null>;
}

export function createLoaders(services: AppServices): Loaders {
  const knownUsers = new Map<string, User>();
  return {
    userById: new DataLoader(async (ids: readonly string[]) => {
      const unknown = ids.filter((id) => !knownUsers.has(id));
      const users = unknown.length ? await services.dataSource.manager.findBy(User, { id: In(unknown) }) : [];
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => knownUsers.get(id) ?? byId.get(id) ?? null);
    }),
    knownUsers,
    shardLedgerByUserId: shardLedgerByUserIdLoader(services.dataSource),
    eventById: new DataLoader(async (ids: readonly string[]) => {
      const events = await services.dataSource.manager.find(Event, {
        where: { id: In([...ids]) },
        select: { id: true, eventTitle: true },
      });
      const byId = new Map(events.map((event) => [event.id, event]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    lastEventByCharacterId: lastEventByCharacterIdLoader(services.dataSource),
  };
}
