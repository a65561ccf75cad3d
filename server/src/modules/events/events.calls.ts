import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import type { EventChanges } from './event-form';
import type { IncludeSet } from './event-include';
import { defaultQuestionsInput, eventIdParams } from './events-area.inputs';
import { eventConnectionQuery, registrationConnectionQuery, type EventConnectionQuery } from './event-lists.inputs';
import { EVENT_POLICY } from './events.policy';
import type { EventListOptions, UploadedImage } from './events.service';
import type { EventView } from './event-views';
import type { PagedList } from '../../input/paging';

/** The event form as the service takes it: its fields and, from the multipart form only, its image. */
interface EventFormCommand {
  form: EventChanges;
  image: UploadedImage | null;
}

/** The calls of events: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const EVENTS_CALLS = defineCalls({
  events: defineCall({
    access: 'signedIn',
    scope: 'events:read',
    summary:
      "The events you may see, with the related rows and counts asked for in include=. Optionally a page at a time: with first, after, window, starts_from, starts_before or finalized (eventConnection's parameters) the answer is one page, its total and next cursor in `paging` and the next page's address in the Link header.",
    // the related rows: REST's include=, GraphQL's selection; REST's connection parameters: one page
    run: ({ context, services }, options: EventListOptions): Promise<PagedList<EventView>> =>
      options.paging
        ? services.eventLists.eventConnection(
            context,
            {
              ...options.paging,
              published: options.publishedOnly ? true : undefined,
              mine: options.mine,
            },
            options.includes,
          )
        : services.events.list(context, options),
  }),
  event: defineCall({
    access: 'signedIn',
    scope: 'events:read',
    params: eventIdParams,
    summary: 'One event, with the related rows and counts asked for in include=.',
    run: ({ context, services }, { id, includes, mine }: { id: string; includes: IncludeSet; mine: boolean }) =>
      services.events.get(context, id, includes, mine),
  }),
  deleteEvent: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    params: eventIdParams,
    summary: 'Deletes an event that is not finalized (a published one loses its registrations).',
    run: ({ context, services }, { id }) => services.events.delete(context, id),
  }),
  defaultRegistrationQuestions: defineCall({
    // only the event form (/staff/create_event, /staff/edit_event) and its default questions page read them: admins' screens
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:read',
    summary: 'The default registration questions, offered for selection in the event form (admins).',
    run: ({ context, services }) => services.questions.defaults(context, 'registration'),
  }),
  updateDefaultRegistrationQuestions: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    input: defaultQuestionsInput('default_registration_questions'),
    summary: 'Replaces the default registration questions (new ones without _id).',
    run: ({ context, services }, { questions }) => services.questions.replaceDefaults(context, 'registration', questions),
  }),
  // the event form is multipart (with its image) on REST: its parser is event-form.ts, on both transports
  createEvent: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    run: ({ context, services }, { form, image }: EventFormCommand) => services.events.create(context, form, image),
  }),
  updateEvent: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    params: eventIdParams,
    run: ({ context, services }, { id, form, image }: EventFormCommand & { id: string }) =>
      services.events.update(context, id, form, image),
  }),
  publishEvent: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    params: eventIdParams,
    run: ({ context, services }, { id }) => services.events.publish(context, id),
  }),
  defaultSurveyQuestions: defineCall({
    // only the event form (/staff/create_event, /staff/edit_event) and its default questions page read them: admins' screens
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:read',
    summary: 'The default survey questions, offered for selection in the event form (admins).',
    run: ({ context, services }) => services.questions.defaults(context, 'survey'),
  }),
  updateDefaultSurveyQuestions: defineCall({
    access: rule(EVENT_POLICY, 'manage'),
    scope: 'events:write',
    input: defaultQuestionsInput('default_survey_questions'),
    summary: 'Replaces the default survey questions (new ones without _id).',
    run: ({ context, services }, { questions }) => services.questions.replaceDefaults(context, 'survey', questions),
  }),
  eventImage: defineCall({
    access: 'public',
    scope: 'events:read',
    restOnly: 'an image file; GraphQL gives its URL (Event.eventImageUrl)',
    run: ({ services }, { filename }: { filename: string }) => services.events.image(filename),
  }),
  eventConnection: defineCall({
    access: 'signedIn',
    scope: 'events:read',
    input: eventConnectionQuery,
    summary:
      'The events a page at a time (keyset cursor, at most 100): upcoming soonest first, past newest first, or all newest first, by start date range, published and finalized, with the counts and rows asked for in include=.',
    // the counts and rows asked for: GraphQL's selection, REST's include=
    run: ({ context, services }, { query, includes }: { query: EventConnectionQuery; includes: IncludeSet }) =>
      services.eventLists.eventConnection(context, query, includes),
  }),
  // the registrations' list lives with the events' lists (the events area depends one way: registrations -> events)
  registrationConnection: defineCall({
    access: rule(EVENT_POLICY, 'viewAllRegistrations'),
    scope: 'registrations:read',
    input: registrationConnectionQuery,
    summary:
      "An event's registrations a page at a time (keyset cursor, at most 100), oldest first, by state, event role and player, with each one's player, character and answers.",
    run: ({ context, services }, query) => services.eventLists.registrationConnection(context, query),
  }),
});
