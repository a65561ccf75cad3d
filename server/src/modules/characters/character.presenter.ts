import { z } from 'zod';
import { Character } from '../../db/entities/character.entity';
import type { User } from '../../db/entities/user.entity';
import { deepFreeze, isImmutable } from '../../fast-paths/shared-json';
import { badInput } from '../../errors';
import { CHARACTER_MESSAGES as M } from './characters.messages';
import { countsAsCommitted, shownBuild } from './build-decision';

/** A character with what its presentation needs besides the row. */
export interface CharacterView {
  character: Character;
  /** from the ruleset's level table and the XP total */
  characterLevel: number;
  /** the owner, when the caller loaded it (staff lists); otherwise only the id is shown */
  owner?: User | null;
}

/**
 * The documented REST shape of a character (players §3, events §3): snake_case with `_id`.
 * character_build_cost is the shown build's; `committed` says which build that is; build_version is
 * what a save sends back (optimistic concurrency).
 */
export function presentCharacter(view: CharacterView) {
  const { character, characterLevel, owner } = view;
  // A shared entity (db/row-reader.ts sharedRowReader, with the row-readers fast path on) is
  // presented once per character level, frozen like the entity.
  if (owner !== undefined || !isImmutable(character)) return presentationOf(view);
  const known = sharedPresentations.get(character);
  if (known !== undefined && known.characterLevel === characterLevel) return known.presented;
  const presented = deepFreeze(presentationOf(view));
  sharedPresentations.set(character, { characterLevel, presented });
  return presented;
}

const sharedPresentations = new WeakMap<Character, { characterLevel: number; presented: ReturnType<typeof presentationOf> }>();

function presentationOf({ character, characterLevel, owner }: CharacterView) {
  const shown = shownBuild(character.savedBuild, character.committedBuild);
  return {
    _id: character.id,
    user: owner ? { _id: owner.id, first_name: owner.firstName, last_name: owner.lastName, email: owner.email } : { _id: character.userId },
    character_xp_total: character.characterXpTotal,
    character_xp_sequence: character.characterXpSequence,
    character_deaths: { death_count: character.deathCount, reaper_fight_count: character.reaperFightCount },
    saved_build: character.savedBuild,
    committed_build: character.committedBuild,
    committed: countsAsCommitted(character.committedBuild),
    delete_allowed: character.deleteAllowed,
    character_build_cost: shown?.character_build_cost ?? 0,
    character_level: characterLevel,
    additional_spell_schools: character.additionalSpellSchools,
    build_version: character.buildVersion,
  };
}

export type PresentedCharacter = ReturnType<typeof presentCharacter>;
const CHARACTER_ATTRIBUTES = Object.keys(
  presentCharacter({ character: Object.assign(new Character(), { deathCount: 0, reaperFightCount: 0 }), characterLevel: 1 }),
);

/**
 * `?attributes=a,b` narrows each character to those fields (plus `_id`). An unknown name is refused
 * (400) rather than ignored, so a typo does not look like missing data.
 */
export function pickCharacterAttributes(attributes: string | undefined): (view: CharacterView) => Partial<PresentedCharacter> {
  if (attributes === undefined || attributes.trim() === '') return presentCharacter;
  const names = attributes
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) if (!CHARACTER_ATTRIBUTES.includes(name)) throw badInput(M.unknownAttribute(name));
  const wanted = new Set(['_id', ...names]);
  return (view) => Object.fromEntries(Object.entries(presentCharacter(view)).filter(([key]) => wanted.has(key)));
}

/**
 * A stored build (the editor's JSON, players §4; rules/src/types.ts StoredBuild), or null when there
 * is none. Its skill entries differ by kind of skill (amounts, hands, slots, schools), so each is
 * named by skill_id and keeps the rest of its fields.
 */
const buildOutput = z
  .looseObject({
    character_name: z.string().optional(),
    character_race: z
      .object({
        race: z.string().nullable(),
        subculture: z.string().nullable(),
        transformation: z.string().nullable(),
        race_attributes: z.array(z.string()).nullable(),
      })
      .partial()
      .nullable()
      .optional(),
    character_class: z.string().nullable().optional(),
    character_build_cost: z.number().optional(),
    character_skills: z.array(z.looseObject({ skill_id: z.string() })).optional(),
    created_at: z.string().optional(),
  })
  .nullable();

/** The answer shape of presentCharacter (the API document's Character; answers are serialized through it). */
export const characterOutput = z.object({
  _id: z.string(),
  /** the owner: its id, with names and email on the staff lists */
  user: z.object({ _id: z.string(), first_name: z.string().optional(), last_name: z.string().optional(), email: z.string().optional() }),
  character_xp_total: z.number().int(),
  character_xp_sequence: z.number().int(),
  character_deaths: z.object({ death_count: z.number().int(), reaper_fight_count: z.number().int() }),
  saved_build: buildOutput,
  committed_build: buildOutput,
  committed: z.boolean(),
  delete_allowed: z.boolean(),
  character_build_cost: z.number(),
  character_level: z.number().int(),
  additional_spell_schools: z.array(z.string()),
  build_version: z.number().int(),
});
/** With `?attributes=`: the fields asked for, and `_id`. */
export const characterAttributesOutput = characterOutput.partial().required({ _id: true });
export const deletedOutput = z.object({ _id: z.string() });
