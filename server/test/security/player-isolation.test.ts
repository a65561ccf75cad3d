import { randomBytes } from 'node:crypto';
import { getMetadataStorage } from 'type-graphql';
import {
  AttendanceRecord,
  Character,
  EventRegistration,
  NotificationSettings,
  ShardLedgerEntry,
  SurveyResponse,
  User,
  type Event,
} from '../../src/db';
import { ApiToken, CalendarFeed } from '../../src/db/entities/integrator.entities';
import { SurveyQuestion } from '../../src/db/entities/question.entities';
import { Session } from '../../src/db/entities/session.entity';
import { buildAppSchema } from '../../src/graphql/schema';
import { roleOfRule, type PolicyRule } from '../../src/modules/accounts/accounts.policy';
import { REST_ROUTES } from '../../src/rest/routes';
import { createUser } from '../support/accounts';
import { agentOf } from '../support/characters';
import { Agent, startApp, type Answer, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertEvent, useTestDatabase } from '../support';

/**
 * Player A against player B on every call a player may make, on both transports: each of B's
 * objects (character, build, registration, ticket, survey response, shards and their ledger,
 * sessions, API token, calendar feed, notification settings, personal data) is named to A's calls by
 * its real id. No answer to A carries anything of B's, and nothing of B's changes. The rows cover
 * every REST route of the table and every GraphQL root field a player may reach (the last two tests
 * fail when a new one has no row).
 */

interface Objects {
  event: Event;
  pastEvent: Event;
  characterId: string;
  registrationId: string;
  tokenId: string;
  sessionId: string;
}

interface Row {
  name: string;
  call(a: Agent, b: Objects): Promise<Answer>;
  /** an HTTP status for REST rows; 'ok' or the error's extensions.code for GraphQL rows */
  expect: number | string;
}

const rest =
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: (b: Objects) => string, body?: (b: Objects) => unknown) => (a: Agent, b: Objects) =>
    a.rest(method, path(b), body?.(b));
const gql =
  (query: string, variables: (b: Objects) => Record<string, unknown> = () => ({})) =>
  (a: Agent, b: Objects) =>
    a.graphql(query, variables(b));

const BUILD = { character_build: { character_skills: [] } };

