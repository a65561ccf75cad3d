import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Event } from '../../src/db/entities/event.entity';
import { Webhook, WebhookDelivery } from '../../src/db/entities/integrator.entities';
import { withTransaction } from '../../src/db/transaction';
import { verifyDelivery } from '../../src/modules/webhooks/webhook-signature';
import { WEBHOOK_MAX_ATTEMPTS, webhookBackoffMs } from '../../src/modules/webhooks/webhooks.service';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertCharacter, insertEvent, useTestDatabase } from '../support';
import { createEvent } from '../support/events';
import { aPlayer } from '../support/waitlist';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on the loopback address that answers with the next status of its list (then 200). */
class Receiver {
  received: Received[] = [];
  statuses: number[] = [];
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(this.statuses.shift() ?? 200).end('ok');
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/larp`;
  }
  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

describe.each(databases())('webhooks on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  const receiver = new Receiver();
  let url: string;
  beforeAll(async () => {
    // the receiver is on loopback, which webhooks reach only where the operator allows it
    t = await startApp(db, { config: { webhookAllowNetworks: ['127.0.0.1/32'] } });
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    url = await receiver.start();
  });
  afterAll(async () => {
    await t.app.close();
    await receiver.stop();
  });

  const deliveriesOf = (hookId: string) =>
    db.dataSource.getRepository(WebhookDelivery).find({ where: { webhookId: hookId }, order: { createdAt: 'ASC', id: 'ASC' } });

  it('delivers event.published, registration.created and registration.changed signed with HMAC-SHA256 and a timestamp', async () => {
    const made = await admin.rest('POST', '/webhooks', {
      url,
      events: ['registration.created', 'registration.changed', 'event.published', 'event.finalized'],
    });
    expect(made.status).toBe(201);
    const { _id: hookId, secret } = made.body.data;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);

    const event = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    expect((await admin.rest('PATCH', `/events/${event.id}`, { event_published: true })).status).toBe(200);
    const character = await insertCharacter(db.dataSource, users.player.id);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    const registered = await player.rest('POST', '/user/event_registrations', {
      event: event.id,
      character: character.id,
      event_role: 'pc',
    });
    expect(registered.status).toBe(201);
    expect((await player.rest('POST', `/user/event_registrations/${registered.body.data._id}/cancel`)).status).toBe(200);

    // the agent waits for background work: both were sent off the request path
    expect(receiver.received.map((r) => r.headers['x-larp-event'])).toEqual([
      'event.published',
      'registration.created',
      'registration.changed',
    ]);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    for (const delivery of receiver.received) {
      expect(delivery.headers['content-type']).toBe('application/json');
      const header = { signature: String(delivery.headers['x-larp-signature']), timestamp: String(delivery.headers['x-larp-timestamp']) };
      expect(verifyDelivery(secret, header, delivery.body, nowSeconds)).toBe(true);
      expect(verifyDelivery('0'.repeat(64), header, delivery.body, nowSeconds)).toBe(false);
      expect(verifyDelivery(secret, header, `${delivery.body} `, nowSeconds)).toBe(false);
      // an old timestamp is refused (a replayed delivery)
      expect(verifyDelivery(secret, header, delivery.body, nowSeconds + 3600)).toBe(false);
    }
    const published = JSON.parse(receiver.received[0].body);
    expect(published).toMatchObject({ event: 'event.published', data: { event: { _id: event.id, event_published: true } } });
    expect(published.id).toBe(receiver.received[0].headers['x-larp-delivery']);
    expect(JSON.parse(receiver.received[1].body).data.registration).toMatchObject({
      event_id: event.id,
      user_id: users.player.id,
      event_role: 'pc',
      state: null,
    });
    expect(JSON.parse(receiver.received[2].body).data.registration).toMatchObject({ _id: registered.body.data._id, state: 'cancelled' });

    const log = await admin.rest('GET', `/webhooks/${hookId}/deliveries`);
    expect(
      log.body.data
        .map((row: { event: string; state: string; attempts: number; last_status_code: number }) => [
          row.event,
          row.state,
          row.attempts,
          row.last_status_code,
        ])
        .sort(),
    ).toEqual([
      ['event.published', 'delivered', 1, 200],
      ['registration.changed', 'delivered', 1, 200],
      ['registration.created', 'delivered', 1, 200],
    ]);
    // publishing again changes nothing and sends nothing
    await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
    expect(receiver.received).toHaveLength(3);
    await admin.rest('DELETE', `/webhooks/${hookId}`);
  });

  it('retries a failed delivery with back-off, and marks it failed after the last attempt', async () => {
    receiver.received = [];
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url, events: ['event.published'] })).body.data;
    receiver.statuses = [500, 503];
    const event = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
    let [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(delivery.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(webhookBackoffMs(1));

    // not due yet: nothing is sent
    expect(await t.app.services.webhooks.deliverDue()).toBe(0);
    t.clock.advance(webhookBackoffMs(1));
    expect(await t.app.services.webhooks.deliverDue()).toBe(1);
    [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 2, lastStatusCode: 503 });
    t.clock.advance(webhookBackoffMs(2));
    expect(await t.app.services.webhooks.deliverDue()).toBe(1);
    [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });
    expect(receiver.received).toHaveLength(3);
    // every attempt is the same delivery, signed anew
    expect(new Set(receiver.received.map((r) => r.headers['x-larp-delivery']))).toEqual(new Set([delivery.id]));

    // a receiver that never answers 2xx: failed after the last attempt
    receiver.statuses = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500);
    const other = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    await admin.rest('PATCH', `/events/${other.id}`, { event_published: true });
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(webhookBackoffMs(attempt));
      await t.app.services.webhooks.deliverDue();
    }
    const failed = (await deliveriesOf(hookId)).find((row) => row.id !== delivery.id)!;
    expect(failed).toMatchObject({ state: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(await t.app.services.webhooks.deliverDue()).toBe(0);
  });

  it('an unreachable receiver is logged as an error and retried', async () => {
    const closed = new Receiver();
    const closedUrl = await closed.start();
    await closed.stop();
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url: closedUrl, events: ['event.published'] })).body.data;
    const event = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
    const [delivery] = await deliveriesOf(hookId);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toBeTruthy();
  });

  it('delivers event.finalized with the finalized event when an admin finalizes it', async () => {
    await db.dataSource.getRepository(Webhook).update({ active: true }, { active: false });
    receiver.received = [];
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url, events: ['event.finalized'] })).body.data;
    const DAY = 24 * 60 * 60 * 1000;
    const event = await insertEvent(db.dataSource, {
      eventStartTime: new Date(t.clock.now().getTime() - 9 * DAY),
      eventEndTime: new Date(t.clock.now().getTime() - 7 * DAY),
    });
    // publishing or registering is not what this hook asked for
    const finalized = await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: {} });
    expect(finalized.status).toBe(200);
    expect(receiver.received.map((r) => r.headers['x-larp-event'])).toEqual(['event.finalized']);
    const body = JSON.parse(receiver.received[0].body);
    expect(body).toMatchObject({
      event: 'event.finalized',
      data: { event: { _id: event.id, event_title: event.eventTitle, event_published: true, event_finalized: true } },
    });
    expect(body.data.event.event_end_time).toBe(event.eventEndTime.toISOString());
    // a refused second finalize reports nothing
    expect((await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: {} })).status).toBe(409);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(hookId)).map((d) => [d.event, d.state])).toEqual([['event.finalized', 'delivered']]);
    await admin.rest('DELETE', `/webhooks/${hookId}`);
  });

  it('reports a promotion from the waitlist as registration.changed, in the transaction of the cancellation that freed the place', async () => {
    await db.dataSource.getRepository(Webhook).update({ active: true }, { active: false });
    receiver.received = [];
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url, events: ['registration.changed'] })).body.data;
    const DAY = 24 * 60 * 60 * 1000;
    const event = await createEvent(db.dataSource, {
      eventStartTime: new Date(t.clock.now().getTime() + 30 * DAY),
      eventPcCapacity: 1,
      eventNpcCapacity: null,
      eventWaitlistMode: 'automatic',
    });
    const [first, second] = [await aPlayer(t.app, db.dataSource), await aPlayer(t.app, db.dataSource)];
    const register = (p: typeof first) =>
      p.agent.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: p.characterId,
        event_role: 'pc',
        question_answers: [],
      });
    const firstId = (await register(first)).body.data._id as string;
    expect((await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [firstId] })).status).toBe(
      200,
    );
    const waiting = await register(second);
    expect(waiting.body.data.state).toBe('waitlisted');
    receiver.received = [];
    expect((await first.agent.rest('POST', `/user/event_registrations/${firstId}/cancel`)).status).toBe(200);
    const reported = receiver.received.map((r) => JSON.parse(r.body).data.registration as { _id: string; state: string });
    expect(reported.map((r) => [r._id, r.state]).sort()).toEqual(
      [
        [firstId, 'cancelled'],
        [waiting.body.data._id, 'accepted'],
      ].sort(),
    );
    await admin.rest('DELETE', `/webhooks/${hookId}`);
  });

  it('writes the delivery in the transaction of the change: a rolled-back change sends nothing', async () => {
    await db.dataSource.getRepository(Webhook).update({ active: true }, { active: false });
    receiver.received = [];
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url, events: ['event.published'] })).body.data;
    const event = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    const context = { user: users.admin, ip: '127.0.0.1', session: {} as never };
    // the publish is given a larger transaction (its manager) whose later step fails: both are rolled back
    await expect(
      withTransaction(db.dataSource, async (manager) => {
        await t.app.services.events.publishIn(manager, context, event.id);
        // inside the transaction the delivery is there, with the change
        expect(await manager.countBy(WebhookDelivery, { webhookId: hookId })).toBe(1);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    await t.app.services.background.settled();
    expect((await db.dataSource.getRepository(Event).findOneByOrFail({ id: event.id })).eventPublished).toBe(false);
    expect(await deliveriesOf(hookId)).toEqual([]);
    expect(await t.app.services.webhooks.deliverDue()).toBe(0);
    expect(receiver.received).toEqual([]);

    // the same change committed is delivered
    expect((await admin.rest('PATCH', `/events/${event.id}`, { event_published: true })).status).toBe(200);
    expect(receiver.received.map((r) => r.headers['x-larp-event'])).toEqual(['event.published']);
    await admin.rest('DELETE', `/webhooks/${hookId}`);
  });

  it('a disabled webhook gets no deliveries until it is enabled again', async () => {
    await db.dataSource.getRepository(Webhook).update({ active: true }, { active: false });
    receiver.received = [];
    const { _id: hookId } = (await admin.rest('POST', '/webhooks', { url, events: ['event.published'] })).body.data;
    const disabled = await admin.rest('PATCH', `/webhooks/${hookId}`, { active: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({
      webhook: { _id: hookId, active: false },
      message: 'Webhook disabled: nothing is sent to it until it is enabled again',
    });
    const first = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    await admin.rest('PATCH', `/events/${first.id}`, { event_published: true });
    expect(await deliveriesOf(hookId)).toEqual([]);
    const enabled = await admin.rest('PATCH', `/webhooks/${hookId}`, { active: true });
    expect(enabled.body.data.message).toBe('Webhook enabled');
    const second = await insertEvent(db.dataSource, { eventPublished: false }, t.clock.now());
    await admin.rest('PATCH', `/events/${second.id}`, { event_published: true });
    expect(receiver.received.map((r) => JSON.parse(r.body).data.event._id)).toEqual([second.id]);
    const bad = await admin.rest('PATCH', `/webhooks/${hookId}`, { active: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Say whether the webhook is active (true or false)']);
    expect((await admin.rest('PATCH', '/webhooks/ffffffffffffffffffffffff', { active: true })).status).toBe(404);
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    expect((await staff.rest('PATCH', `/webhooks/${hookId}`, { active: false })).status).toBe(403);
  });

  it('only admins manage webhooks; bad input is refused with a message', async () => {
    const staff = await agentFor(t.app, db.dataSource, users, 'staff');
    expect((await staff.rest('GET', '/webhooks')).status).toBe(403);
    const cases: Array<[unknown, string]> = [
      [{ url: 'ftp://example.org/x', events: ['event.published'] }, 'Enter the full http:// or https:// address of the receiver'],
      [{ url: 'not a url', events: ['event.published'] }, 'Enter the full http:// or https:// address of the receiver'],
      [{ url: 'https://example.org/x', events: [] }, 'Choose at least one event'],
      [
        { url: 'https://example.org/x', events: ['user.deleted'] },
        'Unknown event: choose from registration.created, registration.changed, event.published, event.finalized, payment.received, payment.refunded',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.rest('POST', '/webhooks', body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect((await admin.rest('GET', '/webhooks/ffffffffffffffffffffffff/deliveries')).status).toBe(404);
  });
});
