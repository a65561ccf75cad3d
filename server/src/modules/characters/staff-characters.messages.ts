/** Messages of the admin character calls; the spec's texts (events §5, §8) are marked. */
export const STAFF_CHARACTER_MESSAGES = {
  /** spec: events §5 XP grant */
  selectCharacter: 'Please select at least one character',
  /** spec: events §5 XP grant */
  xpAmountZero: 'Xp amount cannot be 0',
  /** spec: events §5 Shard grant */
  selectUser: 'Please select at least one user',
  /** spec: events §5 Shard grant */
  shardAmountZero: 'Shard amount cannot be 0',
  reasonRequired: 'Please provide a reason',
  /** spec: events §5 Deaths */
  deathsBothZero: 'One of death count or reaper fight count must not be 0',
  /** spec: events §5 Deaths */
  mustSelectCharacter: 'Must select a character',
  /** spec: events §5 Deaths */
  eventRequired: 'Must provide an event to record deaths',
  /** spec: events §5 Past event counts */
  noChanges: 'No changes to submit.',
  /** spec: events §8 success messages */
  xpGranted: 'XP granted successfully.',
  shardsGranted: 'Shards granted successfully.',
  deathsCounted: 'Deaths counted successfully.',
  eventCountsUpdated: 'Character event counts updated successfully.',
  updated: 'Update was successful.',
  wholeNumber: (field: string) => `${field} must be a whole number`,
  notNegative: (field: string) => `${field} must be 0 or more`,
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