/** Every route of the REST table that a signed-in player may call, with B's ids where it takes one. */
const REST_ROWS: Row[] = [
  { name: 'GET /user', call: rest('GET', () => '/user'), expect: 200 },
  { name: 'GET /user/roles', call: rest('GET', () => '/user/roles'), expect: 200 },
  {
    name: 'PATCH /user/update_password',
    call: rest(
      'PATCH',
      () => '/user/update_password',
      () => ({}),
    ),
    expect: 400,
  },
  { name: 'GET /game_data', call: rest('GET', () => '/game_data'), expect: 200 },
  { name: 'GET /skills', call: rest('GET', () => '/skills'), expect: 200 },
  { name: 'GET /races', call: rest('GET', () => '/races'), expect: 200 },
  { name: 'GET /transformations', call: rest('GET', () => '/transformations'), expect: 200 },
  { name: 'GET /event_role_types', call: rest('GET', () => '/event_role_types'), expect: 200 },
  { name: 'GET /character_classes', call: rest('GET', () => '/character_classes'), expect: 200 },
  { name: 'GET /site_settings', call: rest('GET', () => '/site_settings'), expect: 200 },
  { name: 'GET /ruleset', call: rest('GET', () => '/ruleset'), expect: 200 },
  { name: 'GET /characters/:id/ruleset_notices', call: rest('GET', (b) => `/characters/${b.characterId}/ruleset_notices`), expect: 404 },
  { name: 'GET /user/characters', call: rest('GET', () => '/user/characters'), expect: 200 },
  { name: 'GET /user/characters/:id', call: rest('GET', (b) => `/user/characters/${b.characterId}`), expect: 404 },
  {
    name: 'POST /user/characters',
    call: rest(
      'POST',
      () => '/user/characters',
      () => ({}),
    ),
    expect: 400,
  },
  {
    name: 'PATCH /user/characters/:id',
    call: rest(
      'PATCH',
      (b) => `/user/characters/${b.characterId}`,
      () => ({ character_name: 'Stolen' }),
    ),
    expect: 404,
  },
  { name: 'DELETE /user/characters/:id', call: rest('DELETE', (b) => `/user/characters/${b.characterId}`), expect: 404 },
  {
    name: 'PATCH /user/characters/:id/build',
    call: rest(
      'PATCH',
      (b) => `/user/characters/${b.characterId}/build`,
      () => BUILD,
    ),
    expect: 404,
  },
  {
    name: 'POST /user/characters/:id/build',
    call: rest(
      'POST',
      (b) => `/user/characters/${b.characterId}/build`,
      () => ({ ...BUILD, commit: true }),
    ),
    expect: 404,
  },
  { name: 'GET /user/shards', call: rest('GET', () => '/user/shards'), expect: 200 },
  {
    name: 'POST /user/shards/spend',
    call: rest(
      'POST',
      () => '/user/shards/spend',
      (b) => ({ purchase: 'xp_token', options: b.characterId }),
    ),
    expect: 404,
  },
  {
    name: 'GET /events',
    call: rest('GET', () => '/events?include=event_registrations.user,event_registrations.character,event_registration_count'),
    expect: 200,
  },
  {
    name: 'GET /events/paged',
    call: rest('GET', () => '/events/paged?include=event_registrations.user,event_registrations.character,event_registration_count'),
    expect: 200,
  },
  {
    name: 'GET /events/:id',
    call: rest('GET', (b) => `/events/${b.event.id}?include=event_registrations.user,event_registrations.character`),
    expect: 200,
  },
  // the default questions are the admin's event form's (events §2: /staff/create_event, /staff/update_*_questions)
  { name: 'GET /default_registration_questions', call: rest('GET', () => '/default_registration_questions'), expect: 403 },
  { name: 'GET /default_survey_questions', call: rest('GET', () => '/default_survey_questions'), expect: 403 },
  {
    name: 'POST /user/event_registrations',
    call: rest(
      'POST',
      () => '/user/event_registrations',
      (b) => ({ event: b.event.id, character: b.characterId, event_role: 'pc' }),
    ),
    expect: 400,
  },
  {
    name: 'GET /user/event_registrations/:id',
    call: rest('GET', (b) => `/user/event_registrations/${b.registrationId}`),
    expect: 404,
  },
  {
    name: 'PATCH /user/event_registrations/:id',
    call: rest(
      'PATCH',
      (b) => `/user/event_registrations/${b.registrationId}`,
      () => ({ event_role: 'npc' }),
    ),
    expect: 404,
  },
  {
    name: 'POST /user/event_registrations/:id/cancel',
    call: rest('POST', (b) => `/user/event_registrations/${b.registrationId}/cancel`),
    expect: 404,
  },
  {
    name: 'POST /user/event_registrations/:id/accept_offer',
    call: rest('POST', (b) => `/user/event_registrations/${b.registrationId}/accept_offer`),
    expect: 404,
  },
  {
    name: 'POST /user/event_registrations/:id/decline_offer',
    call: rest('POST', (b) => `/user/event_registrations/${b.registrationId}/decline_offer`),
    expect: 404,
  },
  {
    name: 'GET /user/event_registrations/:id/ticket',
    call: rest('GET', (b) => `/user/event_registrations/${b.registrationId}/ticket`),
    expect: 404,
  },
  // fees and the site's payment settings are the same for every player; a registration's payments are its owner's
  { name: 'GET /payment_settings', call: rest('GET', () => '/payment_settings'), expect: 200 },
  { name: 'GET /events/:id/fees', call: rest('GET', (b) => `/events/${b.event.id}/fees`), expect: 200 },
  {
    name: 'GET /registrations/:id/payments',
    call: rest('GET', (b) => `/registrations/${b.registrationId}/payments`),
    expect: 404,
  },
  // B answered the past event's survey; A did not attend it (and so has no response of its own to read).
  { name: 'GET /user/survey/:eventId', call: rest('GET', (b) => `/user/survey/${b.pastEvent.id}`), expect: 404 },
  {
    name: 'POST /user/survey/:eventId',
    call: rest(
      'POST',
      (b) => `/user/survey/${b.pastEvent.id}`,
      () => ({ survey_answers: [] }),
    ),
    expect: 403,
  },
  {
    name: 'PATCH /user/survey/:eventId',
    call: rest(
      'PATCH',
      (b) => `/user/survey/${b.pastEvent.id}`,
      () => ({ survey_answers: [] }),
    ),
    expect: 403,
  },
  { name: 'GET /user/api_tokens', call: rest('GET', () => '/user/api_tokens'), expect: 200 },
  {
    name: 'POST /user/api_tokens',
    call: rest(
      'POST',
      () => '/user/api_tokens',
      () => ({ name: 'n', scopes: [] }),
    ),
    expect: 400,
  },
  { name: 'DELETE /user/api_tokens/:id', call: rest('DELETE', (b) => `/user/api_tokens/${b.tokenId}`), expect: 404 },
  { name: 'GET /user/calendar', call: rest('GET', () => '/user/calendar'), expect: 200 },
  { name: 'POST /user/calendar/reset', call: rest('POST', () => '/user/calendar/reset'), expect: 200 },
  { name: 'GET /user/export', call: rest('GET', () => '/user/export'), expect: 200 },
  { name: 'GET /user/export.html', call: (a) => a.request('GET', '/api/v1/user/export.html'), expect: 200 },
  {
    name: 'PATCH /user/profile',
    call: rest(
      'PATCH',
      () => '/user/profile',
      () => ({ first_name: ' ' }),
    ),
    expect: 400,
  },
  { name: 'GET /user/sessions', call: rest('GET', () => '/user/sessions'), expect: 200 },
  { name: 'DELETE /user/sessions/:id', call: rest('DELETE', (b) => `/user/sessions/${b.sessionId}`), expect: 404 },
  { name: 'GET /user/deletion', call: rest('GET', () => '/user/deletion'), expect: 200 },
  {
    name: 'POST /user/deletion',
    call: rest(
      'POST',
      () => '/user/deletion',
      () => ({}),
    ),
    expect: 400,
  },
  { name: 'DELETE /user/deletion', call: rest('DELETE', () => '/user/deletion'), expect: 409 },
  { name: 'GET /user/notification_settings', call: rest('GET', () => '/user/notification_settings'), expect: 200 },
  {
    name: 'PATCH /user/notification_settings',
    call: rest(
      'PATCH',
      () => '/user/notification_settings',
      () => ({ reminder_mails: true }),
    ),
    expect: 200,
  },
];

