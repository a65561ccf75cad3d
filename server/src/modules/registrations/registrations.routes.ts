import { REGISTRATIONS_CALLS } from './registrations.calls';
import { z } from 'zod';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
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
    path: '/user/event_registrations',
    status: 201,
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.eventRegistration,
    method: 'GET',
    path: '/user/event_registrations/:id',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.updateEventRegistration,
    method: 'PATCH',
    path: '/user/event_registrations/:id',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.cancelEventRegistration,
    method: 'POST',
    path: '/user/event_registrations/:id/cancel',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.confirmRegistrations,
    method: 'POST',
    path: '/events/:id/event_registrations/confirm_registrations',
    response: z.array(registrationOutput),
    present: (registrations: EventRegistration[]) => registrations.map((registration) => presentRegistration(registration)),
  }),
  // Offers, the admin's waitlist order, the queue.
  restRoute({
    definition: REGISTRATIONS_CALLS.acceptOffer,
    method: 'POST',
    path: '/user/event_registrations/:id/accept_offer',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.declineOffer,
    method: 'POST',
    path: '/user/event_registrations/:id/decline_offer',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.updateRegistrationAdmin,
    method: 'PATCH',
    path: '/events/:id/event_registrations/:registrationId',
    response: registrationOutput,
    present,
  }),
  restRoute({
    definition: REGISTRATIONS_CALLS.waitlist,
    method: 'GET',
    path: '/events/:id/waitlist',
    response: z.array(queueOutput),
    present: (queues: WaitlistQueue[]) => queues.map(presentQueue),
  }),
];
