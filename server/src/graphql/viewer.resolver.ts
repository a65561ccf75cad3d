import { Call, runCall } from './call-field';
import type { GraphQLContext } from './context';
import { VIEWER_CALLS } from '../modules/viewer/viewer.calls';
import { Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RoleHolder } from '../modules/accounts/accounts.policy';
import { UserType } from '../modules/accounts/graphql/user.type';
import { ABILITIES, abilitiesOf, type Abilities } from '../modules/viewer/viewer.abilities';

/** The ability's text as a field description: a sentence, so it starts with a capital. */
const described = (ability: keyof Abilities) => {
  const text = ABILITIES[ability].description;
  return { description: text.charAt(0).toUpperCase() + text.slice(1) };
};

@ObjectType('ViewerAbilities', {
  description:
    "What the viewer may do, read from the domains' policies (the same ones every call checks): show or hide actions by these, not by roles.",
})
export class ViewerAbilitiesType implements Abilities {
  @Field(described('manageEvents')) manageEvents: boolean;
  @Field(described('reviewRegistrations')) reviewRegistrations: boolean;
  @Field(described('sendMessages')) sendMessages: boolean;
  @Field(described('viewWaitlist')) viewWaitlist: boolean;
  @Field(described('reviewAttendance')) reviewAttendance: boolean;
  @Field(described('viewSurveyCounts')) viewSurveyCounts: boolean;
  @Field(described('finalizeEvents')) finalizeEvents: boolean;
  @Field(described('manageCharacters')) manageCharacters: boolean;
  @Field(described('manageUsers')) manageUsers: boolean;
  @Field(described('viewStaffArea')) viewStaffArea: boolean;
  @Field(described('manageRulesets')) manageRulesets: boolean;
  @Field(described('runCheckin')) runCheckin: boolean;
  @Field(described('decideCheckins')) decideCheckins: boolean;
  @Field(described('manageWebhooks')) manageWebhooks: boolean;
  @Field(described('useGraphiql')) useGraphiql: boolean;
  @Field(described('manageSavedQueries')) manageSavedQueries: boolean;
  @Field(described('manageSite')) manageSite: boolean;
}

@ObjectType('Viewer', { description: 'Who is asking and what they may do.' })
export class ViewerType {
  @Field({ description: 'False when not signed in' }) signedIn: boolean;
  @Field(() => ViewerAbilitiesType, { description: 'What the signed-in user may do.' }) can: ViewerAbilitiesType;
}

/** The viewer's abilities from each domain's policy table (modules/viewer/viewer.abilities.ts). */
export function viewerAbilities(user: RoleHolder | null): ViewerAbilitiesType {
  return Object.assign(new ViewerAbilitiesType(), abilitiesOf(user));
}

@Resolver()
export class ViewerResolver {
  @Call(VIEWER_CALLS.viewer)
  @Query(() => ViewerType, { description: 'The viewer and their abilities (`viewer { can { ... } }`); anyone may ask.' })
  viewer(@Ctx() context: GraphQLContext): ViewerType {
    const view = runCall(VIEWER_CALLS.viewer, context);
    return Object.assign(new ViewerType(), { signedIn: view.signedIn, can: Object.assign(new ViewerAbilitiesType(), view.can) });
  }
}

/**
 * `User.can`: what this user may do, from the same policies. The client asks it with the signed-in
 * user (CurrentUser, Login), so its abilities arrive with the user in one round trip.
 */
@Resolver(() => UserType)
export class UserAbilitiesResolver {
  @FieldResolver(() => ViewerAbilitiesType, { description: "What this user may do, from the domains' policies (like viewer { can })." })
  can(@Root() user: UserType): ViewerAbilitiesType {
    return viewerAbilities(user);
  }
}
