import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import { inList, sharedRowReader, type RowReader } from '../../db/row-reader';

/** Rows grouped by a key, in the order of the requested keys (empty lists for keys with none). */
function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const key of keys) groups.set(key, []);
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * The XP ledger rows of many characters (one statement, a row reader: a staff list of 100 characters reads 100
 * ledgers). A ledger row is written once and hardly ever changes, so rows read again unchanged are
 * the same frozen entities as last time (sharedRowReader), not read into new ones on every request.
 */
const xpLedgerReaders = new WeakMap<DataSource, RowReader<XpLedgerEntry>>();

/** Oldest first; rows of the same instant in the order of their ids (as `ORDER BY created_at, id`). */
function byTimeThenId(a: XpLedgerEntry, b: XpLedgerEntry): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every XP ledger row of many characters in one query, oldest first: one list per id, in the order
 * of ids. The statement has no ORDER BY: each character's rows are put in order here, a few rows
 * each, instead of the database sorting every row of the list in a temporary table (the sort was
 * about a third of the statement on SQLite, 100 characters; MariaDB sorted them in a filesort).
 */
export async function readXpLedgers(dataSource: DataSource, ids: readonly string[]): Promise<XpLedgerEntry[][]> {
  if (ids.length === 0) return [];
  let reader = xpLedgerReaders.get(dataSource);
  if (!reader) {
    reader = sharedRowReader(dataSource, XpLedgerEntry, (keys) => `FROM xp_ledger t WHERE t.character_id IN (${inList(keys.length)})`);
    xpLedgerReaders.set(dataSource, reader);
  }
  const ledgers = groupBy(ids, await reader.read(dataSource.manager, [...ids]), (row) => row.characterId);
  // the lists are this call's own; the rows in them are shared and frozen
  for (const ledger of ledgers) if (ledger.length > 1) ledger.sort(byTimeThenId);
  return ledgers;
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
