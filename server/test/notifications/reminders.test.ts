import { AttendanceRecord } from '../../src/db/entities/attendance-record.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { SurveyQuestion } from '../../src/db/entities/question.entities';
import { withTransaction } from '../../src/db/transaction';
import { createEvent, DAY } from '../support/events';
import { outboxMessages, startApp, type TestApp } from '../support/http';
import { databases, useTestDatabase } from '../support';
import { aPlayer } from '../support/waitlist';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(databases())('reminders and notification settings on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const remindersTo = async (email: string, kind: string) => db.dataSource.manager.findBy(Notification, { toAddress: email, kind });

  it('reminds a pc to commit a build two weeks before, once, with one-click unsubscribe headers; the unsubscribe stops the survey reminder', async () => {
    const event = await createEvent(db.dataSource, { eventStartTime: inDays(20), eventTitle: 'Midsummer' });
    const committed = await aPlayer(t.app, db.dataSource);
    const uncommitted = await aPlayer(t.app, db.dataSource);
    for (const p of [committed, uncommitted]) {
      const answer = await p.agent.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: p.characterId,
        event_role: 'pc',
        question_answers: [],
      });
      expect(answer.status).toBe(201);
    }
    await withTransaction(db.dataSource, (m) =>
      m.query('UPDATE characters SET committed_build = saved_build WHERE id = ?', [committed.characterId]),
    );

    // More than two weeks before: nothing yet.
    expect(await t.app.services.reminders.run()).toEqual({ commit: 0, survey: 0 });
    t.clock.set(inDays(7));
    expect(await t.app.services.reminders.run()).toEqual({ commit: 1, survey: 0 });
    expect(await t.app.services.reminders.run()).toEqual({ commit: 0, survey: 0 });
    await t.app.services.background.settled();
    expect(await remindersTo(committed.user.email, 'reminder_commit')).toEqual([]);
    const [folded] = outboxMessages(db.dataDir, uncommitted.user.email);
    // Long header fields are folded (RFC 5322); unfolded here.
    const mail = folded.replace(/\r?\n[ \t]+/g, ' ');
    expect(mail).toContain('Subject: Commit your build for Midsummer');
    const header = /^List-Unsubscribe: <http:\/\/localhost:4000\/api\/v1\/unsubscribe\/([A-Za-z0-9_-]{43})>$/m.exec(mail);
    expect(header).not.toBeNull();
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain(`http://localhost:4000/unsubscribe/${header![1]}`);

    // One click from the mail program: a form POST without a session.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${header![1]}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(JSON.parse(anonymous.body)).toEqual({ data: { reminder_mails: false } });
    expect((await uncommitted.agent.rest('GET', '/user/notification_settings')).body.data).toEqual({ reminder_mails: false });
    const forged = await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${'x'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    expect(JSON.parse(forged.body).message).toBe('This unsubscribe link is not valid');

    // The survey reminder goes to attendees without a response, unless they turned reminders off.
    const question = await withTransaction(db.dataSource, (m) =>
      m.save(
        m.create(SurveyQuestion, {
          isDefault: false,
          questionText: 'How was it?',
          rolesToAsk: ['pc', 'npc'],
          answerRequired: false,
          position: 0,
        }),
      ),
    );
    const past = await createEvent(db.dataSource, {
      eventStartTime: inDays(-10),
      eventTitle: 'Winter Court',
      eventSurveyOpenAt: inDays(-1),
      eventSurveyQuestions: [question.id],
    });
    t.clock.set(NOW);
    for (const p of [committed, uncommitted]) {
      await withTransaction(db.dataSource, (m) =>
        m.insert(AttendanceRecord, { eventId: past.id, userId: p.user.id, characterId: p.characterId, eventRole: 'pc' }),
      );
    }
    expect((await t.app.services.reminders.run()).survey).toBe(1);
    await t.app.services.background.settled();
    expect(
      outboxMessages(db.dataDir, committed.user.email).filter((m) => m.includes('Subject: The survey for Winter Court is open')),
    ).toHaveLength(1);
    expect(await remindersTo(uncommitted.user.email, 'reminder_survey')).toEqual([]);

    // Reminders on again from /account (GraphQL), and the REST setting agrees.
    const on = await uncommitted.agent.graphql('mutation { updateNotificationSettings(reminderMails: true) { reminderMails } }');
    expect(on.body.data.updateNotificationSettings).toEqual({ reminderMails: true });
    expect((await uncommitted.agent.rest('PATCH', '/user/notification_settings', { reminder_mails: 'yes' })).status).toBe(400);
    expect((await t.app.services.reminders.run()).survey).toBe(1);
  });
});
