import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import { inList, rowReader } from '../../db/row-reader';

/** Rows grouped by a key, in the order of the requested keys (empty lists for keys with none). */
function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

/** The XP ledger rows of many characters (one statement, a plain row reader: issue 16's staff list reads 100 ledgers). */
const xpLedgerReaders = new WeakMap<DataSource, ReturnType<typeof rowReader<XpLedgerEntry>>>();

/** Per-request loader: every XP ledger row of many characters in one query, oldest first. */
export function xpLedgerByCharacterIdLoader(dataSource: DataSource): DataLoader<string, XpLedgerEntry[]> {
  let reader = xpLedgerReaders.get(dataSource);
  if (!reader) {
    reader = rowReader(
      dataSource,
      XpLedgerEntry,
      (ids) => `FROM xp_ledger t WHERE t.character_id IN (${inList(ids.length)}) ORDER BY t.created_at ASC, t.id ASC`,
    );
    xpLedgerReaders.set(dataSource, reader);
  }
  const read = reader;
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await read.read(dataSource.manager, [...ids]);
    return groupBy(ids, rows, (row) => row.characterId);
  });
}

/** Per-request loader: every shard ledger row of many users in one query, oldest first. */
export function shardLedgerByUserIdLoader(dataSource: DataSource): DataLoader<string, ShardLedgerEntry[]> {
  return new DataLoader(async (ids: readonly string[]) => {
    const rows = await dataSource.manager.find(ShardLedgerEntry, {
      where: { userId: In([...ids]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return groupBy(ids, rows, (row) => row.userId);
  });
}
