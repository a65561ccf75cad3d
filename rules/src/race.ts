/**
 * Race rules (players §4 "States and transitions", §5 "Race validity" and "Character"):
 * race validity with and without a transformation, default attributes when a race is chosen, and the
 * build changes that follow a class, attribute or transformation change.
 */
import { buildCost } from './costs';
import { SkillError } from './errors';
import type { GameData } from './game-data';
import { BuildDraft, entryAmounts, removeGrants } from './grants';
import { brokenDependents } from './purchase';
import { entryKind } from './totals';
import {
  CHARACTER_CLASSES,
  type AlchemySlotEntry,
  type CharacterClass,
  type CharacterContext,
  type SpellSlotEntry,
  type CharacterRace,
  type RaceDefinition,
  type SkillDefinition,
  type WorkingBuild,
} from './types';

/** A character that fails the create/update checks; a SkillError, so the server answers 400 with the message. */
export class CharacterError extends SkillError {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/**
 * The race row of a race and subculture. Decision: every row is one race/subculture combination, so the
 * subculture is optional only for a race that has a row without one; a missing or empty subculture
 * matches only that row.
 */
export function findRace(data: GameData, race: string | null, subculture: string | null | undefined): RaceDefinition | undefined {
  if (!race) return undefined;
  const sub = subculture || null;
  return data.races.find((r) => r.race_name === race && (r.subculture_name || null) === sub);
}

/** The attributes a newly chosen race starts with: its defaults plus the first choice, if it offers any (players §2). */
export function defaultAttributes(raceDef: RaceDefinition): string[] {
  const choices = raceDef.attribute_choice ?? [];
  const first = choices[0];
  return first === undefined ? [...raceDef.default_attributes] : [...raceDef.default_attributes, first];
}

/** The races in game-data order, each with its subcultures (null for a row without one), for the race pickers. */
export function raceChoices(data: GameData): { race: string; subcultures: (string | null)[] }[] {
  const choices: { race: string; subcultures: (string | null)[] }[] = [];
  for (const row of data.races) {
    let entry = choices.find((c) => c.race === row.race_name);
    if (!entry) choices.push((entry = { race: row.race_name, subcultures: [] }));
    entry.subcultures.push(row.subculture_name || null);
  }
  return choices;
}

/** The race a new character starts with (players §2 and §9): the first race row, with its default attributes. */
export function defaultCharacterRace(data: GameData): CharacterRace {
  const first = data.races[0];
  if (!first) return { race: null, subculture: null, transformation: null, race_attributes: null };
  return {
    race: first.race_name,
    subculture: first.subculture_name || null,
    transformation: null,
    race_attributes: defaultAttributes(first),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Players §5 "Race validity". The race (and subculture) must exist; a named transformation must exist.
 * - no race_attributes: valid. Decision: "no race_attributes" is null (not chosen, shown 'Not selected');
 *   an empty list is a choice ('None') and is checked like any other;
 * - without transformation: the attributes begin with the race's default_attributes; after them nothing
 *   when the race has no attribute_choice, otherwise exactly one further attribute among the choices;
 * - with transformation: the attributes equal the transformation's default_attributes, in order.
 */
export function raceValid(data: GameData, race: CharacterRace): boolean {
  const raceDef = findRace(data, race.race, race.subculture);
  if (!raceDef) return false;
  const transformation = race.transformation ? data.transformationsByName.get(race.transformation) : undefined;
  if (race.transformation && !transformation) return false;
  const attrs = race.race_attributes;
  if (attrs === null) return true;
  if (transformation) return sameList(attrs, transformation.default_attributes);
  const defaults = raceDef.default_attributes;
  if (!sameList(attrs.slice(0, defaults.length), defaults)) return false;
  const rest = attrs.slice(defaults.length);
  const choices = raceDef.attribute_choice ?? [];
  if (choices.length === 0) return rest.length === 0;
  const [chosen] = rest;
  return rest.length === 1 && chosen !== undefined && choices.includes(chosen);
}

/** Changing class erases every skill; the build then costs nothing (players §4). The same class changes nothing. */
export function changeClass(build: WorkingBuild, cls: CharacterClass): WorkingBuild {
  if (build.character_class === cls) return build;
  return { ...build, character_class: cls, character_skills: {}, character_build_cost: 0 };
}

const isRacial = (skill: SkillDefinition | undefined) => skill?.skill_type === 'racial';

/**
 * A context for asking which skills a change broke: brokenDependents compares the build before and
 * after under the same context, and the prerequisites read only the XP total from it (for the
 * character level), which a race change does not touch; so any one context gives the same answer.
 */
const NEUTRAL_CONTEXT: CharacterContext = { character_xp_total: 0, additional_spell_schools: [] };

/** Takes away every purchase of an owned skill (its slots too), and the grants it gave at the levels it loses. */
function removePurchases(draft: BuildDraft, skill: SkillDefinition): void {
  const before = draft.levelOf(skill);
  const entry = draft.writable(skill);
  const kind = entryKind(skill);
  if (kind === 'spell_slot' || kind === 'alchemy_slot') {
    const slots = entry as SpellSlotEntry | AlchemySlotEntry;
    slots.levels = slots.levels.map((row) => row.map(() => 0));
  } else {
    for (const amount of entryAmounts(entry)) amount.purchase_count = 0;
  }
  const after = draft.levelOf(skill);
  if (after < before) removeGrants(draft, skill, after);
}

/**
 * Removes the purchases of every skill whose prerequisites `original` met and `build` no longer
 * meets, and then of the skills that depended on those, until every remaining purchase stands: a
 * change that takes skills away never leaves a build the validity check refuses. A skill that also
 * holds grants keeps them (a grant needs no prerequisite).
 */
export function withoutBrokenDependents(data: GameData, original: WorkingBuild, build: WorkingBuild): WorkingBuild {
  let current = build;
  for (;;) {
    const broken = brokenDependents(data, original, current, NEUTRAL_CONTEXT);
    if (broken.length === 0) return current;
    const draft = new BuildDraft(data, current);
    for (const skill of broken) removePurchases(draft, skill);
    current = draft.finish().build;
  }
}

/**
 * Removes every racial skill from a build. The grants those skills gave are removed with them (a grant
 * that had replaced a purchase gives the purchase back, as a decrease does), then the skills whose
 * prerequisites only the removed skills met (withoutBrokenDependents), and the cost is recomputed.
 */
export function withoutRacialSkills(data: GameData, build: WorkingBuild): WorkingBuild {
  const racialIds = Object.keys(build.character_skills).filter((id) => isRacial(data.skillsById.get(id)));
  if (racialIds.length === 0) return build;
  const draft = new BuildDraft(data, build);
  for (const id of racialIds) removeGrants(draft, data.skillsById.get(id) as SkillDefinition, 0);
  const { build: next } = draft.finish();
  const skills = Object.fromEntries(Object.entries(next.character_skills).filter(([id]) => !racialIds.includes(id)));
  const result = withoutBrokenDependents(data, build, { ...next, character_skills: skills });
  return { ...result, character_build_cost: buildCost(data, result) };
}

/**
 * New race attributes remove the racial skills (players §4), since they may no longer fit the traits.
 * Decision: setting the same attributes again is not a change and keeps the skills.
 */
export function changeRaceAttributes(data: GameData, build: WorkingBuild, attrs: string[] | null): WorkingBuild {
  const current = build.character_race.race_attributes;
  if (current && attrs && sameList(current, attrs)) return build;
  const changed = { ...build, character_race: { ...build.character_race, race_attributes: attrs ? [...attrs] : null } };
  return withoutRacialSkills(data, changed);
}

/**
 * A transformation replaces the race attributes with its own defaults and deletes the racial skills (players §4).
 * `null` ends a transformation: decision: the attributes go back to the race's defaults (plus its first choice).
 * The transformation must exist and be one the race may take; otherwise a CharacterError (bad input, not a
 * fault in the game data).
 */
export function applyTransformation(data: GameData, build: WorkingBuild, name: string | null): WorkingBuild {
  const race = build.character_race;
  const raceDef = findRace(data, race.race, race.subculture);
  if (!raceDef) throw new CharacterError([`Unknown race: ${[race.subculture, race.race].filter(Boolean).join(' ')}`]);
  let attributes: string[];
  if (name === null) {
    attributes = defaultAttributes(raceDef);
  } else {
    const transformation = data.transformationsByName.get(name);
    if (!transformation) throw new CharacterError([`Transformation not found: ${name}`]);
    if (!raceDef.transformations.includes(name)) {
      throw new CharacterError([`${raceDef.race_name} cannot take the transformation ${name}`]);
    }
    attributes = [...transformation.default_attributes];
  }
  const changed = { ...build, character_race: { ...race, transformation: name, race_attributes: attributes } };
  return withoutRacialSkills(data, changed);
}

/** What a character create or update carries. */
export interface CharacterInput {
  character_name?: string | null;
  character_race?: CharacterRace | null;
  character_class?: string | null;
  /** the build's skills in either form; only whether there are any matters here */
  character_skills?: Record<string, unknown> | unknown[] | null;
}

/**
 * Players §5 "Character": name required; a class among the valid ones; the race check passes; race
 * attributes are required once skills exist. Returns the problems in player words (empty when fine).
 */
export function characterProblems(data: GameData, character: CharacterInput): string[] {
  const problems: string[] = [];
  if (!character.character_name || !character.character_name.trim()) problems.push('Character name is required');
  if (!character.character_class || !(CHARACTER_CLASSES as readonly string[]).includes(character.character_class)) {
    problems.push(`Character class must be one of ${CHARACTER_CLASSES.join(', ')}`);
  }
  const race = character.character_race;
  if (!race || !race.race) problems.push('Race is required');
  else if (!findRace(data, race.race, race.subculture)) {
    problems.push(`Unknown race: ${[race.subculture, race.race].filter(Boolean).join(' ')}`);
  } else if (!raceValid(data, race)) problems.push('Race attributes do not fit the race');
  const skills = character.character_skills;
  const hasSkills = Array.isArray(skills) ? skills.length > 0 : !!skills && Object.keys(skills).length > 0;
  if (hasSkills && (!race || !race.race_attributes)) problems.push('Race attributes are required once skills are purchased');
  return problems;
}

/** Throws CharacterError listing every problem of characterProblems. */
export function checkCharacter(data: GameData, character: CharacterInput): void {
  const problems = characterProblems(data, character);
  if (problems.length) throw new CharacterError(problems);
}
