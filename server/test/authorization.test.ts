import type { Answer, Agent } from './support/http';
import { startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, PERSONAS, type Persona, type PersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';
import { EVENT_ENDPOINTS } from './support/events-authorization-rows';
import { WAITLIST_ENDPOINTS } from './support/notifications-authorization-rows';
import { CHECKIN_ENDPOINTS } from './support/checkin-authorization-rows';
import { buildAppSchema } from '../src/graphql/schema';
import { rootFieldCalls } from '../src/graphql/call-field';

/**
 * Every endpoint x every persona -> the expected answer. REST rows expect an HTTP status; GraphQL
 * rows expect 'ok' or the error's extensions.code. Bodies are chosen so that a caller who passes
 * the policy gets a validation answer (400 / BAD_USER_INPUT) rather than changing anything.
 * Later issues add their rows to ENDPOINTS.
 */
/** an HTTP status, 'ok', or a GraphQL error code */
type Outcome = number | string;
interface Row {
  name: string;
  call(agent: Agent, users: PersonaUsers): Promise<Answer>;
  expect: Record<Persona, Outcome>;
}

const same = (outcome: Outcome): Record<Persona, Outcome> => ({
  anonymous: outcome,
  unverified: outcome,
  player: outcome,
  staff: outcome,
  admin: outcome,
});
const signedIn = (ok: Outcome, anonymous: Outcome): Record<Persona, Outcome> => ({
  anonymous,
  unverified: anonymous,
  player: ok,
  staff: ok,
  admin: ok,
});
const staffOnly = (ok: Outcome, anonymous: Outcome, forbidden: Outcome): Record<Persona, Outcome> => ({
  anonymous,
  unverified: anonymous,
  player: forbidden,
  staff: ok,
  admin: ok,
});
const adminOnly = (ok: Outcome, anonymous: Outcome, forbidden: Outcome): Record<Persona, Outcome> => ({
  anonymous,
  unverified: anonymous,
  player: forbidden,
  staff: forbidden,
  admin: ok,
});

/** A new address per call, so the per-account rate limits never decide a row. */
let nobodyCounter = 0;
const nobody = () => `nobody-${++nobodyCounter}@example.org`;

/** an id no character has */
const MISSING = 'f'.repeat(24);

const gql =
  (query: string, variables: Record<string, unknown> = {}) =>
  (agent: Agent) =>
    agent.graphql(query, variables);

export const ENDPOINTS: Row[] = [
  // ---- REST: public account calls (anyone may call them; the body decides) ----
  { name: 'POST /api/v1/signup (incomplete body)', call: (a) => a.rest('POST', '/signup', {}), expect: same(400) },
  { name: 'POST /api/v1/login (empty)', call: (a) => a.rest('POST', '/login', {}), expect: same(400) },
  { name: 'POST /api/v1/resend_verification', call: (a) => a.rest('POST', '/resend_verification', { email: nobody() }), expect: same(200) },
  { name: 'PATCH /api/v1/verify/{token} (forged)', call: (a) => a.rest('PATCH', `/verify/${'x'.repeat(43)}`, {}), expect: same(400) },
  { name: 'POST /api/v1/forgot_password', call: (a) => a.rest('POST', '/forgot_password', { email: nobody() }), expect: same(200) },
  {
    name: 'PATCH /api/v1/reset_password/{token} (forged)',
    call: (a) =>
      a.rest('PATCH', `/reset_password/${'x'.repeat(43)}`, { password: 'a long passphrase', password_confirm: 'a long passphrase' }),
    expect: same(400),
  },
  { name: 'POST /api/v1/logout', call: (a) => a.rest('POST', '/logout'), expect: same(200) },
  // ---- REST: signed-in calls ----
  { name: 'GET /api/v1/user', call: (a) => a.rest('GET', '/user'), expect: signedIn(200, 401) },
  // Anyone may ask what they may do (signed out: nothing)
  { name: 'GET /api/v1/viewer', call: (a) => a.rest('GET', '/viewer'), expect: same(200) },
  { name: 'GET /api/v1/user/roles', call: (a) => a.rest('GET', '/user/roles'), expect: signedIn(200, 401) },
  {
    name: 'PATCH /api/v1/user/update_password (empty)',
    call: (a) => a.rest('PATCH', '/user/update_password', {}),
    expect: signedIn(400, 401),
  },
  // ---- REST: admin calls ----
  { name: 'GET /api/v1/users', call: (a) => a.rest('GET', '/users'), expect: adminOnly(200, 401, 403) },
  { name: 'GET /api/v1/users/rows', call: (a) => a.rest('GET', '/users/rows?per_page=10'), expect: adminOnly(200, 401, 403) },
  { name: 'GET /api/v1/characters/rows', call: (a) => a.rest('GET', '/characters/rows?search=x'), expect: adminOnly(200, 401, 403) },
  { name: 'GET /api/v1/users/paged', call: (a) => a.rest('GET', '/users/paged?first=10&role=staff'), expect: adminOnly(200, 401, 403) },
  {
    name: 'GET /api/v1/characters/paged',
    call: (a) => a.rest('GET', '/characters/paged?first=10&committed=true'),
    expect: adminOnly(200, 401, 403),
  },
  {
    name: 'GET /api/v1/characters/xp_ledger/paged (missing character)',
    call: (a) => a.rest('GET', '/characters/xp_ledger/paged?character_id=aaaaaaaaaaaaaaaaaaaaaaab&created_from=2026-01-01'),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/users/shard_ledger/paged (missing user)',
    call: (a) => a.rest('GET', '/users/shard_ledger/paged?user_id=aaaaaaaaaaaaaaaaaaaaaaab&kind=grant'),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/users/roles (no users)',
    call: (a) => a.rest('POST', '/users/roles', { users: {} }),
    expect: adminOnly(400, 401, 403),
  },
  // ---- REST: game data and the player's characters; MISSING is nobody's character ----
  { name: 'GET /api/v1/game_data', call: (a) => a.rest('GET', '/game_data'), expect: signedIn(200, 401) },
  // Anyone signed in reads the ruleset in force; the rest is for admins
  { name: 'GET /api/v1/ruleset', call: (a) => a.rest('GET', '/ruleset'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/ruleset/versions', call: (a) => a.rest('GET', '/ruleset/versions'), expect: adminOnly(200, 401, 403) },
  {
    name: 'GET /api/v1/ruleset/versions/{number} (missing)',
    call: (a) => a.rest('GET', '/ruleset/versions/999'),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/ruleset/drafts (invalid)',
    call: (a) => a.rest('POST', '/ruleset/drafts', { name: '' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/ruleset/drafts/{id} (missing)',
    call: (a) => a.rest('GET', `/ruleset/drafts/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  { name: 'GET /api/v1/ruleset/drafts', call: (a) => a.rest('GET', '/ruleset/drafts'), expect: adminOnly(200, 401, 403) },
  {
    name: 'GET /api/v1/ruleset/drafts/{id}/ruleset (missing)',
    call: (a) => a.rest('GET', `/ruleset/drafts/${MISSING}/ruleset`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/ruleset/drafts/{id}/objects (missing)',
    call: (a) => a.rest('POST', `/ruleset/drafts/${MISSING}/objects`, { kind: 'general', version: 1, value: null }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'DELETE /api/v1/ruleset/drafts/{id} (missing)',
    call: (a) => a.rest('DELETE', `/ruleset/drafts/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/ruleset/drafts/{id}/impact (missing)',
    call: (a) => a.rest('GET', `/ruleset/drafts/${MISSING}/impact`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/ruleset/drafts/{id}/impact.csv (missing)',
    call: (a) => a.rest('GET', `/ruleset/drafts/${MISSING}/impact.csv`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/ruleset/drafts/{id}/publish (missing)',
    call: (a) => a.rest('POST', `/ruleset/drafts/${MISSING}/publish`, { policy: 'refund' }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/characters/{id}/ruleset_notices (missing)',
    call: (a) => a.rest('GET', `/characters/${MISSING}/ruleset_notices`),
    expect: signedIn(404, 401),
  },
  { name: 'query ruleset', call: gql('{ ruleset }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'query rulesetVersionInForce', call: gql('{ rulesetVersionInForce }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'query rulesetVersions', call: gql('{ rulesetVersions { number } }'), expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  {
    name: 'query rulesetVersion (missing)',
    call: gql('{ rulesetVersion(number: 999) }'),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation createRulesetDraft (invalid)',
    call: gql('mutation { createRulesetDraft(ruleset: {}) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query rulesetDraft (missing)',
    call: gql(`{ rulesetDraft(id: "${MISSING}") { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'query rulesetDrafts', call: gql('{ rulesetDrafts { id } }'), expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  {
    name: 'query rulesetDraftJson (missing)',
    call: gql(`{ rulesetDraftJson(id: "${MISSING}") }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation saveRulesetObject (missing)',
    call: gql(`mutation { saveRulesetObject(draftId: "${MISSING}", kind: "general", key: "", version: 1, value: null) { version } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation discardRulesetDraft (missing)',
    call: gql(`mutation { discardRulesetDraft(id: "${MISSING}") }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query rulesetImpact (missing)',
    call: gql(`{ rulesetImpact(draftId: "${MISSING}") { counts { affected } } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation publishRulesetDraft (missing)',
    call: gql(`mutation { publishRulesetDraft(draftId: "${MISSING}", policy: REFUND) { number } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query characterRulesetNotices (missing)',
    call: gql(`{ characterRulesetNotices(characterId: "${MISSING}") { version } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  { name: 'GET /api/v1/skills', call: (a) => a.rest('GET', '/skills'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/races', call: (a) => a.rest('GET', '/races'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/transformations', call: (a) => a.rest('GET', '/transformations'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/event_role_types', call: (a) => a.rest('GET', '/event_role_types'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/character_classes', call: (a) => a.rest('GET', '/character_classes'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/user/characters', call: (a) => a.rest('GET', '/user/characters'), expect: signedIn(200, 401) },
  {
    name: 'GET /api/v1/user/characters/{id} (not theirs)',
    call: (a) => a.rest('GET', `/user/characters/${MISSING}`),
    expect: signedIn(404, 401),
  },
  { name: 'POST /api/v1/user/characters (empty)', call: (a) => a.rest('POST', '/user/characters', {}), expect: signedIn(400, 401) },
  {
    name: 'PATCH /api/v1/user/characters/{id} (not theirs)',
    call: (a) => a.rest('PATCH', `/user/characters/${MISSING}`, { character_name: 'X' }),
    expect: signedIn(404, 401),
  },
  {
    name: 'DELETE /api/v1/user/characters/{id} (not theirs)',
    call: (a) => a.rest('DELETE', `/user/characters/${MISSING}`),
    expect: signedIn(404, 401),
  },
  {
    name: 'PATCH /api/v1/user/characters/{id}/build (no build)',
    call: (a) => a.rest('PATCH', `/user/characters/${MISSING}/build`, {}),
    expect: signedIn(400, 401),
  },
  {
    name: 'POST /api/v1/user/characters/{id}/build (not theirs)',
    call: (a) => a.rest('POST', `/user/characters/${MISSING}/build`, { character_build: { character_skills: [] }, commit: true }),
    expect: signedIn(404, 401),
  },
  { name: 'GET /api/v1/user/shards', call: (a) => a.rest('GET', '/user/shards'), expect: signedIn(200, 401) },
  {
    name: 'POST /api/v1/user/shards/spend (no purchase)',
    call: (a) => a.rest('POST', '/user/shards/spend', {}),
    expect: signedIn(400, 401),
  },
  { name: 'GET /api/v1/user/api_tokens', call: (a) => a.rest('GET', '/user/api_tokens'), expect: signedIn(200, 401) },
  {
    name: 'POST /api/v1/user/api_tokens (no scopes)',
    call: (a) => a.rest('POST', '/user/api_tokens', { name: 'n', scopes: [], expires_in_days: 1 }),
    expect: signedIn(400, 401),
  },
  {
    name: 'DELETE /api/v1/user/api_tokens/{id} (not theirs)',
    call: (a) => a.rest('DELETE', `/user/api_tokens/${MISSING}`),
    expect: signedIn(404, 401),
  },
  { name: 'query apiTokens', call: gql('{ apiTokens { tokens { id state } scopes } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  {
    name: 'mutation createApiToken (no scopes)',
    call: gql('mutation { createApiToken(input: { name: "n", scopes: [], expiresInDays: 1 }) { token } }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation revokeApiToken (not theirs)',
    call: gql(`mutation { revokeApiToken(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  { name: 'GET /api/v1/saved_queries', call: (a) => a.rest('GET', '/saved_queries'), expect: staffOnly(200, 401, 403) },
  {
    name: 'POST /api/v1/saved_queries (no name)',
    call: (a) => a.rest('POST', '/saved_queries', { name: ' ', query: '{ users { id } }' }),
    expect: staffOnly(400, 401, 403),
  },
  {
    name: 'DELETE /api/v1/saved_queries/{id} (missing)',
    call: (a) => a.rest('DELETE', `/saved_queries/${MISSING}`),
    expect: staffOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/exports/events/{id}/registrations.csv (missing event)',
    call: (a) => a.rest('GET', `/exports/events/${MISSING}/registrations.csv`),
    expect: staffOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/exports/events/{id}/attendance.csv (missing event)',
    call: (a) => a.rest('GET', `/exports/events/${MISSING}/attendance.csv`),
    expect: staffOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/exports/events/{id}/survey_responses.csv (missing event)',
    call: (a) => a.rest('GET', `/exports/events/${MISSING}/survey_responses.csv`),
    expect: staffOnly(404, 401, 403),
  },
  { name: 'GET /api/v1/exports/characters.csv', call: (a) => a.rest('GET', '/exports/characters.csv'), expect: adminOnly(200, 401, 403) },
  { name: 'GET /api/v1/user/calendar', call: (a) => a.rest('GET', '/user/calendar'), expect: signedIn(200, 401) },
  { name: 'POST /api/v1/user/calendar/reset', call: (a) => a.rest('POST', '/user/calendar/reset'), expect: signedIn(200, 401) },
  {
    name: 'GET /api/v1/calendar/{file} (unknown address)',
    call: (a) => a.rest('GET', '/calendar/abcdefghijklmnopqrstuvwxyz.ics'),
    expect: same(404),
  },
  { name: 'query calendarFeed', call: gql('{ calendarFeed { hasFeed createdAt } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'mutation resetCalendarFeed', call: gql('mutation { resetCalendarFeed }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  // fees and payments: staff see what is owed and take cash, admins manage; players read their own
  { name: 'GET /api/v1/payment_settings', call: (a) => a.rest('GET', '/payment_settings'), expect: signedIn(200, 401) },
  {
    name: 'PUT /api/v1/payment_settings (invalid)',
    call: (a) => a.rest('PUT', '/payment_settings', { currency: 'nope' }),
    expect: adminOnly(400, 401, 403),
  },
  { name: 'GET /api/v1/events/{id}/fees (missing)', call: (a) => a.rest('GET', `/events/${MISSING}/fees`), expect: signedIn(404, 401) },
  {
    name: 'PUT /api/v1/events/{id}/fees (invalid)',
    call: (a) => a.rest('PUT', `/events/${MISSING}/fees`, { due_on: 'never' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/payments (missing)',
    call: (a) => a.rest('GET', `/events/${MISSING}/payments`),
    expect: staffOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/payments/cash (invalid)',
    call: (a) => a.rest('POST', `/events/${MISSING}/payments/cash`, { registration_ids: 'all' }),
    expect: staffOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/registrations/{id}/payments (missing)',
    call: (a) => a.rest('GET', `/registrations/${MISSING}/payments`),
    expect: signedIn(404, 401),
  },
  {
    name: 'POST /api/v1/registrations/{id}/payments (invalid)',
    call: (a) => a.rest('POST', `/registrations/${MISSING}/payments`, { kind: 'gift' }),
    expect: staffOnly(400, 401, 403),
  },
  {
    name: 'PUT /api/v1/registrations/{id}/price (invalid)',
    call: (a) => a.rest('PUT', `/registrations/${MISSING}/price`, { price: -1 }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/events/{id}/payment_reminders (missing)',
    call: (a) => a.rest('GET', `/events/${MISSING}/payment_reminders`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/events/{id}/payment_reminders (missing)',
    call: (a) => a.rest('POST', `/events/${MISSING}/payment_reminders`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'POST /api/v1/bank_statements (invalid)',
    call: (a) => a.rest('POST', '/bank_statements', { format: 'pdf', content: '' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'POST /api/v1/bank_statements/lines (invalid)',
    call: (a) => a.rest('POST', '/bank_statements/lines', {}),
    expect: adminOnly(400, 401, 403),
  },
  { name: 'query paymentSettings', call: gql('{ paymentSettings { currency } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  {
    name: 'mutation updatePaymentSettings (invalid)',
    call: gql('mutation { updatePaymentSettings(input: { currency: "nope" }) { currency } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query eventFees (missing)',
    call: gql(`{ eventFees(eventId: "${MISSING}") { dueOn } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation setEventFees (invalid)',
    call: gql(`mutation { setEventFees(eventId: "${MISSING}", input: { dueOn: "never", refundPolicy: "full", fees: [] }) { dueOn } }`),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query eventPayments (missing)',
    call: gql(`{ eventPayments(eventId: "${MISSING}") { registrationId } }`),
    expect: staffOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation markPaidCash (invalid)',
    call: gql(`mutation { markPaidCash(eventId: "${MISSING}", registrationIds: []) { registrationId } }`),
    expect: staffOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query registrationPayments (missing)',
    call: gql(`{ registrationPayments(registrationId: "${MISSING}") { owed } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation recordPayment (invalid)',
    call: gql(`mutation { recordPayment(registrationId: "${MISSING}", input: { kind: "gift", amount: 1, method: "cash" }) { owed } }`),
    expect: staffOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation repriceRegistration (invalid)',
    call: gql(`mutation { repriceRegistration(registrationId: "${MISSING}", price: -1, reason: "") { owed } }`),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query paymentReminderPreview (missing)',
    call: gql(`{ paymentReminderPreview(eventId: "${MISSING}") { count } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation remindUnpaid (missing)',
    call: gql(`mutation { remindUnpaid(eventId: "${MISSING}") { count } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation importBankStatement (invalid)',
    call: gql('mutation { importBankStatement(input: { format: "pdf", content: "" }) { bankLineKey } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation applyBankLine (invalid)',
    call: gql('mutation { applyBankLine(input: { bankLineKey: "", registrationId: "", amount: 0 }) { bankLineKey } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'query webhooks', call: gql('{ webhooks { id url } }'), expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  {
    name: 'mutation createWebhook (no events)',
    call: gql('mutation { createWebhook(input: { url: "https://example.org/hook", events: [] }) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation setWebhookActive (missing)',
    call: gql(`mutation { setWebhookActive(id: "${MISSING}", active: false) { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation deleteWebhook (missing)',
    call: gql(`mutation { deleteWebhook(id: "${MISSING}") }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query webhookDeliveries (missing)',
    call: gql(`{ webhookDeliveries(webhookId: "${MISSING}") { id } }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  // ---- the community's own settings: anyone reads them, admins change them ----
  { name: 'GET /api/v1/site_settings', call: (a) => a.rest('GET', '/site_settings'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/privacy_statement', call: (a) => a.rest('GET', '/privacy_statement'), expect: same(200) },
  { name: 'query privacyStatement', call: gql('{ privacyStatement { text isDefault } }'), expect: same('ok') },
  {
    name: 'PUT /api/v1/privacy_statement (not text)',
    call: (a) => a.rest('PUT', '/privacy_statement', { text: 5 }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'mutation updatePrivacyStatement (too long)',
    call: gql('mutation($text: String!) { updatePrivacyStatement(text: $text) { isDefault } }', { text: 'x'.repeat(15_001) }),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'GET /api/v1/site_look', call: (a) => a.rest('GET', '/site_look'), expect: same(200) },
  { name: 'query siteLook', call: gql('{ siteLook { communityName accentColor } }'), expect: same('ok') },
  {
    name: 'PATCH /api/v1/site_look (an accent too light)',
    call: (a) => a.rest('PATCH', '/site_look', { accent_color: '#ffcc00' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'PUT /api/v1/site_logo (no file)',
    call: (a) => a.rest('PUT', '/site_logo', {}),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'mutation updateSiteLook (an accent too light)',
    call: gql('mutation { updateSiteLook(input: { accentColor: "#ffcc00" }) { accentColor } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'GET /api/v1/webhooks', call: (a) => a.rest('GET', '/webhooks'), expect: adminOnly(200, 401, 403) },
  {
    name: 'POST /api/v1/webhooks (no events)',
    call: (a) => a.rest('POST', '/webhooks', { url: 'https://example.org/hook', events: [] }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'PATCH /api/v1/webhooks/{id} (missing)',
    call: (a) => a.rest('PATCH', `/webhooks/${MISSING}`, { active: false }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'DELETE /api/v1/webhooks/{id} (missing)',
    call: (a) => a.rest('DELETE', `/webhooks/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'GET /api/v1/webhooks/{id}/deliveries (missing)',
    call: (a) => a.rest('GET', `/webhooks/${MISSING}/deliveries`),
    expect: adminOnly(404, 401, 403),
  },
  // ---- REST: admin character tools (bodies that pass the policy get 400 or 404, never a change) ----
  {
    name: 'GET /api/v1/characters',
    call: (a) => a.rest('GET', '/characters?attributes=character_xp_total'),
    expect: adminOnly(200, 401, 403),
  },
  {
    name: 'GET /api/v1/characters/secret_options',
    call: (a) => a.rest('GET', '/characters/secret_options'),
    expect: adminOnly(200, 401, 403),
  },
  {
    name: 'POST /api/v1/characters/xp (no characters)',
    call: (a) => a.rest('POST', '/characters/xp', { character_ids: [], xp_amount: 1, reason: 'r' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'POST /api/v1/characters/{id}/deaths (both 0)',
    call: (a) => a.rest('POST', `/characters/${MISSING}/deaths`, { death_count: 0, reaper_fight_count: 0, event: 'E' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'PATCH /api/v1/characters/bulk_update_past_event_counts (none)',
    call: (a) => a.rest('PATCH', '/characters/bulk_update_past_event_counts', { xp_sequences: {} }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'POST /api/v1/users/shards (no users)',
    call: (a) => a.rest('POST', '/users/shards', { user_ids: [], shard_amount: 1, reason: 'r' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/users/{user_id}/characters',
    call: (a, u) => a.rest('GET', `/users/${u.player.id}/characters`),
    expect: adminOnly(200, 401, 403),
  },
  {
    name: 'POST /api/v1/users/{user_id}/characters (no name)',
    call: (a, u) => a.rest('POST', `/users/${u.player.id}/characters`, { character_class: 'fighter' }),
    expect: adminOnly(400, 401, 403),
  },
  {
    name: 'GET /api/v1/users/{user_id}/characters/{id} (missing)',
    call: (a, u) => a.rest('GET', `/users/${u.player.id}/characters/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'PATCH /api/v1/users/{user_id}/characters/{id} (missing)',
    call: (a, u) => a.rest('PATCH', `/users/${u.player.id}/characters/${MISSING}`, { committed_build: null }),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'DELETE /api/v1/users/{user_id}/characters/{id} (missing)',
    call: (a, u) => a.rest('DELETE', `/users/${u.player.id}/characters/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  // ---- GraphQL ----
  { name: 'query currentUser', call: gql('{ currentUser { id } }'), expect: same('ok') },
  { name: 'query viewer', call: gql('{ viewer { signedIn can { manageEvents reviewAttendance manageCharacters } } }'), expect: same('ok') },
  { name: 'query currentUser { can }', call: gql('{ currentUser { can { manageRulesets runCheckin } } }'), expect: same('ok') },
  { name: 'query userRoles', call: gql('{ userRoles }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'query users', call: gql('{ users { id } }'), expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  { name: 'introspection', call: gql('{ __schema { queryType { name } } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'mutation signup (incomplete)', call: gql('mutation { signup(input: {}) { id } }'), expect: same('BAD_USER_INPUT') },
  { name: 'mutation login (empty)', call: gql('mutation { login(input: {}) { id } }'), expect: same('BAD_USER_INPUT') },
  { name: 'mutation logout', call: gql('mutation { logout }'), expect: same('ok') },
  {
    name: 'mutation resendVerification',
    call: (a) => a.graphql('mutation Resend($email: String!) { resendVerification(email: $email) }', { email: nobody() }),
    expect: same('ok'),
  },
  {
    name: 'mutation verifyAccount (forged)',
    call: gql(`mutation { verifyAccount(input: { token: "${'x'.repeat(43)}" }) { id } }`),
    expect: same('BAD_USER_INPUT'),
  },
  {
    name: 'mutation forgotPassword',
    call: (a) => a.graphql('mutation Forgot($email: String!) { forgotPassword(email: $email) }', { email: nobody() }),
    expect: same('ok'),
  },
  {
    name: 'mutation resetPassword (forged)',
    call: gql(
      `mutation { resetPassword(input: { token: "${'x'.repeat(43)}", password: "a long passphrase", passwordConfirm: "a long passphrase" }) }`,
    ),
    expect: same('BAD_USER_INPUT'),
  },
  {
    name: 'mutation updatePassword (empty)',
    call: gql('mutation { updatePassword(input: {}) }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateUserRoles (no users)',
    call: gql('mutation { updateUserRoles(users: []) { id } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'query siteSettings', call: gql('{ siteSettings { rulebookLinks { label url } } }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  {
    name: 'query skills/races/transformations/eventRoleTypes/characterClasses',
    call: gql('{ skills { id } races { id } transformations { id } eventRoleTypes { code } characterClasses { name } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  { name: 'query gameData', call: gql('{ gameData }'), expect: signedIn('ok', 'UNAUTHENTICATED') },
  { name: 'query skill (unknown id)', call: gql(`{ skill(id: "${MISSING}") { id } }`), expect: signedIn('ok', 'UNAUTHENTICATED') },
  {
    name: 'query myCharacters',
    call: gql('{ myCharacters { id user { email } xpLedger { amount } } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'query myCharacter (not theirs)',
    call: gql(`{ myCharacter(id: "${MISSING}") { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation createCharacter (empty)',
    call: gql('mutation { createCharacter(input: {}) { id } }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateCharacter (not theirs)',
    call: gql(`mutation { updateCharacter(id: "${MISSING}", input: {}) { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation deleteCharacter (not theirs)',
    call: gql(`mutation { deleteCharacter(id: "${MISSING}") }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation saveCharacterBuild (not theirs)',
    call: gql(`mutation { saveCharacterBuild(id: "${MISSING}", characterBuild: { character_skills: [] }) { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation commitCharacterBuild (not theirs)',
    call: gql(`mutation { commitCharacterBuild(id: "${MISSING}", characterBuild: { character_skills: [] }) { id } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'query myShards',
    call: gql('{ myShards { shards xpTokenPurchased ledger { amount } } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation buyXpToken (not theirs)',
    call: gql(`mutation { buyXpToken(characterId: "${MISSING}") { shards } }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  // ---- privacy self-service: bodies that pass the policy get 400, 404 or 409, never a change ----
  { name: 'GET /api/v1/user/export', call: (a) => a.rest('GET', '/user/export'), expect: signedIn(200, 401) },
  { name: 'GET /api/v1/user/export.html', call: (a) => a.rest('GET', '/user/export.html'), expect: signedIn(200, 401) },
  {
    name: 'PATCH /api/v1/user/profile (blank name)',
    call: (a) => a.rest('PATCH', '/user/profile', { first_name: ' ' }),
    expect: signedIn(400, 401),
  },
  {
    name: 'POST /api/v1/user/confirm_email (forged)',
    call: (a) => a.rest('POST', '/user/confirm_email', { token: 'x'.repeat(43) }),
    expect: same(400),
  },
  { name: 'GET /api/v1/user/sessions', call: (a) => a.rest('GET', '/user/sessions'), expect: signedIn(200, 401) },
  {
    name: 'DELETE /api/v1/user/sessions/{id} (not theirs)',
    call: (a) => a.rest('DELETE', `/user/sessions/${MISSING}`),
    expect: signedIn(404, 401),
  },
  { name: 'GET /api/v1/user/deletion', call: (a) => a.rest('GET', '/user/deletion'), expect: signedIn(200, 401) },
  { name: 'POST /api/v1/user/deletion (no password)', call: (a) => a.rest('POST', '/user/deletion', {}), expect: signedIn(400, 401) },
  { name: 'DELETE /api/v1/user/deletion (none scheduled)', call: (a) => a.rest('DELETE', '/user/deletion'), expect: signedIn(409, 401) },
  {
    name: 'POST /api/v1/user/deletion/cancel/{token} (forged)',
    call: (a) => a.rest('POST', `/user/deletion/cancel/${'x'.repeat(43)}`),
    expect: same(400),
  },
  {
    name: 'DELETE /api/v1/users/{user_id} (missing)',
    call: (a) => a.rest('DELETE', `/users/${MISSING}`),
    expect: adminOnly(404, 401, 403),
  },
  {
    name: 'query myDataExport/mySessions/accountDeletion',
    call: gql('{ myDataExport mySessions { id current } accountDeletion { scheduled eraseAt } }'),
    expect: signedIn('ok', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation updateProfile (blank name)',
    call: gql('mutation { updateProfile(input: { firstName: " " }) { message } }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation confirmEmail (forged)',
    call: gql(`mutation { confirmEmail(token: "${'x'.repeat(43)}") { message } }`),
    expect: same('BAD_USER_INPUT'),
  },
  {
    name: 'mutation endSession (not theirs)',
    call: gql(`mutation { endSession(id: "${MISSING}") }`),
    expect: signedIn('NOT_FOUND', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation requestAccountDeletion (no password)',
    call: gql('mutation { requestAccountDeletion { scheduled } }'),
    expect: signedIn('BAD_USER_INPUT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation cancelAccountDeletion (none scheduled)',
    call: gql('mutation { cancelAccountDeletion }'),
    expect: signedIn('CONFLICT', 'UNAUTHENTICATED'),
  },
  {
    name: 'mutation cancelAccountDeletionByLink (forged)',
    call: gql(`mutation { cancelAccountDeletionByLink(token: "${'x'.repeat(43)}") }`),
    expect: same('BAD_USER_INPUT'),
  },
  {
    name: 'mutation eraseUser (missing)',
    call: gql(`mutation { eraseUser(userId: "${MISSING}") }`),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  // ---- events, questions, registrations, surveys, attendance ----
  ...EVENT_ENDPOINTS,
  ...CHECKIN_ENDPOINTS,
  ...WAITLIST_ENDPOINTS,
  {
    name: 'query characters (admin)',
    call: gql('{ characters { id user { email } } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query userCharacters (admin)',
    call: (a, u) => a.graphql('query Q($id: ID!) { userCharacters(userId: $id) { id } }', { id: u.player.id }),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffDashboard (admin)',
    call: gql('{ staffDashboard { playerCount } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffCharacterRows (admin)',
    call: gql('{ staffCharacterRows { id playerName } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffCharacterPage (admin)',
    call: gql('{ staffCharacterPage(perPage: 10) { total rows { id playerName } } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffUserPage (admin)',
    call: gql('{ staffUserPage(sort: EMAIL) { total rows { id characterCount } } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffCharacterConnection (admin)',
    call: gql('{ staffCharacterConnection(first: 10, sort: XP) { totalCount pageInfo { hasNextPage } nodes { id playerName } } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffUserConnection (admin)',
    call: gql('{ staffUserConnection(first: 10, verified: true) { totalCount nodes { id characterCount } } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query xpLedgerConnection (missing character)',
    call: gql('{ xpLedgerConnection(characterId: "aaaaaaaaaaaaaaaaaaaaaaab", kind: GRANT) { totalCount nodes { id amount } } }'),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query shardLedgerConnection (missing user)',
    call: gql('{ shardLedgerConnection(userId: "aaaaaaaaaaaaaaaaaaaaaaab", direction: DESCENDING) { totalCount nodes { id } } }'),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query staffUserRows (admin)',
    call: gql('{ staffUserRows { id characterCount } }'),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'query userShardLedger (admin)',
    call: (a, u) => a.graphql('query Q($id: ID!) { userShardLedger(userId: $id) { id } }', { id: u.player.id }),
    expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  { name: 'query secretOptions (admin)', call: gql('{ secretOptions }'), expect: adminOnly('ok', 'UNAUTHENTICATED', 'FORBIDDEN') },
  {
    name: 'mutation createCharacterForUser (no name)',
    call: (a, u) => a.graphql('mutation M($id: ID!) { createCharacterForUser(userId: $id, input: {}) { id } }', { id: u.player.id }),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation uncommitCharacter (missing)',
    call: (a, u) =>
      a.graphql(`mutation M($id: ID!) { uncommitCharacter(userId: $id, characterId: "${MISSING}") { id } }`, { id: u.player.id }),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation setAdditionalSpellSchools (missing)',
    call: (a, u) =>
      a.graphql(`mutation M($id: ID!) { setAdditionalSpellSchools(userId: $id, characterId: "${MISSING}", schools: []) { id } }`, {
        id: u.player.id,
      }),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation setTransformation (missing)',
    call: (a, u) =>
      a.graphql(`mutation M($id: ID!) { setTransformation(userId: $id, characterId: "${MISSING}", transformation: null) { id } }`, {
        id: u.player.id,
      }),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation deleteUserCharacter (missing)',
    call: (a, u) => a.graphql(`mutation M($id: ID!) { deleteUserCharacter(userId: $id, characterId: "${MISSING}") }`, { id: u.player.id }),
    expect: adminOnly('NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation grantXp (none)',
    call: gql('mutation { grantXp(characterIds: [], xpAmount: 1, reason: "r") { message } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation recordDeaths (both 0)',
    call: gql(`mutation { recordDeaths(characterId: "${MISSING}", event: "E") { message } }`),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation updatePastEventCounts (none)',
    call: gql('mutation { updatePastEventCounts(counts: []) { message } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
  {
    name: 'mutation grantShards (none)',
    call: gql('mutation { grantShards(userIds: [], shardAmount: 1, reason: "r") { message } }'),
    expect: adminOnly('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'),
  },
];

function outcomeOf(row: Row, answer: Answer): Outcome {
  if (
    row.name.startsWith('GET ') ||
    row.name.startsWith('POST ') ||
    row.name.startsWith('PATCH ') ||
    row.name.startsWith('PUT ') ||
    row.name.startsWith('DELETE ')
  ) {
    return answer.status;
  }
  const errors = answer.body?.errors;
  return errors?.length ? errors[0].extensions?.code : 'ok';
}

describe.each(databases())('authorization on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;

  beforeAll(async () => {
    t = await startApp(db);
    // the character and game data rows need the game data main.ts loads on an empty database
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const cases = ENDPOINTS.flatMap((row) => PERSONAS.map((persona) => [row.name, persona, row.expect[persona], row] as const));
  it.each(cases)('%s as %s -> %s', async (_name, persona, expected, row) => {
    const agent = await agentFor(t.app, db.dataSource, users, persona);
    const answer = await row.call(agent, users);
    expect(outcomeOf(row, answer)).toBe(expected);
  });
});

/** `GET /api/v1/users/{user_id}/characters/{id}` and `/users/:user_id/characters/:character_id` -> the same key. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}|:[a-zA-Z_]+/g, '{}')}`;

describe('the authorization matrix', () => {
  const db = useTestDatabase('sqlite');
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });
  const restRows = new Set(
    ENDPOINTS.flatMap((row) => {
      const match = /^(GET|POST|PATCH|PUT|DELETE) (\S+)/.exec(row.name);
      return match ? [routeKey(match[1], match[2].split('?')[0])] : [];
    }),
  );
  const graphqlRows = new Set(
    ENDPOINTS.flatMap((row) => {
      const match = /^(query|mutation) (\S+)/.exec(row.name);
      return match ? match[2].split('/').map((name) => `${match[1]} ${name}`) : [];
    }),
  );

  /**
   * Every call definition gets rows on each transport that serves it: each REST route (the table's
   * and the plain ones beside it) and each GraphQL root field pointing at it. A new call is listed
   * here as missing until its rows, with the answers the spec's roles give, are written above.
   */
  it('has rows for every call definition, on each transport that serves it', async () => {
    const missing: string[] = [];
    for (const route of t.app.routeCalls) {
      if (route.call && route.method !== 'HEAD' && !restRows.has(routeKey(route.method, route.url)))
        missing.push(`${route.call.name}: ${route.method} ${route.url}`);
    }
    for (const [field, call] of rootFieldCalls(await buildAppSchema())) {
      if (!graphqlRows.has(field)) missing.push(`${call?.name ?? '(no definition)'}: ${field}`);
    }
    expect(missing).toEqual([]);
  });
});