const CHARACTER = 'id characterXpTotal savedBuild { characterName } user { email firstName }';
const REGISTRATION = 'id eventRole user { email } character { id }';

/** Every GraphQL root field a signed-in player may reach, with B's ids where it takes one. */
const GRAPHQL_ROWS: Row[] = [
  { name: 'currentUser', call: gql('{ currentUser { id email firstName } }'), expect: 'ok' },
  { name: 'viewer', call: gql('{ viewer { signedIn can { manageEvents } } }'), expect: 'ok' },
  { name: 'userRoles', call: gql('{ userRoles }'), expect: 'ok' },
  { name: 'accountDeletion', call: gql('{ accountDeletion { scheduled } }'), expect: 'ok' },
  { name: 'myDataExport', call: gql('{ myDataExport }'), expect: 'ok' },
  { name: 'mySessions', call: gql('{ mySessions { id device current } }'), expect: 'ok' },
  { name: 'myShards', call: gql('{ myShards { shards ledger { amount reason } } }'), expect: 'ok' },
  { name: 'notificationSettings', call: gql('{ notificationSettings { reminderMails } }'), expect: 'ok' },
  { name: 'myCharacters', call: gql(`{ myCharacters { ${CHARACTER} xpLedger { amount reason } } }`), expect: 'ok' },
  {
    name: 'myCharacter',
    call: gql(`query($id: ID!) { myCharacter(id: $id) { ${CHARACTER} } }`, (b) => ({ id: b.characterId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'characterRulesetNotices',
    call: gql('query($id: ID!) { characterRulesetNotices(characterId: $id) { version } }', (b) => ({ id: b.characterId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'events',
    call: gql(`{ events { id eventRegistrations { ${REGISTRATION} } } }`),
    expect: 'ok',
  },
  {
    name: 'eventConnection',
    call: gql(`{ eventConnection(window: ALL) { nodes { id eventRegistrations { ${REGISTRATION} } } } }`),
    expect: 'ok',
  },
  {
    name: 'event',
    call: gql(`query($id: ID!) { event(id: $id) { id eventRegistrations { ${REGISTRATION} } } }`, (b) => ({ id: b.event.id })),
    expect: 'ok',
  },
  {
    name: 'eventRegistration',
    call: gql(`query($id: ID!) { eventRegistration(id: $id) { ${REGISTRATION} } }`, (b) => ({ id: b.registrationId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'registrationTicket',
    call: gql('query($id: ID!) { registrationTicket(registrationId: $id) { code payload } }', (b) => ({ id: b.registrationId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'surveyResponse',
    call: gql('query($id: ID!) { surveyResponse(eventId: $id) { id surveyAnswers { answer } } }', (b) => ({ id: b.pastEvent.id })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'submitSurveyResponse',
    call: gql('mutation($id: ID!) { submitSurveyResponse(eventId: $id, answers: [], edit: true) { id } }', (b) => ({ id: b.pastEvent.id })),
    expect: 'FORBIDDEN',
  },
  { name: 'gameData', call: gql('{ gameData }'), expect: 'ok' },
  { name: 'ruleset', call: gql('{ ruleset }'), expect: 'ok' },
  { name: 'rulesetVersionInForce', call: gql('{ rulesetVersionInForce }'), expect: 'ok' },
  { name: 'siteSettings', call: gql('{ siteSettings { rulebookLinks { label } } }'), expect: 'ok' },
  { name: 'privacyStatement', call: gql('{ privacyStatement { text } }'), expect: 'ok' },
  { name: 'siteLook', call: gql('{ siteLook { communityName } }'), expect: 'ok' },
  {
    name: 'skills/skill/races/transformations/eventRoleTypes',
    call: gql(
      '{ skills { id } skill(id: "x") { id } races { id } transformations { id } eventRoleTypes { code } characterClasses { name } }',
    ),
    expect: 'ok',
  },
  {
    name: 'defaultRegistrationQuestions/defaultSurveyQuestions',
    call: gql('{ defaultRegistrationQuestions { id } defaultSurveyQuestions { id } }'),
    expect: 'FORBIDDEN',
  },
  {
    name: 'updateCharacter',
    call: gql('mutation($id: ID!) { updateCharacter(id: $id, input: { characterName: "Stolen" }) { id } }', (b) => ({ id: b.characterId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'deleteCharacter',
    call: gql('mutation($id: ID!) { deleteCharacter(id: $id) }', (b) => ({ id: b.characterId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'saveCharacterBuild',
    call: gql('mutation($id: ID!) { saveCharacterBuild(id: $id, characterBuild: { character_skills: [] }) { id } }', (b) => ({
      id: b.characterId,
    })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'commitCharacterBuild',
    call: gql('mutation($id: ID!) { commitCharacterBuild(id: $id, characterBuild: { character_skills: [] }) { id } }', (b) => ({
      id: b.characterId,
    })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'buyXpToken',
    call: gql('mutation($id: ID!) { buyXpToken(characterId: $id) { shards } }', (b) => ({ id: b.characterId })),
    expect: 'NOT_FOUND',
  },
  { name: 'createCharacter', call: gql('mutation { createCharacter(input: {}) { id } }'), expect: 'BAD_USER_INPUT' },
  {
    name: 'registerForEvent',
    call: gql('mutation($e: ID!, $c: ID!) { registerForEvent(input: { eventId: $e, characterId: $c, eventRole: "pc" }) { id } }', (b) => ({
      e: b.event.id,
      c: b.characterId,
    })),
    expect: 'BAD_USER_INPUT',
  },
  {
    name: 'updateEventRegistration',
    call: gql('mutation($id: ID!) { updateEventRegistration(id: $id, input: { eventRole: "npc" }) { id } }', (b) => ({
      id: b.registrationId,
    })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'cancelEventRegistration',
    call: gql('mutation($id: ID!) { cancelEventRegistration(id: $id) { id } }', (b) => ({ id: b.registrationId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'acceptOffer',
    call: gql('mutation($id: ID!) { acceptOffer(id: $id) { id } }', (b) => ({ id: b.registrationId })),
    expect: 'NOT_FOUND',
  },
  {
    name: 'declineOffer',
    call: gql('mutation($id: ID!) { declineOffer(id: $id) { id } }', (b) => ({ id: b.registrationId })),
    expect: 'NOT_FOUND',
  },
  { name: 'endSession', call: gql('mutation($id: ID!) { endSession(id: $id) }', (b) => ({ id: b.sessionId })), expect: 'NOT_FOUND' },
  { name: 'updateProfile', call: gql('mutation { updateProfile(input: { firstName: " " }) { message } }'), expect: 'BAD_USER_INPUT' },
  { name: 'updatePassword', call: gql('mutation { updatePassword(input: {}) }'), expect: 'BAD_USER_INPUT' },
  {
    name: 'updateNotificationSettings',
    call: gql('mutation { updateNotificationSettings(reminderMails: true) { reminderMails } }'),
    expect: 'ok',
  },
  { name: 'requestAccountDeletion', call: gql('mutation { requestAccountDeletion { scheduled } }'), expect: 'BAD_USER_INPUT' },
  { name: 'cancelAccountDeletion', call: gql('mutation { cancelAccountDeletion }'), expect: 'CONFLICT' },
];

/**
 * Root fields that name no object of another player: the account flows anyone may call (a mailed
 * token or the caller's own credentials decide, checked in the account tests) and signing out.
 */
const NO_OTHER_PLAYERS_OBJECT = [
  'signup',
  'login',
  'logout',
  'verifyAccount',
  'resendVerification',
  'forgotPassword',
  'resetPassword',
  'confirmEmail',
  'cancelAccountDeletionByLink',
];

describe.each(databases())('player A against player B on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let a: Agent;
  let b: Objects;
  let bUser: User & { password: string };
  const marker = `bmark${randomBytes(4).toString('hex')}`;

  /** Everything of B's, as stored. */
  async function stateOfB(): Promise<string> {
    const ds = db.dataSource;
    const where = { userId: bUser.id };
    return JSON.stringify({
      user: await ds.getRepository(User).findOneByOrFail({ id: bUser.id }),
      characters: await ds.getRepository(Character).find({ where, order: { id: 'ASC' } }),
      registrations: await ds.getRepository(EventRegistration).find({ where, order: { id: 'ASC' } }),
      surveys: await ds.getRepository(SurveyResponse).find({ where, order: { id: 'ASC' } }),
      tokens: await ds.getRepository(ApiToken).find({ where, order: { id: 'ASC' } }),
      sessions: await ds.getRepository(Session).find({ where, order: { id: 'ASC' } }),
      shards: await ds.getRepository(ShardLedgerEntry).find({ where, order: { id: 'ASC' } }),
      feeds: await ds.getRepository(CalendarFeed).find({ where, order: { id: 'ASC' } }),
      settings: await ds.getRepository(NotificationSettings).find({ where }),
    });
  }

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    a = await agentFor(t.app, db.dataSource, users, 'player');

    // ---- B, through the real calls where a player makes the object ----
    bUser = await createUser(db.dataSource, { email: `${marker}@example.org` });
    await db.dataSource.getRepository(User).update({ id: bUser.id }, { firstName: `Bea${marker}`, lastName: `Lee${marker}` });
    const bAgent = new Agent(t.app, '10.35.0.2');
    const login = await bAgent.request('POST', '/api/v1/login', {
      json: { email: bUser.email, password: bUser.password },
      headers: { 'user-agent': `Browser of ${marker}` },
    });
    expect(login.status).toBe(200);
    const character = await bAgent.rest('POST', '/user/characters', {
      character_name: `Hero${marker}`,
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
    });
    expect(character.status).toBe(201);
    const characterId: string = character.body.data._id;
    const event = await insertEvent(db.dataSource, {}, t.clock.now());
    const registered = await bAgent.rest('POST', '/user/event_registrations', {
      event: event.id,
      character: characterId,
      event_role: 'pc',
    });
    expect(registered.status).toBe(201);
    const registrationId: string = registered.body.data._id;
    await db.dataSource.getRepository(EventRegistration).update({ id: registrationId }, { state: 'accepted' });
    expect((await bAgent.rest('GET', `/user/event_registrations/${registrationId}/ticket`)).status).toBe(200);
    const now = t.clock.now();
    const question = await db.dataSource
      .getRepository(SurveyQuestion)
      .save({ questionText: 'Best moment?', rolesToAsk: ['pc', 'npc'], answerRequired: false });
    const pastEvent = await insertEvent(db.dataSource, {
      eventTitle: 'Past Moot',
      eventSurveyQuestions: [question.id],
      eventStartTime: new Date(now.getTime() - 5 * 86400000),
      eventEndTime: new Date(now.getTime() - 3 * 86400000),
    });
    await db.dataSource
      .getRepository(AttendanceRecord)
      .save({ eventId: pastEvent.id, userId: bUser.id, characterId, eventRole: 'pc', xp: 5, xpSequence: 1 });
    await db.dataSource.getRepository(SurveyResponse).save({
      eventId: pastEvent.id,
      userId: bUser.id,
      surveyAnswers: [{ survey_question: question.id, question_answer: `loved it ${marker}` }],
    });
    // shards for both, so that A's purchase for B's character is refused for the character, not the balance
    for (const [user, reason] of [
      [bUser, `gift ${marker}`],
      [users.player, 'gift for A'],
    ] as const) {
      expect((await admin.rest('POST', '/users/shards', { user_ids: [user.id], shard_amount: 6, reason })).status).toBe(200);
    }
    const token = await bAgent.rest('POST', '/user/api_tokens', {
      name: `script ${marker}`,
      scopes: ['account:read'],
      expires_in_days: 30,
    });
    expect(token.status).toBe(201);
    expect((await bAgent.rest('PATCH', '/user/notification_settings', { reminder_mails: false })).status).toBe(200);
    expect((await bAgent.rest('POST', '/user/calendar/reset')).status).toBe(200);
    const sessions = await bAgent.rest('GET', '/user/sessions');
    b = {
      event,
      pastEvent,
      characterId,
      registrationId,
      tokenId: token.body.data.api_token._id,
      sessionId: sessions.body.data[0]._id,
    };
  });
  afterAll(async () => {
    await t.app.close();
  });

  const outcome = (row: Row, answer: Answer) =>
    REST_ROWS.includes(row) ? answer.status : answer.body?.errors?.length ? answer.body.errors[0].extensions?.code : 'ok';

  it.each([...REST_ROWS, ...GRAPHQL_ROWS].map((row) => [row.name, row] as const))(
    '%s: A reaches nothing of B and changes nothing of B',
    async (_name, row) => {
      const before = await stateOfB();
      const answer = await row.call(a, b);
      const said: unknown = answer.body?.message ?? answer.body?.errors?.[0]?.message;
      expect({ outcome: outcome(row, answer), leaks: JSON.stringify(answer.body).includes(marker), said }).toMatchObject({
        outcome: row.expect,
        leaks: false,
      });
      expect(await stateOfB()).toBe(before);
    },
  );

  it('B still has all of it, and reads it: the rows above named real objects', async () => {
    const bAgent = await agentOf(t.app, db.dataSource, users, bUser);
    const mine = await bAgent.rest('GET', `/user/characters/${b.characterId}`);
    expect(JSON.stringify(mine.body)).toContain(marker);
    expect((await bAgent.rest('GET', `/user/event_registrations/${b.registrationId}`)).status).toBe(200);
    expect(JSON.stringify((await bAgent.rest('GET', `/user/survey/${b.pastEvent.id}`)).body)).toContain(marker);
    const tokens = await bAgent.rest('GET', '/user/api_tokens');
    expect(tokens.body.data.tokens.map((row: { _id: string; state: string }) => [row._id, row.state])).toEqual([[b.tokenId, 'active']]);
    const sessions = await bAgent.rest('GET', '/user/sessions');
    expect(sessions.body.data.map((row: { _id: string }) => row._id)).toContain(b.sessionId);
  });

  it('has a row for every REST route of the table a signed-in player may call', () => {
    const rows = new Set(REST_ROWS.map((row) => row.name));
    const playerRoutes = REST_ROUTES.filter((route) => route.definition.access === 'signedIn').map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(playerRoutes.filter((name) => !rows.has(name))).toEqual([]);
  });

  it('has a row for every GraphQL root field a player may reach', async () => {
    const schema = await buildAppSchema();
    const staffOrAdmin = new Set(
      getMetadataStorage()
        .authorizedFields.filter((guard) => guard.roles.every((role) => ['staff', 'admin'].includes(roleOfRule(role as PolicyRule))))
        .map((guard) => guard.fieldName),
    );
    const covered = new Set([...GRAPHQL_ROWS.flatMap((row) => row.name.split('/')), ...NO_OTHER_PLAYERS_OBJECT]);
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
    expect(fields.filter((name) => !staffOrAdmin.has(name) && !covered.has(name))).toEqual([]);
  });
});
