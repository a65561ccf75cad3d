import { ScopeDomain } from '../../../graphql/call-field';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoType } from '../../../graphql/page-info.type';
import { UserRoleEnum } from '../../accounts/graphql/user-role.enum';
import { ShardLedgerEntryType, XpLedgerEntryType } from '../../characters/graphql/ledger.types';

@ObjectType('StaffDashboard', { description: 'The counts the /staff dashboard shows.' })
export class StaffDashboardType {
  @Field(() => Int, { description: 'Verified accounts' }) playerCount: number;
  @Field(() => Int, { description: 'How many characters exist.' }) characterCount: number;
  @Field(() => Int, { description: 'Characters whose build does not count as committed' }) uncommittedCount: number;
  @Field(() => Int, { description: 'Events that have not started yet, published or not' }) upcomingEventCount: number;
}

@ScopeDomain('events')
@ObjectType('AttendedEvent', { description: 'An event a character attended: its title and when it took place.' })
export class AttendedEventType {
  @Field(() => ID, { description: "The event's id." }) id: string;
  @Field({ description: "The event's title." }) eventTitle: string;
  @Field({ description: 'When the event started.' }) eventStartTime: Date;
  @Field({ description: 'When the event ended.' }) eventEndTime: Date;
}

@ScopeDomain('characters')
@ObjectType('StaffCharacterRow', { description: 'One character of the staff lists: no build skills, owner included.' })
export class StaffCharacterRowType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: "The owning player's id." }) userId: string;
  @Field({ description: "The player's full name." }) playerName: string;
  @Field({ description: "The player's e-mail address." }) playerEmail: string;
  @Field({ description: 'Of the shown build' }) characterName: string;
  @Field(() => String, {
    description: "The character's class code (fighter, rogue, adept, shadow or templar); changing it erases skills.",
    nullable: true,
  })
  characterClass: string | null;
  @Field({ description: 'Subculture, race and transformation' }) raceDescription: string;
  @Field(() => Int, { description: "The character's level." }) characterLevel: number;
  @Field(() => Int, { description: "The character's total XP: all XP ever gained, spent or not (build points)." }) characterXpTotal: number;
  @Field(() => Int, { description: 'The event count' }) characterXpSequence: number;
  @Field(() => Int, { description: 'Deaths of the character so far.' }) deathCount: number;
  @Field(() => Int, { description: 'Reaper fights of the character so far (fights with the reaper after a death).' })
  reaperFightCount: number;
  @Field({ description: 'Whether the character has a committed build.' }) committed: boolean;
}

@ScopeDomain('account')
@ObjectType('StaffUserRow', { description: 'One player of the staff lists.' })
export class StaffUserRowType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field({ description: 'E-mail address.' }) email: string;
  @Field({ description: 'Whether the user confirmed their e-mail address.' }) verified: boolean;
  @Field(() => [UserRoleEnum], { description: "The user's roles." }) roles: string[];
  @Field(() => Int, { description: "The user's shards." }) shardTotal: number;
  @Field(() => Int, { description: 'How many characters the user has.' }) characterCount: number;
  @Field({ description: 'An erased account: a pseudonym kept for the game records' }) erased: boolean;
}

@ScopeDomain('characters')
@ObjectType('StaffCharacterPage', { description: 'One page of the characters list, searched and sorted on the server.' })
export class StaffCharacterPageType {
  @Field(() => [StaffCharacterRowType], { description: "The page's characters." }) rows: StaffCharacterRowType[];
  @Field(() => Int, { description: 'Characters matching the search, on every page' }) total: number;
  @Field(() => Int, { description: 'The page answered (1-based; past the last, the last)' }) page: number;
  @Field(() => Int, { description: 'Rows per page.' }) perPage: number;
}

