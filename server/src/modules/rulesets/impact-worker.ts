import { parentPort, workerData } from 'node:worker_threads';
import { indexGameData, type Ruleset, type StoredBuild } from '@larp/rules';
import { affectedImpactRows, type Exemptions, type ImpactCharacter, type ImpactRow } from './ruleset-impact';

/*
 * The impact report's worker thread (impact-report.ts): it is given the ruleset in force and the
 * draft, then batches of characters as the database stores them (the builds still JSON text), and
 * answers each batch with its affected characters' rows. Parsing and checking every build happens
 * here, so the server's event loop stays free for other requests.
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

export interface ImpactWorkerData {
  current: Ruleset;
  draft: Ruleset;
}

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

if (parentPort) {
  const port = parentPort;
  const { current, draft } = workerData as ImpactWorkerData;
  const currentData = indexGameData(current);
  const draftData = indexGameData(draft);
  port.on('message', (rows: StoredImpactRow[]) => {
    try {
      const affected: ImpactRow[] = affectedImpactRows(currentData, draftData, rows.map(impactCharacterOf));
      port.postMessage({ answer: affected });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}
