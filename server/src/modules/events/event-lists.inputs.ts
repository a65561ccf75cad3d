import { z } from 'zod';
import { REGISTRATION_STATES } from '../../db/entities/event-registration.entity';
import { query } from '../../input/contract';
import { LIMITS, id, oneOf, queryChoice, queryFlag, text } from '../../input/fields';
import { pageRequest, pagingFields, queryDate, type PageRequest } from '../../input/paging';

/*
 * The events and registrations as keyset connections (input/paging.ts), one contract for REST
 * (GET /events/paged, /registrations/paged: numbers, flags and dates arrive as text) and GraphQL
 * (eventConnection, registrationConnection). Each order ends with the id, so ties keep one order
 * and a page starts exactly after its cursor.
 */

/** Which events: those not over yet (soonest first), those over (newest first), or all (newest first). */
export const EVENT_WINDOWS = ['upcoming', 'past', 'all'] as const;
export type EventWindow = (typeof EVENT_WINDOWS)[number];

export interface EventConnectionQuery {
  page: PageRequest;
  window: EventWindow;
  startsFrom?: Date;
  startsBefore?: Date;
  published?: boolean;
  finalized?: boolean;
  mine: boolean;
  /** REST's include= names (GraphQL reads them from the selection) */
  include?: string;
}

/** The order a window lists events in: upcoming ascending by start, the others descending. */
export const eventWindowDescending = (window: EventWindow) => window !== 'upcoming';

/** The connection's page and window parameters: eventConnection's, and GET /events' when it pages. */
const eventPageFields = {
  ...pagingFields,
  window: oneOf(EVENT_WINDOWS).nullable().optional(),
  starts_from: queryDate(),
  starts_before: queryDate(),
  finalized: queryChoice(),
};

/** GET /events with the connection's parameters: one page of a window, the list's own filters kept. */
export interface EventListPage {
  page: PageRequest;
  window: EventWindow;
  startsFrom?: Date;
  startsBefore?: Date;
  finalized?: boolean;
}

type EventPageInput = z.output<z.ZodObject<typeof eventPageFields>>;

/** The typed page of eventPageFields as parsed (the cursor is named for its window's order). */
function toEventPage(input: EventPageInput, ctx: z.RefinementCtx): EventListPage {
  return {
    page: pageRequest(input, { name: `events.${input.window ?? 'all'}`, arity: 2 }, ctx),
    window: input.window ?? 'all',
    startsFrom: input.starts_from ?? undefined,
    startsBefore: input.starts_before ?? undefined,
    finalized: input.finalized,
  };
}

export const eventConnectionQuery = query({
  ...eventPageFields,
  published: queryChoice(),
  mine: queryFlag(),
  include: text(LIMITS.queryText).nullable().optional(),
}).transform((input, ctx): EventConnectionQuery => ({
  ...toEventPage(input, ctx),
  published: input.published,
  mine: input.mine,
  include: input.include ?? undefined,
}));

/**
 * GET /events: the spec's include=, user=me and event_published=true, and optionally the
 * connection's first, after, window, starts_from, starts_before and finalized (the same contract as
 * GET /events/paged and eventConnection). With none of those the list answers every event, as
 * events §7 documents; with any, one page (`paging` null: the whole list).
 */
export const eventListPageQuery = query({
  include: text(LIMITS.queryText).optional(),
  user: text(LIMITS.label).optional(),
  event_published: text(LIMITS.label).optional(),
  ...eventPageFields,
}).transform((input, ctx) => ({
  include: input.include,
  user: input.user,
  event_published: input.event_published,
  paging: Object.keys(eventPageFields).some((name) => input[name as keyof EventPageInput] != null) ? toEventPage(input, ctx) : null,
}));

/** A registration's state as the list filters it: the three stored ones, or not decided yet. */
export const REGISTRATION_STATE_FILTERS = [...REGISTRATION_STATES, 'unreviewed'] as const;
export type RegistrationStateFilter = (typeof REGISTRATION_STATE_FILTERS)[number];

export interface RegistrationConnectionQuery {
  page: PageRequest;
  eventId: string;
  state?: RegistrationStateFilter;
  eventRole?: string;
  userId?: string;
}

export const registrationConnectionQuery = query({
  ...pagingFields,
  event_id: id(),
  state: oneOf(REGISTRATION_STATE_FILTERS).nullable().optional(),
  event_role: text(LIMITS.label).nullable().optional(),
  user_id: text(LIMITS.token).nullable().optional(),
}).transform((input, ctx): RegistrationConnectionQuery => ({
  page: pageRequest(input, { name: 'registrations.registered', arity: 2 }, ctx),
  eventId: input.event_id,
  state: input.state ?? undefined,
  eventRole: input.event_role || undefined,
  userId: input.user_id || undefined,
}));
