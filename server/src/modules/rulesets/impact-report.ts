import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { GameData, Ruleset } from '@larp/rules';
import type { DataSource } from 'typeorm';
import { startWorker, WorkerConversation } from '../../workers/worker-thread';
import type { ImpactWorkerRequest, StoredImpactRow } from './impact-worker';
import { tallyImpacts, type Exemptions, type ImpactReport, type ImpactRow } from './ruleset-impact';

/** Characters read and checked at a time: one short read, a bounded batch in memory. */
export const IMPACT_BATCH = 100;

/** An idle worker ends after this long; the next report starts another (and checks every character again). */
const IDLE_MS = 15 * 60_000;

const characterBatchSql = (batch: number) => `SELECT id, user_id AS userId, character_xp_total AS characterXpTotal,
  additional_spell_schools AS additionalSpellSchools, saved_build AS savedBuild, committed_build AS committedBuild
  FROM characters WHERE id > ? ORDER BY id LIMIT ${batch}`;

/** Column values as text, whatever the driver hands over (MariaDB's JSON may come parsed). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** A ruleset's key in the worker: a digest of its JSON, remembered per object (the ruleset in force is one object while in force). */
const keys = new WeakMap<Ruleset, string>();
function keyOf(ruleset: Ruleset): string {
  let key = keys.get(ruleset);
  if (key === undefined) {
    key = createHash('sha256').update(JSON.stringify(ruleset)).digest('base64');
    keys.set(ruleset, key);
  }
  return key;
}

/**
 * The impact report of a draft over every character, off the request path's event loop: this
 * thread reads the characters in keyset batches (IMPACT_BATCH) (each read short, the builds left
 * as text), and a worker thread (impact-worker.ts) parses and checks them while the next batch is
 * read. Memory holds one batch and the affected characters' rows. The worker is kept between reports
 * (the designer's edits each ask for one): the rulesets stay indexed there, and the characters it found
 * undamaged and the next draft cannot reach are passed without a check.
 */
export class ImpactReports {
  private worker: Worker | null = null;
  private conversation: WorkerConversation<ImpactWorkerRequest, ImpactRow[]> | null = null;
  /** the rulesets the worker keeps, and how many reports running use each */
  private readonly kept = new Map<string, number>();
  private lastCurrent = '';
  private idle: NodeJS.Timeout | null = null;
  private running = 0;

  private start(): WorkerConversation<ImpactWorkerRequest, ImpactRow[]> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (!this.conversation) {
      this.worker = startWorker(join(__dirname, 'impact-worker'), null);
      // an idle worker never keeps the process alive
      this.worker.unref();
      this.conversation = new WorkerConversation(this.worker);
      this.kept.clear();
    }
    return this.conversation;
  }

  /** After a failure the worker is left and the next report starts another. */
  private async drop(): Promise<void> {
    const conversation = this.conversation;
    this.conversation = null;
    this.worker = null;
    this.kept.clear();
    if (conversation) await conversation.end();
  }

  async report(
    dataSource: DataSource,
    current: GameData,
    draft: GameData,
    exemptions: Map<string, Exemptions>,
    options: { batch?: number } = {},
  ): Promise<ImpactReport<ImpactRow>> {
    const batchSize = options.batch ?? IMPACT_BATCH;
    const sql = characterBatchSql(batchSize);
    const conversation = this.start();
    this.running += 1;
    const currentKey = keyOf(current.ruleset);
    const draftKey = keyOf(draft.ruleset);
    const wanted = [
      { key: currentKey, ruleset: current.ruleset },
      { key: draftKey, ruleset: draft.ruleset },
    ];
    const missing = wanted.filter(({ key }, index) => !this.kept.has(key) && wanted.findIndex((other) => other.key === key) === index);
    for (const { key } of wanted) this.kept.set(key, (this.kept.get(key) ?? 0) + 1);
    this.lastCurrent = currentKey;
    try {
      const answers: Array<Promise<ImpactRow[]>> = [];
      if (missing.length) answers.push(conversation.send({ kind: 'rulesets', rulesets: missing }));
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
        answers.push(conversation.send({ kind: 'batch', current: currentKey, draft: draftKey, rows: batch }));
        checked += batch.length;
        after = batch[batch.length - 1].id;
        // the worker keeps at most two batches waiting: memory stays bounded however many characters
        if (answers.length >= 2) await answers[answers.length - 2];
        if (rows.length < batchSize) break;
      }
      const affected = (await Promise.all(answers)).flat();
      return tallyImpacts(checked, affected);
    } catch (error) {
      if (this.conversation === conversation) await this.drop();
      throw error;
    } finally {
      this.running -= 1;
      if (this.conversation === conversation) this.release(wanted.map(({ key }) => key));
    }
  }

  /** Lets go of the drafts no running report uses (the ruleset in force stays: the next draft is checked against it). */
  private release(used: string[]): void {
    for (const key of used) this.kept.set(key, (this.kept.get(key) ?? 1) - 1);
    const unused = [...this.kept].filter(([key, count]) => count <= 0 && key !== this.lastCurrent).map(([key]) => key);
    for (const key of unused) this.kept.delete(key);
    if (unused.length && this.conversation)
      this.conversation.send({ kind: 'rulesets', rulesets: unused.map((key) => ({ key, ruleset: null })) }).catch(() => undefined);
    if (this.running === 0) {
      if (this.idle) clearTimeout(this.idle);
      this.idle = setTimeout(() => void this.close(), IDLE_MS);
      this.idle.unref();
    }
  }

  /** Ends the worker (the app's close). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (this.running === 0) await this.drop();
  }
}
