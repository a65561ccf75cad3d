import { ScopeDomain } from '../../../graphql/call-field';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoType } from '../../../graphql/page-info.type';

@ObjectType('StaffDashboard', { description: 'The counts the /staff dashboard shows.' })
export class StaffDashboardType {
  @Field(() => Int, { description: 'verified accounts' }) playerCount: number;
  @Field(() => Int) characterCount: number;
  @Field(() => Int, { description: 'characters whose build does not count as committed' }) uncommittedCount: number;
  @Field(() => Int, { description: 'events that have not started yet, published or not' }) upcomingEventCount: number;
}

@ScopeDomain('characters')
@ObjectType('StaffCharacterRow', { description: 'One character of the staff lists: no build skills, owner included.' })
export class StaffCharacterRowType {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field() playerName: string;
  @Field() playerEmail: string;
  @Field({ description: 'of the shown build' }) characterName: string;
  @Field(() => String, { nullable: true }) characterClass: string | null;
  @Field({ description: 'subculture, race and transformation' }) raceDescription: string;
  @Field(() => Int) characterLevel: number;
  @Field(() => Int) characterXpTotal: number;
  @Field(() => Int, { description: 'the event count' }) characterXpSequence: number;
  @Field(() => Int) deathCount: number;
  @Field(() => Int) reaperFightCount: number;
  @Field() committed: boolean;
}

@ScopeDomain('account')
@ObjectType('StaffUserRow', { description: 'One player of the staff lists.' })
export class StaffUserRowType {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() verified: boolean;
  @Field(() => [String]) roles: string[];
  @Field(() => Int) shardTotal: number;
  @Field(() => Int) characterCount: number;
  @Field({ description: 'an erased account: a pseudonym kept for the game records' }) erased: boolean;
}

@ScopeDomain('characters')
@ObjectType('StaffCharacterPage', { description: 'One page of the characters list, searched and sorted on the server.' })
export class StaffCharacterPageType {
  @Field(() => [StaffCharacterRowType]) rows: StaffCharacterRowType[];
  @Field(() => Int, { description: 'characters matching the search, on every page' }) total: number;
  @Field(() => Int, { description: 'the page answered (1-based; past the last, the last)' }) page: number;
  @Field(() => Int) perPage: number;
}

@ScopeDomain('account')
@ObjectType('StaffUserPage', { description: 'One page of the players list, searched and sorted on the server.' })
export class StaffUserPageType {
  @Field(() => [StaffUserRowType]) rows: StaffUserRowType[];
  @Field(() => Int, { description: 'players matching the search, on every page' }) total: number;
  @Field(() => Int, { description: 'the page answered (1-based; past the last, the last)' }) page: number;
  @Field(() => Int) perPage: number;
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
    NAME: { description: "the shown build's character name, case-insensitively" },
    XP: { description: 'the total XP earned, which is also the order of levels' },
    CREATED: { description: 'when the character was made' },
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
    NAME: { description: 'last name, then first name' },
    CREATED: { description: 'when the account was made' },
  },
});

/** The account roles a players filter may name (db USER_ROLES). */
export enum StaffRoleFilter {
  STAFF = 'staff',
  ADMIN = 'admin',
}

registerEnumType(StaffRoleFilter, {
  name: 'StaffRoleFilter',
  description: 'A role an account may hold beside being a player.',
  valuesConfig: {
    STAFF: { description: 'staff: may review attendance and read survey counts' },
    ADMIN: { description: 'admin: runs the game, may do everything' },
  },
});

@ScopeDomain('characters')
@ObjectType('StaffCharacterConnection', {
  description: 'One page of the characters list, filtered and ordered on the server, with the total and where the page ends.',
})
export class StaffCharacterConnectionType {
  @Field(() => [StaffCharacterRowType], { description: 'the characters of this page, in the order asked for' })
  nodes: StaffCharacterRowType[];

  @Field(() => Int, { description: 'characters matching the filters, on every page' })
  totalCount: number;

  @Field(() => PageInfoType, { description: 'whether more characters follow, and the cursor to ask for them' })
  pageInfo: PageInfoType;
}

@ScopeDomain('account')
@ObjectType('StaffUserConnection', {
  description: 'One page of the players list, filtered and ordered on the server, with the total and where the page ends.',
})
export class StaffUserConnectionType {
  @Field(() => [StaffUserRowType], { description: 'the players of this page, in the order asked for' })
  nodes: StaffUserRowType[];

  @Field(() => Int, { description: 'players matching the filters, on every page' })
  totalCount: number;

  @Field(() => PageInfoType, { description: 'whether more players follow, and the cursor to ask for them' })
  pageInfo: PageInfoType;
}
