import { PAYMENT_MESSAGES, findCreditorReferences } from '@larp/rules';
import { EventRegistration, PaymentEntry } from '../src/db';
import type { Event } from '../src/db/entities/event.entity';
import { registrationIdOfBody } from '../src/modules/payments/payment-reference';
import { purgePersonalData } from '../src/modules/privacy/retention';
import { startApp, type Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './support/personas';
import { databases, insertEvent, useTestDatabase } from './support';

const EARLY_UNTIL = '2026-03-10T00:00:00.000Z';

describe.each(databases())('event fees and payments on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let staff: Agent;
  let player: Agent;
  let event: Event;

  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    player = await agentFor(t.app, db.dataSource, users, 'player');
    event = await insertEvent(db.dataSource);
    const fees = await admin.rest('PUT', `/events/${event.id}/fees`, {
      due_on: 'acceptance',
      refund_policy: 'fee_kept',
      kept_fee: 500,
      fees: [
        { event_role: 'pc', price: 6000, early_price: 5000, early_until: EARLY_UNTIL },
        { event_role: 'npc', price: 2000 },
      ],
    });
    expect(fees.status).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** Every account the API shows equals the sum of its ledger rows, counted here from the table itself. */
  afterEach(async () => {
    const answer = await admin.rest('GET', `/events/${event.id}/payments`);
    expect(answer.status).toBe(200);
    const rows = await db.dataSource.getRepository(PaymentEntry).findBy({ eventId: event.id });
    for (const account of answer.body.data) {
      const own = rows.filter((row) => row.registrationId === account.registration_id);
      const paid = own.reduce((sum, row) => sum + (row.kind === 'refund' ? -row.amount : row.kind === 'waiver' ? 0 : row.amount), 0);
      const waived = own.filter((row) => row.kind === 'waiver').reduce((sum, row) => sum + row.amount, 0);
      expect([account.paid, account.waived, account.balance]).toEqual([paid, waived, account.owed - paid - waived]);
      expect(account.entries).toHaveLength(own.length);
    }
  });

  let userCount = 0;
  async function aRegistration(fields: Partial<EventRegistration> = {}): Promise<EventRegistration> {
    userCount += 1;
    const owner = fields.userId ?? (await createPersonaUsers(db.dataSource)).player.id;
    const registrations = db.dataSource.getRepository(EventRegistration);
    return registrations.save(
      registrations.create({
        eventId: event.id,
        userId: owner,
        characterId: null,
        eventRole: 'pc',
        state: 'accepted',
        waitlistNote: null,
        roleChangedAt: null,
        registeredAt: new Date(`2026-03-0${1 + (userCount % 8)}T10:00:00.000Z`),
        questionAnswers: [],
        ...fields,
      }),
    );
  }
  const account = async (registration: EventRegistration) =>
    (await admin.rest('GET', `/registrations/${registration.id}/payments`)).body.data;
  const pay = (agent: Agent, registration: EventRegistration, body: Record<string, unknown>, key?: string) =>
    agent.request('POST', `/api/v1/registrations/${registration.id}/payments`, {
      json: body,
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('charges by role and by the date the registration was made, once it is accepted', async () => {
    const early = await aRegistration({ registeredAt: new Date('2026-03-09T23:59:00.000Z') });
    const late = await aRegistration({ registeredAt: new Date('2026-03-10T00:00:00.000Z') });
    const npc = await aRegistration({ eventRole: 'npc' });
    const unreviewed = await aRegistration({ state: null });
    const staffRole = await aRegistration({ eventRole: 'staff' });
    expect([await account(early), await account(late), await account(npc)].map((view) => [view.price, view.owed, view.status])).toEqual([
      [5000, 5000, 'unpaid'],
      [6000, 6000, 'unpaid'],
      [2000, 2000, 'unpaid'],
    ]);
    expect(await account(unreviewed)).toMatchObject({ price: 5000, owed: 0, status: 'nothing_owed' });
    expect(await account(staffRole)).toMatchObject({ price: null, owed: 0 });
  });

  it('shows the player their own balance, reference and the account; no one else sees it', async () => {
    await admin.rest('PUT', '/payment_settings', { payment_account: 'Larp Club e.V., IBAN DE02 1203 0000 0000 2020 51' });
    const mine = await aRegistration({ userId: users.player.id, registeredAt: new Date('2026-03-20T00:00:00.000Z') });
    const answer = await player.rest('GET', `/registrations/${mine.id}/payments`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ owed: 6000, balance: 6000, balance_text: '60.00', currency: 'EUR' });
    expect(answer.body.data.payment_account).toContain('IBAN DE02');
    const [body] = findCreditorReferences(answer.body.data.reference);
    expect(registrationIdOfBody(body)).toBe(mine.id);
    const graphql = await player.graphql('query ($id: ID!) { registrationPayments(registrationId: $id) { owed reference balanceText } }', {
      id: mine.id,
    });
    expect(graphql.body.data.registrationPayments).toEqual({ owed: 6000, reference: answer.body.data.reference, balanceText: '60.00' });

    const other = await aRegistration();
    expect((await player.rest('GET', `/registrations/${other.id}/payments`)).status).toBe(404);
    expect((await player.rest('GET', `/events/${event.id}/payments`)).status).toBe(403);
    expect((await pay(player, mine, { kind: 'payment', amount: 6000, method: 'cash' })).status).toBe(403);
  });

  it('lets staff take cash but not waive or refund; admins waive with a reason', async () => {
    const registration = await aRegistration({ registeredAt: new Date('2026-03-20T00:00:00.000Z') });
    expect((await pay(staff, registration, { kind: 'payment', amount: 1000, method: 'cash' })).status).toBe(201);
    expect((await pay(staff, registration, { kind: 'payment', amount: 1000, method: 'bank_transfer' })).status).toBe(403);
    expect((await pay(staff, registration, { kind: 'waiver', amount: 1000, reason: 'helper' })).status).toBe(403);
    const noReason = await pay(admin, registration, { kind: 'waiver', amount: 1000 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(PAYMENT_MESSAGES.reason);
    expect((await pay(admin, registration, { kind: 'payment', amount: 12.5, method: 'cash' })).status).toBe(400);
    expect((await pay(admin, registration, { kind: 'payment', amount: -5, method: 'cash' })).status).toBe(400);
    const waived = await pay(admin, registration, { kind: 'waiver', amount: 1000, reason: 'helps build the tavern' });
    expect(waived.body.data).toMatchObject({ owed: 6000, paid: 1000, waived: 1000, balance: 4000, status: 'part_paid' });
    expect((await pay(admin, registration, { kind: 'payment', amount: 4000, method: 'bank_transfer' })).body.data.status).toBe('paid');
  });

  it('a fee change reaches registrations without payments; those with payments keep their price unless repriced', async () => {
    const paid = await aRegistration({ eventRole: 'npc' });
    const unpaid = await aRegistration({ eventRole: 'npc' });
    await pay(admin, paid, { kind: 'payment', amount: 500, method: 'cash' });
    const current = (await admin.rest('GET', `/events/${event.id}/fees`)).body.data;
    const fees = current.fees.map((fee: { event_role: string }) => (fee.event_role === 'npc' ? { ...fee, price: 2500 } : fee));
    expect((await admin.rest('PUT', `/events/${event.id}/fees`, { ...current, fees })).status).toBe(200);
    expect((await account(paid)).owed).toBe(2000);
    expect((await account(unpaid)).owed).toBe(2500);
    const repriced = await admin.rest('PUT', `/registrations/${paid.id}/price`, { price: 2500, reason: 'new fee for everyone' });
    expect(repriced.body.data).toMatchObject({ owed: 2500, balance: 2000 });
    await admin.rest('PUT', `/events/${event.id}/fees`, current);
  });

  it('a role change and a cancellation change what is owed; an overpayment is a refund to propose', async () => {
    const feed = t.app.services.payments.changeFeed;
    const reported: string[] = [];
    t.app.services.payments.changeFeed = {
      record: (manager, name, data) => {
        reported.push(`${name}:${(data as { payment: { amount: number } }).payment.amount}`);
        return feed.record(manager, name, data);
      },
      afterCommit: () => feed.afterCommit(),
    };
    const registration = await aRegistration({ registeredAt: new Date('2026-03-20T00:00:00.000Z') });
    await pay(admin, registration, { kind: 'payment', amount: 6000, method: 'bank_transfer', reference: 'bank 1' });
    expect(await account(registration)).toMatchObject({ owed: 6000, balance: 0, status: 'paid' });
    await db.dataSource.getRepository(EventRegistration).update({ id: registration.id }, { eventRole: 'npc' });
    expect(await account(registration)).toMatchObject({ owed: 2000, balance: -4000, status: 'overpaid' });
    const overpaid = (await admin.rest('GET', `/events/${event.id}/payments?filter=overpaid`)).body.data;
    expect(overpaid.map((row: { registration_id: string }) => row.registration_id)).toContain(registration.id);
    await db.dataSource
      .getRepository(EventRegistration)
      .update({ id: registration.id }, { state: 'cancelled', activeKey: registration.id });
    // fee_kept: 5.00 kept, 55.00 to refund (proposed, nothing written)
    expect(await account(registration)).toMatchObject({ owed: 500, balance: -5500 });
    const refund = await pay(admin, registration, { kind: 'refund', amount: 5500, method: 'bank_transfer' });
    expect(refund.body.data).toMatchObject({ owed: 500, paid: 500, balance: 0, status: 'paid' });
    expect(reported).toEqual(['payment.received:6000', 'payment.refunded:5500']);
    t.app.services.payments.changeFeed = feed;
  });

  it('20 concurrent requests with one Idempotency-Key record one payment; 20 with distinct keys record 20', async () => {
    const registration = await aRegistration();
    const body = { kind: 'payment', amount: 100, method: 'cash' };
    const same = await Promise.all(Array.from({ length: 20 }, () => pay(staff, registration, body, `gate-${registration.id}`)));
    expect(same.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(await db.dataSource.getRepository(PaymentEntry).countBy({ registrationId: registration.id })).toBe(1);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, n) => pay(staff, registration, body, `gate-${registration.id}-${n}`)),
    );
    expect(distinct.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await db.dataSource.getRepository(PaymentEntry).countBy({ registrationId: registration.id })).toBe(21);
    expect((await account(registration)).paid).toBe(2100);
  });

  it('shows the gate what each registration owes, and a later pull brings a payment made since', async () => {
    const owing = await aRegistration({ registeredAt: new Date('2026-03-10T00:00:00.000Z') });
    const first = await staff.rest('GET', `/events/${event.id}/checkin/roster`);
    expect(first.status).toBe(200);
    expect(first.body.data.currency).toBe('EUR');
    const entryOf = (data: { event_registrations: Array<{ _id: string; owes: number }> }) =>
      data.event_registrations.find((entry) => entry._id === owing.id);
    expect(entryOf(first.body.data)?.owes).toBe(6000);
    expect((await pay(staff, owing, { kind: 'payment', amount: 2000, method: 'cash' }, `gate-${owing.id}`)).status).toBe(201);
    const next = await staff.rest('GET', `/events/${event.id}/checkin/roster?since=${encodeURIComponent(first.body.data.next_since)}`);
    expect(entryOf(next.body.data)?.owes).toBe(4000);
  });

  it('marks the chosen registrations paid in cash, over GraphQL as over REST', async () => {
    const first = await aRegistration({ eventRole: 'npc' });
    const second = await aRegistration({ eventRole: 'npc' });
    await pay(admin, second, { kind: 'payment', amount: 500, method: 'bank_transfer' });
    const answer = await staff.graphql(
      'mutation ($event: ID!, $ids: [ID!]!) { markPaidCash(eventId: $event, registrationIds: $ids) { registrationId balance status } }',
      { event: event.id, ids: [first.id, second.id] },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.markPaidCash).toEqual([
      { registrationId: first.id, balance: 0, status: 'paid' },
      { registrationId: second.id, balance: 0, status: 'paid' },
    ]);
    const cash = await db.dataSource.getRepository(PaymentEntry).findBy({ registrationId: second.id, method: 'cash' });
    expect(cash.map((row) => row.amount)).toEqual([1500]);
  });

  it("filters an event's payments by a named status on both transports, and refuses other names", async () => {
    const unpaid = await aRegistration({ eventRole: 'npc' });
    const part = await aRegistration({ eventRole: 'npc' });
    await pay(admin, part, { kind: 'payment', amount: 500, method: 'bank_transfer' });
    const rest = await admin.rest('GET', `/events/${event.id}/payments?filter=part_paid`);
    const restIds = rest.body.data.map((row: { registration_id: string }) => row.registration_id);
    expect(restIds).toContain(part.id);
    expect(restIds).not.toContain(unpaid.id);
    const graphql = await admin.graphql(
      'query ($event: ID!) { eventPayments(eventId: $event, filter: UNPAID) { registrationId status } }',
      {
        event: event.id,
      },
    );
    expect(graphql.body.errors).toBeUndefined();
    const rows = graphql.body.data.eventPayments as { registrationId: string; status: string }[];
    expect(rows.map((row) => row.registrationId)).toContain(unpaid.id);
    expect(rows.every((row) => row.status === 'unpaid')).toBe(true);

    const badRest = await admin.rest('GET', `/events/${event.id}/payments?filter=paid_later`);
    expect(badRest.status).toBe(400);
    expect(badRest.body.message).toContain(PAYMENT_MESSAGES.filter);
    const badGraphql = await admin.graphql('query ($event: ID!) { eventPayments(eventId: $event, filter: "unpaid") { registrationId } }', {
      event: event.id,
    });
    expect(badGraphql.body.errors?.[0]?.message).toMatch(/PaymentFilter/);
  });

  it('fixes the currency once a payment exists', async () => {
    const settings = await admin.rest('GET', '/payment_settings');
    expect(settings.body.data).toMatchObject({ currency: 'EUR', currency_fixed: true, retention_years: 10 });
    const change = await admin.rest('PUT', '/payment_settings', { currency: 'JPY' });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(PAYMENT_MESSAGES.currencyFixed);
    expect((await admin.rest('PUT', '/payment_settings', { currency: 'EURO' })).status).toBe(400);
    expect((await staff.rest('PUT', '/payment_settings', { payment_account: 'x' })).status).toBe(403);
  });

  it('keeps payments for the retention the site sets, then deletes them', async () => {
    const registration = await aRegistration();
    const now = t.clock.now();
    const yearsAgo = (years: number) => new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 1));
    const row = {
      registrationId: registration.id,
      eventId: event.id,
      userId: registration.userId,
      kind: 'payment' as const,
      amount: 100,
      currency: 'EUR',
      method: 'cash' as const,
      reference: '',
      reason: '',
      payerName: null,
      bankLineKey: null,
      actorId: null,
    };
    const entries = db.dataSource.getRepository(PaymentEntry);
    await entries.save([entries.create({ ...row, createdAt: yearsAgo(11) }), entries.create({ ...row, createdAt: yearsAgo(4) })]);
    expect((await purgePersonalData(db.dataSource, t.clock)).oldPayments).toBe(1);
    expect(await entries.countBy({ registrationId: registration.id })).toBe(1);
    expect((await admin.rest('PUT', '/payment_settings', { retention_years: 3 })).body.data.retention_years).toBe(3);
    expect((await purgePersonalData(db.dataSource, t.clock)).oldPayments).toBe(1);
    expect(await entries.countBy({ registrationId: registration.id })).toBe(0);
    await admin.rest('PUT', '/payment_settings', { retention_years: 10 });
  });
});
