import {
  checkAffordable,
  findRace,
  checkCharacter,
  checkRegression,
  compact,
  recomputeCost,
  toStored,
  toWorking,
  validateBuild,
  type CharacterRace,
  type GameData,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import { badInput } from '../../errors';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/*
 * The server's final word on a build. Every rule is the rules engine's;
 * this only orders the checks and turns untrusted JSON into the engine's types.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput(M.buildMalformed);
  return value;
};

/** A character_race from JSON: missing fields are null; wrong types are refused. */
export function parseRace(value: unknown): CharacterRace {
  if (value === undefined || value === null) return { race: null, subculture: null, transformation: null, race_attributes: null };
  if (!isRecord(value)) throw badInput(M.buildMalformed);
  const attributes = value.race_attributes;
  if (attributes !== undefined && attributes !== null && !(Array.isArray(attributes) && attributes.every((a) => typeof a === 'string'))) {
    throw badInput(M.buildMalformed);
  }
  return {
    race: optionalString(value.race),
    // an empty subculture means none (the client's select sends '')
    subculture: optionalString(value.subculture) || null,
    transformation: optionalString(value.transformation) || null,
    race_attributes: Array.isArray(attributes) ? [...attributes] : null,
  };
}

/**
 * Submitted stored-form JSON -> a working build. The header is rebuilt field by field, so no stray
 * field is stored; the cost is never trusted (recomputed later); malformed skills are the rules'
 * 'Character build invalid: Some skill was invalid'.
 */
export function parseSubmittedBuild(value: unknown): WorkingBuild {
  if (value === undefined || value === null) throw badInput(M.buildMissing);
  if (!isRecord(value) || !Array.isArray(value.character_skills)) throw badInput(M.buildMalformed);
  const stored: StoredBuild = {
    character_name: optionalString(value.character_name) ?? '',
    character_race: parseRace(value.character_race),
    character_class: optionalString(value.character_class) as StoredBuild['character_class'],
    character_build_cost: 0,
    character_skills: value.character_skills as StoredBuild['character_skills'],
  };
  return toWorking(stored);
}

export interface BuildCharacterContext {
  xpTotal: number;
  additionalSpellSchools: string[];
  committedBuild: StoredBuild | null;
}

/**
 * Compacts the build, recomputes its cost, and checks it as a whole: the character checks (name,
 * class, race), whole-build validity, the cost against the XP total ('Not enough XP') and the
 * committed build ('Character build regressed'). Returns the stored form to write, stamped `at`.
 */
export function decideBuild(data: GameData, submitted: WorkingBuild, character: BuildCharacterContext, at: Date): StoredBuild {
  checkCharacter(data, submitted);
  checkTransformationAllowed(data, submitted.character_race);
  const build = compact(data, submitted);
  build.character_build_cost = recomputeCost(data, build);
  const committed = character.committedBuild ? toWorking(character.committedBuild) : null;
  const ctx = {
    character_xp_total: character.xpTotal,
    additional_spell_schools: character.additionalSpellSchools,
    committed_build: committed,
  };
  validateBuild(data, build, ctx);
  checkAffordable(build, ctx);
  checkRegression(build, committed);
  return { ...toStored(build), created_at: at.toISOString() };
}

/** Players §4's rule of which build counts and which is shown lives in the rules engine (build-status.ts). */
export { countsAsCommitted, shownBuild } from '@larp/rules';

/** A transformation must be one the race may take (a 400 with the reason; the race check alone only knows it exists). */
export function checkTransformationAllowed(data: GameData, race: CharacterRace): void {
  if (!race.transformation) return;
  const raceDef = findRace(data, race.race, race.subculture);
  if (raceDef && !raceDef.transformations.includes(race.transformation)) {
    throw badInput(`${raceDef.race_name} cannot take the transformation ${race.transformation}`);
  }
}
