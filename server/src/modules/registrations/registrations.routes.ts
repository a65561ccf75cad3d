import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { object, restRoute, str, type RestRoute } from '../../rest/route-table';
import { presentRegistration } from '../events/events.presenter';
import type { RegistrationInput, RegistrationReview } from './registrations.service';

const idParams = object({ id: str });
const anyValue = {};
const registrationBody = object({ event: str, character: { type: ['string', 'null'] }, event_role: str, question_answers: { type: 'array' } });

const present = (registration: EventRegistration) => presentRegistration(registration);

/** events §7 "Registrations". */
export const REGISTRATION_ROUTES: RestRoute[] = [
  restRoute<RegistrationInput>({
    method: 'POST',
    path: '/user/event_registrations',
    status: 201,
    body: registrationBody,
    call: ({ body, context, services }) => services.registrations.register(context, body),
    present,
  }),
  restRoute<Record<string, never>, Record<string, never>, { id: string }>({
    method: 'GET',
    path: '/user/event_registrations/:id',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.get(context, params.id),
    present,
  }),
  restRoute<RegistrationInput, Record<string, never>, { id: string }>({
    method: 'PATCH',
    path: '/user/event_registrations/:id',
    params: idParams,
    body: registrationBody,
    call: ({ body, params, context, services }) => services.registrations.update(context, params.id, body),
    present,
  }),
  restRoute<Record<string, never>, Record<string, never>, { id: string }>({
    method: 'POST',
    path: '/user/event_registrations/:id/cancel',
    params: idParams,
    call: ({ params, context, services }) => services.registrations.cancel(context, params.id),
    present,
  }),
  restRoute<RegistrationReview, Record<string, never>, { id: string }>({
    method: 'POST',
    path: '/events/:id/event_registrations/confirm_registrations',
    params: idParams,
    body: object({ accept: anyValue, waitlist: anyValue, waitlist_messages: anyValue }),
    call: ({ body, params, context, services }) => services.registrations.confirm(context, params.id, body),
    present: (registrations: EventRegistration[]) => registrations.map((registration) => presentRegistration(registration)),
  }),
];
