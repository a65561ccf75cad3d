import { parentPort } from 'node:worker_threads';
import { indexGameData, type GameData, type Ruleset, type StoredBuild } from '@larp/rules';
import {
  characterImpactRow,
  draftReach,
  idsReached,
  namedSkillIds,
  type Exemptions,
  type ImpactCharacter,
  type ImpactRow,
} from './ruleset-impact';

/*
 * The impact report's worker thread (impact-report.ts), kept between reports: it is given rulesets
 * by key (each indexed once and kept while in use), then batches of characters as the database
 * stores them (the builds still JSON text), and answers each character with its row (when damaged),
 * the skill ids its builds name and whether it is clean under the rules in force: what impact-report.ts
 * remembers so that later reports pass it without reading its builds. Parsing and checking every
 * build happens here, so the server's event loop stays free.
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

/** A checked character: its row when the draft damages it, the skill ids its builds name, and whether it is clean under the rules in force. */
export interface CheckedCharacter {
  id: string;
  /** the report's row; null when the draft does not damage the character */
  row: ImpactRow | null;
  /** every skill id its builds' text names, each once (what the next draft's reach is matched against) */
  skillIds: string;
  /**
   * true when the draft cannot reach the character and it is undamaged: then it checks clean under
   * the rules in force too, and any later draft that cannot reach it leaves it undamaged
   */
  clean: boolean;
}

export class ImpactChecker {
  private readonly data = new Map<string, GameData>();

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

  /** Every character of one batch checked under the draft. */
  check(currentKey: string, draftKey: string, rows: StoredImpactRow[]): CheckedCharacter[] {
    const current = this.gameData(currentKey);
    const draft = this.gameData(draftKey);
    const reach = draftReach(current, draft);
    return rows.map((row) => {
      const skillIds = namedSkillIds(row.committedBuild, row.savedBuild);
      const reached = row.exemptions !== null || idsReached(skillIds, reach);
      const impact = characterImpactRow(current, draft, impactCharacterOf(row));
      const damaged = impact.kinds.length > 0;
      return { id: row.id, row: damaged ? impact : null, skillIds, clean: !reached && !damaged };
    });
  }
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
