import { XP_TOKEN_SHARD_COST } from '@larp/rules';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { BalanceError, Character, User, changeShards, changeXp, withTransaction } from '../../db';
import { DB_ERROR_MESSAGES, badInput, conflict } from '../../errors';
import type { SpendShardsCommand } from './shards.inputs';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { requireOwnCharacter } from '../characters/characters.policy';
import { SHARD_MESSAGES as M } from './shards.messages';

export interface ShardBalance {
  shards: number;
  xpTokenPurchased: boolean;
}

export interface XpTokenPurchase extends ShardBalance {
  characterId: string;
  characterXpTotal: number;
}

/**
 * Shards and XP tokens (players §1, §5, §9): 3 shards buy 1 XP for one of the player's own
 * characters, one token per user between finalized events. Decision: event finalization resets
 * xp_token_purchased for every user (AttendanceService's finalize transaction does it), which is how
 * "one per event" is kept without tying a token to a particular event.
 */
export class ShardsService {
  constructor(private readonly deps: { dataSource: DataSource; clock: Clock }) {}

  async balance(context: RequestContext): Promise<ShardBalance> {
    const user = requireUser(context);
    const fresh = await this.deps.dataSource.manager.findOneByOrFail(User, { id: user.id });
    return { shards: fresh.shardTotal, xpTokenPurchased: fresh.xpTokenPurchased };
  }

  /**
   * POST /user/shards/spend. One conditional UPDATE takes the shards and sets the flag only while the
   * balance covers the price and no token was bought; with its ledger row and the character's XP (and
   * its ledger row) in one transaction, so parallel requests can never overspend on either database.
   */
  async spend(context: RequestContext, input: SpendShardsCommand): Promise<XpTokenPurchase> {
    const user = requireUser(context);
    const { characterId } = input;
    const now = this.deps.clock.now();
    return withTransaction(this.deps.dataSource, async (manager) => {
      requireOwnCharacter(user, await manager.findOneBy(Character, { id: characterId }));
      try {
        // The price, through the one ledger writer, on condition that no token was bought yet.
        await changeShards(
          manager,
          {
            userId: user.id,
            amount: -XP_TOKEN_SHARD_COST,
            kind: 'xp_token',
            reason: 'XP token',
            actorId: user.id,
            characterId,
            eventId: null,
            at: now,
          },
          { where: 'xp_token_purchased = :no', params: { no: 0 }, set: { xpTokenPurchased: true } },
        );
      } catch (error) {
        if (!(error instanceof BalanceError)) throw error;
        // What this transaction sees (on MySQL/MariaDB its snapshot, which a concurrent purchase or
        // finalize may have moved past): if it shows a balance that covers the price and no token,
        // the refusal came from a concurrent change, which is a conflict, not a lack of shards.
        const seen = await manager.findOneByOrFail(User, { id: user.id });
        if (seen.xpTokenPurchased) throw conflict(M.alreadyPurchased);
        if (seen.shardTotal < XP_TOKEN_SHARD_COST) throw badInput(M.notEnoughShards);
        throw conflict(DB_ERROR_MESSAGES.concurrent);
      }
      const characterXpTotal = await changeXp(manager, {
        characterId,
        amount: 1,
        kind: 'xp_token',
        reason: `XP token (${XP_TOKEN_SHARD_COST} shards)`,
        actorId: user.id,
        at: now,
      });
      const after = await manager.findOneByOrFail(User, { id: user.id });
      return { shards: after.shardTotal, xpTokenPurchased: after.xpTokenPurchased, characterId, characterXpTotal };
    });
  }
}
