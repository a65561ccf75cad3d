import { join } from 'node:path';
import type { GameData } from '@larp/rules';
import type { DataSource } from 'typeorm';
import { startWorker, WorkerConversation } from '../../workers/worker-thread';
import type { StoredImpactRow, ImpactWorkerData } from './impact-worker';
import { tallyImpacts, type Exemptions, type ImpactReport, type ImpactRow } from './ruleset-impact';

/** Characters read and checked at a time: one short read, a bounded batch in memory. */
export const IMPACT_BATCH = 100;

const characterBatchSql = (batch: number) => `SELECT id, user_id AS userId, character_xp_total AS characterXpTotal,
  additional_spell_schools AS additionalSpellSchools, saved_build AS savedBuild, committed_build AS committedBuild
  FROM characters WHERE id > ? ORDER BY id LIMIT ${batch}`;

/** Column values as text, whatever the driver hands over (MariaDB's JSON may come parsed). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The impact report of a draft over every character, off the request path's event loop: this
 * thread reads the characters in keyset batches (IMPACT_BATCH) (each read short, the builds left
 * as text), and a worker thread (impact-worker.ts) parses and checks them while the next batch is
 * read. Memory holds one batch and the affected characters' rows.
 */
export async function impactReportOffLoop(
  dataSource: DataSource,
  current: GameData,
  draft: GameData,
  exemptions: Map<string, Exemptions>,
  options: { batch?: number } = {},
): Promise<ImpactReport<ImpactRow>> {
  const batchSize = options.batch ?? IMPACT_BATCH;
  const sql = characterBatchSql(batchSize);
  const data: ImpactWorkerData = { current: current.ruleset, draft: draft.ruleset };
  const worker = new WorkerConversation<StoredImpactRow[], ImpactRow[]>(startWorker(join(__dirname, 'impact-worker'), data));
  try {
    const answers: Array<Promise<ImpactRow[]>> = [];
    let checked = 0;
    let after = '';
    for (;;) {
      const rows = await dataSource.query<Array<Record<string, unknown>>>(sql, [after]);
      if (rows.length === 0) break;
      const batch: StoredImpactRow[] = rows.map((row) => ({
        id: String(row.id),
        userId: String(row.userId),
        characterXpTotal: Number(row.characterXpTotal),
        additionalSpellSchools: asText(row.additionalSpellSchools),
        savedBuild: asText(row.savedBuild),
        committedBuild: asText(row.committedBuild),
        exemptions: exemptions.get(String(row.id)) ?? null,
      }));
      answers.push(worker.send(batch));
      checked += batch.length;
      after = batch[batch.length - 1].id;
      // the worker keeps at most two batches waiting: memory stays bounded however many characters
      if (answers.length >= 2) await answers[answers.length - 2];
      if (rows.length < batchSize) break;
    }
    const affected = (await Promise.all(answers)).flat();
    return tallyImpacts(checked, affected);
  } finally {
    await worker.end();
  }
}
