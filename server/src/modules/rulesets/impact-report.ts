import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { GameData, Ruleset } from '@larp/rules';
import type { DataSource } from 'typeorm';
import { startWorker, WorkerConversation } from '../../workers/worker-thread';
import type { CheckedCharacter, ImpactWorkerRequest, StoredImpactRow } from './impact-worker';
import { draftReach, idsReached, tallyImpacts, type Exemptions, type ImpactReport, type ImpactRow } from './ruleset-impact';

/** Characters read and checked at a time: one short read, a bounded batch in memory. */
export const IMPACT_BATCH = 100;

/** An idle worker ends after this long; the next report starts another (and checks every character again). */
const IDLE_MS = 15 * 60_000;

/** The (rules in force, draft) pairs whose answers are kept per character: the designer's last few drafts. */
const PAIRS_KEPT = 4;

/** The first pass reads what a character's check depends on besides its builds' text: small columns only. */
const stampBatchSql = (batch: number) => `SELECT c.id AS id, c.user_id AS userId, c.build_version AS buildVersion,
  c.character_xp_total AS characterXpTotal, c.additional_spell_schools AS additionalSpellSchools,
  f.stamp AS factStamp, f.skill_ids AS factSkillIds, f.clean_under AS factCleanUnder
  FROM characters c LEFT JOIN impact_character_facts f ON f.character_id = c.id
  WHERE c.id > ? ORDER BY c.id LIMIT ${batch}`;

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** The builds of the characters that need a check. */
const buildsSql = (count: number) => `SELECT id, saved_build AS savedBuild, committed_build AS committedBuild
  FROM characters WHERE id IN (${placeholders(count)})`;

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

/** What is known of a character from its last check, while its stamp stays the same (ImpactCharacterFact). */
interface Known {
  stamp: string;
  /** the skill ids its builds name (namedSkillIds) */
  skillIds: string;
  /** the key of the rules in force under which it was found clean (see CheckedCharacter.clean), or null */
  cleanUnder: string | null;
}

/**
 * A character's stamp, as a digest: its owner, its build version (every write of a build bumps it:
 * characters/build-writes.ts), its XP total, its extra schools and its exemptions. Equal stamps mean
 * equal checks under the same rulesets.
 */
function stampOf(row: Record<string, unknown>, exemptions: Exemptions | undefined): string {
  return createHash('sha256')
    .update(
      `${String(row.userId)}\u0000${Number(row.buildVersion)}\u0000${Number(row.characterXpTotal)}\u0000${
        asText(row.additionalSpellSchools) ?? ''
      }\u0000${exemptions ? JSON.stringify(exemptions) : ''}`,
    )
    .digest('base64');
}

