import { z } from 'zod';
import { body, onGraphQL } from '../../input/contract';
import { LIMITS, text } from '../../input/fields';
import { SHARD_MESSAGES as M } from './shards.messages';

/** POST /user/shards/spend, buyXpToken: purchase 'xp_token' for the character in `options` (players §5, §8). */
export const spendShardsInput = body({
  purchase: z.literal('xp_token', { error: M.invalidRequest }),
  options: onGraphQL(
    text(LIMITS.token, { required: M.chooseCharacter }).refine((value) => value !== '', { error: M.chooseCharacter }),
    { name: 'characterId' },
  ),
}).transform((input) => ({ characterId: input.options }));
export type SpendShardsCommand = z.output<typeof spendShardsInput>;
