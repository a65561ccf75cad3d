import type { Event } from '../../src/db/entities/event.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { createEvent, DAY } from '../support/events';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { aPlayer, notificationsAbout, registrationOf, type Player } from '../support/waitlist';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
const FULL_WORDS = 'accept up to the places and waitlist the rest, or accept over the limit';

describe.each(databases())('an organiser reviewing registrations on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const anEvent = (fields: Partial<Event> = {}) =>
    createEvent(db.dataSource, { eventStartTime: inDays(30), eventWaitlistMode: 'automatic', eventOfferHours: 48, ...fields });
  const players = (n: number) => Promise.all(Array.from({ length: n }, () => aPlayer(t.app, db.dataSource)));
  async function registerAll(list: Player[], eventId: string, role = 'pc'): Promise<string[]> {
    const ids: string[] = [];
    for (const p of list) {
      const answer = await p.agent.rest('POST', '/user/event_registrations', {
        event: eventId,
        character: p.characterId,
        event_role: role,
        question_answers: [],
      });
      expect(answer.status).toBe(201);
      ids.push(answer.body.data._id);
      t.clock.advance(1000);
    }
    return ids;
  }
  const states = async (ids: string[]) => Promise.all(ids.map(async (id) => (await registrationOf(db.dataSource, id)).state));

  it('accepts up to the places and waitlists the rest with the one message (REST), and says so in words without it', async () => {
    const event = await anEvent({ eventPcCapacity: 3 });
    const ids = await registerAll(await players(5), event.id);
    const path = `/events/${event.id}/event_registrations/confirm_registrations`;

    const over = await admin.rest('POST', path, { accept: ids });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(`That takes 2 PC places more than the event's 3: ${FULL_WORDS}`);
    expect(await states(ids)).toEqual([null, null, null, null, null]);

    const noMessage = await admin.rest('POST', path, { accept: ids, waitlist_over_places: true, over_places_message: '  ' });
    expect(noMessage).toMatchObject({
      status: 400,
      body: { message: 'A message is required for those waitlisted when the places run out' },
    });
    expect(await states(ids)).toEqual([null, null, null, null, null]);

    // Given in another order: the first registered get the places.
    const split = await admin.rest('POST', path, {
      accept: [...ids].reverse(),
      waitlist_over_places: true,
      over_places_message: 'The places are taken; we will tell you',
    });
    expect(split.status).toBe(200);
    expect(await states(ids)).toEqual(['accepted', 'accepted', 'accepted', 'waitlisted', 'waitlisted']);
    expect((await registrationOf(db.dataSource, ids[3])).waitlistNote).toBe('The places are taken; we will tell you');
    const decisions = await notificationsAbout(db.dataSource, ids, 'decision');
    expect(decisions.map((n) => n.subject).sort()).toEqual([
      ...Array.from({ length: 3 }, () => expect.stringMatching(/^Registration accepted/)),
      ...Array.from({ length: 2 }, () => expect.stringMatching(/^Registration waitlisted/)),
    ]);
    expect(decisions.filter((n) => n.body.includes('The places are taken; we will tell you'))).toHaveLength(2);

    const queue = await admin.graphql(`query($e: ID!) { waitlist(eventId: $e) { eventRole taken placesLeft line { id } } }`, {
      e: event.id,
    });
    expect(queue.body.data.waitlist[0]).toMatchObject({ eventRole: 'pc', taken: 3, placesLeft: 0, line: [{ id: ids[3] }, { id: ids[4] }] });

    // The admin's explicit override accepts past the places.
    const forced = await admin.graphql(
      `mutation($e: ID!, $id: ID!) { confirmRegistrations(eventId: $e, accept: [$id], overrideCapacity: true) { state } }`,
      { e: event.id, id: ids[3] },
    );
    expect(forced.body.data.confirmRegistrations).toEqual([{ state: 'ACCEPTED' }]);
  });

  it('accepts up to the places through GraphQL too', async () => {
    const event = await anEvent({ eventPcCapacity: 1 });
    const ids = await registerAll(await players(2), event.id);
    const answer = await admin.graphql(
      `mutation($e: ID!, $ids: [ID!]!) { confirmRegistrations(eventId: $e, accept: $ids, waitlistOverPlaces: true, overPlacesMessage: "Full") { id state waitlistNote } }`,
      { e: event.id, ids },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.confirmRegistrations).toEqual([
      { id: ids[0], state: 'ACCEPTED', waitlistNote: null },
      { id: ids[1], state: 'WAITLISTED', waitlistNote: 'Full' },
    ]);
  });

  it("lets an admin change a registration's role and character: reconfirmation or the waitlist, the place passed on, the player told", async () => {
    const event = await anEvent({ eventPcCapacity: 1, eventNpcCapacity: 1 });
    const [a, b, c] = await players(3);
    const [ra] = await registerAll([a], event.id);
    const [rc] = await registerAll([c], event.id, 'npc');
    await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [ra, rc] });
    // The pc place is taken: b joins the line.
    const [rb] = await registerAll([b], event.id);
    expect(await states([ra, rb, rc])).toEqual(['accepted', 'waitlisted', 'accepted']);
    const path = (id: string) => `/events/${event.id}/event_registrations/${id}`;

    // Not a character of the player's, nor a known role: refused, nothing changed.
    expect((await admin.rest('PATCH', path(ra), { character: b.characterId })).body.message).toBe(
      'Please select one of your own characters',
    );
    expect((await admin.rest('PATCH', path(ra), { event_role: 'dragon' })).status).toBe(400);
    expect(await states([ra])).toEqual(['accepted']);

    // The accepted pc moves to npc, where the one place is taken: waitlisted; its pc place goes to b.
    const moved = await admin.rest('PATCH', path(ra), { event_role: 'npc' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ event_role: 'npc', state: 'waitlisted', waitlist_position: 1 });
    expect(await states([ra, rb])).toEqual(['waitlisted', 'accepted']);
    const told = await notificationsAbout(db.dataSource, [ra], 'changed_by_admin');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: a.user.email, subject: expect.stringContaining('Your registration was changed') });
    expect(told[0].body).toContain('(was PC)');
    expect((await notificationsAbout(db.dataSource, [rb], 'promoted')).length).toBe(1);

    // Accepting in the same change past the npc place needs the override.
    const over = await admin.graphql(
      `mutation($e: ID!, $r: ID!) { updateRegistrationAdmin(eventId: $e, registrationId: $r, waitlistPriority: null, accept: true) { state } }`,
      { e: event.id, r: ra },
    );
    expect(over.body.errors[0].extensions.code).toBe('CONFLICT');
    const accepted = await admin.graphql(
      `mutation($e: ID!, $r: ID!) { updateRegistrationAdmin(eventId: $e, registrationId: $r, waitlistPriority: null, accept: true, overrideCapacity: true) { state eventRole } }`,
      { e: event.id, r: ra },
    );
    expect(accepted.body.data.updateRegistrationAdmin).toEqual({ state: 'ACCEPTED', eventRole: 'npc' });

    // An npc without a character; back to pc needs one.
    const noCharacter = await admin.rest('PATCH', path(ra), { character: null });
    expect(noCharacter.body.data).toMatchObject({ character: null, state: 'accepted' });
    expect((await admin.rest('PATCH', path(ra), { event_role: 'pc' })).body.message).toBe('Please select a character');
    expect((await notificationsAbout(db.dataSource, [ra], 'changed_by_admin')).length).toBe(3);
  });

  it('tells the player and the organisers when a player cancels, once', async () => {
    const event = await anEvent({ eventPcCapacity: 1 });
    const [a, b] = await players(2);
    const [ra] = await registerAll([a], event.id);
    await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [ra] });
    const [rb] = await registerAll([b], event.id);
    const cancelled = await a.agent.rest('POST', `/user/event_registrations/${ra}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await states([ra, rb])).toEqual(['cancelled', 'accepted']);
    const toPlayer = await notificationsAbout(db.dataSource, [ra], 'cancelled');
    expect(toPlayer).toMatchObject([{ toAddress: a.user.email, subject: `Registration cancelled: ${event.eventTitle}` }]);
    const toOrganisers = await db.dataSource.manager.findBy(Notification, { kind: 'cancelled_organizer' });
    const aboutThis = toOrganisers.filter((n) => n.notificationKey.includes(ra));
    expect(aboutThis.map((n) => n.toAddress)).toContain(users.admin.email);
    expect(aboutThis.map((n) => n.toAddress)).not.toContain(users.staff.email);
    expect(aboutThis[0].body).toContain(`${a.user.firstName} ${a.user.lastName} cancelled their registration`);
    expect((await a.agent.rest('POST', `/user/event_registrations/${ra}/cancel`)).status).toBe(409);
    expect((await db.dataSource.manager.findBy(Notification, { kind: 'cancelled_organizer' })).length).toBe(toOrganisers.length);
  });
});
