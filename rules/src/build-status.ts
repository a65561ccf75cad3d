/**
 * Which build counts, which is shown and which is edited (players §4): the one rule the server's
 * presenters (characters, events, staff) and the client (home, editor) all use.
 *
 * - A build counts as committed only when the committed build has a name, a class, a race and the
 *   race's attributes. Decision: "the race's attributes" means a non-empty race_attributes list (an
 *   uncommit of racial attributes sets it to null, which makes the saved build the shown one again).
 * - The shown build (what the characters list, event screens and sheets show) is the committed build
 *   when it counts as committed, otherwise the saved one.
 * - The edited build (what the editor loads) is the saved build, or the committed one when nothing
 *   was saved: the player always works on their newest saved work.
 * - Saved-but-uncommitted changes exist when the build counts as committed and the saved build
 *   differs from it in anything but its timestamp and cost; `buildDiff` lists them.
 */
import type { BuildHeader, StoredBuild, StoredSkillEntry } from './types';

export function countsAsCommitted<T extends BuildHeader>(build: T | null | undefined): build is T {
  return (
    !!build &&
    !!build.character_name &&
    !!build.character_class &&
    !!build.character_race.race &&
    Array.isArray(build.character_race.race_attributes) &&
    build.character_race.race_attributes.length > 0
  );
}

/** The build the player and staff see: the committed one when it counts as committed, else the saved one. */
export function shownBuild<T extends BuildHeader>(saved: T | null | undefined, committed: T | null | undefined): T | null {
  return countsAsCommitted(committed) ? committed : (saved ?? null);
}

/** The build the editor starts from: the saved build, else the committed one. */
export function editedBuild<T>(saved: T | null | undefined, committed: T | null | undefined): T | null {
  return saved ?? committed ?? null;
}

/** A comparable key of a build: header and skills (sorted by id), without timestamp or cost. */
export function buildKey(build: StoredBuild): string {
  const race = build.character_race;
  const skills = [...build.character_skills].sort((a, b) => (a.skill_id < b.skill_id ? -1 : a.skill_id > b.skill_id ? 1 : 0));
  return JSON.stringify([
    build.character_name,
    build.character_class,
    race.race,
    race.subculture || null,
    race.transformation || null,
    race.race_attributes,
    skills.map(canonical),
  ]);
}

/** JSON with object keys sorted, so two equal entries give the same text whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function sameBuild(a: StoredBuild | null | undefined, b: StoredBuild | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return buildKey(a) === buildKey(b);
}

export interface BuildStatus {
  /** the committed build counts as committed */
  committed: boolean;
  /** which build is shown */
  shown: 'committed' | 'saved' | null;
  /** the build counts as committed and a saved build differs from it: Commit would change something */
  uncommittedChanges: boolean;
}

export function buildStatus(saved: StoredBuild | null | undefined, committed: StoredBuild | null | undefined): BuildStatus {
  const isCommitted = countsAsCommitted(committed);
  return {
    committed: isCommitted,
    shown: isCommitted ? 'committed' : saved ? 'saved' : null,
    uncommittedChanges: isCommitted && !!saved && !sameBuild(saved, committed),
  };
}

/** One difference between the committed build and the saved one. */
export type BuildDifference =
  | { kind: 'header'; field: 'character_name' | 'character_class' | 'race' | 'race_attributes'; before: string; after: string }
  | { kind: 'skill'; skill_id: string; before: StoredSkillEntry | null; after: StoredSkillEntry | null };

const raceText = (race: StoredBuild['character_race']): string =>
  [race.subculture, race.race, race.transformation].filter((part) => !!part && part.trim() !== '').join(' ');

/**
 * What Commit would make permanent: the header fields and the skills in which `saved` differs from
 * `committed`, in the saved build's skill order (then skills only the committed build has).
 */
export function buildDiff(committed: StoredBuild, saved: StoredBuild): BuildDifference[] {
  const differences: BuildDifference[] = [];
  const header = (field: Extract<BuildDifference, { kind: 'header' }>['field'], before: string, after: string) => {
    if (before !== after) differences.push({ kind: 'header', field, before, after });
  };
  header('character_name', committed.character_name, saved.character_name);
  header('character_class', committed.character_class ?? '', saved.character_class ?? '');
  header('race', raceText(committed.character_race), raceText(saved.character_race));
  header(
    'race_attributes',
    (committed.character_race.race_attributes ?? []).join(', '),
    (saved.character_race.race_attributes ?? []).join(', '),
  );
  const before = new Map(committed.character_skills.map((entry) => [entry.skill_id, entry]));
  const key = (entry: StoredSkillEntry) => JSON.stringify(canonical(entry));
  for (const entry of saved.character_skills) {
    const old = before.get(entry.skill_id) ?? null;
    if (!old || key(old) !== key(entry)) differences.push({ kind: 'skill', skill_id: entry.skill_id, before: old, after: entry });
    before.delete(entry.skill_id);
  }
  for (const old of before.values()) differences.push({ kind: 'skill', skill_id: old.skill_id, before: old, after: null });
  return differences;
}
