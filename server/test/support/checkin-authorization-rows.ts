import type { Agent, Answer } from './http';
import type { Persona, PersonaUsers } from './personas';

/*
 * The check-in rows of the authorization table (test/authorization.test.ts): the player's own ticket;
 * staff and admins work the gate (batches, roster, keys, the list); annulling and resolving are
 * admins'. MISSING names nothing: a caller who passes the policy gets 404 (or 400 for a bad body).
 */
type Outcome = number | string;
interface Row {
  name: string;
  call(agent: Agent, users: PersonaUsers): Promise<Answer>;
  expect: Record<Persona, Outcome>;
}

const MISSING = 'aaaaaaaaaaaaaaaaaaaaaa19';
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
const rest = (method: 'GET' | 'POST', path: string, body?: unknown) => (agent: Agent) => agent.rest(method, path, body);
const aScan = { nonce: 'n1', device_id: 'gate-1', scanned_at: '2026-06-01T09:00:00Z', ticket: 'ZZZZZZZZ' };

export const CHECKIN_ENDPOINTS: Row[] = [
  {
    name: 'GET /api/v1/user/event_registrations/{id}/ticket (missing)',
    call: rest('GET', `/user/event_registrations/${MISSING}/ticket`),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/events/{id}/checkins (missing)',
    call: rest('POST', `/events/${MISSING}/checkins`, { checkins: [aScan] }),
    expect: staffUp(404, 401, 403),
  },
  { name: 'GET /api/v1/events/{id}/checkins (missing)', call: rest('GET', `/events/${MISSING}/checkins`), expect: staffUp(404, 401, 403) },
  {
    name: 'GET /api/v1/events/{id}/checkin/roster (missing)',
    call: rest('GET', `/events/${MISSING}/checkin/roster`),
    expect: staffUp(404, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/checkin/audit (missing)',
    call: rest('GET', `/events/${MISSING}/checkin/audit`),
    expect: staffUp(404, 401, 403),
  },
  { name: 'GET /api/v1/checkin/keys', call: rest('GET', '/checkin/keys'), expect: staffUp(200, 401, 403) },
  {
    name: 'POST /api/v1/events/{id}/checkins/{id}/annul (missing)',
    call: rest('POST', `/events/${MISSING}/checkins/${MISSING}/annul`, { reason: 'x' }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/checkin_conflicts/{id}/resolve (no reason)',
    call: rest('POST', `/events/${MISSING}/checkin_conflicts/${MISSING}/resolve`, {}),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'query registrationTicket (missing)',
    call: gql(`{ registrationTicket(registrationId: "${MISSING}") { code } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'query eventCheckins (missing)',
    call: gql(`{ eventCheckins(eventId: "${MISSING}") { checkins { id } } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query checkinDecisions (missing)',
    call: gql(`{ checkinDecisions(eventId: "${MISSING}") { id } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query checkinRoster (missing)',
    call: gql(`{ checkinRoster(eventId: "${MISSING}") { nextSince } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'query checkinKeys', call: gql('{ checkinKeys { keyId } }'), expect: staffUp('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  {
    name: 'mutation uploadCheckins (missing)',
    call: gql(
      `mutation { uploadCheckins(eventId: "${MISSING}", checkins: [{ nonce: "n1", deviceId: "gate-1", scannedAt: "2026-06-01T09:00:00Z", ticket: "ZZZZZZZZ" }]) { result } }`,
    ),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation annulCheckin (missing)',
    call: gql(`mutation { annulCheckin(eventId: "${MISSING}", checkinId: "${MISSING}", reason: "x") { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation resolveCheckinConflict (no reason)',
    call: gql(`mutation { resolveCheckinConflict(eventId: "${MISSING}", conflictId: "${MISSING}") { id } }`),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
];
