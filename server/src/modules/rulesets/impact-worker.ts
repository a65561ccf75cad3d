import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { indexGameData, type GameData, type Ruleset, type StoredBuild } from '@larp/rules';
import { buildTextReached, characterImpactRow, draftReach, type Exemptions, type ImpactCharacter, type ImpactRow } from './ruleset-impact';

/*
 * The impact report's worker thread (impact-report.ts), kept between reports: it is given rulesets
 * by key (each indexed once and kept while in use), then batches of characters as the database
 * stores them (the builds still JSON text), and answers each batch with its affected characters'
 * rows. Parsing and checking every build happens here, so the server's event loop stays free.
 *
 * A build the draft cannot reach (ruleset-impact.ts draftReach) checks as it does under the rules in
 * force. Such a character found undamaged is remembered, by the rules in force and a digest of what
 * its check reads (its builds' text, its XP total, its extra schools), so the next report, after the
 * designer's next edit, passes it without parsing its builds again.
 */

/** A character as read from the database, its JSON columns as text. */
export interface StoredImpactRow {
  id: string;
  userId: string;
  characterXpTotal: number;
  additionalSpellSchools: string | null;
  savedBuild: string | null;
  committedBuild: string | null;
  exemptions: Exemptions | null;
}

/** What the worker is asked: to keep rulesets by key, or to check a batch under two of them. */
export type ImpactWorkerRequest =
  | { kind: 'rulesets'; rulesets: Array<{ key: string; ruleset: Ruleset | null }> }
  | { kind: 'batch'; current: string; draft: string; rows: StoredImpactRow[] };

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function impactCharacterOf(row: StoredImpactRow): ImpactCharacter {
  const committedBuild = parsed(row.committedBuild) as StoredBuild | null;
  // most characters' saved build is their committed one: parsed once, and read as one (nothing here changes a build)
  const savedBuild = row.savedBuild === row.committedBuild ? committedBuild : (parsed(row.savedBuild) as StoredBuild | null);
  return {
    id: row.id,
    userId: row.userId,
    characterXpTotal: row.characterXpTotal,
    additionalSpellSchools: (parsed(row.additionalSpellSchools) as string[] | null) ?? [],
    savedBuild,
    committedBuild,
    exemptions: row.exemptions,
  };
}

/** The characters found undamaged under one ruleset in force, by digest; a bound keeps the memory small. */
export const UNDAMAGED_KEPT = 100_000;

export class ImpactChecker {
  private readonly data = new Map<string, GameData>();
  private undamagedUnder = '';
  private readonly undamaged = new Set<string>();

  /** Keeps each ruleset given (indexed once); a null ruleset lets go of its key. */
  keep(rulesets: Array<{ key: string; ruleset: Ruleset | null }>): void {
    for (const { key, ruleset } of rulesets) {
      if (ruleset === null) this.data.delete(key);
      else if (!this.data.has(key)) this.data.set(key, indexGameData(ruleset));
    }
  }

  private gameData(key: string): GameData {
    const data = this.data.get(key);
    if (!data) throw new Error(`impact worker: no ruleset kept as ${key}`);
    return data;
  }

  /** The rows of the characters the draft damages, of one batch. */
  check(currentKey: string, draftKey: string, rows: StoredImpactRow[]): ImpactRow[] {
    const current = this.gameData(currentKey);
    const draft = this.gameData(draftKey);
    if (this.undamagedUnder !== currentKey) {
      this.undamaged.clear();
      this.undamagedUnder = currentKey;
    }
    const reach = draftReach(current, draft);
    const affected: ImpactRow[] = [];
    for (const row of rows) {
      const reached = row.exemptions !== null || buildTextReached(row.committedBuild, reach) || buildTextReached(row.savedBuild, reach);
      const digest = reached ? null : digestOf(row);
      if (digest !== null && this.undamaged.has(digest)) continue;
      const impact = characterImpactRow(current, draft, impactCharacterOf(row));
      if (impact.kinds.length > 0) affected.push(impact);
      else if (digest !== null) {
        if (this.undamaged.size >= UNDAMAGED_KEPT) this.undamaged.clear();
        this.undamaged.add(digest);
      }
    }
    return affected;
  }
}

/** A digest of everything a character's check reads (exemptions apart: such characters are always checked). */
function digestOf(row: StoredImpactRow): string {
  return createHash('sha256')
    .update(`${row.characterXpTotal}\u0000${row.additionalSpellSchools ?? ''}\u0000${row.committedBuild ?? ''}\u0000`)
    .update(row.savedBuild === row.committedBuild ? '=' : (row.savedBuild ?? ''))
    .digest('base64');
}

if (parentPort) {
  const port = parentPort;
  // the builds' messages are what the report shows: their errors need no stack (capturing one per invalid build costs)
  Error.stackTraceLimit = 0;
  const checker = new ImpactChecker();
  port.on('message', (request: ImpactWorkerRequest) => {
    try {
      if (request.kind === 'rulesets') {
        checker.keep(request.rulesets);
        port.postMessage({ answer: [] });
      } else port.postMessage({ answer: checker.check(request.current, request.draft, request.rows) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}
