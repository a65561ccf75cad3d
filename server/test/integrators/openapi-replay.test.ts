import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { withTransaction } from '../../src/db/transaction';
import { GOOD_PASSWORD } from '../support/accounts';
import { fighterBuild, HIGHLAND } from '../support/characters';
import { DAY, multipartBody, PNG_BYTES } from '../support/events';
import { Agent, lastMailedToken, startApp, type Answer, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One call as sent (the body as the document describes it) and its answer. */
interface Exchange {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  answer: Answer;
}

interface CallOptions {
  json?: unknown;
  /** a multipart form: its text fields and an optional image */
  form?: { fields: Record<string, string>; image?: Buffer };
  urlencoded?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The headers every answer of the API carries. */
const ANSWER_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-request-id'];

/**
 * openapi-backend's validators for a served document, made once per document text: both databases
 * serve the same document, and compiling its schemas is most of the check's work.
 */
const validators = new Map<string, Promise<OpenAPIBackend>>();
function validatorFor(document: Record<string, unknown>): Promise<OpenAPIBackend> {
  const key = JSON.stringify(document);
  let made = validators.get(key);
  if (!made) {
    made = makeValidator(document);
    validators.set(key, made);
  }
  return made;
}

async function makeValidator(document: Record<string, unknown>): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as unknown as Document,
    apiRoot: '/',
    // quick: no check of the document itself, which openapi-backend makes against OpenAPI 3.0's
    // schema (openapi-lint.test.ts checks it as 3.1); the references are resolved all the same.
    quick: true,
    // OpenAPI 3.1's schemas are JSON Schema 2020-12.
    customizeAjv: (_ajv, options) => {
      const ajv = new Ajv2020({ ...options, strict: false });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      // Ajv2020 is ajv's own class for that dialect (the same core, another meta-schema).
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
      return ajv;
    },
  });
  await api.init();
  return api;
}

