import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { eventIdParams as idParams, registrationInput, registrationReviewInput } from '../events/events-area.inputs';
import { presentRegistration } from '../events/events.presenter';


const present = (registration: EventRegistration) => presentRegistration(registration);

/** events §7 "Registrations". */
export const REGISTRATION_ROUTES: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/user/event_registrations',
    status: 201,
    body: registrationInput,
    call: ({ body, context, services }) => services.registrations.register(context, body),
    present,
  }),
  restRoute({
    method: 'GET',
    path: '/user/event_registrations/:id',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.get(context, params.id),
    present,
  }),
  restRoute({
    method: 'PATCH',
    path: '/user/event_registrations/:id',
    params: idParams,
    body: registrationInput,
    call: ({ body, params, context, services }) => services.registrations.update(context, params.id, body),
    present,
  }),
  restRoute({
    method: 'POST',
    path: '/user/event_registrations/:id/cancel',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.cancel(context, params.id),
    present,
  }),
  restRoute({
    method: 'POST',
    path: '/events/:id/event_registrations/confirm_registrations',
    access: 'admin',
    params: idParams,
    body: registrationReviewInput,
    call: ({ body, params, context, services }) => services.registrations.confirm(context, params.id, body),
    present: (registrations: EventRegistration[]) => registrations.map((registration) => presentRegistration(registration)),
  }),
];
