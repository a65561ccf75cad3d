import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Checkin, EventRegistration } from '../../src/db';
import { readTicket, signTicket } from '../../src/modules/checkin/ticket-payload';
import { agentOf } from '../support/characters';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, insertCharacter, insertEvent, useTestDatabase } from '../support';

/**
 * A ticket made by someone who holds no signing key of ours: the real claims of a real accepted
 * registration (event, registration, ticket and our key's id), signed with another Ed25519 key, and
 * the same under a key id we never issued. The gate refuses both as forged and admits nobody; the
 * genuine ticket still admits once. (Altered, cancelled, revoked and replayed tickets:
 * test/checkin/checkin.test.ts.)
 */

describe.each(databases())('forged check-in tickets on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let staff: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    // the gate compares scan times with the server's clock
    t.clock.set(new Date());
    users = await createPersonaUsers(db.dataSource);
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses a genuine ticket re-signed with another key, under our key id or another, and admits nobody', async () => {
    const event = await insertEvent(db.dataSource, {}, t.clock.now());
    const character = await insertCharacter(db.dataSource, users.player.id);
    const registration = await db.dataSource.getRepository(EventRegistration).save(
      db.dataSource.getRepository(EventRegistration).create({
        eventId: event.id,
        userId: users.player.id,
        characterId: character.id,
        eventRole: 'pc',
        state: 'accepted',
        registeredAt: t.clock.now(),
        questionAnswers: [],
      }),
    );
    const player = await agentOf(t.app, db.dataSource, users, users.player);
    const ticket = await player.rest('GET', `/user/event_registrations/${registration.id}/ticket`);
    expect(ticket.status).toBe(200);
    const claims = readTicket(ticket.body.data.payload)!;
    const { privateKey } = generateKeyPairSync('ed25519');
    const underOurKeyId = signTicket(claims, privateKey);
    const underAnotherKeyId = signTicket({ ...claims, keyId: randomBytes(4).toString('hex') }, privateKey);
    expect(underOurKeyId).not.toBe(ticket.body.data.payload);

    const scan = (payload: string) => ({
      nonce: randomBytes(12).toString('hex'),
      ticket: payload,
      device_id: 'gate-1',
      scanned_at: t.clock.now().toISOString(),
    });
    const forged = await staff.rest('POST', `/events/${event.id}/checkins`, { checkins: [scan(underOurKeyId), scan(underAnotherKeyId)] });
    expect(forged.status).toBe(200);
    expect(forged.body.data.map((row: { result: string; reason: string }) => `${row.result} ${row.reason}`)).toEqual([
      'refused forged',
      'refused forged',
    ]);
    expect(await db.dataSource.getRepository(Checkin).countBy({ registrationId: registration.id })).toBe(0);

    const genuine = await staff.rest('POST', `/events/${event.id}/checkins`, { checkins: [scan(ticket.body.data.payload)] });
    expect(genuine.body.data[0].result).toBe('admitted');
  });
});
