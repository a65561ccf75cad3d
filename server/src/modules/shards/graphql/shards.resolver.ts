import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import { SHARDS_CALLS } from '../shards.calls';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../accounts/accounts.policy';
import type { GraphQLContext } from '../../../graphql/context';
import { ShardLedgerEntryType, toShardLedgerEntryType } from '../../characters/graphql/ledger.types';

@ScopeDomain('shards')
@ObjectType('ShardBalance')
export class ShardBalanceType {
  @Field(() => Int) shards: number;
  @Field() xpTokenPurchased: boolean;
  /** filled for myShards only */
  @Field(() => [ShardLedgerEntryType], { description: 'every change of the balance, oldest first' })
  ledger: ShardLedgerEntryType[];
}

@ScopeDomain('shards')
@ObjectType('XpTokenPurchase')
export class XpTokenPurchaseType {
  @Field(() => Int) shards: number;
  @Field() xpTokenPurchased: boolean;
  @Field(() => ID) characterId: string;
  @Field(() => Int) characterXpTotal: number;
}

/** Shards and XP tokens for the signed-in player. */
@Resolver()
export class ShardsResolver {
  @Call(SHARDS_CALLS.myShards)
  @Query(() => ShardBalanceType)
  async myShards(@Ctx() context: GraphQLContext): Promise<ShardBalanceType> {
    const balance = await runCall(SHARDS_CALLS.myShards, context);
    const ledger = await context.loaders.shardLedgerByUserId.load(requireUser(context.request).id);
    return Object.assign(new ShardBalanceType(), { ...balance, ledger: ledger.map(toShardLedgerEntryType) });
  }

  @Call(SHARDS_CALLS.buyXpToken)
  @Mutation(() => XpTokenPurchaseType, { description: '3 shards buy 1 XP for one of your characters, once between events.' })
  async buyXpToken(@Arg('characterId', () => ID) characterId: string, @Ctx() context: GraphQLContext): Promise<XpTokenPurchaseType> {
    return Object.assign(new XpTokenPurchaseType(), await runCall(SHARDS_CALLS.buyXpToken, context, { purchase: 'xp_token', characterId }));
  }
}
