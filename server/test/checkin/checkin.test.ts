import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Checkin, CheckinConflict, CheckinScan, CheckinTicket } from '../../src/db/entities/checkin.entities';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import type { Event } from '../../src/db/entities/event.entity';
import { Session } from '../../src/db/entities/session.entity';
import type { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { SESSION_COOKIE } from '../../src/modules/accounts/session-cookie';
import { hashToken, newSecretToken } from '../../src/modules/accounts/tokens';
import { readTicket } from '../../src/modules/checkin/ticket-payload';
import { Agent, outboxMessages, startApp, type TestApp } from '../support/http';
import { Notification } from '../../src/db/entities/notification.entity';
import { databases, insertCharacter, insertEvent, insertUser, useTestDatabase } from '../support';

/*
 * Event-day check-in on the server: tickets, the gate's batches, conflicts, roster and keys, the admins' decisions,
 * on both databases.
 */

async function agentAs(t: TestApp, dataSource: DataSource, user: User): Promise<Agent> {
  const agent = new Agent(t.app, `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const token = newSecretToken();
  const now = new Date();
  await withTransaction(dataSource, (manager) =>
    manager.insert(Session, {
      id: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeen: now,
      expiresAt: new Date('2999-01-01T00:00:00Z'),
    }),
  );
  agent.cookie = `${SESSION_COOKIE}=${t.app.signCookie(token)}`;
  return agent;
}

const nonce = () => randomBytes(12).toString('hex');

describe.each(databases())('check-in on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let staff: Agent;
  let admin: Agent;
  let event: Event;
  let otherEvent: Event;

  beforeAll(async () => {
    t = await startApp(db);
    // The server's clock and the devices' scan times on one time line (a conflict compares them).
    t.clock.set(new Date());
    // the event role types (pc, npc) the post-event rows check
    await t.app.services.gameData.loadSampleIfEmpty();
    staff = await agentAs(t, db.dataSource, await insertUser(db.dataSource, { roles: ['staff'] }));
    admin = await agentAs(t, db.dataSource, await insertUser(db.dataSource, { roles: ['admin'] }));
    event = await insertEvent(db.dataSource, {}, t.clock.now());
    otherEvent = await insertEvent(db.dataSource, { eventTitle: 'Other' }, t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A player with a character and a registration for `forEvent` in `state`. */
  async function registered(
    state: 'accepted' | 'waitlisted' | 'cancelled' | null = 'accepted',
    forEvent: Event = event,
    firstName = 'Ann',
  ) {
    const user = await insertUser(db.dataSource, { firstName, lastName: 'Gate' });
    const character = await insertCharacter(db.dataSource, user.id);
    const registration = await db.dataSource.getRepository(EventRegistration).save(
      db.dataSource.getRepository(EventRegistration).create({
        eventId: forEvent.id,
        userId: user.id,
        characterId: character.id,
        eventRole: 'pc',
        state,
        waitlistNote: state === 'waitlisted' ? 'Full' : null,
        registeredAt: new Date(),
        questionAnswers: [],
      }),
    );
    const player = await agentAs(t, db.dataSource, user);
    return { user, character, registration, player };
  }

  async function ticketOf(player: Agent, registrationId: string): Promise<{ payload: string; code: string }> {
    const answer = await player.rest('GET', `/user/event_registrations/${registrationId}/ticket`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  const scan = (ticket: string, device = 'gate-1', at = new Date()) => ({
    nonce: nonce(),
    ticket,
    device_id: device,
    scanned_at: at.toISOString(),
  });
  const upload = (agent: Agent, checkins: unknown[], forEvent: Event = event) =>
    agent.rest('POST', `/events/${forEvent.id}/checkins`, { checkins });

  describe('tickets', () => {
    it('gives the owner of an accepted registration a signed payload naming event, registration and ticket, and a short code', async () => {
      const { registration, player } = await registered();
      const ticket = await ticketOf(player, registration.id);
      expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      const claims = readTicket(ticket.payload);
      expect(claims).toMatchObject({ eventId: event.id, registrationId: registration.id });
      // The same ticket again: the same payload and code.
      expect(await ticketOf(player, registration.id)).toMatchObject({ payload: ticket.payload, code: ticket.code });
      // Nothing personal in it: 105 bytes of ids and signature.
      expect(Buffer.from(ticket.payload, 'base64url')).toHaveLength(105);
    });

    it('names the event, the player and the character beside the ticket, on both transports', async () => {
      const { registration, player, character } = await registered('accepted', event, 'Nell');
      const characterName = character.savedBuild?.character_name ?? null;
      expect(characterName).toBeTruthy();
      expect(await ticketOf(player, registration.id)).toMatchObject({
        event_title: event.eventTitle,
        player_name: 'Nell Gate',
        character_name: characterName,
      });
      const graph = await player.graphql(
        'query ($id: ID!) { registrationTicket(registrationId: $id) { eventTitle playerName characterName } }',
        {
          id: registration.id,
        },
      );
      expect(graph.body.data.registrationTicket).toEqual({ eventTitle: event.eventTitle, playerName: 'Nell Gate', characterName });
    });

    it("is the owner's alone (404 for others, staff included) and only for an accepted registration (409)", async () => {
      const { registration } = await registered();
      const { player: stranger } = await registered();
      expect((await stranger.rest('GET', `/user/event_registrations/${registration.id}/ticket`)).status).toBe(404);
      expect((await staff.rest('GET', `/user/event_registrations/${registration.id}/ticket`)).status).toBe(404);
      expect((await new Agent(t.app).rest('GET', `/user/event_registrations/${registration.id}/ticket`)).status).toBe(401);
      const waiting = await registered('waitlisted');
      const answer = await waiting.player.rest('GET', `/user/event_registrations/${waiting.registration.id}/ticket`);
      expect([answer.status, answer.body.message]).toEqual([409, 'Only an accepted registration has a ticket']);
    });

    it('publishes the public keys with their ids to staff, not to players', async () => {
      const keys = await staff.rest('GET', '/checkin/keys');
      expect(keys.status).toBe(200);
      expect(keys.body.data[0]).toMatchObject({ algorithm: 'Ed25519', signing: true, retired_at: null });
      expect(keys.body.data[0].key_id).toMatch(/^[0-9a-f]{8}$/);
      const { player } = await registered();
      expect((await player.rest('GET', '/checkin/keys')).status).toBe(403);
    });
  });

  describe('batches', () => {
    it('admits by QR payload and by typed short code; the same batch three times creates each check-in once', async () => {
      const a = await registered();
      const b = await registered();
      const ta = await ticketOf(a.player, a.registration.id);
      const tb = await ticketOf(b.player, b.registration.id);
      const batch = [scan(ta.payload), scan(tb.code.toLowerCase().replace(/^(....)/, '$1-'))];
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await upload(staff, batch));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.data.map((r: { result: string }) => r.result)).toEqual(['admitted', 'admitted']);
      }
      // Every repeat answers with the same check-ins.
      expect(answers[2].body.data).toEqual(answers[0].body.data);
      for (const registration of [a.registration, b.registration]) {
        expect(await db.dataSource.getRepository(Checkin).countBy({ registrationId: registration.id })).toBe(1);
      }
      for (const entry of batch) expect(await db.dataSource.getRepository(CheckinScan).countBy({ nonce: entry.nonce })).toBe(1);
      const list = await staff.rest('GET', `/events/${event.id}/checkins`);
      expect(list.status).toBe(200);
      expect(
        list.body.data.checkins.filter((c: { event_registration: string }) =>
          [a.registration.id, b.registration.id].includes(c.event_registration),
        ),
      ).toHaveLength(2);
    });

    it('answers a second scan of the same ticket as a duplicate (same device, or after the server knew)', async () => {
      const a = await registered();
      const ticket = await ticketOf(a.player, a.registration.id);
      const first = await upload(staff, [scan(ticket.payload, 'gate-1', new Date(Date.now() - 60_000))]);
      expect(first.body.data[0].result).toBe('admitted');
      const again = await upload(staff, [scan(ticket.payload, 'gate-1'), scan(ticket.payload, 'gate-2', new Date(Date.now() + 60_000))]);
      expect(again.body.data.map((r: { result: string }) => r.result)).toEqual(['duplicate', 'duplicate']);
      expect(again.body.data[0].checkin_id).toBe(first.body.data[0].checkin_id);
      expect(again.body.data[0].checked_in.device_id).toBe('gate-1');
    });

    it("refuses a tampered, a forged, another event's, a cancelled, a waitlisted and a revoked ticket, each with its reason", async () => {
      const a = await registered();
      const ticket = await ticketOf(a.player, a.registration.id);
      const bytes = Buffer.from(ticket.payload, 'base64url');
      bytes[20] = bytes[20] ^ 1; // another registration id, same signature
      const tampered = bytes.toString('base64url');
      const other = await registered('accepted', otherEvent);
      const otherTicket = await ticketOf(other.player, other.registration.id);
      const cancelled = await registered();
      const cancelledTicket = await ticketOf(cancelled.player, cancelled.registration.id);
      await db.dataSource
        .getRepository(EventRegistration)
        .update({ id: cancelled.registration.id }, { state: 'cancelled', activeKey: cancelled.registration.id, stateVersion: 5 });
      const waitlisted = await registered();
      const waitlistedTicket = await ticketOf(waitlisted.player, waitlisted.registration.id);
      await db.dataSource
        .getRepository(EventRegistration)
        .update({ id: waitlisted.registration.id }, { state: 'waitlisted', stateVersion: 5 });
      const changed = await registered();
      const changedTicket = await ticketOf(changed.player, changed.registration.id);
      await db.dataSource.getRepository(EventRegistration).update({ id: changed.registration.id }, { eventRole: 'npc' });
      const answer = await upload(staff, [
        scan(tampered),
        scan('ZZZZZZZZ'),
        scan('not a ticket at all'),
        scan(otherTicket.payload),
        scan(otherTicket.code),
        scan(cancelledTicket.payload),
        scan(waitlistedTicket.code),
        scan(changedTicket.payload),
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r: { result: string; reason: string }) => `${r.result} ${r.reason}`)).toEqual([
        'refused forged',
        'refused forged',
        'refused forged',
        'refused other_event',
        'refused other_event',
        'refused cancelled',
        'refused waitlisted',
        'refused revoked',
      ]);
      expect(await db.dataSource.getRepository(Checkin).countBy({ registrationId: cancelled.registration.id })).toBe(0);
    });

    it("lists a cancelled registration's ticket as revoked at the next sync, and refuses it", async () => {
      const a = await registered();
      const ticket = await ticketOf(a.player, a.registration.id);
      const first = await staff.rest('GET', `/events/${event.id}/checkin/roster`);
      expect(first.status).toBe(200);
      const row = first.body.data.event_registrations.find((r: { _id: string }) => r._id === a.registration.id);
      expect(row).toMatchObject({
        code: ticket.code,
        state: 'accepted',
        player_name: 'Ann Gate',
        character_name: 'Mira Ashdown',
        event_role: 'pc',
        checked_in: null,
      });
      expect(JSON.stringify(first.body.data)).not.toContain('@');
      // The player cancels (through the real call).
      const cancel = await a.player.rest('POST', `/user/event_registrations/${a.registration.id}/cancel`);
      expect(cancel.status).toBe(200);
      const next = await staff.rest('GET', `/events/${event.id}/checkin/roster?since=${encodeURIComponent(first.body.data.next_since)}`);
      expect(next.status).toBe(200);
      expect(next.body.data.revoked).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: ticket.code, event_registration: a.registration.id, reason: 'cancelled' }),
        ]),
      );
      expect(next.body.data.event_registrations.find((r: { _id: string }) => r._id === a.registration.id)).toMatchObject({
        state: 'cancelled',
        code: null,
      });
      const refused = await upload(staff, [scan(ticket.payload)]);
      expect(refused.body.data[0]).toMatchObject({ result: 'refused', reason: 'cancelled' });
    });

    it('makes one check-in and a conflict with both devices and times when two devices admitted the same ticket offline', async () => {
      const a = await registered();
      const ticket = await ticketOf(a.player, a.registration.id);
      const early = new Date(Date.now() - 10 * 60_000);
      const later = new Date(Date.now() - 5 * 60_000);
      const one = await upload(staff, [scan(ticket.payload, 'phone-a', early)]);
      const two = await upload(staff, [scan(ticket.code, 'phone-b', later)]);
      expect(one.body.data[0].result).toBe('admitted');
      expect(two.body.data[0]).toMatchObject({ result: 'conflict', checkin_id: one.body.data[0].checkin_id });
      expect(await db.dataSource.getRepository(Checkin).countBy({ registrationId: a.registration.id })).toBe(1);
      const list = await staff.rest('GET', `/events/${event.id}/checkins`);
      const record = list.body.data.conflicts.find((c: { event_registration: string }) => c.event_registration === a.registration.id);
      // Each device named by the staff member who held it (the staff persona here is named Player Example).
      expect(record.devices).toEqual([
        { device_id: 'phone-a', scanned_at: early.toISOString(), staff_name: 'Player Example' },
        { device_id: 'phone-b', scanned_at: later.toISOString(), staff_name: 'Player Example' },
      ]);
      expect(record.resolved_at).toBeNull();
      // Admins resolve it, with a reason; staff may not.
      expect(
        (await staff.rest('POST', `/events/${event.id}/checkin_conflicts/${record._id}/resolve`, { reason: 'Same person' })).status,
      ).toBe(403);
      expect((await admin.rest('POST', `/events/${event.id}/checkin_conflicts/${record._id}/resolve`, {})).status).toBe(400);
      const resolved = await admin.rest('POST', `/events/${event.id}/checkin_conflicts/${record._id}/resolve`, {
        reason: 'Same person at two gates',
      });
      expect(resolved.status).toBe(200);
      expect(resolved.body.data).toMatchObject({ resolution: 'Same person at two gates' });
      expect((await admin.rest('POST', `/events/${event.id}/checkin_conflicts/${record._id}/resolve`, { reason: 'again' })).status).toBe(
        409,
      );
      const audit = await staff.rest('GET', `/events/${event.id}/checkin/audit`);
      expect(audit.body.data[0]).toMatchObject({ action: 'resolve', conflict_id: record._id, reason: 'Same person at two gates' });
    });

    it('admits walk-ins flagged with their reason; admins annul a check-in with a reason and it can be made again', async () => {
      const waiting = await registered('waitlisted');
      const answer = await upload(staff, [
        {
          nonce: nonce(),
          device_id: 'gate-1',
          scanned_at: new Date().toISOString(),
          walk_in: { name: 'Bo Stranger', reason: 'Paid at the gate' },
        },
        {
          nonce: nonce(),
          device_id: 'gate-1',
          scanned_at: new Date().toISOString(),
          walk_in: { event_registration: waiting.registration.id, reason: 'A place freed up' },
        },
        { nonce: nonce(), device_id: 'gate-1', scanned_at: new Date().toISOString(), walk_in: { name: 'No Reason' } },
      ]);
      expect(answer.status).toBe(400);
      const ok = await upload(staff, [
        {
          nonce: nonce(),
          device_id: 'gate-1',
          scanned_at: new Date().toISOString(),
          walk_in: { name: 'Bo Stranger', reason: 'Paid at the gate' },
        },
        {
          nonce: nonce(),
          device_id: 'gate-1',
          scanned_at: new Date().toISOString(),
          walk_in: { event_registration: waiting.registration.id, reason: 'A place freed up' },
        },
      ]);
      expect(ok.body.data.map((r: { result: string }) => r.result)).toEqual(['admitted', 'admitted']);
      const list = await staff.rest('GET', `/events/${event.id}/checkins`);
      const walkIns = list.body.data.checkins.filter((c: { walk_in: boolean }) => c.walk_in);
      expect(walkIns).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event_registration: null, walk_in_name: 'Bo Stranger', walk_in_reason: 'Paid at the gate' }),
          expect.objectContaining({ event_registration: waiting.registration.id, walk_in_reason: 'A place freed up' }),
        ]),
      );
      const id = ok.body.data[1].checkin_id;
      expect((await staff.rest('POST', `/events/${event.id}/checkins/${id}/annul`, { reason: 'Mistake' })).status).toBe(403);
      const annulled = await admin.rest('POST', `/events/${event.id}/checkins/${id}/annul`, { reason: 'Mistake' });
      expect(annulled.status).toBe(200);
      expect(annulled.body.data).toMatchObject({ annul_reason: 'Mistake' });
      expect((await admin.rest('POST', `/events/${event.id}/checkins/${id}/annul`, { reason: 'Mistake' })).status).toBe(409);
      const after = await staff.rest('GET', `/events/${event.id}/checkins`);
      expect(after.body.data.checkins.map((c: { _id: string }) => c._id)).not.toContain(id);
      const again = await upload(staff, [
        {
          nonce: nonce(),
          device_id: 'gate-2',
          scanned_at: new Date().toISOString(),
          walk_in: { event_registration: waiting.registration.id, reason: 'Now really' },
        },
      ]);
      expect(again.body.data[0].result).toBe('admitted');
    });

    it('refuses more than 500 scans with 413 and bounds every field', async () => {
      const many = Array.from({ length: 501 }, () => scan('ZZZZZZZZ'));
      const tooMany = await upload(staff, many);
      expect([tooMany.status, tooMany.body.message]).toEqual([413, 'A batch holds at most 500 scans; send the rest in another batch']);
      for (const bad of [
        { ...scan('ZZZZZZZZ'), nonce: 'x'.repeat(65) },
        { ...scan('ZZZZZZZZ'), device_id: '' },
        { ...scan('ZZZZZZZZ'), scanned_at: 'yesterday' },
        { ...scan('x'.repeat(201)) },
        { nonce: nonce(), device_id: 'gate-1', scanned_at: new Date().toISOString() },
      ]) {
        const answer = await upload(staff, [bad]);
        expect(answer.status).toBe(400);
      }
      const player = (await registered()).player;
      expect((await upload(player, [scan('ZZZZZZZZ')])).status).toBe(403);
      expect((await upload(new Agent(t.app), [scan('ZZZZZZZZ')])).status).toBe(401);
    });

    it('takes 20 concurrent uploads of overlapping batches without a 5xx or a duplicate', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, () => registered()));
      const tickets = await Promise.all(people.map((p) => ticketOf(p.player, p.registration.id)));
      const scans = tickets.map((ticket, i) => scan(i % 2 ? ticket.code : ticket.payload, `phone-${i % 3}`));
      const agents = [staff, admin];
      const batches = Array.from({ length: 20 }, (_, i) => {
        // each batch: an overlapping window of the same scans, plus its own new scan of an already-scanned ticket
        const window = scans.slice(i % 4, (i % 4) + 3);
        return [...window, scan(tickets[i % tickets.length].payload, `phone-extra-${i}`)];
      });
      const answers = await Promise.all(batches.map((batch, i) => upload(agents[i % 2], batch)));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (const person of people) {
        expect(await db.dataSource.getRepository(Checkin).countBy({ registrationId: person.registration.id })).toBe(1);
      }
      // Each nonce stored once, answered the same way every time it was sent.
      const byNonce = new Map<string, string>();
      for (const [i, answer] of answers.entries()) {
        for (const [j, result] of (answer.body.data as Array<{ nonce: string; result: string; checkin_id: string }>).entries()) {
          expect(result.nonce).toBe(batches[i][j].nonce);
          const seen = byNonce.get(result.nonce);
          if (seen) expect(`${result.result}:${result.checkin_id}`).toBe(seen);
          byNonce.set(result.nonce, `${result.result}:${result.checkin_id}`);
        }
      }
      for (const nonceValue of byNonce.keys())
        expect(await db.dataSource.getRepository(CheckinScan).countBy({ nonce: nonceValue })).toBe(1);
      expect(await db.dataSource.getRepository(CheckinConflict).count()).toBeGreaterThanOrEqual(0);
    });
  });

  describe('the staff note', () => {
    it('is set by admins (REST and GraphQL, bounded), shown to staff in the roster and the attendance review, never to the player', async () => {
      const a = await registered();
      const path = `/events/${event.id}/event_registrations/${a.registration.id}`;
      expect((await staff.rest('PATCH', path, { staff_note: 'Bring the banner' })).status).toBe(403);
      expect((await admin.rest('PATCH', path, { staff_note: 'x'.repeat(1001) })).status).toBe(400);
      const set = await admin.rest('PATCH', path, { staff_note: '  Bring the banner  ' });
      expect([set.status, set.body.data.staff_note]).toEqual([200, 'Bring the banner']);
      const roster = await staff.rest('GET', `/events/${event.id}/checkin/roster`);
      expect(roster.body.data.event_registrations.find((r: { _id: string }) => r._id === a.registration.id).staff_note).toBe(
        'Bring the banner',
      );
      const review = await staff.graphql(`query($e: ID!) { attendanceReview(eventId: $e) { eventRegistrations { id staffNote } } }`, {
        e: event.id,
      });
      expect(review.body.data.attendanceReview.eventRegistrations.find((r: { id: string }) => r.id === a.registration.id).staffNote).toBe(
        'Bring the banner',
      );
      // the player: their own registration, by REST and GraphQL, without the note
      const own = await a.player.rest('GET', `/user/event_registrations/${a.registration.id}`);
      expect(own.body.data.staff_note).toBeNull();
      const list = await a.player.rest('GET', `/events/${event.id}?include=event_registrations`);
      expect(JSON.stringify(list.body)).not.toContain('Bring the banner');
      const mine = await a.player.graphql(`query($e: ID!) { event(id: $e) { eventRegistrations { id staffNote } } }`, { e: event.id });
      expect(JSON.stringify(mine.body)).not.toContain('Bring the banner');
      // GraphQL: admins set it (and '' clears it)
      const viaGraphql = await admin.graphql(
        `mutation($e: ID!, $r: ID!) { updateRegistrationAdmin(eventId: $e, registrationId: $r, staffNote: "Owes a tent") { staffNote waitlistPriority } }`,
        {
          e: event.id,
          r: a.registration.id,
        },
      );
      expect(viaGraphql.body.data.updateRegistrationAdmin).toEqual({ staffNote: 'Owes a tent', waitlistPriority: null });
      const cleared = await admin.graphql(
        `mutation($e: ID!, $r: ID!) { updateRegistrationAdmin(eventId: $e, registrationId: $r, staffNote: "") { staffNote } }`,
        { e: event.id, r: a.registration.id },
      );
      expect(cleared.body.data.updateRegistrationAdmin.staffNote).toBeNull();
      const refused = await staff.graphql(
        `mutation($e: ID!, $r: ID!) { updateRegistrationAdmin(eventId: $e, registrationId: $r, staffNote: "x") { staffNote } }`,
        { e: event.id, r: a.registration.id },
      );
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });
  });

  describe('through GraphQL', () => {
    it('uploads the same batch once, lists who is in and the conflicts, and gives the owner the ticket', async () => {
      const a = await registered();
      const ticket = await a.player.graphql(`query($r: ID!) { registrationTicket(registrationId: $r) { payload code registrationId } }`, {
        r: a.registration.id,
      });
      expect(ticket.body.data.registrationTicket).toMatchObject({ registrationId: a.registration.id });
      const rest = await ticketOf(a.player, a.registration.id);
      expect(ticket.body.data.registrationTicket.payload).toBe(rest.payload);
      const upload = `mutation($e: ID!, $c: [ScanInput!]!) { uploadCheckins(eventId: $e, checkins: $c) { nonce result reason checkinId checkedIn { deviceId } } }`;
      const batch = [{ nonce: nonce(), deviceId: 'gql-1', scannedAt: new Date().toISOString(), ticket: rest.payload }];
      const first = await staff.graphql(upload, { e: event.id, c: batch });
      const again = await staff.graphql(upload, { e: event.id, c: batch });
      expect(first.body.data.uploadCheckins[0].result).toBe('admitted');
      expect(again.body.data).toEqual(first.body.data);
      const who = await staff.graphql(
        `query($e: ID!) { eventCheckins(eventId: $e) { checkins { id registrationId deviceId walkIn } conflicts { id devices { deviceId } } } }`,
        { e: event.id },
      );
      expect(who.body.data.eventCheckins.checkins).toEqual(
        expect.arrayContaining([
          { id: first.body.data.uploadCheckins[0].checkinId, registrationId: a.registration.id, deviceId: 'gql-1', walkIn: false },
        ]),
      );
      const annul = await admin.graphql(
        `mutation($e: ID!, $c: ID!) { annulCheckin(eventId: $e, checkinId: $c, reason: "Scanned by mistake") { annulReason } }`,
        { e: event.id, c: first.body.data.uploadCheckins[0].checkinId },
      );
      expect(annul.body.data.annulCheckin.annulReason).toBe('Scanned by mistake');
      const decisions = await staff.graphql(`query($e: ID!) { checkinDecisions(eventId: $e) { action reason } }`, { e: event.id });
      expect(decisions.body.data.checkinDecisions[0]).toEqual({ action: 'annul', reason: 'Scanned by mistake' });
    });
  });

  describe('into the post-event workflow', () => {
    it('pre-fills the post-event table from the check-ins, walk-ins flagged with their reason', async () => {
      const now = t.clock.now();
      const past = await insertEvent(db.dataSource, {
        eventTitle: 'Past',
        eventStartTime: new Date(now.getTime() - 3 * 86400000),
        eventEndTime: new Date(now.getTime() - 86400000),
      });
      const came = await registered('accepted', past, 'Came');
      const stayedHome = await registered('accepted', past, 'Home');
      const walkedIn = await registered('waitlisted', past, 'Walked');
      const query = `query($e: ID!) { postEventDefaults(eventId: $e) { userId eventRole characterId checkedInAt walkIn walkInReason } }`;
      // No check-ins yet: every accepted registration, none flagged.
      const before = await admin.graphql(query, { e: past.id });
      expect(before.body.errors).toBeUndefined();
      expect(before.body.data.postEventDefaults.map((r: { userId: string }) => r.userId).sort()).toEqual(
        [came.user.id, stayedHome.user.id].sort(),
      );
      expect(
        before.body.data.postEventDefaults.every(
          (r: { checkedInAt: string | null; walkIn: boolean }) => r.checkedInAt === null && !r.walkIn,
        ),
      ).toBe(true);
      const ticket = await ticketOf(came.player, came.registration.id);
      const at = new Date(now.getTime() - 2 * 86400000);
      const answer = await upload(
        staff,
        [
          scan(ticket.payload, 'gate-1', at),
          {
            nonce: nonce(),
            device_id: 'gate-1',
            scanned_at: at.toISOString(),
            walk_in: { event_registration: walkedIn.registration.id, reason: 'Paid at the gate' },
          },
          {
            nonce: nonce(),
            device_id: 'gate-1',
            scanned_at: at.toISOString(),
            walk_in: { name: 'No Account', reason: 'Guest of the organizers' },
          },
        ],
        past,
      );
      expect(answer.body.data.map((r: { result: string }) => r.result)).toEqual(['admitted', 'admitted', 'admitted']);
      const after = await admin.graphql(query, { e: past.id });
      expect(after.body.errors).toBeUndefined();
      expect(after.body.data.postEventDefaults).toEqual([
        {
          userId: came.user.id,
          eventRole: 'pc',
          characterId: came.character.id,
          checkedInAt: at.toISOString(),
          walkIn: false,
          walkInReason: null,
        },
        {
          userId: walkedIn.user.id,
          eventRole: 'pc',
          characterId: walkedIn.character.id,
          checkedInAt: at.toISOString(),
          walkIn: true,
          walkInReason: 'Paid at the gate',
        },
      ]);
      // The walk-in without an account is on the list of who is in, for the admin to add by hand.
      const who = await staff.graphql(
        `query($e: ID!) { eventCheckins(eventId: $e) { checkins { registrationId walkIn walkInName walkInReason } } }`,
        { e: past.id },
      );
      expect(who.body.data.eventCheckins.checkins).toContainEqual({
        registrationId: null,
        walkIn: true,
        walkInName: 'No Account',
        walkInReason: 'Guest of the organizers',
      });
    });
  });

  describe('the acceptance mail', () => {
    it('carries the ticket: its QR code inline, the short code and the ticket page', async () => {
      const a = await registered(null);
      const accept = await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, {
        accept: [a.registration.id],
      });
      expect(accept.status).toBe(200);
      await t.app.services.outbox.deliverDue();
      const ticket = await ticketOf(a.player, a.registration.id);
      const mails = outboxMessages(db.dataDir, a.user.email).filter((text) => /Registration accepted/.test(text));
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail).toContain(`short code ${ticket.code.slice(0, 4)}-${ticket.code.slice(4)}`);
      expect(mail).toContain(`http://localhost:4000/ticket/${a.registration.id}`);
      expect(mail).toMatch(/Content-Type: image\/png/);
      expect(mail).toContain('Content-ID: <ticket-qr@larp>');
      expect(mail).toContain('src="cid:ticket-qr@larp"');
      // The QR code in the mail is the ticket the player opens (the payload is stored with the notification).
      const stored = await db.dataSource.getRepository(Notification).findOneByOrFail({ userId: a.user.id, kind: 'decision' });
      expect(stored.qrCode).toBe(ticket.payload);
    });
  });

  it('rotates keys: old tickets verify until their key is retired, then are refused and replaced', async () => {
    const a = await registered();
    const old = await ticketOf(a.player, a.registration.id);
    const rotated = await t.app.services.checkinKeys.rotate();
    const keys = await staff.rest('GET', '/checkin/keys');
    expect(keys.body.data.find((k: { key_id: string }) => k.key_id === rotated.id).signing).toBe(true);
    const oldKey = readTicket(old.payload)!.keyId;
    expect(keys.body.data.find((k: { key_id: string }) => k.key_id === oldKey)).toMatchObject({ signing: false, retired_at: null });
    // still good after the rotation
    expect((await upload(staff, [scan(old.payload, 'rot-1')])).body.data[0].result).toBe('admitted');
    const b = await registered();
    const before = await ticketOf(b.player, b.registration.id);
    await db.dataSource.getRepository(CheckinTicket).update({ registrationId: b.registration.id }, { keyId: oldKey });
    await t.app.services.checkinKeys.retire(oldKey);
    const stale = await ticketOf(b.player, b.registration.id);
    // the retired key's ticket was replaced by one of the signing key
    expect(readTicket(stale.payload)!.keyId).toBe(rotated.id);
    expect(stale.code).not.toBe(before.code);
    expect(await db.dataSource.getRepository(CheckinTicket).findOneByOrFail({ code: before.code })).toMatchObject({
      revokeReason: 'key_retired',
    });
    expect((await upload(staff, [scan(old.payload, 'rot-2')])).body.data[0]).toMatchObject({ result: 'refused', reason: 'revoked' });
  });

  it('keeps one live ticket per registration, and a new one after a change', async () => {
    const a = await registered();
    const first = await ticketOf(a.player, a.registration.id);
    await db.dataSource.getRepository(EventRegistration).update({ id: a.registration.id }, { eventRole: 'npc' });
    const second = await ticketOf(a.player, a.registration.id);
    expect(second.code).not.toBe(first.code);
    const rows = await db.dataSource.getRepository(CheckinTicket).findBy({ registrationId: a.registration.id });
    expect(rows.map((r) => [r.code, r.revokeReason])).toEqual(
      expect.arrayContaining([
        [first.code, 'changed'],
        [second.code, null],
      ]),
    );
  });
});
