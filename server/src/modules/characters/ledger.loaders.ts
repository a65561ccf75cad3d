import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { currentManager } from '../../db/transaction';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';

/** Rows grouped by a key, in the order of the requested keys (empty lists for keys with none). */
function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

/** Per-request loader: every XP ledger row of many characters in one query, oldest first. */
export function xpLedgerByCharacterIdLoader(dataSource: DataSource): DataLoader<string, XpLedgerEntry[]> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await currentManager(dataSource).find(XpLedgerEntry, {
      where: { characterId: In([...ids]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return groupBy(ids, rows, (row) => row.characterId);
  });
}

/** Per-request loader: every shard ledger row of many users in one query, oldest first. */
export function shardLedgerByUserIdLoader(dataSource: DataSource): DataLoader<string, ShardLedgerEntry[]> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await currentManager(dataSource).find(ShardLedgerEntry, {
      where: { userId: In([...ids]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return groupBy(ids, rows, (row) => row.userId);
  });
}