/** Writes what the checks learnt, replacing the facts of the same characters; facts are a cache, so a failed write is let go. */
async function writeFacts(dataSource: DataSource, facts: Array<{ id: string } & Known>): Promise<void> {
  if (facts.length === 0) return;
  try {
    await dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM impact_character_facts WHERE character_id IN (${placeholders(facts.length)})`,
        facts.map(({ id }) => id),
      );
      await manager.query(
        `INSERT INTO impact_character_facts (character_id, stamp, skill_ids, clean_under) VALUES ${facts.map(() => '(?, ?, ?, ?)').join(', ')}`,
        facts.flatMap(({ id, stamp, skillIds, cleanUnder }) => [id, stamp, skillIds, cleanUnder]),
      );
    });
  } catch {
    // another report wrote the same characters at the same time: theirs stand, and a later report checks again
  }
}

/**
 * The impact report of a draft over every character, off the request path's event loop, and
 * incremental: a first pass reads each character's stamp (stampOf: small columns, no build text) with
 * what was learnt of it before (ImpactCharacterFact, kept in the database across restarts); a
 * character is then answered without reading its builds when
 * - it was checked under the same rules in force and draft with the same stamp (its answer is kept
 *   in memory, for the last PAIRS_KEPT drafts), or
 * - it was found clean under the rules in force at the same stamp and the draft cannot reach the
 *   skills its builds name (ruleset-impact.ts draftReach): it checks as under the rules in force.
 * The others' builds are read by id in batches (IMPACT_BATCH) and checked by a worker thread
 * (impact-worker.ts) while the next batch is read; what the checks learn is written back. The worker is
 * kept between reports (the designer's edits each ask for one), with the rulesets indexed there. Only the
 * very first report of an installation (or after the rules in force change) checks every build.
 */
export class ImpactReports {
  private worker: Worker | null = null;
  private conversation: WorkerConversation<ImpactWorkerRequest, CheckedCharacter[]> | null = null;
  /** the rulesets the worker keeps, and how many reports running use each */
  private readonly kept = new Map<string, number>();
  private lastCurrent = '';
  private idle: NodeJS.Timeout | null = null;
  private running = 0;
  private factsPruned = false;
  /** per (rules in force, draft): each character's answer with the stamp it was checked at, the latest pair last */
  private readonly answers = new Map<string, Map<string, { stamp: string; row: ImpactRow | null }>>();

  private start(): WorkerConversation<ImpactWorkerRequest, CheckedCharacter[]> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    if (!this.conversation) {
      // The worker (its message port) keeps the process alive while it exists: it ends once unused
      // for IDLE_MS, and on close(), which a command that must exit sooner calls (cli.ts withServices).
      this.worker = startWorker(join(__dirname, 'impact-worker'), null);
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

  /** The kept answers of a pair of rulesets, made the latest; the oldest pair goes beyond PAIRS_KEPT. */
  private answersOf(pair: string): Map<string, { stamp: string; row: ImpactRow | null }> {
    const answers = this.answers.get(pair) ?? new Map<string, { stamp: string; row: ImpactRow | null }>();
    this.answers.delete(pair);
    this.answers.set(pair, answers);
    while (this.answers.size > PAIRS_KEPT) this.answers.delete(this.answers.keys().next().value as string);
    return answers;
  }

  async report(
    dataSource: DataSource,
    current: GameData,
    draft: GameData,
    exemptions: Map<string, Exemptions>,
    options: { batch?: number } = {},
  ): Promise<ImpactReport<ImpactRow>> {
    const batchSize = options.batch ?? IMPACT_BATCH;
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
      const reach = draftReach(current, draft);
      const kept = this.answersOf(`${currentKey} ${draftKey}`);
      const seen = new Set<string>();
      const affected: ImpactRow[] = [];
      const pending: Array<Promise<void>> = [];
      if (missing.length) pending.push(conversation.send({ kind: 'rulesets', rulesets: missing }).then(() => undefined));
      const checkBatch = async (
        batch: Array<{ id: string; userId: string; stamp: string; row: Record<string, unknown>; fact: Known | null }>,
      ) => {
        const builds = await dataSource.query<Array<Record<string, unknown>>>(
          buildsSql(batch.length),
          batch.map(({ id }) => id),
        );
        const byId = new Map(builds.map((row) => [String(row.id), row]));
        const rows: StoredImpactRow[] = batch.map(({ id, userId, row }) => ({
          id,
          userId,
          characterXpTotal: Number(row.characterXpTotal),
          additionalSpellSchools: asText(row.additionalSpellSchools),
          savedBuild: asText(byId.get(id)?.savedBuild),
          committedBuild: asText(byId.get(id)?.committedBuild),
          exemptions: exemptions.get(id) ?? null,
        }));
        const byIdAsked = new Map(batch.map((asked) => [asked.id, asked]));
        const checked = await conversation.send({ kind: 'batch', current: currentKey, draft: draftKey, rows });
        const facts: Array<{ id: string } & Known> = [];
        for (const { id, row, skillIds, clean } of checked) {
          const asked = byIdAsked.get(id);
          if (!asked) continue;
          const { stamp, fact } = asked;
          kept.set(id, { stamp, row });
          if (row) affected.push(row);
          // a reached character keeps what was known of it under the rules in force at the same stamp
          const cleanUnder = clean ? currentKey : fact?.stamp === stamp ? fact.cleanUnder : null;
          if (fact?.stamp !== stamp || fact.skillIds !== skillIds || fact.cleanUnder !== cleanUnder)
            facts.push({ id, stamp, skillIds, cleanUnder });
        }
        await writeFacts(dataSource, facts);
      };
      let checked = 0;
      let after = '';
      let toCheck: Parameters<typeof checkBatch>[0] = [];
      for (;;) {
        const rows = await dataSource.query<Array<Record<string, unknown>>>(stampBatchSql(batchSize), [after]);
        if (rows.length === 0) break;
        for (const row of rows) {
          const id = String(row.id);
          seen.add(id);
          const stamp = stampOf(row, exemptions.get(id));
          const answer = kept.get(id);
          const factStamp = asText(row.factStamp);
          const fact: Known | null =
            factStamp === null
              ? null
              : { stamp: factStamp, skillIds: asText(row.factSkillIds) ?? '', cleanUnder: asText(row.factCleanUnder) };
          if (answer?.stamp === stamp) {
            if (answer.row) affected.push(answer.row);
          } else if (fact?.stamp === stamp && fact.cleanUnder === currentKey && !exemptions.has(id) && !idsReached(fact.skillIds, reach)) {
            kept.set(id, { stamp, row: null });
          } else {
            toCheck.push({ id, userId: String(row.userId), stamp, row, fact });
            if (toCheck.length >= batchSize) {
              pending.push(checkBatch(toCheck));
              toCheck = [];
              // the worker keeps at most two batches waiting: memory stays bounded however many characters
              if (pending.length >= 2) await pending[pending.length - 2];
            }
          }
        }
        checked += rows.length;
        after = String(rows[rows.length - 1].id);
        if (rows.length < batchSize) break;
      }
      if (toCheck.length) pending.push(checkBatch(toCheck));
      await Promise.all(pending);
      // characters gone since are forgotten (their facts once a process: nothing reads them, they only take room)
      for (const id of kept.keys()) if (!seen.has(id)) kept.delete(id);
      if (!this.factsPruned) {
        this.factsPruned = true;
        await dataSource
          .query('DELETE FROM impact_character_facts WHERE character_id NOT IN (SELECT id FROM characters)')
          .catch(() => undefined);
      }
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
