/** The spec's texts of the staff forms (events §5, §8), spelled exactly, and ours where it gives none. */
export const STAFF_TEXT = {
  // events §8: Event, XP, shard, role and death forms
  serverError: 'There was a problem with the server. Please try again later.',
  invalid: 'There was a problem with your submission. Please try again.',
  // events §8 success messages
  xpGranted: 'XP granted successfully.',
  shardsGranted: 'Shards granted successfully.',
  rolesGranted: 'Roles granted successfully.',
  deathsCounted: 'Deaths counted successfully.',
  eventCountsUpdated: 'Character event counts updated successfully.',
  updated: 'Update was successful.',
  // events §8 button errors
  buttonError: 'Something went wrong. Please try again later.',
  buttonInvalid: 'Something went wrong. Please reload the page and try again.',
  // events §8 print characters
  printFetchError: 'Unable to fetch characters. Please try again later.',
  // events §5 validation
  selectCharacter: 'Please select at least one character',
  xpAmountZero: 'Xp amount cannot be 0',
  selectUser: 'Please select at least one user',
  shardAmountZero: 'Shard amount cannot be 0',
  deathsBothZero: 'One of death count or reaper fight count must not be 0',
  mustSelectCharacter: 'Must select a character',
  eventRequired: 'Must provide an event to record deaths',
  noChanges: 'No changes to submit.',
  // Ours: the spec names these situations without giving their words.
  reasonRequired: 'Please provide a reason',
  wholeNumber: (field: string) => `${field} must be a whole number`,
  notNegative: (field: string) => `${field} must be 0 or more`,
  submitting: 'Submitting...',
  loadError: 'Unable to load this list. Please try again later.',
} as const;
