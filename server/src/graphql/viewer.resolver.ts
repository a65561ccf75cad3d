import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { User } from '../db/entities/user.entity';
import { canOnAccounts } from '../modules/accounts/accounts.policy';
import { canOnCharacters } from '../modules/characters/characters.policy';
import { canOnEvents } from '../modules/events/events.policy';
import { CurrentUser } from './current-user.decorator';

@ObjectType('ViewerAbilities', {
  description:
    "What the viewer may do, read from the domains' policies (the same ones every call checks): show or hide actions by these, not by roles.",
})
export class ViewerAbilitiesType {
  @Field({ description: 'create, edit, publish and delete events and their default questions' }) manageEvents: boolean;
  @Field({ description: 'accept or waitlist registrations, set waitlist priorities' }) reviewRegistrations: boolean;
  @Field({ description: "see an event's waitlist queue" }) viewWaitlist: boolean;
  @Field({ description: 'the attendance review, survey counts and the registration answers download' }) reviewAttendance: boolean;
  @Field({ description: 'the post-event finalize (and its preview and defaults)' }) finalizeEvents: boolean;
  @Field({ description: "the staff character tools: every player's characters, grants of XP, shards and deaths" })
  manageCharacters: boolean;
  @Field({ description: 'Manage Users: the user list, roles, erasing an account' }) manageUsers: boolean;
}

@ObjectType('Viewer', { description: 'Who is asking and what they may do.' })
export class ViewerType {
  @Field({ description: 'false when not signed in' }) signedIn: boolean;
  @Field(() => ViewerAbilitiesType) can: ViewerAbilitiesType;
}

/** The viewer's abilities from each domain's policy table (accounts.policy.ts, events.policy.ts, characters.policy.ts). */
export function viewerAbilities(user: User | null): ViewerAbilitiesType {
  return Object.assign(new ViewerAbilitiesType(), {
    manageEvents: canOnEvents(user, 'manage'),
    reviewRegistrations: canOnEvents(user, 'reviewRegistrations'),
    viewWaitlist: canOnEvents(user, 'viewWaitlist'),
    reviewAttendance: canOnEvents(user, 'reviewAttendance'),
    finalizeEvents: canOnEvents(user, 'finalize'),
    manageCharacters: canOnCharacters(user, 'manageAll'),
    manageUsers: canOnAccounts(user, 'manageUsers'),
  });
}

@Resolver()
export class ViewerResolver {
  @Query(() => ViewerType, { description: 'The viewer and their abilities (`viewer { can { ... } }`); anyone may ask.' })
  viewer(@CurrentUser() user: User | null): ViewerType {
    return Object.assign(new ViewerType(), { signedIn: user !== null, can: viewerAbilities(user) });
  }
}
