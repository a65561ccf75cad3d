// @ts-check
/**
 * The e2e admin: an account whose email is in the server's ADMIN_EMAILS (set by harness.js), signed
 * up, verified through the outbox and signed in through the REST API (not the browser), so a journey
 * can prepare what only staff may do: grant XP or shards, create and publish events.
 *
 * Usage:
 *   const admin = await signInAdmin(stack);             // once per journey (each gets a fresh session)
 *   await admin.grantShards([userId], 10, 'e2e');
 *   const event = await admin.createEvent({ title: 'Spring Gathering', registrationQuestions: [...] });
 *   await admin.publishEvent(event._id);
 */
const assert = require('node:assert/strict');
const { waitForOutboxMail } = require('./harness');

/** The address harness.js lists in ADMIN_EMAILS: it becomes admin when verified. */
const ADMIN_EMAIL = 'e2e.admin@example.com';
const ADMIN_PASSWORD = 'Copper-Walrus-Orchard-93';

/**
 * A small REST client that keeps the session cookie of one signed-in user.
 * @param {string} baseUrl
 */
function restClient(baseUrl) {
  let cookie = '';
  /**
   * @param {string} method @param {string} path @param {unknown} [body]
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function call(method, path, body) {
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((value) => value.split(';')[0]).join('; ');
    const text = await response.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  }
  /**
   * Like call, but fails the journey unless the answer is 2xx; returns the answer's `data` (the
   * REST envelope) or the whole body when there is none.
   * @param {string} method @param {string} path @param {unknown} [body]
   */
  async function ok(method, path, body) {
    const result = await call(method, path, body);
    assert.ok(result.status >= 200 && result.status < 300, `${method} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
    return result.body && typeof result.body === 'object' && 'data' in result.body ? result.body.data : result.body;
  }
  return { call, ok };
}

/**
 * Signs up (with the privacy statement accepted), verifies through the newest outbox link and signs
 * in a user through the REST API. Returns the signed-in client and the user as the server presents it.
 * @param {{ baseUrl: string, dataDir: string }} stack
 * @param {{ email: string, password: string, firstName?: string, lastName?: string }} person
 */
async function signUpAndSignIn({ baseUrl, dataDir }, person) {
  const client = restClient(baseUrl);
  const signup = await client.call('POST', '/signup', {
    first_name: person.firstName ?? 'Staff',
    last_name: person.lastName ?? 'Member',
    email: person.email,
    password: person.password,
    password_confirm: person.password,
    privacy_statement_accepted: true,
    email_consent: false,
  });
  // A second journey on the same server finds the account already made and verified: just sign in.
  if (signup.status === 201) {
    // A new account's one verification mail.
    const mail = await waitForOutboxMail(dataDir, person.email);
    assert.ok(mail, `a verification mail for ${person.email} is in the outbox`);
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    assert.ok(token, 'the verification mail holds a /verify/ link');
    await client.ok('PATCH', `/verify/${token}`, { privacy_statement_accepted: true });
  }
  const login = await client.ok('POST', '/login', { email: person.email, password: person.password });
  return { client, user: login.user };
}

/**
 * The admin of ADMIN_EMAILS, signed in through REST, with helpers for the admin calls journeys need.
 * @param {{ baseUrl: string, dataDir: string }} stack
 */
async function signInAdmin(stack) {
  const { client, user } = await signUpAndSignIn(stack, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    firstName: 'Erin',
    lastName: 'Admin',
  });
  const roles = await client.ok('GET', '/user/roles');
  assert.ok(JSON.stringify(roles).includes('admin'), `the ADMIN_EMAILS account is an admin (roles: ${JSON.stringify(roles)})`);
  return {
    user,
    client,
    /** @param {string[]} characterIds @param {number} xpAmount @param {string} [reason] */
    grantXp: (characterIds, xpAmount, reason = 'e2e grant') =>
      client.ok('POST', '/characters/xp', { character_ids: characterIds, xp_amount: xpAmount, reason }),
    /** @param {string[]} userIds @param {number} shardAmount @param {string} [reason] */
    grantShards: (userIds, shardAmount, reason = 'e2e grant') =>
      client.ok('POST', '/users/shards', { user_ids: userIds, shard_amount: shardAmount, reason }),
    /**
     * Replaces the default registration questions and returns them with their ids (events §5:
     * an event selects from the defaults).
     * @param {{ question_text: string, roles_to_ask: string[], answer_required: boolean }[]} questions
     */
    setDefaultRegistrationQuestions: (questions) =>
      client.ok('PATCH', '/default_registration_questions', { default_registration_questions: questions }),
    /**
     * Replaces the default survey questions and returns them with their ids.
     * @param {{ question_text: string, roles_to_ask: string[], answer_required: boolean }[]} questions
     */
    setDefaultSurveyQuestions: (questions) => client.ok('PATCH', '/default_survey_questions', { default_survey_questions: questions }),
    /**
     * Changes an event through the JSON form (only the fields given), e.g. moves a published event
     * into the past so that it can be finalized and surveyed.
     * @param {string} eventId @param {Record<string, unknown>} fields REST field names (event_start_time, ...)
     */
    updateEvent: (eventId, fields) => client.ok('PATCH', `/events/${eventId}`, fields),
    /**
     * The post-event submission: attendance records by user id (event_role, character and whatever
     * else should differ from the server's defaults).
     * @param {string} eventId @param {Record<string, Record<string, unknown>>} attendanceRecords
     */
    finalizeEvent: (eventId, attendanceRecords) =>
      client.ok('POST', `/events/${eventId}/finalize`, { attendance_records: attendanceRecords }),
    /**
     * Creates an (unpublished) event through the JSON form; returns the event as presented.
     * Defaults: starts in 30 days, lasts two days.
     * @param {{ title: string, description?: string, address?: string, start?: Date, end?: Date,
     *   registrationQuestionIds?: string[], surveyQuestionIds?: string[], surveyOpenAt?: Date }} event
     */
    async createEvent(event) {
      const start = event.start ?? new Date(Date.now() + 30 * 24 * 3600_000);
      const end = event.end ?? new Date(start.getTime() + 2 * 24 * 3600_000);
      /** @type {Record<string, unknown>} */
      const form = {
        event_title: event.title,
        event_description: event.description ?? `${event.title}: a weekend in the woods.`,
        event_address: event.address ?? '1 Forest Road, Greenwood',
        event_start_time: start.toISOString(),
        event_end_time: end.toISOString(),
      };
      if (event.registrationQuestionIds) form.event_registration_questions = event.registrationQuestionIds;
      if (event.surveyQuestionIds) form.event_survey_questions = event.surveyQuestionIds;
      if (event.surveyOpenAt) form.event_survey_open_at = event.surveyOpenAt.toISOString();
      return client.ok('POST', '/events', form);
    },
    /** @param {string} eventId */
    async publishEvent(eventId) {
      return client.ok('PATCH', `/events/${eventId}`, { event_published: true });
    },
  };
}

/**
 * A signed-up, signed-in player with one Highland Human character to which the admin granted `xp`.
 * @param {{ baseUrl: string, dataDir: string }} stack
 * @param {{ email: string, password: string, firstName?: string, lastName?: string }} person
 * @param {{ name: string, characterClass: string, xp: number, reason: string }} character
 */
async function playerWithCharacter(stack, person, character) {
  const { client, user } = await signUpAndSignIn(stack, person);
  const created = await client.ok('POST', '/user/characters', {
    character_name: character.name,
    character_race: { race: 'Human', subculture: 'Highland' },
    character_class: character.characterClass,
  });
  const characterId = created._id ?? created.character?._id;
  const admin = await signInAdmin(stack);
  await admin.grantXp([characterId], character.xp, character.reason);
  return { client, user, characterId, admin };
}

module.exports = { ADMIN_EMAIL, ADMIN_PASSWORD, restClient, signUpAndSignIn, signInAdmin, playerWithCharacter };
