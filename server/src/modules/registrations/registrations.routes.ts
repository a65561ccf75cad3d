import { REGISTRATIONS_CALLS } from './registrations.calls';
import { z } from 'zod';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import {
  eventIdParams as idParams,
  registrationAdminInput,
  registrationAdminParams,
  registrationInput,
  registrationReviewInput,
} from '../events/events-area.inputs';
import { presentRegistration, registrationOutput } from '../events/events.presenter';
import type { WaitlistQueue } from './registrations.service';

/** The waitlist of one role as staff see it (the attendance review). */
export function presentQueue(queue: WaitlistQueue) {
  return {
    event_role: queue.role,
    capacity: queue.capacity,
    taken: queue.taken,
    places_left: queue.placesLeft,
    waitlist_mode: queue.mode,
    offers: queue.offers.map((registration) => presentRegistration(registration)),
    line: queue.line.map((registration) => presentRegistration(registration)),
  };
}

export const queueOutput = z.object({
  event_role: z.string(),
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  places_left: z.number().int().nullable(),
  waitlist_mode: z.string(),
  offers: z.array(registrationOutput),
  line: z.array(registrationOutput),
});

const present = (registration: EventRegistration) => presentRegistration(registration);

/** events §7 "Registrations". */
export const REGISTRATION_ROUTES: RestRoute[] = [
  restRoute({
    definition: REGISTRATIONS_CALLS.registerForEvent,
    method: 'POST',
    summary: 'Registers you for an event as pc or npc, with a character and your answers.',
    path: '/user/event_registrations',
    status: 201,
    body: registrationInput,
    call: ({ body, context, services }) => services.registrations.register(context, body),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.eventRegistration,
    method: 'GET',
    summary: 'One of your registrations.',
    path: '/user/event_registrations/:id',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.get(context, params.id),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.updateEventRegistration,
    method: 'PATCH',
    summary: 'Changes your registration: character, role or answers (until it is frozen).',
    path: '/user/event_registrations/:id',
    params: idParams,
    body: registrationInput,
    call: ({ body, params, context, services }) => services.registrations.update(context, params.id, body),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.cancelEventRegistration,
    method: 'POST',
    summary: 'Cancels your registration (before the event starts).',
    path: '/user/event_registrations/:id/cancel',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.cancel(context, params.id),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.confirmRegistrations,
    method: 'POST',
    summary: 'Accepts or waitlists registrations of an event; a waitlisted one is sent its message.',
    path: '/events/:id/event_registrations/confirm_registrations',
    params: idParams,
    body: registrationReviewInput,
    call: ({ body, params, context, services }) => services.registrations.confirm(context, params.id, body),
    response: z.array(registrationOutput),
    present: (registrations: EventRegistration[]) => registrations.map((registration) => presentRegistration(registration)),
  }),
  // Offers, the admin's waitlist order, the queue.
  restRoute({
    definition: REGISTRATIONS_CALLS.acceptOffer,
    method: 'POST',
    summary: 'Takes the place offered to your waitlisted registration.',
    path: '/user/event_registrations/:id/accept_offer',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.acceptOffer(context, params.id),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.declineOffer,
    method: 'POST',
    summary: 'Declines the place offered to your waitlisted registration.',
    path: '/user/event_registrations/:id/decline_offer',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.declineOffer(context, params.id),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.updateRegistrationAdmin,
    method: 'PATCH',
    summary: "Sets a registration's waitlist priority or staff note.",
    path: '/events/:id/event_registrations/:registrationId',
    params: registrationAdminParams,
    body: registrationAdminInput,
    call: ({ body, params, context, services }) => services.registrations.adminUpdate(context, params.id, params.registrationId, body),
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.waitlist,
    method: 'GET',
    summary: "An event's waitlist per role: places, offers and the line.",
    path: '/events/:id/waitlist',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.queue(context, params.id),
    response: z.array(queueOutput),
    present: (queues: WaitlistQueue[]) => queues.map(presentQueue),
  }),
];
