import { Call } from '../../../graphql/call-field';
import { STAFF_LISTS_CALLS } from '../staff-lists.calls';
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { userListQuery } from '../../accounts/accounts.inputs';
import { ShardLedgerEntryType, XpLedgerEntryType } from '../../characters/graphql/ledger.types';
import { toShardLedgerEntryType } from '../../characters/graphql/ledger.types';
import { characterPageQuery, userPageQuery } from '../staff-lists.inputs';

import {
  StaffCharacterPageType,
  StaffCharacterRowType,
  StaffDashboardType,
  StaffUserPageType,
  StaffUserRowType,
} from './staff-lists.types';
import { SortDirectionEnum, StaffCharacterSortEnum, StaffUserSortEnum } from './staff-lists.enums';

/** The staff site's lists and counts; each one StaffListsService call (which checks the admin role again). */
@Resolver()
export class StaffListsResolver {
  @Call(STAFF_LISTS_CALLS.staffDashboard)
  @Query(() => StaffDashboardType, { description: 'Counts for the /staff dashboard.' })
  async staffDashboard(@Ctx() { request, services }: GraphQLContext): Promise<StaffDashboardType> {
    return Object.assign(new StaffDashboardType(), await services.staffLists.dashboard(request));
  }

  @Call(STAFF_LISTS_CALLS.staffCharacterRows)
  @Query(() => [StaffCharacterRowType], { description: 'Every character as a list row with its player (2 SQL queries for any number).' })
  async staffCharacterRows(@Ctx() { request, services }: GraphQLContext): Promise<StaffCharacterRowType[]> {
    return (await services.staffLists.characterRows(request)).map((row) => Object.assign(new StaffCharacterRowType(), row));
  }

  @Call(STAFF_LISTS_CALLS.staffUserRows)
  @Query(() => [StaffUserRowType], { description: 'Every user as a list row with shard balance and character count.' })
  async staffUserRows(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<StaffUserRowType[]> {
    const input = parseGraphQLArgs(userListQuery, { includeErased });
    return (await services.staffLists.userRows(request, { includeErased: input.include_erased })).map((row) =>
      Object.assign(new StaffUserRowType(), row),
    );
  }

  @Call(STAFF_LISTS_CALLS.staffCharacterPage)
  @Query(() => StaffCharacterPageType, {
    description: `One page of the characters (at most 100 rows): searched by character, player name or email, sorted by
 character, player, level, xp, deaths, events or status (2 SQL queries at any size).`,
  })
  async staffCharacterPage(
    @Arg('page', () => Int, { nullable: true, description: '1-based; default 1' }) page: number | null,
    @Arg('perPage', () => Int, { nullable: true, description: '1 to 100; default 25' }) perPage: number | null,
    @Arg('sort', () => StaffCharacterSortEnum, { nullable: true, description: 'What to sort by (default CHARACTER).' })
    sort: string | null,
    @Arg('direction', () => SortDirectionEnum, { nullable: true, description: 'The order (default ASCENDING).' }) direction: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Every word must be found' }) search: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<StaffCharacterPageType> {
    const input = parseGraphQLArgs(characterPageQuery, { page, perPage, sort, direction, search });
    const result = await services.staffLists.characterPage(request, input);
    return Object.assign(new StaffCharacterPageType(), {
      ...result,
      rows: result.rows.map((row) => Object.assign(new StaffCharacterRowType(), row)),
    });
  }

  @Call(STAFF_LISTS_CALLS.staffUserPage)
  @Query(() => StaffUserPageType, {
    description: `One page of the players (at most 100 rows): searched by name or email, sorted by name, email, verified,
 shards or characters (2 SQL queries at any size).`,
  })
  async staffUserPage(
    @Arg('page', () => Int, { nullable: true, description: '1-based; default 1' }) page: number | null,
    @Arg('perPage', () => Int, { nullable: true, description: '1 to 100; default 25' }) perPage: number | null,
    @Arg('sort', () => StaffUserSortEnum, { nullable: true, description: 'What to sort by (default NAME).' })
    sort: string | null,
    @Arg('direction', () => SortDirectionEnum, { nullable: true, description: 'The order (default ASCENDING).' }) direction: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Every word must be found' }) search: string | null,
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<StaffUserPageType> {
    const input = parseGraphQLArgs(userPageQuery, { page, perPage, sort, direction, search, includeErased });
    const result = await services.staffLists.userPage(request, input);
    return Object.assign(new StaffUserPageType(), {
      ...result,
      rows: result.rows.map((row) => Object.assign(new StaffUserRowType(), row)),
    });
  }

  @Call(STAFF_LISTS_CALLS.userShardLedger)
  @Query(() => [ShardLedgerEntryType], { description: "A user's shard ledger, oldest first." })
  async userShardLedger(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ShardLedgerEntryType[]> {
    return (await services.staffLists.shardLedger(request, userId)).map(toShardLedgerEntryType);
  }
}

/** The event a ledger row belongs to (its title), batched per request. */
@Resolver(() => XpLedgerEntryType)
export class XpLedgerEventResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The title of the event the change came from' })
  async eventTitle(@Root() row: XpLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return row.eventId ? ((await loaders.eventById.load(row.eventId))?.eventTitle ?? null) : null;
  }
}

@Resolver(() => ShardLedgerEntryType)
export class ShardLedgerEventResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The title of the event the change came from' })
  async eventTitle(@Root() row: ShardLedgerEntryType, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return row.eventId ? ((await loaders.eventById.load(row.eventId))?.eventTitle ?? null) : null;
  }
}
