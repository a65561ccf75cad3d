import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EventRegistration, SurveyResponse, User } from '../../src/db';
import { RegistrationQuestion, SurveyQuestion } from '../../src/db/entities/question.entities';
import { createUser } from '../support/accounts';
import { Agent, outboxMessages, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { aBuild, databases, insertCharacter, insertEvent, useTestDatabase } from '../support';

/**
 * Stored XSS: free texts holding markup are escaped in every output the server renders as HTML (the
 * personal-data page, the HTML part of mails). The screens, the printed sheets and GraphiQL's saved
 * queries are rendered by React, which escapes text; the last test makes sure none of them hands
 * text to the browser as HTML.
 */

const PAYLOADS = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "'><svg onload=alert(1)>"];
/** What must never reach an HTML page as markup. */
const MARKUP = /<img src=x|<script>|<svg onload/i;
/** The payload as HTML text: what an escaping renderer writes. */
const escaped = (payload: string) => payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.each(databases())('stored XSS on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A player whose every free text, and the event it registered for, holds `payload`. */
  async function playerWith(payload: string) {
    const ds = db.dataSource;
    const person = await createUser(ds);
    await ds.getRepository(User).update({ id: person.id }, { firstName: payload, lastName: `Lee ${payload}` });
    const agent = new Agent(t.app, '10.35.1.1');
    const login = await agent.request('POST', '/api/v1/login', {
      json: { email: person.email, password: person.password },
      headers: { 'user-agent': payload },
    });
    expect(login.status).toBe(200);
    expect((await agent.rest('POST', '/user/api_tokens', { name: payload, scopes: ['account:read'], expires_in_days: 1 })).status).toBe(
      201,
    );
    const question = await ds
      .getRepository(RegistrationQuestion)
      .save({ questionText: payload, rolesToAsk: ['pc'], answerRequired: false });
    const survey = await ds.getRepository(SurveyQuestion).save({ questionText: payload, rolesToAsk: ['pc'], answerRequired: false });
    const event = await insertEvent(
      ds,
      { eventTitle: payload, eventDescription: payload, eventAddress: payload, eventRegistrationQuestions: [question.id] },
      t.clock.now(),
    );
    const character = await insertCharacter(ds, person.id, {
      savedBuild: aBuild({ character_name: payload }),
      committedBuild: aBuild({ character_name: payload }),
    });
    const registration = await ds.getRepository(EventRegistration).save(
      ds.getRepository(EventRegistration).create({
        eventId: event.id,
        userId: person.id,
        characterId: character.id,
        eventRole: 'pc',
        state: null,
        registeredAt: t.clock.now(),
        questionAnswers: [{ event_registration_question: question.id, question_answer: payload }],
      }),
    );
    await ds
      .getRepository(SurveyResponse)
      .save({ eventId: event.id, userId: person.id, surveyAnswers: [{ survey_question: survey.id, question_answer: payload }] });
    return { person, agent, event, registration };
  }

  it.each(PAYLOADS)('the personal-data page escapes %s in every text', async (payload) => {
    const { agent } = await playerWith(payload);
    const json = await agent.rest('GET', '/user/export');
    // the texts are in the export (so the page below had them to render)
    expect(JSON.stringify(json.body).split(JSON.stringify(payload).slice(1, -1)).length - 1).toBeGreaterThanOrEqual(6);
    const page = await agent.request('GET', '/api/v1/user/export.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = String(page.body);
    expect(html.match(MARKUP)).toBeNull();
    expect(html).toContain(escaped(payload).replace(/'/g, '&#39;'));
  });

  it.each(PAYLOADS)(
    "the acceptance mail's HTML part escapes %s in the player's, the character's and the event's names",
    async (payload) => {
      const { person, event, registration } = await playerWith(payload);
      const admin = await agentFor(t.app, db.dataSource, users, 'admin');
      const accept = await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, {
        accept: [registration.id],
      });
      expect(accept.status).toBe(200);
      await t.app.services.outbox.deliverDue();
      const [mail] = outboxMessages(db.dataDir, person.email).filter((text) => /has been accepted/.test(text));
      const html = mail.split(/\r?\n--/).find((part) => /^Content-Type: text\/html/im.test(part));
      expect(html).toBeDefined();
      expect(html!.match(MARKUP)).toBeNull();
      expect(html).toContain(`Hello ${escaped(payload)},`);
      // the subject carries the title as text in one header: no line of its own
      expect(mail).not.toMatch(/^<img|^"><script>|^'><svg/m);
    },
  );

  it('no screen, printed sheet or GraphiQL panel hands text to the browser as HTML', () => {
    const roots = [join(__dirname, '../../../client/src'), join(__dirname, '../../graphiql')];
    const sinks =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|srcdoc|DOMParser|createContextualFragment/;
    const found: string[] = [];
    const walk = (path: string): void => {
      if (statSync(path).isDirectory()) {
        for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'generated') walk(join(path, name));
      } else if (/\.(tsx?|jsx?|mjs)$/.test(path)) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (sinks.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
          });
      }
    };
    roots.forEach(walk);
    expect(found).toEqual([]);
  });
});
