import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import { SHARDS_CALLS } from '../shards.calls';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../accounts/accounts.policy';
import type { GraphQLContext } from '../../../graphql/context';
import { ShardLedgerEntryType, toShardLedgerEntryType } from '../../characters/graphql/ledger.types';

@ScopeDomain('shards')
@ObjectType('ShardBalance', { description: "The signed-in player's shards and whether an XP token was bought." })
export class ShardBalanceType {
  @Field(() => Int, { description: 'Shards the player has (spent on XP tokens).' }) shards: number;
  @Field({ description: 'Whether the player bought an XP token (one per player, for the next event).' }) xpTokenPurchased: boolean;
  /** filled for myShards only */
  @Field(() => [ShardLedgerEntryType], { description: 'Every change of the balance, oldest first' })
  ledger: ShardLedgerEntryType[];
}

@ScopeDomain('shards')
@ObjectType('XpTokenPurchase', { description: 'What buying an XP token did: shards spent for XP on a character.' })
export class XpTokenPurchaseType {
  @Field(() => Int, { description: "The player's shards after." }) shards: number;
  @Field({ description: 'Whether the player has now bought an XP token.' }) xpTokenPurchased: boolean;
  @Field(() => ID, { description: 'The character that got the XP.' }) characterId: string;
  @Field(() => Int, { description: "The character's total XP after." }) characterXpTotal: number;
}

/** Shards and XP tokens for the signed-in player. */
@Resolver()
export class ShardsResolver {
  @Call(SHARDS_CALLS.myShards)
  @Query(() => ShardBalanceType, { description: "The signed-in player's shards." })
  async myShards(@Ctx() context: GraphQLContext): Promise<ShardBalanceType> {
    const balance = await runCall(SHARDS_CALLS.myShards, context);
    const ledger = await context.loaders.shardLedgerByUserId.load(requireUser(context.request).id);
    return Object.assign(new ShardBalanceType(), { ...balance, ledger: ledger.map(toShardLedgerEntryType) });
  }

  @Call(SHARDS_CALLS.buyXpToken)
  @Mutation(() => XpTokenPurchaseType, { description: '3 shards buy 1 XP for one of your characters, once between events.' })
  async buyXpToken(
    @Arg('characterId', () => ID, { description: 'The character to get the XP.' }) characterId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<XpTokenPurchaseType> {
    return Object.assign(new XpTokenPurchaseType(), await runCall(SHARDS_CALLS.buyXpToken, context, { purchase: 'xp_token', characterId }));
  }
}
