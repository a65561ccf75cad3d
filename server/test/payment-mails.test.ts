import { In } from 'typeorm';
import { EventRegistration } from '../src/db';
import { Notification } from '../src/db/entities/notification.entity';
import type { Event } from '../src/db/entities/event.entity';
import { PAYMENTS_MESSAGES } from '../src/modules/payments/payments.messages';
import { startApp, type Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './support/personas';
import { databases, insertEvent, useTestDatabase } from './support';

const ACCOUNT = 'IBAN DE89 3704 0044 0532 0130 00, Larp Society';

describe.each(databases())('payment mails on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    expect((await admin.rest('PUT', '/payment_settings', { payment_account: ACCOUNT })).status).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function eventWithFees(dueOn: 'acceptance' | 'registration'): Promise<Event> {
    const event = await insertEvent(db.dataSource);
    const fees = await admin.rest('PUT', `/events/${event.id}/fees`, {
      due_on: dueOn,
      refund_policy: 'full',
      fees: [
        { event_role: 'pc', price: 6000 },
        { event_role: 'npc', price: 2050 },
      ],
    });
    expect(fees.status).toBe(200);
    return event;
  }
  const mailsOf = (kind: string, userIds: string[]) =>
    db.dataSource.getRepository(Notification).find({ where: { kind, userId: In(userIds) }, order: { createdAt: 'ASC' } });
  const referenceOf = async (registrationId: string): Promise<string> =>
    (await admin.rest('GET', `/registrations/${registrationId}/payments`)).body.data.reference;

  it('tells the player what is owed, the account and the reference once the fee is owed on acceptance, once per amount', async () => {
    const event = await eventWithFees('acceptance');
    const player = (await createPersonaUsers(db.dataSource)).player;
    const agent = await agentFor(t.app, db.dataSource, { ...users, player }, 'player');
    const registered = await agent.rest('POST', '/user/event_registrations', { event: event.id, event_role: 'npc' });
    expect(registered.status).toBe(201);
    const id = registered.body.data._id as string;
    expect(await mailsOf('payment_due', [player.id])).toHaveLength(0);

    const review = `/events/${event.id}/event_registrations/confirm_registrations`;
    expect((await admin.rest('POST', review, { accept: [id] })).status).toBe(200);
    expect((await admin.rest('POST', review, { accept: [id] })).status).toBe(200);
    const mails = await mailsOf('payment_due', [player.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(player.email);
    expect(mails[0]?.body).toContain('Amount: 20.50 EUR');
    expect(mails[0]?.body).toContain(`Pay by bank transfer to: ${ACCOUNT}`);
    expect(mails[0]?.body).toContain(`Payment reference: ${await referenceOf(id)}`);
  });

  it('sends the mail on registration when the event wants the fee then', async () => {
    const event = await eventWithFees('registration');
    const player = (await createPersonaUsers(db.dataSource)).player;
    const agent = await agentFor(t.app, db.dataSource, { ...users, player }, 'player');
    const registered = await agent.rest('POST', '/user/event_registrations', { event: event.id, event_role: 'npc' });
    expect(registered.status).toBe(201);
    const mails = await mailsOf('payment_due', [player.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Payment reference: ${await referenceOf(registered.body.data._id)}`);
  });

  it('reminds each unpaid accepted registration once, however often or simultaneously Remind unpaid is sent', async () => {
    const event = await eventWithFees('acceptance');
    const registrations = db.dataSource.getRepository(EventRegistration);
    const owners = new Map<string, PersonaUsers['player']>();
    const registration = async (state: 'accepted' | null) => {
      const owner = (await createPersonaUsers(db.dataSource)).player;
      owners.set(owner.id, owner);
      return registrations.save(
        registrations.create({
          eventId: event.id,
          userId: owner.id,
          characterId: null,
          eventRole: 'npc',
          state,
          waitlistNote: null,
          roleChangedAt: null,
          registeredAt: t.clock.now(),
          questionAnswers: [],
        }),
      );
    };
    const [unpaid, partPaid, paid, unreviewed, remindersOff] = [
      await registration('accepted'),
      await registration('accepted'),
      await registration('accepted'),
      await registration(null),
      await registration('accepted'),
    ];
    const cash = (id: string, amount: number) =>
      admin.rest('POST', `/registrations/${id}/payments`, { kind: 'payment', amount, method: 'cash', reference: '' });
    expect((await cash(partPaid.id, 1000)).status).toBe(201);
    expect((await cash(paid.id, 2050)).status).toBe(201);
    const off = await agentFor(t.app, db.dataSource, { ...users, player: owners.get(remindersOff.userId)! }, 'player');
    expect((await off.rest('PATCH', '/user/notification_settings', { reminder_mails: false })).status).toBe(200);

    const path = `/events/${event.id}/payment_reminders`;
    const preview = await admin.rest('GET', path);
    expect(preview.body.data).toEqual({ event_id: event.id, count: 2, skipped: 1 });
    expect(await mailsOf('payment_reminder', [unpaid.userId])).toHaveLength(0);

    const clicks = await Promise.all([admin.rest('POST', path), admin.rest('POST', path), admin.rest('POST', path)]);
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(clicks.reduce((sum, answer) => sum + Number(answer.body.data.count), 0)).toBe(2);
    const again = await admin.rest('POST', path);
    expect(again.body.data).toEqual({ event_id: event.id, count: 0, skipped: 3 });

    const everyone = [unpaid, partPaid, paid, unreviewed, remindersOff].map((r) => r.userId);
    const reminders = await mailsOf('payment_reminder', everyone);
    expect(reminders.map((mail) => mail.userId).sort()).toEqual([unpaid.userId, partPaid.userId].sort());
    const partPaidMail = reminders.find((mail) => mail.userId === partPaid.userId);
    expect(partPaidMail?.body).toContain('Amount: 10.50 EUR');
    expect(partPaidMail?.body).toContain(ACCOUNT);
    expect(partPaidMail?.body).toContain(`Payment reference: ${await referenceOf(partPaid.id)}`);
    expect(partPaidMail?.unsubscribeUrl).toBeTruthy();

    const gql = await admin.graphql(`mutation ($id: ID!) { remindUnpaid(eventId: $id) { count skipped } }`, { id: event.id });
    expect(gql.body.data.remindUnpaid).toEqual({ count: 0, skipped: 3 });
  });

  it('tells registrations accepted before the fee was set, or raised, what they owe: once per amount, not the waitlisted or cancelled', async () => {
    const event = await insertEvent(db.dataSource);
    const registrations = db.dataSource.getRepository(EventRegistration);
    const registration = async (state: 'accepted' | 'waitlisted' | 'cancelled' | null, eventRole = 'pc') => {
      const owner = (await createPersonaUsers(db.dataSource)).player;
      return registrations.save(
        registrations.create({
          eventId: event.id,
          userId: owner.id,
          characterId: null,
          eventRole,
          state,
          waitlistNote: null,
          roleChangedAt: null,
          registeredAt: t.clock.now(),
          questionAnswers: [],
        }),
      );
    };
    const [accepted, acceptedNpc, waitlisted, cancelled, unreviewed, paidAhead] = [
      await registration('accepted'),
      await registration('accepted', 'npc'),
      await registration('waitlisted'),
      await registration('cancelled'),
      await registration(null),
      await registration('accepted'),
    ];
    const everyone = [accepted, acceptedNpc, waitlisted, cancelled, unreviewed, paidAhead].map((r) => r.userId);
    // paid in cash before any fee: it keeps that price, and owes nothing more when the fee comes
    expect(
      (await admin.rest('POST', `/registrations/${paidAhead.id}/payments`, { kind: 'payment', amount: 6000, method: 'cash' })).status,
    ).toBe(201);
    const setFees = async (pc: number, dueOn: 'acceptance' | 'registration' = 'acceptance') => {
      const answer = await admin.rest('PUT', `/events/${event.id}/fees`, {
        due_on: dueOn,
        refund_policy: 'full',
        fees: [{ event_role: 'pc', price: pc }],
      });
      expect(answer.status).toBe(200);
    };
    const dueMails = async () =>
      (await mailsOf('payment_due', everyone)).map((mail) => [mail.userId, mail.body.match(/Amount: (\S+) EUR/)?.[1]]);

    await setFees(6000);
    expect(await dueMails()).toEqual([[accepted.userId, '60.00']]);
    const [mail] = await mailsOf('payment_due', [accepted.userId]);
    expect(mail.subject).toBe(`Payment for ${event.eventTitle}`);
    expect(mail.body).toContain(`Payment reference: ${await referenceOf(accepted.id)}`);
    expect(mail.body).toContain(`Pay by bank transfer to: ${ACCOUNT}`);

    // the same fees saved again (twice at once, too): nothing more
    await Promise.all([setFees(6000), setFees(6000)]);
    expect(await dueMails()).toHaveLength(1);

    // raised: told the new amount; lowered: nothing
    await setFees(7500);
    await setFees(7000);
    expect(await dueMails()).toEqual([
      [accepted.userId, '60.00'],
      [accepted.userId, '75.00'],
    ]);

    // due on registration: the unreviewed one owes too now; the waitlisted is told when accepted
    await setFees(7000, 'registration');
    expect((await dueMails()).slice(2)).toEqual([[unreviewed.userId, '70.00']]);
    expect((await admin.rest('GET', `/registrations/${paidAhead.id}/payments`)).body.data).toMatchObject({
      owed: 6000,
      paid: 6000,
      status: 'paid',
    });
    expect(await mailsOf('payment_due', [waitlisted.userId, cancelled.userId, acceptedNpc.userId, paidAhead.userId])).toEqual([]);
  });

  it('refuses a reminder once the event has started', async () => {
    const event = await insertEvent(db.dataSource, { eventStartTime: new Date(t.clock.now().getTime() - 60 * 60 * 1000) });
    const answer = await admin.rest('POST', `/events/${event.id}/payment_reminders`);
    expect(answer).toMatchObject({ status: 409, body: { message: PAYMENTS_MESSAGES.eventStarted } });
  });
});
