import { ScopeDomain } from '../../../graphql/call-field';
import { Field, ID, Int, ObjectType } from 'type-graphql';

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
