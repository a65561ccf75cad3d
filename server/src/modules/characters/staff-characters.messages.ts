import { STAFF_FORM_MESSAGES } from '@larp/rules';

/** Messages of the admin character calls: the staff forms' (events §5, §8, in the rules) and the calls' own. */
export const STAFF_CHARACTER_MESSAGES = {
  ...STAFF_FORM_MESSAGES,
  idsOrPage: '{field} names the characters to answer; leave it out to page through them with first and after',
  xpBelowZero: (id: string) => `The XP total of character ${id} cannot go below 0`,
  shardsBelowZero: (id: string) => `The shard balance of user ${id} cannot go below 0`,
  deathsBelowZero: 'Deaths and reaper fights cannot go below 0',
  characterNotFound: (id: string) => `Character not found: ${id}`,
  userNotFound: (id: string) => `User not found: ${id}`,
  unknownScope: (scope: string) => `Unknown uncommit scope: ${scope} (skills, skills_and_race_attributes or everything)`,
  notCommitted: 'This character has no committed build',
  schoolsIrreversible: 'Additional spell schools cannot be removed once enabled',
  unknownSchool: (school: string) => `Unknown additional spell school: ${school}`,
  nothingToChange: 'Nothing to change: send committed_build (uncommit), additional_spell_schools or set_transformation',
} as const;
