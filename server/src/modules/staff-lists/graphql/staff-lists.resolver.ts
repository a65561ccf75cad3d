import { listInTurns } from '../../../graphql/list-in-turns';
import { Call, runCall } from '../../../graphql/call-field';
import { STAFF_LISTS_CALLS } from '../staff-lists.calls';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { LedgerPageArgs } from './ledger-page.args';
import type { GraphQLContext } from '../../../graphql/context';
import { ShardLedgerEntryType, XpLedgerEntryType } from '../../characters/graphql/ledger.types';
import { toShardLedgerEntryType, toXpLedgerEntryType } from '../../characters/graphql/ledger.types';
import { toConnectionType } from '../../../graphql/page-info.type';
import type { UserRole } from '../../../db/entities/user.entity';
import { UserRoleEnum } from '../../accounts/graphql/user-role.enum';
import type { SortDirection } from '../staff-lists.inputs';
import {
  AttendedEventType,
  ShardLedgerConnectionType,
  StaffCharacterConnectionType,
  XpLedgerConnectionType,
  StaffCharacterOrder,
  StaffUserConnectionType,
  StaffUserOrder,
  StaffCharacterPageType,
  StaffCharacterRowType,
  StaffDashboardType,
  StaffUserPageType,
  StaffUserRowType,
} from './staff-lists.types';
import { SortDirectionEnum, StaffCharacterSortEnum, StaffUserSortEnum } from './staff-lists.enums';

/** The staff site's lists and counts; each one StaffListsService call (which checks the admin role again). */
/** How many rows of a whole staff list GraphQL completes in one turn of the event loop. */
const ROWS_PER_TURN = 500;

@Resolver()
export class StaffListsResolver {
  @Call(STAFF_LISTS_CALLS.staffDashboard)
  @Query(() => StaffDashboardType, { description: 'Counts for the /staff dashboard.' })
  async staffDashboard(@Ctx() context: GraphQLContext): Promise<StaffDashboardType> {
    return Object.assign(new StaffDashboardType(), await runCall(STAFF_LISTS_CALLS.staffDashboard, context));
  }

  @Call(STAFF_LISTS_CALLS.staffCharacterRows)
  @Query(() => [StaffCharacterRowType], { description: 'Every character as a list row with its player (2 SQL queries for any number).' })
  async staffCharacterRows(@Ctx() context: GraphQLContext): Promise<StaffCharacterRowType[]> {
    const rows = (await runCall(STAFF_LISTS_CALLS.staffCharacterRows, context)).map((row) =>
      Object.assign(new StaffCharacterRowType(), row),
    );
    // thousands of rows: completed a slice per turn of the event loop, so other requests run between them
    return listInTurns(rows, ROWS_PER_TURN) as StaffCharacterRowType[];
  }

