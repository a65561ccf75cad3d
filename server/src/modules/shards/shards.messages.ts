import { ACCOUNT_FORM_MESSAGES } from '@larp/rules';

/** Messages of the shard calls; the spec's texts are marked. */
export const SHARD_MESSAGES = {
  /** spec: players §5 Shard purchase */
  notEnoughShards: 'Not enough Shards',
  /** spec: players §8 Purchase */
  invalidRequest: 'Invalid request.',
  /** players §5: "a character must be chosen" */
  chooseCharacter: ACCOUNT_FORM_MESSAGES.xpTokenCharacterMissing,
  alreadyPurchased: 'An XP token was already bought since the last event',
} as const;