describe.each(databases())('calls replayed against the served API document on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** Sends a call like a client would and keeps it for validation. */
  async function call(agent: Agent, method: Method, url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let payload: string | Buffer | undefined;
    let body: unknown;
    if (options.form) {
      const multipart = multipartBody(
        options.form.fields,
        options.form.image
          ? { field: 'event_image', filename: 'poster.png', contentType: 'image/png', bytes: options.form.image }
          : undefined,
      );
      payload = multipart.payload;
      headers['content-type'] = multipart.contentType;
      headers['x-requested-with'] = 'XMLHttpRequest';
      body = { ...options.form.fields, ...(options.form.image ? { event_image: '(binary)' } : {}) };
    } else if (options.urlencoded) {
      payload = new URLSearchParams(options.urlencoded).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.urlencoded;
    } else if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
      body = options.json;
    }
    const answer = await agent.request(method, url, { payload, headers });
    exchanges.push({ method, url, headers, body, answer });
    return answer;
  }
  const rest = (agent: Agent, method: Method, path: string, json?: unknown, headers?: Record<string, string>) =>
    call(agent, method, `/api/v1${path}`, { json: method === 'GET' ? undefined : (json ?? {}), headers });

  it('every request and answer of a season (sign-up to finalize, the event form with an image) matches the document', async () => {
    const now = t.clock.now().getTime();
    const users = await createPersonaUsers(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const anonymous = new Agent(t.app, '10.88.0.2');
    const player = new Agent(t.app, '10.88.0.3');

    // account: sign up, verify, sign in
    const email = 'replay.player@example.org';
    const signup = await rest(player, 'POST', '/signup', {
      first_name: 'Rhea',
      last_name: 'Vance',
      email,
      password: GOOD_PASSWORD,
      password_confirm: GOOD_PASSWORD,
      privacy_statement_accepted: true,
      email_consent: false,
    });
    expect(signup.status).toBe(201);
    const playerId = signup.body.data.user._id as string;
    expect((await rest(player, 'PATCH', `/verify/${lastMailedToken(db.dataDir, email, '/verify/')}`, {})).status).toBe(200);
    expect((await rest(player, 'POST', '/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await rest(player, 'GET', '/user')).status).toBe(200);
    expect((await rest(player, 'GET', '/viewer')).status).toBe(200);
    expect((await rest(player, 'GET', '/user/roles')).status).toBe(200);
    expect((await rest(player, 'PATCH', '/user/notification_settings', { reminder_mails: true })).status).toBe(200);
    expect((await rest(player, 'GET', '/user/sessions')).status).toBe(200);
    expect((await rest(anonymous, 'POST', '/forgot_password', { email })).status).toBe(200);

    // game data
    expect((await rest(player, 'GET', '/game_data')).status).toBe(200);
    expect((await rest(player, 'GET', '/skills')).status).toBe(200);
    expect((await rest(player, 'GET', '/ruleset')).status).toBe(200);

    // characters, XP (idempotent, replayed) and shards
    const created = await rest(player, 'POST', '/user/characters', {
      character_name: 'Mira Ashdown',
      character_race: HIGHLAND,
      character_class: 'fighter',
    });
    expect(created.status).toBe(201);
    const characterId = created.body.data._id as string;
    expect((await rest(player, 'PATCH', `/user/characters/${characterId}/build`, { character_build: fighterBuild() })).status).toBe(200);
    expect((await call(player, 'GET', '/api/v1/user/characters?attributes=character_xp_total')).status).toBe(200);
    expect((await rest(admin, 'GET', '/characters')).status).toBe(200);
    const grant = { character_ids: [characterId], xp_amount: 5, reason: 'Welcome' };
    expect((await rest(admin, 'POST', '/characters/xp', grant, { 'idempotency-key': 'replay-xp-1' })).status).toBe(200);
    const replayed = await rest(admin, 'POST', '/characters/xp', grant, { 'idempotency-key': 'replay-xp-1' });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await rest(admin, 'POST', '/characters/xp', { ...grant, xp_amount: 6 }, { 'idempotency-key': 'replay-xp-1' })).status).toBe(
      409,
    );
    expect((await rest(admin, 'POST', '/users/shards', { user_ids: [playerId], shard_amount: 3, reason: 'Gift' })).status).toBe(200);
    expect((await rest(player, 'GET', '/user/shards')).status).toBe(200);
    expect((await rest(player, 'POST', '/user/shards/spend', { purchase: 'xp_token', options: characterId })).status).toBe(200);

    // events: the multipart form with an image, the image, publishing with JSON
    const start = new Date(now + 20 * DAY);
    const end = new Date(start.getTime() + 2 * DAY);
    const made = await call(admin, 'POST', '/api/v1/events', {
      form: {
        fields: {
          event_title: 'Spring Gathering',
          event_description: 'Three days in the woods',
          event_address: 'Camp Larp, 1 Forest Road',
          event_start_time: start.toISOString(),
          event_end_time: end.toISOString(),
          event_registration_questions: '[]',
          event_survey_questions: JSON.stringify([{ question_text: 'How was it?' }]),
          event_survey_open_at: end.toISOString(),
        },
        image: PNG_BYTES,
      },
    });
    expect(made.status).toBe(201);
    const eventId = made.body.data._id as string;
    const image = made.body.data.event_image as string;
    const picture = await call(anonymous, 'GET', `/api/v1/images/${image}`);
    expect(picture.status).toBe(200);
    expect(
      (await call(anonymous, 'GET', `/api/v1/images/${image}`, { headers: { 'if-none-match': String(picture.headers.etag) } })).status,
    ).toBe(304);
    expect((await rest(admin, 'PATCH', `/events/${eventId}`, { event_published: true })).status).toBe(200);
    expect((await call(player, 'GET', '/api/v1/events?include=event_registration_count&event_published=true')).status).toBe(200);
    const event = await call(player, 'GET', `/api/v1/events/${eventId}`);
    expect(event.status).toBe(200);
    expect((await rest(admin, 'GET', '/default_registration_questions')).status).toBe(200);

    // registrations, the review, the ticket
    const registered = await rest(player, 'POST', '/user/event_registrations', {
      event: eventId,
      character: characterId,
      event_role: 'pc',
      question_answers: [],
    });
    expect(registered.status).toBe(201);
    const registrationId = registered.body.data._id as string;
    const review = { accept: [registrationId], waitlist: [], waitlist_messages: {} };
    expect((await rest(admin, 'POST', `/events/${eventId}/event_registrations/confirm_registrations`, review)).status).toBe(200);
    expect((await rest(player, 'GET', `/user/event_registrations/${registrationId}`)).status).toBe(200);
    expect((await rest(player, 'GET', `/user/event_registrations/${registrationId}/ticket`)).status).toBe(200);

    // fees and payments
    expect(
      (await rest(admin, 'PUT', '/payment_settings', { currency: 'EUR', payment_account: 'IBAN DE02 1203 0000 0000 2020 51' })).status,
    ).toBe(200);
    expect((await rest(player, 'GET', '/payment_settings')).status).toBe(200);
    const fees = {
      due_on: 'acceptance',
      refund_policy: 'full',
      fees: [{ event_role: 'pc', price: 2000, early_price: 1500, early_until: '2099-01-01T00:00:00.000Z' }],
    };
    expect((await rest(admin, 'PUT', `/events/${eventId}/fees`, fees)).status).toBe(200);
    expect((await rest(player, 'GET', `/events/${eventId}/fees`)).status).toBe(200);
    expect((await rest(player, 'GET', `/registrations/${registrationId}/payments`)).status).toBe(200);
    const cash = { kind: 'payment', amount: 500, method: 'cash', reference: 'gate' };
    expect(
      (await rest(staff, 'POST', `/registrations/${registrationId}/payments`, cash, { 'idempotency-key': 'replay-pay-1' })).status,
    ).toBe(201);
    expect((await rest(admin, 'PUT', `/registrations/${registrationId}/price`, { price: 1800, reason: 'helper' })).status).toBe(200);
    expect((await rest(staff, 'GET', `/events/${eventId}/payments?filter=part_paid`)).status).toBe(200);
    expect((await rest(staff, 'POST', `/events/${eventId}/payments/cash`, { registration_ids: [registrationId] })).status).toBe(200);

    // downloads and exports
    expect((await call(admin, 'GET', `/api/v1/events/${eventId}/registration_answers.csv`)).status).toBe(200);
    expect((await call(staff, 'GET', `/api/v1/exports/events/${eventId}/registrations.csv`)).status).toBe(200);
    const feed = await rest(player, 'POST', '/user/calendar/reset');
    expect(feed.status).toBe(200);
    expect((await call(anonymous, 'GET', new URL(feed.body.data.url as string).pathname)).status).toBe(200);
    expect((await rest(player, 'GET', '/user/export')).status).toBe(200);
    expect((await call(player, 'GET', '/api/v1/user/export.html')).status).toBe(200);

    // webhooks, saved queries, API tokens (a scope that reaches, one that does not)
    expect((await rest(admin, 'POST', '/webhooks', { url: 'https://hooks.example.org/larp', events: ['event.finalized'] })).status).toBe(
      201,
    );
    expect((await rest(admin, 'GET', '/webhooks')).status).toBe(200);
    expect((await rest(staff, 'POST', '/saved_queries', { name: 'Events', query: '{ events { _id } }' })).status).toBe(201);
    expect((await rest(staff, 'GET', '/saved_queries')).status).toBe(200);
    const token = await rest(player, 'POST', '/user/api_tokens', { name: 'Script', scopes: ['characters:read'], expires_in_days: 30 });
    expect(token.status).toBe(201);
    const script = new Agent(t.app, '10.88.0.4');
    const bearer = { authorization: `Bearer ${token.body.data.token as string}` };
    expect((await call(script, 'GET', '/api/v1/user/characters', { headers: bearer })).status).toBe(200);
    expect((await call(script, 'GET', '/api/v1/user/shards', { headers: bearer })).status).toBe(403);

    // after the event: finalize (previewed first), then the survey
    t.clock.set(new Date(end.getTime() + DAY));
    const records = { attendance_records: { [playerId]: { event_role: 'pc', character: characterId, deaths: 0 } } };
    expect((await rest(admin, 'POST', `/events/${eventId}/finalize/preview`, records)).status).toBe(200);
    expect((await rest(admin, 'POST', `/events/${eventId}/finalize`, records, { 'idempotency-key': 'replay-finalize-1' })).status).toBe(
      200,
    );
    const questionId = event.body.data.event_survey_questions[0]._id as string;
    const survey = { survey_answers: [{ survey_question: questionId, question_answer: 'Wonderful' }] };
    expect((await rest(player, 'POST', `/user/survey/${eventId}`, survey)).status).toBe(201);

    // one-click unsubscribe, as a mail program sends it
    const settings = await withTransaction(db.dataSource, (manager) => t.app.services.notificationSettings.settingsOf(manager, playerId));
    const unsubscribe = await call(anonymous, 'POST', `/api/v1/unsubscribe/${settings.unsubscribeToken}`, {
      urlencoded: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(unsubscribe.status).toBe(200);

    // refusals: 400, 401, 403, 404
    expect((await rest(anonymous, 'POST', '/user/characters', {})).status).toBe(401);
    expect((await rest(player, 'GET', '/users')).status).toBe(403);
    expect((await rest(player, 'GET', '/events/0123456789abcdef01234567')).status).toBe(404);
    expect((await rest(admin, 'POST', '/characters/xp', { character_ids: [characterId], xp_amount: 0, reason: 'None' })).status).toBe(400);
    expect((await rest(player, 'POST', '/logout')).status).toBe(200);
  });

  it('finds no mismatch between those calls and the document', async () => {
    expect(exchanges.length).toBeGreaterThan(50);
    const document = (await new Agent(t.app).request('GET', '/api/v1/openapi.json')).body as Record<string, unknown>;
    const api = await validatorFor(document);
    const formAjv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(formAjv);
    formAjv.addFormat('binary', true);

    const mismatches: string[] = [];
    for (const exchange of exchanges) {
      const { pathname, searchParams } = new URL(exchange.url, 'http://localhost');
      const label = `${exchange.method} ${exchange.url} -> ${exchange.answer.status}`;
      const request = {
        method: exchange.method,
        path: pathname,
        query: Object.fromEntries(searchParams),
        headers: exchange.headers,
        ...(exchange.body !== undefined ? { body: exchange.body as never } : {}),
      };
      const operation = api.matchOperation(request);
      if (!operation) {
        mismatches.push(`${label}: no operation in the document`);
        continue;
      }
      const operationId = String(operation.operationId);
      const responses = operation.responses as Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
      const requestCheck = api.validateRequest(request, operationId);
      // openapi-backend checks any body against the JSON media type's schema: a form is checked here
      // against its own media type's schema, the rest of the request (path, query, headers) by it.
      const sentType = (exchange.headers['content-type'] ?? '').split(';')[0].trim();
      const isForm = exchange.body !== undefined && sentType !== 'application/json';
      const requestErrors = (requestCheck.errors ?? []).filter((error) => !isForm || !error.instancePath.startsWith('/requestBody'));
      if (requestErrors.length > 0) mismatches.push(`${label}: request ${JSON.stringify(requestErrors)}`);
      if (isForm) {
        const media = (operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined)?.content?.[sentType];
        if (!media?.schema) mismatches.push(`${label}: ${sentType} is not a documented request body`);
        else {
          const validateForm = formAjv.compile(media.schema);
          if (!validateForm(exchange.body)) mismatches.push(`${label}: ${sentType} body ${JSON.stringify(validateForm.errors)}`);
        }
      }

      const documented = responses[String(exchange.answer.status)] as (typeof responses)[string] | undefined;
      if (!documented) {
        mismatches.push(`${label}: the status is not documented (${Object.keys(responses).join(', ')})`);
        continue;
      }
      const mediaType = String(exchange.answer.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      const content = documented.content;
      if (content && !(mediaType in content))
        mismatches.push(`${label}: answered ${mediaType}, documented ${Object.keys(content).join(', ')}`);
      if (!content && exchange.answer.status < 300 && mediaType !== '') mismatches.push(`${label}: answered ${mediaType}, documented none`);
      if (mediaType === 'application/json') {
        const answerCheck = api.validateResponse(exchange.answer.body, operationId, exchange.answer.status);
        if (!answerCheck.valid) mismatches.push(`${label}: answer ${JSON.stringify(answerCheck.errors).slice(0, 1500)}`);
      }
      const headerCheck = api.validateResponseHeaders(exchange.answer.headers, operationId, { statusCode: exchange.answer.status });
      if (!headerCheck.valid) mismatches.push(`${label}: headers ${JSON.stringify(headerCheck.errors)}`);
      for (const header of ANSWER_HEADERS) {
        if (exchange.answer.headers[header] === undefined) mismatches.push(`${label}: no ${header} header`);
        if (!Object.keys(documented.headers ?? {}).some((name) => name.toLowerCase() === header))
          mismatches.push(`${label}: ${header} is not documented`);
      }
    }
    expect(mismatches).toEqual([]);

    // the replay reached every domain's calls and every route beside the table
    const reached = new Set(
      exchanges.map(
        (exchange) =>
          api.matchOperation({ method: exchange.method, path: new URL(exchange.url, 'http://x').pathname, headers: {} })?.operationId,
      ),
    );
    const tagsOf = (operationId: string | undefined) =>
      Object.values(document.paths as Record<string, Record<string, { operationId: string; tags: string[] }>>)
        .flatMap((item) => Object.values(item))
        .find((operation) => operation.operationId === operationId)?.tags ?? [];
    const domains = new Set([...reached].flatMap(tagsOf));
    expect([...domains].sort()).toEqual((document.tags as Array<{ name: string }>).map((tag) => tag.name).sort());
    for (const operationId of [
      'postEvents',
      'patchEventsId',
      'getImagesFilename',
      'getUserExportHtml',
      'getEventsIdRegistrationAnswersCsv',
      'postUnsubscribeToken',
    ])
      expect({ operationId, reached: reached.has(operationId) }).toEqual({ operationId, reached: true });
  });
});
