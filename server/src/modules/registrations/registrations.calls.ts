import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import {
  eventIdParams,
  registrationAdminInput,
  registrationAdminParams,
  registrationInput,
  registrationIdParams,
  registrationReviewInput,
} from '../events/events-area.inputs';
import { EVENT_POLICY } from '../events/events.policy';

/** The calls of registrations: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const REGISTRATIONS_CALLS = defineCalls({
  registerForEvent: defineCall({
    access: 'signedIn',
    scope: 'registrations:write',
    idempotent: true,
    input: registrationInput,
    summary: 'Registers you for an event as pc or npc, with a character and your answers.',
    run: ({ context, services }, command) => services.registrations.register(context, command),
  }),
  eventRegistration: defineCall({
    access: 'signedIn',
    scope: 'registrations:read',
    params: registrationIdParams,
    summary: 'One of your registrations.',
    run: ({ context, services }, { id }) => services.registrations.get(context, id),
  }),
  updateEventRegistration: defineCall({
    access: 'signedIn',
    scope: 'registrations:write',
    params: registrationIdParams,
    input: registrationInput,
    summary: 'Changes your registration: character, role or answers (until it is frozen).',
    run: ({ context, services }, command) => services.registrations.update(context, command.id, command),
  }),
  cancelEventRegistration: defineCall({
    access: 'signedIn',
    scope: 'registrations:write',
    params: registrationIdParams,
    summary: 'Cancels your registration (before the event starts).',
    run: ({ context, services }, { id }) => services.registrations.cancel(context, id),
  }),
  confirmRegistrations: defineCall({
    access: rule(EVENT_POLICY, 'reviewRegistrations'),
    scope: 'registrations:write',
    params: eventIdParams,
    input: registrationReviewInput,
    summary: 'Accepts or waitlists registrations of an event; a waitlisted one is sent its message.',
    run: ({ context, services }, command) => services.registrations.confirm(context, command.id, command),
  }),
  acceptOffer: defineCall({
    access: 'signedIn',
    scope: 'registrations:write',
    params: registrationIdParams,
    summary: 'Takes the place offered to your waitlisted registration.',
    run: ({ context, services }, { id }) => services.registrations.acceptOffer(context, id),
  }),
  declineOffer: defineCall({
    access: 'signedIn',
    scope: 'registrations:write',
    params: registrationIdParams,
    summary: 'Declines the place offered to your waitlisted registration.',
    run: ({ context, services }, { id }) => services.registrations.declineOffer(context, id),
  }),
  updateRegistrationAdmin: defineCall({
    access: rule(EVENT_POLICY, 'reviewRegistrations'),
    scope: 'registrations:write',
    params: registrationAdminParams,
    input: registrationAdminInput,
    summary: "Sets a registration's waitlist priority or staff note.",
    run: ({ context, services }, command) => services.registrations.adminUpdate(context, command.id, command.registrationId, command),
  }),
  waitlist: defineCall({
    access: rule(EVENT_POLICY, 'viewWaitlist'),
    scope: 'events:read',
    params: eventIdParams,
    summary: "An event's waitlist per role: places, offers and the line.",
    run: ({ context, services }, { id }) => services.registrations.queue(context, id),
  }),
});
