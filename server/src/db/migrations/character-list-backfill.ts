import type { StoredBuild } from '@larp/rules';
import type { QueryRunner } from 'typeorm';
import { characterListColumns } from '../character-list-columns';

/** Characters read and written per round: a bounded batch, so a big community's migration stays small in memory. */
const BATCH = 500;

/** A JSON column as the driver hands it over: text (SQLite, MariaDB's LONGTEXT) or already parsed. */
const parsed = (value: unknown): StoredBuild | null =>
  value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as StoredBuild);

/**
 * Fills the characters' list columns from their builds with the same function the build writer
 * uses (db/character-list-columns.ts), in id order and batches, on either database.
 */
export async function backfillCharacterListColumns(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const update =
    `UPDATE ${q('characters')} SET ${q('shown_name')} = ?, ${q('name_key')} = ?, ${q('shown_class')} = ?, ` +
    `${q('shown_race')} = ?, ${q('committed')} = ? WHERE ${q('id')} = ?`;
  let after = '';
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT ${q('id')}, ${q('saved_build')}, ${q('committed_build')} FROM ${q('characters')} WHERE ${q('id')} > ? ORDER BY ${q('id')} LIMIT ${BATCH}`,
      [after],
    )) as { id: string; saved_build: unknown; committed_build: unknown }[];
    for (const row of rows) {
      const columns = characterListColumns(parsed(row.saved_build), parsed(row.committed_build));
      await queryRunner.query(update, [
        columns.shownName,
        columns.nameKey,
        columns.shownClass,
        columns.shownRace,
        columns.committed ? 1 : 0,
        row.id,
      ]);
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}
