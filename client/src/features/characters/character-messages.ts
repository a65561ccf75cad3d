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
} as const;
