import {
  SkillError,
  compact,
  countsAsCommitted,
  indexGameData,
  ownedPrereqCheck,
  recomputeCost,
  toStored,
  toWorking,
  validateBuild,
  type Amount,
  type CharacterContext,
  type GameData,
  type Ruleset,
  type SkillDefinition,
  type SkillEntry,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import { toCsv } from '../exports/csv';

/*
 * The impact report and the repairs publishing makes, as pure functions of the game data
 * and the characters: nothing here reads or writes the database, so the report is computed before
 * anything is written and publishing applies exactly what the report found.
 */

export const DAMAGE_KINDS = ['invalid_build', 'over_budget', 'cost_changed'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

/** The character as the report needs it. */
export interface ImpactCharacter {
  id: string;
  userId: string;
  characterXpTotal: number;
  additionalSpellSchools: string[];
  savedBuild: StoredBuild | null;
  committedBuild: StoredBuild | null;
  /** skills kept under an earlier version's rules (grandfathered), see exemptions.ts */
  exemptions?: Exemptions | null;
}

/** Skill id -> the definition it was bought under and the entries exempt from re-checking. */
export type Exemptions = Record<string, { entries: unknown[]; definition: SkillDefinition }>;

export interface LostSkill {
  skill_id: string;
  skill: string;
  /** skills that needed it and go with it */
  dependents: string[];
}

export interface BuildCheck {
  /** the spec's message when the build fails validation under the draft; null when it passes */
  message: string | null;
  cost_before: number;
  cost_after: number;
  lost_skills: LostSkill[];
  /** the build with what became invalid taken away (and its XP freed), under the draft */
  repaired: StoredBuild;
  /** the build as it stands, its cost recomputed under the draft (null when its skills no longer exist) */
  repriced: StoredBuild | null;
}

export interface CharacterImpact {
  character_id: string;
  character_name: string;
  user_id: string;
  kinds: DamageKind[];
  lost_skills: LostSkill[];
  cost_before: number;
  cost_after: number;
  character_xp_total: number;
  /** the spec's messages of the builds that fail, committed first */
  messages: string[];
  committed: BuildCheck | null;
  saved: BuildCheck | null;
}

/** `players`: the players of the affected characters, each mailed once when the draft is published. */
export type ImpactCounts = Record<DamageKind, number> & { characters: number; affected: number; players: number };

/** A character's line of the report, without the checked builds (what the report's answers show). */
export type ImpactRow = Omit<CharacterImpact, 'committed' | 'saved'>;

export interface ImpactReport<Row extends ImpactRow = CharacterImpact> {
  counts: ImpactCounts;
  /** the characters with at least one kind of damage, by name */
  characters: Row[];
}

const MAX_ROUNDS = 50;

/** JSON with sorted keys: two entries are the same whatever order their fields came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function contextOf(character: ImpactCharacter, committed: WorkingBuild | null): CharacterContext {
  return {
    character_xp_total: character.characterXpTotal,
    additional_spell_schools: character.additionalSpellSchools,
    committed_build: committed,
  };
}

/** The amounts of an entry (plain, per hand, per school); slot entries have none. */
function amountsOf(entry: SkillEntry): Amount[] {
  const record = entry as unknown as Record<string, unknown>;
  if ('purchase_count' in record) return [entry as Amount];
  if ('left' in record && 'right' in record) return [record.left as Amount, record.right as Amount];
  if ('schools' in record && record.schools && typeof record.schools === 'object')
    return Object.values(record.schools as Record<string, Amount>);
  return [];
}

const cloneEntry = (entry: SkillEntry): SkillEntry => JSON.parse(JSON.stringify(entry)) as SkillEntry;

/** A build's cost under `data`, counting skills `data` does not know as free (they no longer exist). */
export function costUnder(data: GameData, build: WorkingBuild): number {
  let known = build;
  if (!Object.keys(build.character_skills).every((id) => data.skillsById.has(id))) {
    known = { ...build, character_skills: {} };
    for (const [id, entry] of Object.entries(build.character_skills)) if (data.skillsById.has(id)) known.character_skills[id] = entry;
  }
  try {
    return recomputeCost(data, known);
  } catch {
    // a purchase the class can no longer pay for: price the others
    let cost = 0;
    for (const [id, entry] of Object.entries(known.character_skills)) {
      try {
        cost += recomputeCost(data, { ...known, character_skills: { [id]: entry } });
      } catch {
        /* no price: it is invalid, and goes */
      }
    }
    return cost;
  }
}

/** Why one owned skill is invalid under `data` on its own (missing, unaffordable for the class, over its maximum, prerequisites). */
function skillInvalid(data: GameData, build: WorkingBuild, ctx: CharacterContext, id: string, entry: SkillEntry): boolean {
  const skill = data.skillsById.get(id);
  if (!skill) return true;
  const amounts = amountsOf(entry);
  const purchased =
    amounts.some((amount) => amount.purchase_count > 0) || (amounts.length === 0 && JSON.stringify(entry).match(/[1-9]/) !== null);
  if (purchased) {
    try {
      recomputeCost(data, { ...build, character_skills: { [id]: entry } });
    } catch {
      return true;
    }
    const trait = skill.skill_trait_group;
    if (trait && !(build.character_race.race_attributes ?? []).includes(trait)) return true;
  }
  for (const amount of amounts) {
    const grants = amount.grants.reduce((sum, grant) => sum + grant.count, 0);
    if (amount.purchase_count > 0 && amount.purchase_count + grants > skill.skill_max_purchases) return true;
  }
  try {
    return !ownedPrereqCheck(data, build, ctx, skill, entry).met;
  } catch {
    return true;
  }
}

/** Takes a skill's purchases away (its slots, its purchases per hand or school); what was granted stays. */
function withoutPurchases(entry: SkillEntry): SkillEntry | null {
  const amounts = amountsOf(entry);
  if (amounts.length === 0) return null;
  const next = cloneEntry(entry);
  for (const amount of amountsOf(next)) amount.purchase_count = 0;
  return amountsOf(next).some((amount) => amount.grants.length > 0) ? next : null;
}

/** Removes the grants the given skills gave; a grant that had replaced a purchase gives the purchase back. */
function withoutGrantsFrom(build: WorkingBuild, givers: Set<string>): WorkingBuild {
  const skills: WorkingBuild['character_skills'] = {};
  for (const [id, entry] of Object.entries(build.character_skills)) {
    const next = cloneEntry(entry);
    for (const amount of amountsOf(next)) {
      const kept = [];
      for (const grant of amount.grants) {
        if (givers.has(grant.granted_by)) {
          if (grant.replaces_purchase) amount.purchase_count += grant.count;
        } else kept.push(grant);
      }
      amount.grants = kept;
    }
    skills[id] = next;
  }
  return { ...build, character_skills: skills };
}

function nameOf(data: GameData, fallback: GameData | null, id: string): string {
  return data.skillsById.get(id)?.skill_name ?? fallback?.skillsById.get(id)?.skill_name ?? id;
}

/**
 * The build with what became invalid under `data` taken away: skills that no longer exist, that the
 * class or race can no longer buy, above their maximum, or whose prerequisites fail lose their
 * purchases (and the grants they gave); then whatever depended on them, round after round.
 */
export function stripInvalid(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  before: GameData | null = null,
): { build: WorkingBuild; lost: LostSkill[] } {
  let current = build;
  const lost: LostSkill[] = [];
  const firstRound = new Map<string, LostSkill>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const invalid = Object.entries(current.character_skills).filter(([id, entry]) => skillInvalid(data, current, ctx, id, entry));
    if (invalid.length === 0) break;
    const givers = new Set<string>();
    const skills = new Map(Object.entries(current.character_skills));
    for (const [id, entry] of invalid) {
      givers.add(id);
      const kept = data.skillsById.has(id) ? withoutPurchases(entry) : null;
      if (kept) skills.set(id, kept);
      else skills.delete(id);
      const name = nameOf(data, before, id);
      if (round === 0) {
        const record = { skill_id: id, skill: name, dependents: [] as string[] };
        firstRound.set(id, record);
        lost.push(record);
        continue;
      }
      // a dependent: named under the skills it needed (by the rules in force before, else the draft's)
      const needs = before?.skillsById.get(id)?.prereq_skills ?? data.skillsById.get(id)?.prereq_skills ?? [];
      const owners = lost.filter(
        (record) => needs.includes(record.skill) || record.dependents.some((dependent) => needs.includes(dependent)),
      );
      for (const owner of owners.length ? owners : lost) if (!owner.dependents.includes(name)) owner.dependents.push(name);
    }
    current = withoutGrantsFrom({ ...current, character_skills: Object.fromEntries(skills) }, givers);
    current = compactKnown(data, current);
  }
  current.character_build_cost = costUnder(data, current);
  return { build: current, lost };
}

function compactKnown(data: GameData, build: WorkingBuild): WorkingBuild {
  try {
    return compact(data, build);
  } catch {
    return build;
  }
}

function messageOf(data: GameData, build: WorkingBuild, ctx: CharacterContext): string | null {
  try {
    validateBuild(data, build, ctx);
    return null;
  } catch (error) {
    if (error instanceof SkillError) return error.message;
    return (error as Error).message;
  }
}

/** A game data where the exempt skills keep the definitions they were bought under (see exemptions.ts). */
export function dataWithExemptions(data: GameData, exemptions: Exemptions | null | undefined, build?: WorkingBuild): GameData {
  if (!exemptions) return data;
  const ids = Object.keys(exemptions).filter((id) => {
    if (!build) return true;
    const entry = build.character_skills[id] as WorkingBuild['character_skills'][string] | undefined;
    return entry !== undefined && exemptions[id].entries.some((kept) => canonicalJson(kept) === canonicalJson(entry));
  });
  if (ids.length === 0) return data;
  const skills = data.ruleset.skills.map((skill) => {
    const exempt = exemptions[skill._id] as Exemptions[string] | undefined;
    if (!exempt || !ids.includes(skill._id)) return skill;
    const old = exempt.definition;
    return {
      ...skill,
      // the price follows the rules in force; a class the new table drops keeps its old price
      skill_cost_model: { ...old.skill_cost_model, ...skill.skill_cost_model },
      skill_prereq_model: old.skill_prereq_model,
      skill_trait_group: old.skill_trait_group,
      skill_max_purchases: Math.max(old.skill_max_purchases, skill.skill_max_purchases),
    };
  });
  for (const id of ids) if (!data.skillsById.has(id)) skills.push(exemptions[id].definition);
  const ruleset: Ruleset = {
    ...data.ruleset,
    skills: skills.map(({ prereq_skills: _a, prereq_of: _b, ...rest }) => rest as SkillDefinition),
  };
  return indexGameData(ruleset);
}

/**
 * The skills whose definitions differ between two game datas (changed, added or taken away): a
 * build's price depends only on the definitions of the skills it owns and its class, so a build that
 * owns none of these costs the same under both. Computed once per pair of datas.
 */
const changedSkillsByPair = new WeakMap<GameData, WeakMap<GameData, Set<string>>>();

function changedSkills(before: GameData, after: GameData): Set<string> {
  let byAfter = changedSkillsByPair.get(before);
  if (!byAfter) {
    byAfter = new WeakMap();
    changedSkillsByPair.set(before, byAfter);
  }
  let changed = byAfter.get(after);
  if (!changed) {
    changed = new Set<string>();
    for (const [id, skill] of before.skillsById) {
      const other = after.skillsById.get(id);
      if (!other || canonicalJson(other) !== canonicalJson(skill)) changed.add(id);
    }
    for (const id of after.skillsById.keys()) if (!before.skillsById.has(id)) changed.add(id);
    byAfter.set(after, changed);
  }
  return changed;
}

/** The names a skill's grants may give, in `data` (a named skill, its choices, or every skill with its tag). */
function grantNames(data: GameData, skill: SkillDefinition): string[] {
  const names: string[] = [];
  for (const grant of skill.skill_grants) {
    if (typeof grant.skill === 'string') names.push(grant.skill);
    for (const name of grant.choices ?? []) names.push(name);
    if (grant.choice_tag !== undefined) for (const tagged of data.skillsByTag.get(grant.choice_tag) ?? []) names.push(tagged.skill_name);
  }
  return names;
}

/**
 * What a draft can change in a build's check, against the rules in force. `everyBuild`: the level table
 * (character level prerequisites) or the skills' order (which option a variety grant is matched to)
 * differs, so any build may check differently. Otherwise only builds owning one of `skillIds` can:
 * validation and price read the owned skills' definitions and, through prerequisites and grants, the
 * skills those name (resolved against the whole ruleset); so the ids are the skills defined differently
 * and every skill whose prerequisites or grants name one of them, in either ruleset. A build owning none
 * checks the same under both (ruleset-impact.test.ts holds the report to that).
 */
export interface DraftReach {
  everyBuild: boolean;
  skillIds: ReadonlySet<string>;
}

const reachByPair = new WeakMap<GameData, WeakMap<GameData, DraftReach>>();

export function draftReach(before: GameData, after: GameData): DraftReach {
  let byAfter = reachByPair.get(before);
  if (!byAfter) {
    byAfter = new WeakMap();
    reachByPair.set(before, byAfter);
  }
  const known = byAfter.get(after);
  if (known) return known;
  const changed = changedSkills(before, after);
  const commonOrder = (data: GameData, other: GameData) =>
    data.skills.filter((skill) => other.skillsById.has(skill._id)).map((skill) => skill._id);
  const everyBuild =
    canonicalJson(before.ruleset.character_levels) !== canonicalJson(after.ruleset.character_levels) ||
    commonOrder(before, after).join() !== commonOrder(after, before).join();
  const skillIds = new Set(changed);
  for (const data of [before, after]) {
    const changedNames = new Set<string>();
    for (const id of changed) {
      const name = data.skillsById.get(id)?.skill_name;
      if (name !== undefined) changedNames.add(name);
    }
    for (const skill of data.skills) {
      const names = [...(skill.prereq_skills ?? []), ...grantNames(data, skill)];
      if (names.some((name) => changedNames.has(name))) skillIds.add(skill._id);
    }
  }
  const reach: DraftReach = { everyBuild, skillIds };
  byAfter.set(after, reach);
  return reach;
}

/** Every skill id a stored build's text names (24 hex digits, wherever they stand: owned skills and their givers), each once, space-separated. */
export function namedSkillIds(...texts: Array<string | null>): string {
  const ids = new Set<string>();
  for (const text of texts) if (text !== null) for (const [id] of text.matchAll(/[0-9a-f]{24}/g)) ids.add(id);
  return [...ids].join(' ');
}

/** Whether builds naming these skill ids (namedSkillIds) may check differently under the draft (see DraftReach). */
export function idsReached(skillIds: string, reach: DraftReach): boolean {
  if (reach.everyBuild) return true;
  if (reach.skillIds.size === 0 || skillIds === '') return false;
  for (const id of skillIds.split(' ')) if (reach.skillIds.has(id)) return true;
  return false;
}

/** The build's cost under `before`, which is its cost under `after` when it owns no skill the two define differently. */
function costBeforeOf(before: GameData, after: GameData, working: WorkingBuild, costAfter: number): number {
  if (before === after) return costAfter;
  const changed = changedSkills(before, after);
  for (const id of Object.keys(working.character_skills)) if (changed.has(id)) return costUnder(before, working);
  return costAfter;
}

/** A build's line of the report: its message under the draft, its price before and after, what it would lose. */
export type BuildVerdict = Pick<BuildCheck, 'message' | 'cost_before' | 'cost_after' | 'lost_skills'>;

/**
 * One build under the draft. With `repairs`, also the build as publishing would write it (repaired
 * or repriced); the report alone leaves those out, as they are publishing's and cost a copy of the build.
 */
function checkBuild(
  current: GameData,
  draft: GameData,
  character: ImpactCharacter,
  stored: StoredBuild,
  committed: WorkingBuild | null,
  repairs: true,
  read?: WorkingBuild,
): BuildCheck;
function checkBuild(
  current: GameData,
  draft: GameData,
  character: ImpactCharacter,
  stored: StoredBuild,
  committed: WorkingBuild | null,
  repairs: boolean,
  read?: WorkingBuild,
): BuildVerdict;
function checkBuild(
  current: GameData,
  draft: GameData,
  character: ImpactCharacter,
  stored: StoredBuild,
  committed: WorkingBuild | null,
  repairs: boolean,
  read?: WorkingBuild,
): BuildVerdict | BuildCheck {
  const working = read ?? toWorking(stored);
  const ctx = contextOf(character, committed);
  const beforeData = dataWithExemptions(current, character.exemptions, working);
  const afterData = dataWithExemptions(draft, character.exemptions, working);
  const message = messageOf(afterData, working, ctx);
  const costAfter = costUnder(afterData, working);
  const costBefore = costBeforeOf(beforeData, afterData, working, costAfter);
  const { build, lost } =
    message === null
      ? { build: working, lost: [] }
      : stripInvalid(afterData, toWorking(stored), { ...ctx, committed_build: null }, current);
  const verdict: BuildVerdict = { message, cost_before: costBefore, cost_after: costAfter, lost_skills: lost };
  if (!repairs) return verdict;
  const repaired = { ...toStored(build), created_at: stored.created_at } as StoredBuild;
  repaired.character_build_cost = message === null ? costAfter : build.character_build_cost;
  const allKnown = Object.keys(working.character_skills).every((id) => afterData.skillsById.has(id));
  const repriced = allKnown ? { ...stored, character_build_cost: costAfter } : null;
  return { ...verdict, repaired, repriced };
}

function mergeLost(into: LostSkill[], more: LostSkill[]): void {
  for (const record of more) {
    const existing = into.find((item) => item.skill_id === record.skill_id);
    if (!existing) into.push({ ...record, dependents: [...record.dependents] });
    else for (const name of record.dependents) if (!existing.dependents.includes(name)) existing.dependents.push(name);
  }
}

/** One character's row of the report from its builds' verdicts (committed first). */
function impactRowOf(character: ImpactCharacter, committed: BuildVerdict | null, saved: BuildVerdict | null): ImpactRow {
  const primary = committed ?? saved;
  const kinds: DamageKind[] = [];
  const messages = [committed?.message, saved?.message].filter((message): message is string => !!message);
  if (messages.length) kinds.push('invalid_build');
  const checks = [committed, saved].filter((check): check is BuildVerdict => check !== null);
  if (checks.some((check) => check.cost_after > character.characterXpTotal)) kinds.push('over_budget');
  if (checks.some((check) => check.cost_after !== check.cost_before)) kinds.push('cost_changed');
  const lost: LostSkill[] = [];
  for (const check of checks) mergeLost(lost, check.lost_skills);
  const name = (character.savedBuild ?? character.committedBuild)?.character_name ?? '';
  return {
    character_id: character.id,
    character_name: name,
    user_id: character.userId,
    kinds,
    lost_skills: lost,
    cost_before: primary?.cost_before ?? 0,
    cost_after: primary?.cost_after ?? 0,
    character_xp_total: character.characterXpTotal,
    messages: [...new Set(messages)],
  };
}

function characterChecks(
  current: GameData,
  draft: GameData,
  character: ImpactCharacter,
  repairs: boolean,
): { committed: BuildVerdict | null; saved: BuildVerdict | null } {
  const committedStored = countsAsCommitted(character.committedBuild) ? character.committedBuild : null;
  const committedWorking = committedStored ? toWorking(committedStored) : null;
  // the committed build read once: checked itself, and the context the saved build is checked against
  const committed =
    committedStored && committedWorking ? checkBuild(current, draft, character, committedStored, null, repairs, committedWorking) : null;
  // a saved build that is the committed one (the same object: impact-worker.ts parses equal texts once) is read once too
  const savedRead = character.savedBuild === committedStored && committedWorking ? committedWorking : undefined;
  const saved = character.savedBuild
    ? checkBuild(current, draft, character, character.savedBuild, committedWorking, repairs, savedRead)
    : null;
  return { committed, saved };
}

/** One character under the draft: both builds re-checked, priced, and what they would lose (and how publishing repairs them). */
export function characterImpact(current: GameData, draft: GameData, character: ImpactCharacter): CharacterImpact {
  const { committed, saved } = characterChecks(current, draft, character, true) as {
    committed: BuildCheck | null;
    saved: BuildCheck | null;
  };
  return { ...impactRowOf(character, committed, saved), committed, saved };
}

/** One character's line of the report, without the repaired builds publishing writes. */
export function characterImpactRow(current: GameData, draft: GameData, character: ImpactCharacter): ImpactRow {
  const { committed, saved } = characterChecks(current, draft, character, false);
  return impactRowOf(character, committed, saved);
}

/** The characters with any damage, of those checked (with their repairs: only the affected are checked again for them). */
export function affectedImpacts(current: GameData, draft: GameData, characters: ImpactCharacter[]): CharacterImpact[] {
  return characters
    .filter((character) => characterImpactRow(current, draft, character).kinds.length > 0)
    .map((character) => characterImpact(current, draft, character));
}

/** The report's rows of the characters with any damage, of those checked. */
export function affectedImpactRows(current: GameData, draft: GameData, characters: ImpactCharacter[]): ImpactRow[] {
  return characters.map((character) => characterImpactRow(current, draft, character)).filter((row) => row.kinds.length > 0);
}

/** The report of `characters` checked, of which `affected` have damage: counts per kind, rows by name. */
export function tallyImpacts<Row extends ImpactRow>(characters: number, affected: Row[]): ImpactReport<Row> {
  const players = new Set(affected.map((impact) => impact.user_id)).size;
  const counts: ImpactCounts = { characters, affected: affected.length, players, invalid_build: 0, over_budget: 0, cost_changed: 0 };
  for (const impact of affected) for (const kind of impact.kinds) counts[kind] += 1;
  affected.sort((a, b) => a.character_name.localeCompare(b.character_name) || a.character_id.localeCompare(b.character_id));
  return { counts, characters: affected };
}

/** The report over every character: counts per kind, and the characters with any damage. */
export function impactReport(current: GameData, draft: GameData, characters: ImpactCharacter[]): ImpactReport {
  return tallyImpacts(characters.length, affectedImpacts(current, draft, characters));
}

/** The report's row as the API answers it. */
export function presentImpactRow(impact: ImpactRow) {
  return {
    character_id: impact.character_id,
    character_name: impact.character_name,
    kinds: impact.kinds,
    lost_skills: impact.lost_skills.map(({ skill, dependents }) => ({ skill, dependents })),
    cost_before: impact.cost_before,
    cost_after: impact.cost_after,
    character_xp_total: impact.character_xp_total,
    messages: impact.messages,
  };
}

/** The report as CSV: one row per affected character. */
export function impactCsv(report: ImpactReport<ImpactRow>): string {
  const header = ['character_id', 'character_name', 'kinds', 'lost_skills', 'cost_before', 'cost_after', 'character_xp_total', 'messages'];
  const rows = report.characters.map((impact) => [
    impact.character_id,
    impact.character_name,
    impact.kinds.join(' '),
    impact.lost_skills.map(({ skill, dependents }) => (dependents.length ? `${skill} (with ${dependents.join(', ')})` : skill)).join('; '),
    impact.cost_before,
    impact.cost_after,
    impact.character_xp_total,
    impact.messages.join('; '),
  ]);
  return toCsv(header, rows);
}
