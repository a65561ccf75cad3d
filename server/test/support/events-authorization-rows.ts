import type { Agent, Answer } from './http';
import type { Persona, PersonaUsers } from './personas';
import { sendEventForm } from './events';

/*
 * The events area's rows of the authorization table (test/authorization.test.ts). MISSING names no
 * event, registration or survey: a caller who passes the policy gets 404 / 400 and nothing changes.
 * Staff open the attendance review and see survey counts; only admins create, edit, publish,
 * delete, review registrations and finalize.
 */
type Outcome = number | string;
interface Row {
  name: string;
  call(agent: Agent, users: PersonaUsers): Promise<Answer>;
  expect: Record<Persona, Outcome>;
}

const MISSING = 'aaaaaaaaaaaaaaaaaaaaaaab';
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
const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => (agent: Agent) =>
  agent.rest(method, path, body);

export const EVENT_ENDPOINTS: Row[] = [
  // ---- REST: events ----
  {
    name: 'GET /api/v1/events',
    call: rest('GET', '/events?include=event_registration_count,attendance_record_count'),
    expect: signedIn(200, 401),
  },
  {
    name: 'GET /api/v1/events (survey_response_count)',
    call: rest('GET', '/events?include=survey_response_count'),
    expect: staffUp(200, 401, 403),
  },
  {
    name: 'GET /api/v1/events/paged',
    call: rest('GET', '/events/paged?first=5&window=upcoming&include=event_registration_count'),
    expect: signedIn(200, 401),
  },
  {
    name: 'GET /api/v1/events/paged (survey_response_count)',
    call: rest('GET', '/events/paged?window=past&include=survey_response_count'),
    expect: staffUp(200, 401, 403),
  },
  {
    name: 'GET /api/v1/registrations/paged (missing event)',
    call: rest('GET', `/registrations/paged?event_id=${MISSING}&state=accepted`),
    expect: staffUp(404, 401, 403),
  },
  {
    name: 'query eventConnection',
    call: gql('{ eventConnection(first: 5, window: UPCOMING) { totalCount pageInfo { hasNextPage } nodes { id eventTitle } } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'query registrationConnection (missing event)',
    call: gql(`{ registrationConnection(eventId: "${MISSING}", state: ACCEPTED) { totalCount nodes { id } } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'GET /api/v1/events/{id} (missing)',
    call: rest('GET', `/events/${MISSING}?include=event_registrations.user`),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/events (multipart, empty form)',
    call: (a) => sendEventForm(a, 'POST', '/events', {}),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'PATCH /api/v1/events/{id} (multipart, missing)',
    call: (a) => sendEventForm(a, 'PATCH', `/events/${MISSING}`, { event_title: 'X' }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'PATCH /api/v1/events/{id} (publish, missing)',
    call: rest('PATCH', `/events/${MISSING}`, { event_published: true }),
    expect: adminOnly(404, 401, 403),
  },
  { name: 'DELETE /api/v1/events/{id} (missing)', call: rest('DELETE', `/events/${MISSING}`), expect: adminOnly(404, 401, 403) },
  { name: 'GET /api/v1/images/{filename} (missing)', call: rest('GET', `/images/${MISSING}.png`), expect: same(404) },
  // ---- REST: questions ----
  { name: 'GET /api/v1/default_registration_questions', call: rest('GET', '/default_registration_questions'), expect: signedIn(200, 401) },
  {
    name: 'PATCH /api/v1/default_registration_questions (no text)',
    call: rest('PATCH', '/default_registration_questions', { default_registration_questions: [{ question_text: '' }] }),
    expect: adminOnly(400, 401, 403),
  },
  { name: 'GET /api/v1/default_survey_questions', call: rest('GET', '/default_survey_questions'), expect: signedIn(200, 401) },
  {
    name: 'PATCH /api/v1/default_survey_questions (no text)',
    call: rest('PATCH', '/default_survey_questions', { default_survey_questions: [{ question_text: '' }] }),
    expect: adminOnly(400, 401, 403),
  },
  // ---- REST: registrations, surveys, finalize ----
  {
    name: 'POST /api/v1/user/event_registrations (empty)',
    call: rest('POST', '/user/event_registrations', {}),
    expect: signedIn(400, 401),
  },
  {
    name: 'GET /api/v1/user/event_registrations/{id} (missing)',
    call: rest('GET', `/user/event_registrations/${MISSING}`),
    expect: signedIn(404, 401),
  },
  {
    name: 'PATCH /api/v1/user/event_registrations/{id} (missing)',
    call: rest('PATCH', `/user/event_registrations/${MISSING}`, { event_role: 'pc' }),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/user/event_registrations/{id}/cancel (missing)',
    call: rest('POST', `/user/event_registrations/${MISSING}/cancel`),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/events/{id}/event_registrations/confirm_registrations (none)',
    call: rest('POST', `/events/${MISSING}/event_registrations/confirm_registrations`, {}),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/finalize (missing)',
    call: rest('POST', `/events/${MISSING}/finalize`, { attendance_records: {} }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/finalize/preview (missing)',
    call: rest('POST', `/events/${MISSING}/finalize/preview`, { attendance_records: {} }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/post_event_draft (missing)',
    call: rest('GET', `/events/${MISSING}/post_event_draft`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'PATCH /api/v1/events/{id}/post_event_draft (missing)',
    call: rest('PATCH', `/events/${MISSING}/post_event_draft`, { version: 0, records: [] }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/walk_ins (missing)',
    call: rest('GET', `/events/${MISSING}/walk_ins`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/walk_ins/{checkin}/account (missing)',
    call: rest('POST', `/events/${MISSING}/walk_ins/${MISSING}/account`, { user: MISSING }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/registration_answers.csv (missing)',
    call: rest('GET', `/events/${MISSING}/registration_answers.csv`),
    expect: staffUp(404, 401, 403),
  },
  { name: 'GET /api/v1/user/survey/{eventId} (missing)', call: rest('GET', `/user/survey/${MISSING}`), expect: signedIn(404, 401) },
  {
    name: 'POST /api/v1/user/survey/{eventId} (missing)',
    call: rest('POST', `/user/survey/${MISSING}`, { survey_answers: [] }),
    expect: signedIn(404, 401),
  },
  {
    name: 'PATCH /api/v1/user/survey/{eventId} (missing)',
    call: rest('PATCH', `/user/survey/${MISSING}`, { survey_answers: [] }),
    expect: signedIn(404, 401),
  },
  // ---- GraphQL ----
  { name: 'query events', call: gql('{ events { id eventRegistrationCount } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'query event (missing)', call: gql(`{ event(id: "${MISSING}") { id } }`), expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED') },
  {
    name: 'query attendanceReview (missing)',
    call: gql(`{ attendanceReview(eventId: "${MISSING}") { id } }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation createEvent (empty)',
    call: gql('mutation { createEvent(input: {}) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation updateEvent (missing)',
    call: gql(`mutation { updateEvent(id: "${MISSING}", input: {}) { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation publishEvent (missing)',
    call: gql(`mutation { publishEvent(id: "${MISSING}") { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation deleteEvent (missing)',
    call: gql(`mutation { deleteEvent(id: "${MISSING}") }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query defaultRegistrationQuestions/defaultSurveyQuestions',
    call: gql('{ defaultRegistrationQuestions { id } defaultSurveyQuestions { id } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateDefaultRegistrationQuestions (no text)',
    call: gql('mutation { updateDefaultRegistrationQuestions(questions: [{ questionText: "" }]) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation updateDefaultSurveyQuestions (no text)',
    call: gql('mutation { updateDefaultSurveyQuestions(questions: [{ questionText: "" }]) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query eventRegistration (missing)',
    call: gql(`{ eventRegistration(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation registerForEvent (empty)',
    call: gql('mutation { registerForEvent(input: {}) { id } }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateEventRegistration (missing)',
    call: gql(`mutation { updateEventRegistration(id: "${MISSING}", input: {}) { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation cancelEventRegistration (missing)',
    call: gql(`mutation { cancelEventRegistration(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation confirmRegistrations (none)',
    call: gql(`mutation { confirmRegistrations(eventId: "${MISSING}") { id } }`),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query surveyResponse (missing)',
    call: gql(`{ surveyResponse(eventId: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation submitSurveyResponse (missing)',
    call: gql(`mutation { submitSurveyResponse(eventId: "${MISSING}", answers: []) { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'query finalizePreview (missing)',
    call: gql(`{ finalizePreview(eventId: "${MISSING}", records: []) { userId } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query postEventDefaults (missing)',
    call: gql(`{ postEventDefaults(eventId: "${MISSING}") { userId } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query postEventDraft (missing)',
    call: gql(`{ postEventDraft(eventId: "${MISSING}") { version } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation savePostEventDraft (missing)',
    call: gql(`mutation { savePostEventDraft(eventId: "${MISSING}", version: 0, records: []) { version } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query postEventWalkIns (missing)',
    call: gql(`{ postEventWalkIns(eventId: "${MISSING}") { checkinId } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation attachWalkInAccount (missing)',
    call: gql(`mutation { attachWalkInAccount(eventId: "${MISSING}", checkinId: "${MISSING}", userId: "${MISSING}") { checkinId } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query registrationAnswersCsv (missing)',
    call: gql(`{ registrationAnswersCsv(eventId: "${MISSING}") }`),
    expect: staffUp('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation finalizeEvent (missing)',
    call: gql(`mutation { finalizeEvent(eventId: "${MISSING}", records: []) { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
];
