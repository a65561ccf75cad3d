import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { LIMITS, id, int, list, text } from '../../input/fields';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/*
 * The player's character calls' input (one contract for REST and GraphQL, input/contract.ts).
 * Names and labels are bounded text; whether a race, class or attribute exists is the rules' to say,
 * with their messages.
 */

const nullableLabel = () => text(LIMITS.label).nullable().optional();

/** character_race as sent: names are checked against the game data by the rules. */
export const characterRaceInput = z.object(
  {
    race: nullableLabel(),
    subculture: nullableLabel(),
    transformation: nullableLabel(),
    race_attributes: list(text(LIMITS.label), LIMITS.questions).nullable().optional(),
  },
  { error: M.buildMalformed },
);

/** The build version a write was computed from: 0 or more. */
export const buildVersion = () => int(0, LIMITS.int32Max, M.badBuildVersion).nullable().optional();

export const characterInfoShape = {
  character_name: text(LIMITS.name).optional(),
  character_race: characterRaceInput.nullable().optional(),
  character_class: text(LIMITS.label).nullable().optional(),
};

/** The info fields as the service's command: absent fields stay absent (unchanged on an update). */
export function toCharacterInfo(input: z.output<z.ZodObject<typeof characterInfoShape>>) {
  return { characterName: input.character_name, characterRace: input.character_race, characterClass: input.character_class };
}

/** POST /user/characters, createCharacter. */
export const createCharacterInput = body(characterInfoShape).transform(toCharacterInfo);
/** PATCH /user/characters/{id}, updateCharacter. */
export const updateCharacterInput = body({ ...characterInfoShape, build_version: buildVersion() }).transform((input) => ({
  ...toCharacterInfo(input),
  /** the version the client's change was computed from; null: not checked */
  buildVersion: input.build_version ?? null,
}));

/** A stored build as submitted: its header is bounded here, its skills are the rules engine's to check. */
export const submittedBuild = z
  .object(
    {
      character_name: text(LIMITS.name).nullable().optional(),
      character_race: characterRaceInput.nullable().optional(),
      character_class: text(LIMITS.label).nullable().optional(),
      character_skills: list(z.unknown(), LIMITS.list),
    },
    { error: (issue) => (issue.input === undefined || issue.input === null ? M.buildMissing : M.buildMalformed) },
  )
  .loose();
// GraphQL sends the build in its stored form too (a JSON object)
onGraphQL(submittedBuild, { asSent: true });

/** PATCH/POST /user/characters/{id}/build, saveCharacterBuild, commitCharacterBuild. */
export const saveBuildInput = body({
  character_build: submittedBuild,
  build_version: buildVersion(),
  commit: z.boolean({ error: '{field} must be true or false' }).optional(),
}).transform((input) => ({
  /** the build in the players' stored form (its skills are the rules engine's to check) */
  characterBuild: input.character_build,
  /** the version the build was computed from; null: checked against the build's created_at instead */
  buildVersion: input.build_version ?? null,
  commit: input.commit === true,
}));

export const characterIdParams = params({ id: id() });
export const attributesQuery = query({ attributes: text(LIMITS.queryText).optional() });

/** A new character's name, race and class (players §2), as the service takes them. */
export type CharacterInfoCommand = z.output<typeof createCharacterInput>;
export type UpdateCharacterCommand = z.output<typeof updateCharacterInput>;
export type SaveBuildCommand = z.output<typeof saveBuildInput>;
