import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, ID, Info, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Call, parseCallArgs, runCall, runCommand, ScopeDomain } from '../../../graphql/call-field';
import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { GraphQLContext } from '../../../graphql/context';
import { PageInfoType, toConnectionType } from '../../../graphql/page-info.type';
import type { EventWindow, RegistrationStateFilter } from '../event-lists.inputs';
import { EVENTS_CALLS } from '../events.calls';
import { canOnEvents } from '../events.policy';
import { EventRegistrationType, EventType, toEventType, toRegistrationType } from './event.types';
import { includesOfNodes } from './selected-includes';

export const EventWindowEnum = closedSetEnum<EventWindow>('EventWindow', 'Which events a list holds, and in which order.', {
  upcoming: 'Events not over yet (ending now or later), the soonest first.',
  past: 'Events that are over, the newest first.',
  all: 'Every event, the newest first.',
});

export const RegistrationStateFilterEnum = closedSetEnum<RegistrationStateFilter>(
  'RegistrationStateFilter',
  'Which registrations a list holds by where they stand.',
  {
    accepted: 'Those holding a place.',
    waitlisted: 'Those waiting for a place.',
    cancelled: 'Those cancelled by the player or staff.',
    unreviewed: 'Those staff have not decided on yet (new, or needing reconfirmation after a role change).',
  },
);

@ScopeDomain('events')
@ObjectType('EventConnection', { description: 'One page of events, with how many match the filters and where the page ends.' })
export class EventConnectionType {
  @Field(() => [EventType], { description: 'The events of this page, in the order of the window' }) nodes: EventType[];
  @Field(() => Int, { description: 'Events matching the filters, on every page' }) totalCount: number;
  @Field(() => PageInfoType, { description: 'Whether more events follow, and the cursor to ask for them' }) pageInfo: PageInfoType;
}

@ScopeDomain('registrations')
@ObjectType('EventRegistrationConnection', {
  description: "One page of an event's registrations, with how many match the filters and where the page ends.",
})
export class EventRegistrationConnectionType {
  @Field(() => [EventRegistrationType], { description: 'The registrations of this page, oldest first' }) nodes: EventRegistrationType[];
  @Field(() => Int, { description: 'Registrations matching the filters, on every page' }) totalCount: number;
  @Field(() => PageInfoType, { description: 'Whether more registrations follow, and the cursor to ask for them' }) pageInfo: PageInfoType;
}

/** The events and an event's registrations a page at a time: each field one call (events.calls.ts, registrations.calls.ts). */
@Resolver()
export class EventListsResolver {
  @Call(EVENTS_CALLS.eventConnection)
  @Query(() => EventConnectionType, {
    description: `Events a page at a time (at most 100): pass pageInfo.endCursor as after for the next page. Every filter given
 must hold. Players see published events only, with their own registrations, attendance and surveys.`,
  })
  async eventConnection(
    @Arg('first', () => Int, { nullable: true, description: 'How many events this page holds: 1 to 100, default 25' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before; left out: the first page' })
    after: string | null,
    @Arg('window', () => EventWindowEnum, { nullable: true, description: 'Which events and in which order; default ALL' })
    window: EventWindow | null,
    @Arg('startsFrom', () => Date, { nullable: true, description: 'Only events starting at or after this time' }) startsFrom: Date | null,
    @Arg('startsBefore', () => Date, { nullable: true, description: 'Only events starting before this time' }) startsBefore: Date | null,
    @Arg('published', () => Boolean, { nullable: true, description: 'True: only published events; false: only unpublished ones (admins)' })
    published: boolean | null,
    @Arg('finalized', () => Boolean, { nullable: true, description: 'True: only finalized events; false: only the others' })
    finalized: boolean | null,
    @Arg('mine', () => Boolean, {
      nullable: true,
      description: 'Relations limited to my own rows (my registration, attendance and survey)',
    })
    mine: boolean | null,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventConnectionType> {
    const call = EVENTS_CALLS.eventConnection;
    const query = parseCallArgs(call, { first, after, window, startsFrom, startsBefore, published, finalized, mine });
    const includes = includesOfNodes(info, canOnEvents(context.request.user, 'viewSurveyCounts'));
    const connection = await runCommand(call, context, { query, includes });
    return toConnectionType(new EventConnectionType(), connection, toEventType);
  }

  @Call(EVENTS_CALLS.registrationConnection)
  @Query(() => EventRegistrationConnectionType, {
    description: `An event's registrations a page at a time (at most 100), oldest first, with each one's answers, player and
 character: pass pageInfo.endCursor as after for the next page. Every filter given must hold. Staff only.`,
  })
  async registrationConnection(
    @Arg('eventId', () => ID, { description: "The event's id" }) eventId: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many registrations this page holds: 1 to 100, default 25' })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before; left out: the first page' })
    after: string | null,
    @Arg('state', () => RegistrationStateFilterEnum, { nullable: true, description: 'Only registrations standing so' })
    state: RegistrationStateFilter | null,
    @Arg('eventRole', () => String, { nullable: true, description: "Only registrations in this event role (the ruleset's code, e.g. npc)" })
    eventRole: string | null,
    @Arg('userId', () => ID, { nullable: true, description: "Only this player's registrations" }) userId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<EventRegistrationConnectionType> {
    const connection = await runCall(EVENTS_CALLS.registrationConnection, context, {
      eventId,
      first,
      after,
      state,
      eventRole,
      userId,
    });
    return toConnectionType(new EventRegistrationConnectionType(), connection, (row) => toRegistrationType(row.registration, row));
  }
}
