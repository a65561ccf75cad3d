import { In } from 'typeorm';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { ParticipantMessage } from '../../src/db/entities/participant-message.entity';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { createEvent, createQuietUsers, DAY } from '../support/events';
import { outboxMessages, startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe.each(databases())('messages to participants on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  /** An event with `counts` registrations per state, each of another user, written straight to the database. */
  async function eventWith(counts: { accepted?: number; waitlisted?: number; unreviewed?: number; npc?: number }) {
    const event = await createEvent(db.dataSource, { eventStartTime: new Date(NOW.getTime() + 30 * DAY), eventTitle: 'Harvest Moon' });
    const plan: Array<{ state: 'accepted' | 'waitlisted' | null; role: string }> = [
      ...Array.from({ length: counts.accepted ?? 0 }, () => ({ state: 'accepted' as const, role: 'pc' })),
      ...Array.from({ length: counts.waitlisted ?? 0 }, () => ({ state: 'waitlisted' as const, role: 'pc' })),
      ...Array.from({ length: counts.unreviewed ?? 0 }, () => ({ state: null, role: 'pc' })),
      ...Array.from({ length: counts.npc ?? 0 }, () => ({ state: 'accepted' as const, role: 'npc' })),
    ];
    const people = await createQuietUsers(db.dataSource, plan.length);
    const rows = plan.map((entry, index) =>
      db.dataSource.manager.create(EventRegistration, {
        eventId: event.id,
        userId: people[index].id,
        characterId: null,
        eventRole: entry.role,
        state: entry.state,
        waitlistNote: entry.state === 'waitlisted' ? 'Full' : null,
        questionAnswers: [],
        registeredAt: new Date(NOW.getTime() - (plan.length - index) * 1000),
      }),
    );
    await withTransaction(db.dataSource, async (manager) => {
      for (let start = 0; start < rows.length; start += 50) await manager.save(rows.slice(start, start + 50));
    });
    return { event, people, registrations: rows };
  }

  const draft = (eventId: string | null, audience: string, extra: Record<string, unknown> = {}) => ({
    event: eventId,
    audience,
    subject: 'Directions',
    body: 'Park behind the barn.',
    ...extra,
  });
  const messageRows = (messageId: string) =>
    db.dataSource.manager
      .createQueryBuilder(Notification, 'n')
      .where('n.notification_key LIKE :prefix', { prefix: `message:${messageId}:%` })
      .getMany();

  it('sends to 200 accepted: a count and preview first, 200 outbox rows written once, each sent once, a second Send sends nothing', async () => {
    const { event, people } = await eventWith({ accepted: 200, waitlisted: 3, unreviewed: 2 });
    const preview = await admin.rest('POST', '/messages/preview', draft(event.id, 'accepted'));
    expect(preview.status).toBe(200);
    expect(preview.body.data.recipient_count).toBe(200);
    expect(preview.body.data.recipients).toHaveLength(20);
    expect(preview.body.data.mail.subject).toBe('Harvest Moon: Directions');
    expect(preview.body.data.mail.text).toMatch(
      /^Hello Many,\n\nPark behind the barn\.\n\n--\nYou get this message because you registered for Harvest Moon\./,
    );
    // A preview sends nothing.
    expect(await db.dataSource.manager.countBy(Notification, { kind: 'message' })).toBe(0);

    const sendKey = 'draft-0123456789abcdef';
    const first = await admin.rest('POST', '/messages', { ...draft(event.id, 'accepted'), send_key: sendKey });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ event: event.id, audience: 'accepted', subject: 'Directions', recipient_count: 200 });
    const messageId = first.body.data._id;
    const rows = await messageRows(messageId);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(people.slice(0, 200).map((user) => user.id)));

    // The second click (REST and GraphQL): the same message, no new row.
    const again = await admin.rest('POST', '/messages', { ...draft(event.id, 'accepted'), send_key: sendKey });
    expect(again.body.data._id).toBe(messageId);
    const viaGraphql = await admin.graphql(
      `mutation($input: ParticipantMessageInput!, $key: String!) { sendParticipantMessage(input: $input, sendKey: $key) { id recipientCount } }`,
      { input: { eventId: event.id, audience: 'accepted', subject: 'Directions', body: 'Park behind the barn.' }, key: sendKey },
    );
    expect(viaGraphql.body.data.sendParticipantMessage).toEqual({ id: messageId, recipientCount: 200 });
    expect(await db.dataSource.manager.countBy(ParticipantMessage, { sendKey })).toBe(1);
    expect(await messageRows(messageId)).toHaveLength(200);

    // Delivery runs after the answers; every row is sent once.
    await t.app.services.background.settled();
    await t.app.services.outbox.deliverDue();
    const delivered = await messageRows(messageId);
    expect(delivered.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    for (const person of [people[0], people[199]]) expect(outboxMessages(db.dataDir, person.email)).toHaveLength(1);
    expect(outboxMessages(db.dataDir, people[200].email)).toHaveLength(0);
    expect(await t.app.services.outbox.deliverDue()).toBe(0);

    // The event's history: who sent what to how many, delivered.
    const history = await admin.graphql(
      `query($e: ID) { participantMessages(eventId: $e) { id subject recipientCount sentByName delivered waiting failed } }`,
      { e: event.id },
    );
    expect(history.body.data.participantMessages).toEqual([
      {
        id: messageId,
        subject: 'Directions',
        recipientCount: 200,
        sentByName: `${users.admin.firstName} ${users.admin.lastName}`,
        delivered: 200,
        waiting: 0,
        failed: 0,
      },
    ]);
    const restHistory = await admin.rest('GET', `/messages?event=${event.id}`);
    expect(restHistory.body.data[0]).toMatchObject({ _id: messageId, delivered: 200, recipient_count: 200 });
  });

  it('names each audience: waitlisted, unreviewed, a role, picked registrations, and all who gave email consent', async () => {
    const { event, people, registrations } = await eventWith({ accepted: 2, waitlisted: 3, unreviewed: 1, npc: 2 });
    const count = async (body: object) => {
      const answer = await admin.rest('POST', '/messages/preview', body);
      expect(answer.status).toBe(200);
      return answer.body.data.recipient_count as number;
    };
    expect(await count(draft(event.id, 'waitlisted'))).toBe(3);
    expect(await count(draft(event.id, 'unreviewed'))).toBe(1);
    expect(await count(draft(event.id, 'role', { event_role: 'npc' }))).toBe(2);
    expect(await count(draft(event.id, 'accepted'))).toBe(4);
    expect(await count(draft(event.id, 'picked', { registrations: [registrations[0].id, registrations[7].id] }))).toBe(2);
    expect(await count(draft(event.id, 'attendees'))).toBe(0);

    await db.dataSource.manager.update(User, { id: In([people[0].id, people[1].id]) }, { emailConsent: true });
    const consenting = await admin.graphql(
      `query { previewParticipantMessage(input: { audience: "consenting", subject: "News", body: "A new season" }) { recipientCount recipients { userId } mail { subject text } } }`,
    );
    const consentingIds = consenting.body.data.previewParticipantMessage.recipients.map((r: { userId: string }) => r.userId);
    expect(consentingIds).toEqual(expect.arrayContaining([people[0].id, people[1].id]));
    expect(consentingIds).not.toContain(people[2].id);
    expect(consenting.body.data.previewParticipantMessage.mail.text).toContain('To withdraw your consent, open your account');
  });

  it('refuses what it cannot send with a clear 4xx, and staff and players may not send', async () => {
    const { event, registrations } = await eventWith({ accepted: 1 });
    const other = await eventWith({ accepted: 1 });
    const send = (body: object) => admin.rest('POST', '/messages', { send_key: `key-${Math.random().toString(36).slice(2, 12)}`, ...body });
    expect((await send(draft(event.id, 'accepted', { subject: ' ' }))).body.message).toBe('Please write a subject');
    expect((await send(draft(event.id, 'accepted', { body: '' }))).body.message).toBe('Please write the message');
    expect((await send(draft(null, 'accepted'))).body.message).toBe('Please choose the event whose participants get the message');
    expect((await send(draft(event.id, 'role'))).body.message).toBe('Please choose the role whose participants get the message');
    expect((await send(draft(event.id, 'everyone'))).status).toBe(400);
    expect((await send(draft(event.id, 'waitlisted'))).body.message).toBe('Nobody is in this audience: nothing was sent');
    const foreign = await send(draft(event.id, 'picked', { registrations: [registrations[0].id, other.registrations[0].id] }));
    expect(foreign).toMatchObject({ status: 400, body: { message: `Not a registration of this event: ${other.registrations[0].id}` } });
    expect((await admin.rest('POST', '/messages', draft(event.id, 'accepted'))).status).toBe(400);
    expect(await db.dataSource.manager.countBy(ParticipantMessage, { eventId: event.id })).toBe(0);
    expect((await staff.rest('POST', '/messages/preview', draft(event.id, 'accepted'))).status).toBe(403);
  });
});
