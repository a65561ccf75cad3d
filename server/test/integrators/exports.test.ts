import { AttendanceRecord } from '../../src/db/entities/attendance-record.entity';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { RegistrationQuestion, SurveyQuestion } from '../../src/db/entities/question.entities';
import { SurveyResponse } from '../../src/db/entities/survey-response.entity';
import { foldLine } from '../../src/modules/exports/ical';
import { parseCsv } from '../support/csv';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertCharacter, insertEvent, useTestDatabase } from '../support';
import { csvDateTime } from '../../src/modules/attendance/registration-answers-csv';

describe('CSV date-times', () => {
  it('are written as YYYY-MM-DD HH:MM in the site time zone, which spreadsheets read as date-times', () => {
    expect(csvDateTime(new Date('2026-07-01T22:30:59.999Z'), 'UTC')).toBe('2026-07-01 22:30');
    expect(csvDateTime(new Date('2026-07-01T22:30:59.999Z'), 'Europe/Berlin')).toBe('2026-07-02 00:30');
    expect(csvDateTime(new Date('2026-01-15T09:05:00.000Z'), 'America/New_York')).toBe('2026-01-15 04:05');
  });
});

describe.each(databases())('exports and the calendar feed on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let eventId: string;
  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    const question = await db.dataSource
      .getRepository(RegistrationQuestion)
      .save({ questionText: 'Dietary needs?', rolesToAsk: ['pc', 'npc'], answerRequired: false });
    const survey = await db.dataSource
      .getRepository(SurveyQuestion)
      .save({ questionText: 'Best moment, and why?', rolesToAsk: ['pc', 'npc'], answerRequired: false });
    const event = await insertEvent(db.dataSource, {
      eventTitle: 'Autumn, Gathering',
      eventRegistrationQuestions: [question.id],
      eventSurveyQuestions: [survey.id],
      eventAddress: 'The Old Mill; Road 1',
    });
    eventId = event.id;
    const character = await insertCharacter(db.dataSource, users.player.id);
    await db.dataSource.getRepository(EventRegistration).save(
      db.dataSource.getRepository(EventRegistration).create({
        eventId,
        userId: users.player.id,
        characterId: character.id,
        eventRole: 'pc',
        state: 'accepted',
        registeredAt: new Date('2026-03-01T12:00:00.000Z'),
        questionAnswers: [{ event_registration_question: question.id, question_answer: '=no nuts, "please"' }],
      }),
    );
    await db.dataSource.getRepository(AttendanceRecord).save({
      eventId,
      userId: users.player.id,
      characterId: character.id,
      eventRole: 'pc',
      deaths: 2,
      reaperFights: 1,
      xp: 3,
      xpSequence: 4,
      npcShards: 0,
      donationShards: 5,
      donationItems: 'Rope',
    });
    await db.dataSource
      .getRepository(SurveyResponse)
      .save({ eventId, userId: users.player.id, surveyAnswers: [{ survey_question: survey.id, question_answer: 'The duel,\nat dusk' }] });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('gives staff CSV files of registrations with answers, attendance and survey responses', async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const registrations = await staff.request('GET', `/api/v1/exports/events/${eventId}/registrations.csv`);
    expect(registrations.status).toBe(200);
    expect(registrations.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(registrations.headers['content-disposition']).toBe('attachment; filename="Autumn-Gathering-registrations.csv"');
    const rows = parseCsv(registrations.body);
    const payments = ['Owed (EUR)', 'Paid (EUR)', 'Waived (EUR)', 'Balance (EUR)', 'Payment status', 'Payment reference'];
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Role',
      'Character',
      'State',
      'Registered at',
      ...payments,
      'Dietary needs?',
    ]);
    expect(rows[1]).toEqual([
      users.player.firstName,
      users.player.lastName,
      users.player.email,
      'pc',
      expect.any(String),
      'Accepted',
      '2026-03-01 12:00',
      ...['0.00', '0.00', '0.00', '0.00', 'Nothing owed', expect.stringMatching(/^RF/)],
      `'=no nuts, "please"`,
    ]);

    const attendance = parseCsv((await staff.request('GET', `/api/v1/exports/events/${eventId}/attendance.csv`)).body);
    expect(attendance[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Role',
      'Character',
      'XP',
      'XP sequence',
      'Deaths',
      'Reaper fights',
      'NPC shards',
      'Donation shards',
      'Donation items',
    ]);
    expect(attendance[1].slice(5)).toEqual(['3', '4', '2', '1', '0', '5', 'Rope']);

    const survey = parseCsv((await staff.request('GET', `/api/v1/exports/events/${eventId}/survey_responses.csv`)).body);
    expect(survey[0]).toEqual(['First name', 'Last name', 'Email', 'Submitted at', 'Best moment, and why?']);
    expect(survey[1][4]).toBe('The duel,\nat dusk');
  });

  it('adds what each registration owes and has paid to both registration downloads for those who may read payments, not for a token without payments:read', async () => {
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const fees = await admin.rest('PUT', `/events/${eventId}/fees`, {
      due_on: 'acceptance',
      refund_policy: 'full',
      fees: [{ event_role: 'pc', price: 2000 }],
    });
    expect(fees.status).toBe(200);
    const [registration] = await db.dataSource.getRepository(EventRegistration).findBy({ eventId });
    const paid = await admin.rest('POST', `/registrations/${registration.id}/payments`, { kind: 'payment', amount: 500, method: 'cash' });
    expect(paid.status).toBe(201);
    const reference = (await admin.rest('GET', `/registrations/${registration.id}/payments`)).body.data.reference as string;
    expect(reference).toMatch(/^RF\d{2}[0-9A-Z]+$/);

    // Another event with its own registration and fee: neither download mixes the two.
    const other = await insertEvent(db.dataSource, { eventTitle: 'Winter Court' });
    const stranger = (await createPersonaUsers(db.dataSource)).player;
    await db.dataSource.getRepository(EventRegistration).save(
      db.dataSource.getRepository(EventRegistration).create({
        eventId: other.id,
        userId: stranger.id,
        eventRole: 'npc',
        state: 'accepted',
        registeredAt: new Date('2026-03-02T12:00:00.000Z'),
        questionAnswers: [],
      }),
    );
    expect(
      (
        await admin.rest('PUT', `/events/${other.id}/fees`, {
          due_on: 'acceptance',
          refund_policy: 'full',
          fees: [{ event_role: 'npc', price: 900 }],
        })
      ).status,
    ).toBe(200);

    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const paymentHeader = ['Owed (EUR)', 'Paid (EUR)', 'Waived (EUR)', 'Balance (EUR)', 'Payment status', 'Payment reference'];
    for (const path of [`/exports/events/${eventId}/registrations.csv`, `/events/${eventId}/registration_answers.csv`]) {
      const answer = await staff.request('GET', `/api/v1${path}`);
      expect(answer.status).toBe(200);
      const rows = parseCsv(answer.body);
      expect(rows[0]).toEqual([
        'First name',
        'Last name',
        'Email',
        'Role',
        'Character',
        'State',
        'Registered at',
        ...paymentHeader,
        'Dietary needs?',
      ]);
      expect(rows.slice(1).map((row) => row.slice(2, 13))).toEqual([
        [
          users.player.email,
          'pc',
          expect.any(String),
          'Accepted',
          '2026-03-01 12:00',
          '20.00',
          '5.00',
          '0.00',
          '15.00',
          'Part paid',
          reference,
        ],
      ]);
    }
    const otherRows = parseCsv((await staff.request('GET', `/api/v1/events/${other.id}/registration_answers.csv`)).body);
    expect(otherRows.slice(1).map((row) => [row[2], ...row.slice(7, 12)])).toEqual([
      [stranger.email, '9.00', '0.00', '0.00', '9.00', 'Unpaid'],
    ]);

    // The GraphQL query is the same download.
    const gql = await staff.graphql('query($e: ID!) { registrationAnswersCsv(eventId: $e) }', { e: eventId });
    expect(parseCsv(gql.body.data.registrationAnswersCsv)[1].slice(7, 13)).toEqual([
      '20.00',
      '5.00',
      '0.00',
      '15.00',
      'Part paid',
      reference,
    ]);

    const token = await admin.rest('POST', '/user/api_tokens', { name: 'sheet', scopes: ['exports:read'], expires_in_days: 1 });
    expect(token.status).toBe(201);
    for (const path of [`/exports/events/${eventId}/registrations.csv`, `/events/${eventId}/registration_answers.csv`]) {
      const withToken = await new Agent(t.app).request('GET', `/api/v1${path}`, {
        headers: { authorization: `Bearer ${token.body.data.token as string}` },
      });
      expect(withToken.status).toBe(200);
      expect(parseCsv(withToken.body)[0]).not.toContain('Owed (EUR)');
      expect(withToken.body).not.toContain(reference);
    }

    // A player reads neither download, of their own event or another.
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    for (const id of [eventId, other.id]) {
      for (const path of [`/exports/events/${id}/registrations.csv`, `/events/${id}/registration_answers.csv`]) {
        const refused = await player.request('GET', `/api/v1${path}`);
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).not.toContain(reference);
      }
    }
    const refusedGql = await player.graphql('query($e: ID!) { registrationAnswersCsv(eventId: $e) }', { e: eventId });
    expect(refusedGql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('gives admins the characters with XP; players get none of the exports', async () => {
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const characters = parseCsv((await admin.request('GET', '/api/v1/exports/characters.csv')).body);
    expect(characters[0]).toEqual([
      'Character',
      'Class',
      'Race',
      'Level',
      'XP total',
      'Events attended',
      'Deaths',
      'Reaper fights',
      'Committed',
      'Player',
      'Player email',
    ]);
    expect(characters.some((row) => row[10] === users.player.email)).toBe(true);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    for (const path of [
      `/exports/events/${eventId}/registrations.csv`,
      `/exports/events/${eventId}/attendance.csv`,
      '/exports/characters.csv',
    ]) {
      expect((await player.request('GET', `/api/v1${path}`)).status).toBe(403);
    }
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    expect((await staff.request('GET', '/api/v1/exports/characters.csv')).status).toBe(403);
  });

  it("serves each user's published events with the registration state at a secret address that can be reset", async () => {
    await insertEvent(db.dataSource, { eventTitle: 'Hidden draft', eventPublished: false });
    await insertEvent(db.dataSource, { eventTitle: 'Spring Muster' });
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    expect((await player.rest('GET', '/user/calendar')).body.data).toEqual({ has_feed: false, created_at: null });
    const made = await player.rest('POST', '/user/calendar/reset');
    const url = new URL(made.body.data.url);
    expect(url.origin).toBe('http://localhost:4000');
    expect(url.pathname).toMatch(/^\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await player.rest('GET', '/user/calendar')).body.data.has_feed).toBe(true);

    const feed = await new Agent(t.app).request('GET', url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = String(feed.body).replace(/\r\n /g, '');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(`UID:${eventId}@localhost`);
    expect(text).toContain('SUMMARY:Autumn\\, Gathering (Accepted)');
    expect(text).toContain('LOCATION:The Old Mill\\; Road 1');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('SUMMARY:Spring Muster\r\n');
    expect(text).not.toContain('Hidden draft');
    expect(
      String(feed.body)
        .split('\r\n')
        .every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true);

    // another user's feed shows that user's state
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const staffFeed = await new Agent(t.app).request(
      'GET',
      new URL((await staff.rest('POST', '/user/calendar/reset')).body.data.url).pathname,
    );
    expect(String(staffFeed.body)).toContain('SUMMARY:Autumn\\, Gathering\r\n');

    // reset: the old address stops working
    const again = await player.rest('POST', '/user/calendar/reset');
    expect(again.body.data.url).not.toBe(made.body.data.url);
    const old = await new Agent(t.app).request('GET', url.pathname);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('This calendar address is not valid (it may have been reset)');
    expect((await new Agent(t.app).request('GET', new URL(again.body.data.url).pathname)).status).toBe(200);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ä'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'ä'.repeat(100)}`);
  });
});