  @Call(STAFF_LISTS_CALLS.staffUserRows)
  @Query(() => [StaffUserRowType], { description: 'Every user as a list row with shard balance and character count.' })
  async staffUserRows(
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StaffUserRowType[]> {
    return (await runCall(STAFF_LISTS_CALLS.staffUserRows, context, { includeErased })).map((row) =>
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
    @Ctx() context: GraphQLContext,
  ): Promise<StaffCharacterPageType> {
    const result = await runCall(STAFF_LISTS_CALLS.staffCharacterPage, context, { page, perPage, sort, direction, search });
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
    @Ctx() context: GraphQLContext,
  ): Promise<StaffUserPageType> {
    const result = await runCall(STAFF_LISTS_CALLS.staffUserPage, context, { page, perPage, sort, direction, search, includeErased });
    return Object.assign(new StaffUserPageType(), {
      ...result,
      rows: result.rows.map((row) => Object.assign(new StaffUserRowType(), row)),
    });
  }

  @Call(STAFF_LISTS_CALLS.staffCharacterConnection)
  @Query(() => StaffCharacterConnectionType, {
    description: `The characters a page at a time (at most 100), filtered and ordered on the server: pass pageInfo.endCursor
 as after for the next page. Every filter given must hold. A count and one page, however deep the page and however many characters.`,
  })
  async staffCharacterConnection(
    @Arg('first', () => Int, { nullable: true, description: 'How many characters this page holds: 1 to 100, default 25' })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before; left out: the first page' })
    after: string | null,
    @Arg('sort', () => StaffCharacterOrder, { nullable: true, description: 'The order, default NAME' }) sort: StaffCharacterOrder | null,
    @Arg('direction', () => SortDirectionEnum, { nullable: true, description: 'Default ASCENDING' }) direction: SortDirection | null,
    @Arg('search', () => String, {
      nullable: true,
      description: "Words each found in the character's name or the player's first name, last name or email",
    })
    search: string | null,
    @Arg('playerId', () => ID, { nullable: true, description: "Only this player's characters" }) playerId: string | null,
    @Arg('characterClass', () => String, {
      nullable: true,
      description: "Only characters whose shown build has this class (the ruleset's class name)",
    })
    characterClass: string | null,
    @Arg('race', () => String, { nullable: true, description: "Only characters whose shown build has this race (the ruleset's race name)" })
    race: string | null,
    @Arg('committed', () => Boolean, {
      nullable: true,
      description:
        'True: only characters whose committed build counts (name, class, race and race attributes chosen); false: only the others',
    })
    committed: boolean | null,
    @Arg('xpMin', () => Int, { nullable: true, description: 'Only characters with at least this total XP' }) xpMin: number | null,
    @Arg('xpMax', () => Int, { nullable: true, description: 'Only characters with at most this total XP' }) xpMax: number | null,
    @Arg('levelMin', () => Int, { nullable: true, description: "Only characters at this level or above (the ruleset's level table)" })
    levelMin: number | null,
    @Arg('levelMax', () => Int, { nullable: true, description: 'Only characters at this level or below' }) levelMax: number | null,
    @Arg('attendedEventId', () => ID, { nullable: true, description: 'Only characters played at this event (its attendance records)' })
    attendedEventId: string | null,
    @Arg('ids', () => [ID], { nullable: true, description: 'Only these characters (at most 1,000 ids; an empty list: none)' })
    ids: string[] | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StaffCharacterConnectionType> {
    const connection = await runCall(STAFF_LISTS_CALLS.staffCharacterConnection, context, {
      first,
      after,
      sort,
      direction,
      search,
      playerId,
      characterClass,
      race,
      committed,
      xpMin,
      xpMax,
      levelMin,
      levelMax,
      attendedEventId,
      ids,
    });
    return toConnectionType(new StaffCharacterConnectionType(), connection, (row) => Object.assign(new StaffCharacterRowType(), row));
  }

  @Call(STAFF_LISTS_CALLS.staffUserConnection)
  @Query(() => StaffUserConnectionType, {
    description: `The players a page at a time (at most 100), filtered and ordered on the server: pass pageInfo.endCursor
 as after for the next page. Every filter given must hold.`,
  })
  async staffUserConnection(
    @Arg('first', () => Int, { nullable: true, description: 'How many players this page holds: 1 to 100, default 25' })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before; left out: the first page' })
    after: string | null,
    @Arg('sort', () => StaffUserOrder, { nullable: true, description: 'The order, default NAME' }) sort: StaffUserOrder | null,
    @Arg('direction', () => SortDirectionEnum, { nullable: true, description: 'Default ASCENDING' }) direction: SortDirection | null,
    @Arg('search', () => String, { nullable: true, description: 'Words each found in the first name, last name or email' })
    search: string | null,
    @Arg('role', () => UserRoleEnum, { nullable: true, description: 'Only accounts holding this role' }) role: UserRole | null,
    @Arg('verified', () => Boolean, { nullable: true, description: 'True: only verified accounts; false: only unverified ones' })
    verified: boolean | null,
    @Arg('includeErased', () => Boolean, { nullable: true, defaultValue: false, description: 'Also list erased accounts (pseudonyms)' })
    includeErased: boolean | null,
    @Arg('ids', () => [ID], { nullable: true, description: 'Only these players (at most 1,000 ids; an empty list: none)' })
    ids: string[] | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StaffUserConnectionType> {
    const connection = await runCall(STAFF_LISTS_CALLS.staffUserConnection, context, {
      first,
      after,
      sort,
      direction,
      search,
      role,
      verified,
      includeErased,
      ids,
    });
    return toConnectionType(new StaffUserConnectionType(), connection, (row) => Object.assign(new StaffUserRowType(), row));
  }

  @Call(STAFF_LISTS_CALLS.userShardLedger)
  @Query(() => [ShardLedgerEntryType], { description: "A user's shard ledger, oldest first." })
  async userShardLedger(
    @Arg('userId', () => ID, { description: "The user's (player account's) id." }) userId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ShardLedgerEntryType[]> {
    return (await runCall(STAFF_LISTS_CALLS.userShardLedger, context, { userId })).map(toShardLedgerEntryType);
  }
}

/** The ledgers a page at a time. */
@Resolver()
export class LedgerConnectionsResolver {
  @Call(STAFF_LISTS_CALLS.xpLedgerConnection)
  @Query(() => XpLedgerConnectionType, {
    description:
      "A character's XP ledger a page at a time (at most 100), by date range and kind: pass pageInfo.endCursor as after for the next page.",
  })
  async xpLedgerConnection(
    @Arg('characterId', () => ID, { description: "The character's id" }) characterId: string,
    @Args() page: LedgerPageArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<XpLedgerConnectionType> {
    const connection = await runCall(STAFF_LISTS_CALLS.xpLedgerConnection, context, { characterId }, page);
    return toConnectionType(new XpLedgerConnectionType(), connection, toXpLedgerEntryType);
  }

  @Call(STAFF_LISTS_CALLS.shardLedgerConnection)
  @Query(() => ShardLedgerConnectionType, {
    description:
      "A player's shard ledger a page at a time (at most 100), by date range and kind: pass pageInfo.endCursor as after for the next page.",
  })
  async shardLedgerConnection(
    @Arg('userId', () => ID, { description: "The player's (account's) id" }) userId: string,
    @Args() page: LedgerPageArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<ShardLedgerConnectionType> {
    const connection = await runCall(STAFF_LISTS_CALLS.shardLedgerConnection, context, { userId }, page);
    return toConnectionType(new ShardLedgerConnectionType(), connection, toShardLedgerEntryType);
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

/** The event a character of the staff lists attended last, batched per request (one statement per page). */
@Resolver(() => StaffCharacterRowType)
export class StaffCharacterLastEventResolver {
  @FieldResolver(() => AttendedEventType, {
    nullable: true,
    description:
      'The most recent event (by start time) the character attended, from the attendance records written when an event is finalized; null if it has attended none.',
  })
  async lastEvent(@Root() row: StaffCharacterRowType, @Ctx() { loaders }: GraphQLContext): Promise<AttendedEventType | null> {
    const event = await loaders.lastEventByCharacterId.load(row.id);
    return event ? Object.assign(new AttendedEventType(), event) : null;
  }
}
