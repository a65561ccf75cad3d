/** The spec's texts for home and the character info pages (players §5, §8; events §8), spelled exactly. */
export const CHARACTER_TEXT = {
  deleteError: 'Something went wrong. Please try again later.',
  deleteInvalid: 'Something went wrong. Please reload the page and try again.',
  purchaseProgress: 'Submitting purchase...',
  purchaseError: 'Error occurred, unable to complete purchase.',
  purchaseInvalid: 'Invalid request.',
  notEnoughShards: 'Not enough Shards',
  createError: 'Error initializing character. Please try again later.',
  createInvalid: 'Incorrect info. Please try again.',
  updateError: 'Error submitting changes. Please try again later.',
  updateInvalid: 'Incorrect info. Please try again.',
  // Ours: the spec names these situations without giving their words.
  classChangeWarning: 'Changing class erases all purchased skills.',
  attributeChangeWarning: 'Changing race attributes removes racial skills.',
  lockedAfterCommit: "This character's build is committed: its name, race and class can no longer be changed.",
  tokenAlreadyBought: 'You have already bought an XP token since the last event.',
  raceChangeRemoves: 'This change removes these skills, and the skills that needed them:',
  removalTitle: 'Remove skills and save?',
  removalConfirm: 'Remove them and save',
  xpReturned: (xp: number) => `${xp} XP returned to spend.`,
  updateProgress: 'Saving changes...',
  deleted: (name: string) => `${name} was deleted.`,
  infoSaved: "The character's info is saved.",
  infoSavedRemoving: (removed: string, xp: number) => `The character's info is saved. Removed: ${removed}; ${xp} XP returned to spend.`,
} as const;

/** The skills an info change removed, in player words: a name, with how many levels when only some go. */
export function removedSkillsText(skills: readonly { name: string; levels: number; whole: boolean }[]): string {
  return skills.map((skill) => (skill.whole && skill.levels <= 1 ? skill.name : `${skill.name} ×${skill.levels}`)).join(', ');
}
