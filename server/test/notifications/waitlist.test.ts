import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Event } from '../../src/db/entities/event.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { OFFER_WARNING_HOURS } from '../../src/modules/registrations/waitlist';
import { createEvent, DAY, eventFields, sendEventForm } from '../support/events';
import { outboxMessages, startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { aPlayer, notificationsAbout, registrationOf, type Player } from '../support/waitlist';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
const FULL = 'The event is full; you are on the waitlist';

describe.each(databases())('places and the waitlist on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const anEvent = (fields: Partial<Event> = {}) =>
    createEvent(db.dataSource, { eventStartTime: inDays(30), eventWaitlistMode: 'automatic', eventOfferHours: 48, ...fields });
  const players = (n: number) => Promise.all(Array.from({ length: n }, () => aPlayer(t.app, db.dataSource)));
  const register = (p: Player, eventId: string, role = 'pc') =>
    p.agent.rest('POST', '/user/event_registrations', { event: eventId, character: p.characterId, event_role: role, question_answers: [] });
  /** Registers each in turn; returns their registration ids. */
  async function registerAll(list: Player[], eventId: string, role = 'pc'): Promise<string[]> {
    const ids: string[] = [];
    for (const p of list) {
      const answer = await register(p, eventId, role);
      expect(answer.status).toBe(201);
      ids.push(answer.body.data._id);
      t.clock.advance(1000);
    }
    return ids;
  }
  const accept = (eventId: string, ids: string[], override = false) =>
    admin.rest('POST', `/events/${eventId}/event_registrations/confirm_registrations`, {
      accept: ids,
      ...(override ? { override_capacity: true } : {}),
    });
  const states = async (ids: string[]) => Promise.all(ids.map(async (id) => (await registrationOf(db.dataSource, id)).state));

  it('takes places per role and the waitlist mode through the event form (REST multipart and GraphQL), and shows the places left', async () => {
    const refused = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(40), { event_pc_capacity: '-1' }));
    expect(refused.status).toBe(400);
    const badMode = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(40), { event_waitlist_mode: 'lottery' }));
    expect(badMode).toMatchObject({ status: 400, body: { message: 'event_waitlist_mode must be automatic, offer or manual' } });
    const created = await sendEventForm(
      admin,
      'POST',
      '/events',
      eventFields(inDays(40), { event_pc_capacity: '2', event_npc_capacity: '', event_waitlist_mode: 'offer' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      event_pc_capacity: 2,
      event_npc_capacity: null,
      event_waitlist_mode: 'offer',
      event_offer_hours: 48,
      event_pc_places_left: 2,
      event_npc_places_left: null,
    });
    const id = created.body.data._id;
    await admin.rest('PATCH', `/events/${id}`, { event_published: true });
    const edited = await admin.graphql(
      `mutation($id: ID!) { updateEvent(id: $id, input: { eventPcCapacity: 1, eventOfferHours: 24, eventWaitlistMode: MANUAL }) { eventPcCapacity eventOfferHours eventWaitlistMode pcPlacesLeft npcPlacesLeft } }`,
      { id },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateEvent).toEqual({
      eventPcCapacity: 1,
      eventOfferHours: 24,
      eventWaitlistMode: 'MANUAL',
      pcPlacesLeft: 1,
      npcPlacesLeft: null,
    });
    const badHours = await admin.graphql(`mutation($id: ID!) { updateEvent(id: $id, input: { eventOfferHours: 0 }) { id } }`, { id });
    expect(badHours.body.errors[0]).toMatchObject({
      message: 'eventOfferHours must be a whole number of hours from 1 to 1440',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const [a] = await players(1);
    const [regId] = await registerAll([a], id);
    await accept(id, [regId]);
    const card = await a.agent.rest('GET', `/events/${id}?include=event_registrations`);
    expect(card.body.data).toMatchObject({ event_pc_places_left: 0, event_npc_places_left: null });
  });

  it('puts a registration made while its role is full onto the waitlist with the message and its position; accepting past the places must be said', async () => {
    const event = await anEvent({ eventPcCapacity: 1, eventNpcCapacity: 5 });
    const [a, b, c, d] = await players(4);
    const [ra] = await registerAll([a], event.id);
    // A free place: unreviewed, as before.
    expect(await states([ra])).toEqual([null]);
    expect((await accept(event.id, [ra])).status).toBe(200);
    const rb = await register(b, event.id);
    expect(rb).toMatchObject({ status: 201, body: { data: { state: 'waitlisted', waitlist_note: FULL, waitlist_position: 1 } } });
    t.clock.advance(1000);
    const rc = await register(c, event.id);
    expect(rc.body.data).toMatchObject({ state: 'waitlisted', waitlist_position: 2 });
    // npc places are their own.
    const rd = await register(d, event.id, 'npc');
    expect(rd.body.data).toMatchObject({ state: null, waitlist_position: null });

    // Every answer that shows the registration carries the position (REST and GraphQL).
    expect((await c.agent.rest('GET', `/user/event_registrations/${rc.body.data._id}`)).body.data.waitlist_position).toBe(2);
    const list = await c.agent.rest('GET', `/events?include=event_registrations&user=me&event_published=true`);
    expect(list.body.data.find((e: { _id: string }) => e._id === event.id).event_registrations[0]).toMatchObject({ waitlist_position: 2 });
    const viaGraphql = await c.agent.graphql(`query($id: ID!) { eventRegistration(id: $id) { state waitlistPosition waitlistNote } }`, {
      id: rc.body.data._id,
    });
    expect(viaGraphql.body.data.eventRegistration).toEqual({ state: 'WAITLISTED', waitlistPosition: 2, waitlistNote: FULL });

    const over = await accept(event.id, [rc.body.data._id]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      "That takes 1 PC place more than the event's 1: accept up to the places and waitlist the rest, or accept over the limit",
    );
    expect(await states([rc.body.data._id])).toEqual(['waitlisted']);
    const overGraphql = await admin.graphql(`mutation($e: ID!, $id: ID!) { confirmRegistrations(eventId: $e, accept: [$id]) { state } }`, {
      e: event.id,
      id: rc.body.data._id,
    });
    expect(overGraphql.body.errors[0].extensions.code).toBe('CONFLICT');
    const forced = await accept(event.id, [rc.body.data._id], true);
    expect(forced.status).toBe(200);
    expect(await states([rc.body.data._id])).toEqual(['accepted']);
    // b moved up.
    expect((await b.agent.rest('GET', `/user/event_registrations/${rb.body.data._id}`)).body.data.waitlist_position).toBe(1);
  });

  it('promotes automatically in line order when places free (cancel, role change, waitlisting, raised places), once, with one mail each', async () => {
    const event = await anEvent({ eventPcCapacity: 2, eventNpcCapacity: null });
    const list = await players(6);
    const ids = await registerAll(list.slice(0, 2), event.id);
    await accept(event.id, ids);
    const line = await registerAll(list.slice(2), event.id);
    expect(await states(line)).toEqual(['waitlisted', 'waitlisted', 'waitlisted', 'waitlisted']);
    // An admin puts the last in line first.
    const prioritized = await admin.rest('PATCH', `/events/${event.id}/event_registrations/${line[3]}`, { waitlist_priority: 1 });
    expect(prioritized).toMatchObject({ status: 200, body: { data: { waitlist_priority: 1, waitlist_position: 1 } } });
    const queue = await staff.rest('GET', `/events/${event.id}/waitlist`);
    expect(queue.body.data[0]).toMatchObject({ event_role: 'pc', capacity: 2, taken: 2, places_left: 0, waitlist_mode: 'automatic' });
    expect(queue.body.data[0].line.map((r: { _id: string }) => r._id)).toEqual([line[3], line[0], line[1], line[2]]);

    // 1. a cancellation: the prioritized one is promoted and told.
    expect((await list[0].agent.rest('POST', `/user/event_registrations/${ids[0]}/cancel`)).status).toBe(200);
    expect(await states([line[3], line[0]])).toEqual(['accepted', 'waitlisted']);
    const [promotedMail, ...more] = outboxMessages(db.dataDir, list[5].user.email);
    expect(more).toEqual([]);
    expect(promotedMail).toContain(`Subject: A place opened up: you are in for ${event.eventTitle}`);
    // 2. a role change frees a pc place.
    expect((await list[1].agent.rest('PATCH', `/user/event_registrations/${ids[1]}`, { event_role: 'npc' })).status).toBe(200);
    expect(await states([line[0], line[1]])).toEqual(['accepted', 'waitlisted']);
    // 3. an admin waitlists an accepted registration: the place goes to the line, not back to it.
    const waitlisted = await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, {
      waitlist: [line[0]],
      waitlist_messages: { [line[0]]: 'Please check your character first' },
    });
    expect(waitlisted.status).toBe(200);
    expect(await states([line[0], line[1]])).toEqual(['waitlisted', 'accepted']);
    // 4. raised places.
    const raised = await sendEventForm(admin, 'PATCH', `/events/${event.id}`, { event_pc_capacity: '3' });
    expect(raised.status).toBe(200);
    expect(await states([line[0], line[2]])).toEqual(['accepted', 'waitlisted']);

    const promoted = await notificationsAbout(db.dataSource, line, 'promoted');
    expect(promoted.map((n) => n.toAddress).sort()).toEqual(
      [list[5], list[2], list[3], list[2]]
        .map((p) => p.user.email)
        .slice(0, 4)
        .sort(),
    );
    await t.app.services.background.settled();
    expect((await db.dataSource.manager.findBy(Notification, { kind: 'promoted' })).every((n) => n.state === 'sent')).toBe(true);
  });

  it('offers a place for event_offer_hours, warns 12 hours before, passes it on when it lapses (test clock); accept and decline', async () => {
    const event = await anEvent({ eventPcCapacity: 1, eventWaitlistMode: 'offer', eventOfferHours: 48 });
    const [a, b, c, d] = await players(4);
    const [ra] = await registerAll([a], event.id);
    await accept(event.id, [ra]);
    const [rb, rc, rd] = await registerAll([b, c, d], event.id);
    await a.agent.rest('POST', `/user/event_registrations/${ra}/cancel`);
    const offered = await registrationOf(db.dataSource, rb);
    expect(offered.state).toBe('waitlisted');
    expect(offered.offerExpiresAt?.toISOString()).toBe(new Date(t.clock.now().getTime() + 48 * HOUR).toISOString());
    const [offerMail] = outboxMessages(db.dataDir, b.user.email);
    expect(offerMail).toContain(`http://localhost:4000/offers/${rb}`);
    // The offered place is held: none left, and the next in line is now first.
    const card = await c.agent.rest('GET', `/events/${event.id}?include=event_registrations`);
    expect(card.body.data.event_pc_places_left).toBe(0);
    expect(card.body.data.event_registrations[0]).toMatchObject({ waitlist_position: 1 });
    expect((await b.agent.rest('GET', `/user/event_registrations/${rb}`)).body.data).toMatchObject({
      waitlist_position: null,
      offer_expires_at: offered.offerExpiresAt!.toISOString(),
    });
    // Someone else cannot answer it.
    expect((await c.agent.rest('POST', `/user/event_registrations/${rb}/accept_offer`)).status).toBe(404);

    // 12 hours before: one warning, however often the job runs.
    t.clock.advance((48 - OFFER_WARNING_HOURS - 1) * HOUR);
    expect(await t.app.services.waitlist.warnLapsingOffers()).toBe(0);
    t.clock.advance(2 * HOUR);
    expect(await t.app.services.waitlist.warnLapsingOffers()).toBe(1);
    expect(await t.app.services.waitlist.warnLapsingOffers()).toBe(0);
    await t.app.services.background.settled();
    expect(outboxMessages(db.dataDir, b.user.email).filter((m) => m.includes('lapses soon'))).toHaveLength(1);

    // It lapses: b is withdrawn and told, c gets the offer.
    expect(await t.app.services.waitlist.lapseOffers()).toBe(0);
    t.clock.advance(OFFER_WARNING_HOURS * HOUR);
    expect(await t.app.services.waitlist.lapseOffers()).toBe(1);
    expect(await t.app.services.waitlist.lapseOffers()).toBe(0);
    expect(await states([rb, rc])).toEqual(['cancelled', 'waitlisted']);
    expect((await registrationOf(db.dataSource, rc)).offerExpiresAt).not.toBeNull();
    await t.app.services.background.settled();
    expect(outboxMessages(db.dataDir, b.user.email).filter((m) => m.includes('has lapsed'))).toHaveLength(1);
    expect((await b.agent.rest('POST', `/user/event_registrations/${rb}/accept_offer`)).status).toBe(409);

    // c declines ("I don't need it"): d gets the offer and accepts it.
    const declined = await c.agent.rest('POST', `/user/event_registrations/${rc}/decline_offer`);
    expect(declined).toMatchObject({ status: 200, body: { data: { state: 'cancelled' } } });
    expect((await registrationOf(db.dataSource, rd)).offerExpiresAt).not.toBeNull();
    const accepted = await d.agent.graphql(`mutation($id: ID!) { acceptOffer(id: $id) { state offerExpiresAt } }`, { id: rd });
    expect(accepted.body.data.acceptOffer).toEqual({ state: 'ACCEPTED', offerExpiresAt: null });
    expect((await d.agent.rest('POST', `/user/event_registrations/${rd}/accept_offer`)).body.message).toBe(
      'There is no place offered to this registration',
    );
  });

  it('makes no offers once the event has started: an offer lapses at the start and the place is not passed on', async () => {
    const event = await anEvent({ eventStartTime: inDays(1), eventPcCapacity: 1, eventWaitlistMode: 'offer', eventOfferHours: 48 });
    const [a, b, c] = await players(3);
    // Registered earlier (pre-registration closes 14 days before).
    t.clock.set(inDays(-20));
    const [ra] = await registerAll([a], event.id);
    await accept(event.id, [ra]);
    const [rb, rc] = await registerAll([b, c], event.id);
    t.clock.set(NOW);
    await a.agent.rest('POST', `/user/event_registrations/${ra}/cancel`);
    expect((await registrationOf(db.dataSource, rb)).offerExpiresAt?.toISOString()).toBe(event.eventStartTime.toISOString());
    t.clock.set(new Date(event.eventStartTime.getTime() + HOUR));
    expect(await t.app.services.waitlist.lapseOffers()).toBe(1);
    expect(await states([rb, rc])).toEqual(['cancelled', 'waitlisted']);
    expect((await registrationOf(db.dataSource, rc)).offerExpiresAt).toBeNull();
  });

  it('leaves promotion to the admins in manual mode: the queue shows who is next, and accepting promotes', async () => {
    const event = await anEvent({ eventPcCapacity: 1, eventWaitlistMode: 'manual' });
    const [a, b] = await players(2);
    const [ra] = await registerAll([a], event.id);
    await accept(event.id, [ra]);
    const [rb] = await registerAll([b], event.id);
    await a.agent.rest('POST', `/user/event_registrations/${ra}/cancel`);
    expect(await states([rb])).toEqual(['waitlisted']);
    const queue = await staff.graphql(
      `query($id: ID!) { waitlist(eventId: $id) { eventRole placesLeft waitlistMode line { id waitlistPosition } } }`,
      { id: event.id },
    );
    expect(queue.body.data.waitlist[0]).toEqual({
      eventRole: 'pc',
      placesLeft: 1,
      waitlistMode: 'MANUAL',
      line: [{ id: rb, waitlistPosition: 1 }],
    });
    expect((await accept(event.id, [rb])).status).toBe(200);
    expect(await states([rb])).toEqual(['accepted']);
    expect(outboxMessages(db.dataDir, b.user.email).some((m) => m.includes('Subject: Registration accepted'))).toBe(true);
  });

  it('with 2 pc places, 2 accepted and 5 waitlisted, 50 simultaneous cancellations and registrations never pass 2 accepted, promote each at most once in order, one mail per promotion', async () => {
    const event = await anEvent({ eventPcCapacity: 2, eventNpcCapacity: null });
    const everyone = await players(2 + 5 + 42);
    const acceptedIds = await registerAll(everyone.slice(0, 2), event.id);
    expect((await accept(event.id, acceptedIds)).status).toBe(200);
    const line = await registerAll(everyone.slice(2, 7), event.id);
    expect(await states(line)).toEqual(Array(5).fill('waitlisted'));
    const newcomers = everyone.slice(7);

    // 8 cancellations (each accepted one three times, the second in line twice) and 42 registrations, all at once.
    const cancel = (p: Player, id: string) => () => p.agent.rest('POST', `/user/event_registrations/${id}/cancel`);
    const requests = [
      ...[0, 1].flatMap((i) => [
        cancel(everyone[i], acceptedIds[i]),
        cancel(everyone[i], acceptedIds[i]),
        cancel(everyone[i], acceptedIds[i]),
      ]),
      cancel(everyone[3], line[1]),
      cancel(everyone[3], line[1]),
      ...newcomers.map((p) => () => register(p, event.id)),
    ];
    expect(requests).toHaveLength(50);
    let maxAccepted = 0;
    const stopWatching = new AbortController();
    const watch = (async () => {
      while (!stopWatching.signal.aborted) {
        maxAccepted = Math.max(
          maxAccepted,
          await db.dataSource.manager.countBy(EventRegistration, { eventId: event.id, eventRole: 'pc', state: 'accepted' }),
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(requests.map((request) => request()));
    stopWatching.abort();
    await watch;
    await t.app.services.background.settled();

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Each registration is cancelled once; the repeats are refused.
    expect(statuses.slice(0, 8).filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(8)).toEqual(Array(42).fill(201));

    const all = await db.dataSource.manager.findBy(EventRegistration, { eventId: event.id, eventRole: 'pc' });
    const accepted = all.filter((r) => r.state === 'accepted');
    expect(maxAccepted).toBeLessThanOrEqual(2);
    expect(accepted).toHaveLength(2);
    // Newcomers joined the waitlist behind the line (nobody passed those waiting).
    expect(
      all.filter((r) => newcomers.some((p) => p.user.id === r.userId)).every((r) => r.state === 'waitlisted' && r.waitlistNote === FULL),
    ).toBe(true);

    // Promotions: at most once each, one mail each, and in order (everyone ahead of a promoted one was promoted or left).
    const promotedMails = await notificationsAbout(
      db.dataSource,
      all.map((r) => r.id),
      'promoted',
    );
    const promotedIds = promotedMails.map((n) => all.find((r) => n.notificationKey.includes(`:${r.id}:`))!.id);
    expect(new Set(promotedIds).size).toBe(promotedIds.length);
    expect(promotedIds.length).toBeGreaterThanOrEqual(2);
    for (const id of promotedIds) {
      const index = line.indexOf(id);
      expect(index).toBeGreaterThanOrEqual(0);
      for (const ahead of line.slice(0, index)) {
        const r = all.find((x) => x.id === ahead)!;
        expect(promotedIds.includes(ahead) || r.state === 'cancelled').toBe(true);
      }
    }
    for (const r of accepted) expect(promotedIds).toContain(r.id);
    expect(promotedMails.every((n) => n.state === 'sent')).toBe(true);
    for (const n of promotedMails) {
      expect(outboxMessages(db.dataDir, n.toAddress).filter((m) => m.includes('Subject: A place opened up'))).toHaveLength(1);
    }
    // Positions of those still waiting: 1..n without gaps.
    const positions = await staff.rest('GET', `/events/${event.id}/waitlist`);
    const waiting = positions.body.data[0].line.map((r: { waitlist_position: number }) => r.waitlist_position);
    expect(waiting).toEqual(waiting.map((_: number, i: number) => i + 1));
  });
});