@ScopeDomain('account')
@ObjectType('StaffUserPage', { description: 'One page of the players list, searched and sorted on the server.' })
export class StaffUserPageType {
  @Field(() => [StaffUserRowType], { description: "The page's users." }) rows: StaffUserRowType[];
  @Field(() => Int, { description: 'Players matching the search, on every page' }) total: number;
  @Field(() => Int, { description: 'The page answered (1-based; past the last, the last)' }) page: number;
  @Field(() => Int, { description: 'Rows per page.' }) perPage: number;
}

/** The orders of the characters connection (staff-lists.inputs.ts CHARACTER_ORDERS). */
export enum StaffCharacterOrder {
  NAME = 'name',
  XP = 'xp',
  CREATED = 'created',
}

registerEnumType(StaffCharacterOrder, {
  name: 'StaffCharacterOrder',
  description: 'How the characters list is ordered; every order ends with the character id, so ties keep one order.',
  valuesConfig: {
    NAME: { description: "The shown build's character name, case-insensitively" },
    XP: { description: 'The total XP earned, which is also the order of levels' },
    CREATED: { description: 'When the character was made' },
  },
});

/** The orders of the players connection (staff-lists.inputs.ts USER_ORDERS). */
export enum StaffUserOrder {
  NAME = 'name',
  CREATED = 'created',
}

registerEnumType(StaffUserOrder, {
  name: 'StaffUserOrder',
  description: 'How the players list is ordered; every order ends with the account id, so ties keep one order.',
  valuesConfig: {
    NAME: { description: 'Last name, then first name' },
    CREATED: { description: 'When the account was made' },
  },
});

@ScopeDomain('characters')
@ObjectType('StaffCharacterConnection', {
  description: 'One page of the characters list, filtered and ordered on the server, with the total and where the page ends.',
})
export class StaffCharacterConnectionType {
  @Field(() => [StaffCharacterRowType], { description: 'The characters of this page, in the order asked for' })
  nodes: StaffCharacterRowType[];

  @Field(() => Int, { description: 'Characters matching the filters, on every page' })
  totalCount: number;

  @Field(() => PageInfoType, { description: 'Whether more characters follow, and the cursor to ask for them' })
  pageInfo: PageInfoType;
}

@ScopeDomain('account')
@ObjectType('StaffUserConnection', {
  description: 'One page of the players list, filtered and ordered on the server, with the total and where the page ends.',
})
export class StaffUserConnectionType {
  @Field(() => [StaffUserRowType], { description: 'The players of this page, in the order asked for' })
  nodes: StaffUserRowType[];

  @Field(() => Int, { description: 'Players matching the filters, on every page' })
  totalCount: number;

  @Field(() => PageInfoType, { description: 'Whether more players follow, and the cursor to ask for them' })
  pageInfo: PageInfoType;
}

@ScopeDomain('characters')
@ObjectType('XpLedgerConnection', { description: "One page of a character's XP ledger, with how many rows match and where the page ends." })
export class XpLedgerConnectionType {
  @Field(() => [XpLedgerEntryType], { description: 'The ledger rows of this page, in the order asked for' }) nodes: XpLedgerEntryType[];
  @Field(() => Int, { description: 'Ledger rows matching the filters, on every page' }) totalCount: number;
  @Field(() => PageInfoType, { description: 'Whether more rows follow, and the cursor to ask for them' }) pageInfo: PageInfoType;
}

@ScopeDomain('shards')
@ObjectType('ShardLedgerConnection', {
  description: "One page of a player's shard ledger, with how many rows match and where the page ends.",
})
export class ShardLedgerConnectionType {
  @Field(() => [ShardLedgerEntryType], { description: 'The ledger rows of this page, in the order asked for' })
  nodes: ShardLedgerEntryType[];
  @Field(() => Int, { description: 'Ledger rows matching the filters, on every page' }) totalCount: number;
  @Field(() => PageInfoType, { description: 'Whether more rows follow, and the cursor to ask for them' }) pageInfo: PageInfoType;
}
