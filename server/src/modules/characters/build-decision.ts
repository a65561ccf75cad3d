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
import type { z } from 'zod';
import { badInput } from '../../errors';
import type { characterRaceInput, submittedBuild } from './characters.inputs';

/*
 * The server's final word on a build. Every rule is the rules engine's; the input contract has
 * checked the JSON's types; this orders the checks and puts the JSON in the engine's types.
 */

/** A character_race as the input contract let it through (characters.inputs.ts characterRaceInput). */
export type SubmittedRace = z.output<typeof characterRaceInput>;

/**
 * A character_race in the engine's form: missing fields are null, an empty subculture or
 * transformation is none (the client's select sends ''). Types and sizes are the contract's to check.
 */
export function parseRace(value: SubmittedRace | null | undefined): CharacterRace {
  return {
    race: value?.race ?? null,
    subculture: value?.subculture || null,
    transformation: value?.transformation || null,
    race_attributes: value?.race_attributes ? [...value.race_attributes] : null,
  };
}

/**
 * A submitted build (already through the contract: a stored-form object with a list of skills) ->
 * a working build. The header is rebuilt field by field, so no stray field is stored; the cost is
 * never trusted (recomputed later); malformed skills are the rules' 'Character build invalid: Some
 * skill was invalid'.
 */
export function parseSubmittedBuild(value: z.output<typeof submittedBuild>): WorkingBuild {
  const stored: StoredBuild = {
    character_name: value.character_name ?? '',
    character_race: parseRace(value.character_race),
    character_class: (value.character_class ?? null) as StoredBuild['character_class'],
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
