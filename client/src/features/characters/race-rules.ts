import {
  defaultAttributes,
  defaultCharacterRace,
  findRace,
  indexGameData,
  raceChoices,
  raceValid,
  type CharacterRace,
  type GameData,
  type RaceDefinition,
} from '@larp/rules';
import type { RaceRulesQuery } from '../../graphql/generated/graphql';

/**
 * The race pickers ask the rules engine (raceChoices, defaultCharacterRace, defaultAttributes,
 * raceValid), which works on GameData. These pages need only the races and transformations, so the
 * game data is indexed from those two lists with no skills: the race functions read nothing else.
 */
export function raceGameData(result: RaceRulesQuery): GameData {
  return indexGameData({
    name: 'races',
    version: 0,
    skills: [],
    races: result.races.map((row): RaceDefinition => ({
      _id: row.id,
      race_name: row.raceName,
      subculture_name: row.subcultureName ?? null,
      default_attributes: [...row.defaultAttributes],
      attribute_choice: row.attributeChoice ? [...row.attributeChoice] : null,
      transformations: [...row.transformations],
      race_description: row.raceDescription ?? undefined,
    })),
    transformations: result.transformations.map((row) => ({
      _id: row.id,
      transformation_name: row.transformationName,
      default_attributes: [...row.defaultAttributes],
      transformation_description: row.transformationDescription ?? undefined,
    })),
    event_role_types: {},
    character_levels: [],
    additional_spell_schools: [],
    class_descriptions: Object.fromEntries(
      result.characterClasses.flatMap((row) => (row.description ? [[row.name, row.description]] : [])),
    ),
  });
}

/** The race rows' choice of a race and subculture, with the attributes that go with it. */
export interface RaceSelection {
  race: string;
  subculture: string | null;
  transformation: string | null;
  /** the one attribute picked among the race's attribute_choice; null when it offers none */
  choice: string | null;
}

/** A new character's race: the first race in the list with its defaults and first choice (players §2). */
export function initialRaceSelection(data: GameData): RaceSelection {
  return selectionOf(data, defaultCharacterRace(data));
}

/** The selection that describes a stored race (for /update_character). */
export function selectionOf(data: GameData, race: CharacterRace): RaceSelection {
  const raceDef = findRace(data, race.race, race.subculture);
  const defaults = raceDef?.default_attributes ?? [];
  // Attributes not chosen yet (null) start from the race's defaults plus its first choice, as a new race does.
  const attributes = race.race_attributes ?? (raceDef ? defaultAttributes(raceDef) : []);
  const extra = race.transformation ? [] : attributes.slice(defaults.length);
  return {
    race: race.race ?? '',
    subculture: race.subculture ?? null,
    transformation: race.transformation ?? null,
    choice: extra[0] ?? null,
  };
}

/** The attribute choices the chosen race row offers (none with a transformation: its attributes are fixed). */
export function attributeChoicesFor(data: GameData, selection: RaceSelection): string[] {
  if (selection.transformation) return [];
  return findRace(data, selection.race, selection.subculture)?.attribute_choice ?? [];
}

/**
 * Choosing another race, or another subculture of it, starts from that row's default attributes plus
 * its first choice (defaultAttributes). Decision: a new race takes its first subculture row, as the
 * race list's first row is the new character's default; a transformation does not survive a race change.
 */
export function chooseRace(data: GameData, race: string, subculture?: string | null): RaceSelection {
  const rows = raceChoices(data).find((entry) => entry.race === race)?.subcultures ?? [];
  const sub = subculture !== undefined && rows.includes(subculture) ? subculture : (rows[0] ?? null);
  const raceDef = findRace(data, race, sub);
  const attributes = raceDef ? defaultAttributes(raceDef) : [];
  return { race, subculture: sub, transformation: null, choice: attributes.slice(raceDef?.default_attributes.length ?? 0)[0] ?? null };
}

/** The character_race a selection stands for: the row's defaults plus the choice, or the transformation's attributes. */
export function characterRaceOf(data: GameData, selection: RaceSelection): CharacterRace {
  const transformation = selection.transformation ? data.transformationsByName.get(selection.transformation) : undefined;
  const raceDef = findRace(data, selection.race, selection.subculture);
  const attributes = transformation
    ? [...transformation.default_attributes]
    : [...(raceDef?.default_attributes ?? []), ...(selection.choice ? [selection.choice] : [])];
  return {
    race: selection.race || null,
    subculture: selection.subculture,
    transformation: selection.transformation,
    race_attributes: attributes,
  };
}

/** Whether the selection is a valid race for the rules (players §5 "Race validity"). */
export function selectionValid(data: GameData, selection: RaceSelection): boolean {
  return raceValid(data, characterRaceOf(data, selection));
}

export { raceChoices };
