import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLInput } from '../../../input/contract';
import { userListQuery } from '../../accounts/accounts.inputs';
import { ShardLedgerEntryType, XpLedgerEntryType } from '../../characters/graphql/ledger.types';
import { toShardLedgerEntryType } from '../../characters/graphql/ledger.types';
import { StaffCharacterRowType, StaffDashboardType, StaffUserRowType } from './staff-lists.types';

/** The staff site's lists and counts; each one StaffListsService call (which checks the admin role again). */
@Resolver()
export class StaffListsResolver {
  @Authorized('admin')
  @Query(() => StaffDashboardType, { description: 'Counts for the /staff dashboard.' })
  async staffDashboard(@Ctx() { request, services }: GraphQLContext): Promise<StaffDashboardType> {
    return Object.assign(new StaffDashboardType(), await services.staffLists.dashboard(request));
  }

  @Authorized('admin')
  @Query(() => [StaffCharacterRowType], { description: 'Every character as a list row with its player (2 SQL queries for any number).' })
  async staffCharacterRows(@Ctx() { request, services }: GraphQLContext): Promise<StaffCharacterRowType[]> {
    return (await services.staffLists.characterRows(request)).map((row) => Object.assign(new StaffCharacterRowType(), row));
  }

  @Authorized('admin')
  @Query(() => [StaffUserRowType], { description: 'Every user as a list row with shard balance and character count.' })
  async staffUserRows(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<StaffUserRowType[]> {
    const input = parseGraphQLInput(userListQuery, { include_erased: includeErased });
    return (await services.staffLists.userRows(request, { includeErased: input.include_erased })).map((row) =>
      Object.assign(new StaffUserRowType(), row),
    );
  }

  @Authorized('admin')
  @Query(() => [ShardLedgerEntryType], { description: "A user's shard ledger, oldest first." })
  async userShardLedger(
    @Arg('userId', () => ID) userId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ShardLedgerEntryType[]> {
    return (await services.staffLists.shardLedger(request, userId)).map(toShardLedgerEntryType);
  }
}

/** The event a ledger row belongs to (its title), batched per request. */
@Resolver(() => XpLedgerEntryType)
export class XpLedgerEventResolver {
  @FieldResolver(() => String, { nullable: true, description: 'the title of the event the change came from' })
  async eventTitle(@Root() row: XpLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return row.eventId ? ((await loaders.eventById.load(row.eventId))?.eventTitle ?? null) : null;
  }
}

@Resolver(() => ShardLedgerEntryType)
export class ShardLedgerEventResolver {
  @FieldResolver(() => String, { nullable: true, description: 'the title of the event the change came from' })
  async eventTitle(@Root() row: ShardLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return row.eventId ? ((await loaders.eventById.load(row.eventId))?.eventTitle ?? null) : null;
  }
}
