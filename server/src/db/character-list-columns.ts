import { countsAsCommitted, shownBuild, type StoredBuild } from '@larp/rules';

/** The longest name or label a list column keeps (the input limit of names and labels). */
export const LIST_COLUMN_LENGTH = 100;

/**
 * What the staff lists sort, search and filter characters by, stored beside the builds so a page of
 * 12,000 characters is an index walk instead of a JSON read of every row: the shown build's name
 * (as shown, and lower-cased for sorting and searching), its class and race, and whether the
 * committed build counts as committed (rules/build-status.ts decides both). The one build writer
 * (modules/characters/build-writes.ts) writes them with every build change.
 */
export interface CharacterListColumns {
  shownName: string;
  /** the shown name lower-cased: the list's name order and its search */
  nameKey: string;
  shownClass: string | null;
  shownRace: string | null;
  committed: boolean;
}

/** At most LIST_COLUMN_LENGTH characters, cut between code points (a cut pair would not store on MariaDB). */
const bounded = (text: string) => Array.from(text).slice(0, LIST_COLUMN_LENGTH).join('');

export function characterListColumns(
  savedBuild: StoredBuild | null | undefined,
  committedBuild: StoredBuild | null | undefined,
): CharacterListColumns {
  const shown = shownBuild(savedBuild, committedBuild);
  const shownName = bounded(shown?.character_name ?? '');
  return {
    shownName,
    nameKey: bounded(shownName.toLowerCase()),
    shownClass: shown?.character_class ? bounded(shown.character_class) : null,
    shownRace: shown?.character_race.race ? bounded(shown.character_race.race) : null,
    committed: countsAsCommitted(committedBuild),
  };
}
