import type { Agent, Answer } from './http';
import type { Persona, PersonaUsers } from './personas';

/*
 * The waitlist and notification rows of the authorization table (test/authorization.test.ts): offers (own registrations
 * only), the admin's waitlist order, the staff view of the line, notification settings, and the
 * one-click unsubscribe (anyone with a token; a forged one is 404), and the admins' mail outbox
 * (undelivered mail and "Send again"), and the admins' messages to participants.
 */
type Outcome = number | string;
interface Row {
  name: string;
  call(agent: Agent, users: PersonaUsers): Promise<Answer>;
  expect: Record<Persona, Outcome>;
}

const MISSING = 'aaaaaaaaaaaaaaaaaaaaaaac';
const same = (o: Outcome) => ({ anonymous: o, unverified: o, player: o, staff: o, admin: o });
const signedIn = (ok: Outcome, anonymous: Outcome) => ({ anonymous, unverified: anonymous, player: ok, staff: ok, admin: ok });
const staffUp = (ok: Outcome, anonymous: Outcome, forbidden: Outcome) => ({
  anonymous,
  unverified: anonymous,
  player: forbidden,
  staff: ok,
  admin: ok,
});
const adminOnly = (ok: Outcome, anonymous: Outcome, forbidden: Outcome) => ({
  anonymous,
  unverified: anonymous,
  player: forbidden,
  staff: forbidden,
  admin: ok,
});
const gql = (query: string) => (agent: Agent) => agent.graphql(query);
const rest = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => (agent: Agent) => agent.rest(method, path, body);

export const WAITLIST_ENDPOINTS: Row[] = [
  {
    name: 'POST /api/v1/user/event_registrations/{id}/accept_offer (missing)',
    call: rest('POST', `/user/event_registrations/${MISSING}/accept_offer`),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/user/event_registrations/{id}/decline_offer (missing)',
    call: rest('POST', `/user/event_registrations/${MISSING}/decline_offer`),
    expect: signedIn(404, 401),
  },
  {
    name: 'PATCH /api/v1/events/{id}/event_registrations/{id} (missing)',
    call: rest('PATCH', `/events/${MISSING}/event_registrations/${MISSING}`, { waitlist_priority: 1 }),
    expect: adminOnly(404, 401, 403),
  },
  { name: 'GET /api/v1/events/{id}/waitlist (missing)', call: rest('GET', `/events/${MISSING}/waitlist`), expect: staffUp(404, 401, 403) },
  { name: 'GET /api/v1/user/notification_settings', call: rest('GET', '/user/notification_settings'), expect: signedIn(200, 401) },
  {
    name: 'PATCH /api/v1/user/notification_settings (bad)',
    call: rest('PATCH', '/user/notification_settings', { reminder_mails: 'no' }),
    expect: signedIn(400, 401),
  },
  {
    name: 'POST /api/v1/unsubscribe/{token} (forged)',
    call: (a) =>
      a.request('POST', `/api/v1/unsubscribe/${'x'.repeat(43)}`, {
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    expect: same(404),
  },
  { name: 'GET /api/v1/mail_outbox', call: rest('GET', '/mail_outbox'), expect: adminOnly(200, 401, 403) },
  {
    name: 'POST /api/v1/mail_outbox/{id}/send_again (missing)',
    call: rest('POST', `/mail_outbox/${MISSING}/send_again`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'mutation acceptOffer (missing)',
    call: gql(`mutation { acceptOffer(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation declineOffer (missing)',
    call: gql(`mutation { declineOffer(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateRegistrationAdmin (missing)',
    call: gql(`mutation { updateRegistrationAdmin(eventId: "${MISSING}", registrationId: "${MISSING}", waitlistPriority: 1) { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query waitlist (missing)',
    call: gql(`{ waitlist(eventId: "${MISSING}") { eventRole } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query notificationSettings',
    call: gql('{ notificationSettings { reminderMails } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateNotificationSettings',
    call: gql('mutation { updateNotificationSettings { reminderMails } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'query mailOutbox',
    call: gql('{ mailOutbox { id to subject state createdAt } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation sendMailAgain (missing)',
    call: gql(`mutation { sendMailAgain(id: "${MISSING}") { message } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'POST /api/v1/messages/preview (missing event)',
    call: rest('POST', '/messages/preview', { event: MISSING, audience: 'accepted' }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/messages (missing event)',
    call: rest('POST', '/messages', { event: MISSING, audience: 'accepted', subject: 'S', body: 'B', send_key: 'authorization-row' }),
    expect: adminOnly(404, 401, 403),
  },
  { name: 'GET /api/v1/messages', call: rest('GET', '/messages'), expect: adminOnly(200, 401, 403) },
  {
    name: 'query previewParticipantMessage (missing event)',
    call: gql(`{ previewParticipantMessage(input: { eventId: "${MISSING}", audience: "accepted" }) { recipientCount } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation sendParticipantMessage (missing event)',
    call: gql(
      `mutation { sendParticipantMessage(input: { eventId: "${MISSING}", audience: "accepted", subject: "S", body: "B" }, sendKey: "authorization-row") { id } }`,
    ),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query participantMessages',
    call: gql('{ participantMessages { id } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
];
