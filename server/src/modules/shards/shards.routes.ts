import { SHARDS_CALLS } from './shards.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import type { ShardBalance, XpTokenPurchase } from './shards.service';

const presentBalance = (balance: ShardBalance) => ({ shards: balance.shards, xp_token_purchased: balance.xpTokenPurchased });

const balanceOutput = z.object({ shards: z.number().int(), xp_token_purchased: z.boolean() });

/** The player's shard calls (players §7). */
export const SHARD_ROUTES: RestRoute[] = [
  restRoute({
    definition: SHARDS_CALLS.myShards,
    method: 'GET',
    path: '/user/shards',
    response: balanceOutput,
    present: presentBalance,
  }),
  restRoute({
    definition: SHARDS_CALLS.buyXpToken,
    method: 'POST',
    path: '/user/shards/spend',
    response: balanceOutput.extend({ character: z.object({ _id: z.string(), character_xp_total: z.number().int() }) }),
    present: (purchase: XpTokenPurchase) => ({
      ...presentBalance(purchase),
      character: { _id: purchase.characterId, character_xp_total: purchase.characterXpTotal },
    }),
  }),
];
