import { AttendanceRecord } from '../../src/db/entities/attendance-record.entity';
import { Character } from '../../src/db/entities/character.entity';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Event } from '../../src/db/entities/event.entity';
import { ShardLedgerEntry, XpLedgerEntry } from '../../src/db/entities/ledger.entities';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { createUser } from '../support/accounts';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCharacter, createEvent, createQuietUsers, DAY } from '../support/events';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(databases())('attendance and finalization on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let staff: Agent;
  let player: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    player = await agentFor(t.app, db.dataSource, users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const m = () => db.dataSource.manager;
  /** A published event that ran from 9 to 7 days ago (a 2-day event: Friday evening to Sunday). */
  const pastEvent = (fields: Partial<Event> = {}) =>
    createEvent(db.dataSource, { eventStartTime: inDays(-9), eventEndTime: inDays(-7), ...fields });
  const register = (userId: string, eventId: string, eventRole: string, characterId: string | null) =>
    withTransaction(db.dataSource, (manager) =>
      manager.save(
        manager.create(EventRegistration, {
          eventId,
          userId,
          characterId,
          eventRole,
          state: 'accepted',
          waitlistNote: null,
          registeredAt: inDays(-30),
          questionAnswers: [],
        }),
      ),
    );
  const finalize = (eventId: string, records: unknown, agent = admin) =>
    agent.rest('POST', `/events/${eventId}/finalize`, { attendance_records: records });

  /** What finalization may touch, to compare before and after a refused or failed finalize. */
  async function snapshot(eventId: string) {
    return {
      finalized: (await m().findOneByOrFail(Event, { id: eventId })).eventFinalized,
      records: await m().countBy(AttendanceRecord, { eventId }),
      xpLedger: await m().countBy(XpLedgerEntry, { eventId }),
      shardLedger: await m().countBy(ShardLedgerEntry, { eventId }),
      characters: (await m().find(Character, { order: { id: 'ASC' } })).map((c) => [
        c.id,
        c.characterXpTotal,
        c.characterXpSequence,
        c.deathCount,
        c.reaperFightCount,
      ]),
      shards: (await m().find(User, { order: { id: 'ASC' } })).map((u) => [u.id, u.shardTotal, u.xpTokenPurchased]),
    };
  }

  it('applies the defaults, credits XP, deaths and shards with ledger rows, resets xp tokens, and marks the event finalized', async () => {
    const event = await pastEvent();
    const pc = await createUser(db.dataSource);
    const npc = await createUser(db.dataSource);
    const walkIn = await createUser(db.dataSource);
    const hero = await createCharacter(db.dataSource, pc.id, { characterXpSequence: 4, characterXpTotal: 40, deathCount: 1 });
    await register(pc.id, event.id, 'pc', hero.id);
    await register(npc.id, event.id, 'npc', null);
    await withTransaction(db.dataSource, (manager) => manager.update(User, { id: pc.id }, { xpTokenPurchased: true }));

    const answer = await finalize(event.id, {
      [pc.id]: { deaths: 1, reaper_fights: 2, donation_shards: 0, donation_items: 'A sword' },
      [npc.id]: { donation_shards: 5, donation_items: 'A cloak' },
      [walkIn.id]: { event_role: 'npc' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.event_finalized).toBe(true);

    const records = Object.fromEntries((await m().findBy(AttendanceRecord, { eventId: event.id })).map((r) => [r.userId, r]));
    // xp_sequence defaults to the character's plus one (5); XP from the rules' formula: e = 4 -> base 5, 2 days -> ceil(5 * 2 * 0.5) = 5.
    expect(records[pc.id]).toMatchObject({
      eventRole: 'pc',
      characterId: hero.id,
      xpSequence: 5,
      xp: 5,
      deaths: 1,
      reaperFights: 2,
      npcShards: 0,
      donationShards: 0,
      donationItems: null,
    });
    expect(records[npc.id]).toMatchObject({
      eventRole: 'npc',
      characterId: null,
      xp: 0,
      npcShards: 30,
      donationShards: 5,
      donationItems: 'A cloak',
    });
    expect(records[walkIn.id]).toMatchObject({ eventRole: 'npc', npcShards: 20 });

    expect(await m().findOneByOrFail(Character, { id: hero.id })).toMatchObject({
      characterXpTotal: 45,
      characterXpSequence: 5,
      deathCount: 2,
      reaperFightCount: 2,
    });
    const shard = async (id: string) => (await m().findOneByOrFail(User, { id })).shardTotal;
    expect([await shard(pc.id), await shard(npc.id), await shard(walkIn.id)]).toEqual([0, 35, 20]);
    expect((await m().findOneByOrFail(User, { id: pc.id })).xpTokenPurchased).toBe(false);
    const xpLedger = await m().findBy(XpLedgerEntry, { eventId: event.id });
    expect(xpLedger.map((row) => [row.characterId, row.amount, row.kind])).toEqual([[hero.id, 5, 'attendance']]);
    const shardLedger = await m().findBy(ShardLedgerEntry, { eventId: event.id });
    expect(shardLedger.map((row) => [row.userId, row.amount]).sort()).toEqual(
      [
        [npc.id, 30],
        [npc.id, 5],
        [walkIn.id, 20],
      ].sort(),
    );

    const before = await snapshot(event.id);
    const again = await finalize(event.id, { [walkIn.id]: { event_role: 'npc' } });
    expect(again).toMatchObject({ status: 409, body: { message: 'This event has already been finalized' } });
    expect(await snapshot(event.id)).toEqual(before);
  });

  it('explicit values win over the defaults; the XP formula uses the given xp_sequence', async () => {
    const event = await pastEvent({ eventStartTime: inDays(-8), eventEndTime: inDays(-7) });
    const user = await createUser(db.dataSource);
    const character = await createCharacter(db.dataSource, user.id, { characterXpSequence: 30, characterXpTotal: 100 });
    const answer = await finalize(event.id, { [user.id]: { event_role: 'pc', character: character.id, xp_sequence: 26, npc_shards: 3 } });
    expect(answer.status).toBe(200);
    // e = 25 -> base ((25 - 1) mod 2) + 1 = 1; 1 day -> ceil(0.5) = 1.
    expect(await m().findOneByOrFail(AttendanceRecord, { eventId: event.id })).toMatchObject({ xpSequence: 26, xp: 1, npcShards: 3 });
    expect(await m().findOneByOrFail(Character, { id: character.id })).toMatchObject({ characterXpTotal: 101, characterXpSequence: 26 });
  });

  it.each([
    [
      'an unknown user',
      (u: string) => ({ aaaaaaaaaaaaaaaaaaaaaaaa: { event_role: 'npc' }, [u]: { event_role: 'npc' } }),
      'User not found: aaaaaaaaaaaaaaaaaaaaaaaa',
    ],
    [
      'a negative count',
      (u: string) => ({ [u]: { event_role: 'npc', deaths: -1 } }),
      /^attendance_records\.[0-9a-f]{24}\.deaths must be a whole number from 0 to 1000$/,
    ],
    ['an unknown role', (u: string) => ({ [u]: { event_role: 'ghost' } }), 'Unknown event role: ghost'],
    ['no role for an unregistered user', (u: string) => ({ [u]: {} }), 'Please choose to register as a pc or an npc'],
    [
      'someone else’s character',
      (u: string, c: string) => ({ [u]: { event_role: 'pc', character: c } }),
      /^That character does not belong to user/,
    ],
  ])('refuses %s and changes nothing', async (_name, records, message) => {
    const event = await pastEvent();
    const user = await createUser(db.dataSource);
    const other = await createCharacter(db.dataSource, users.player.id);
    const before = await snapshot(event.id);
    const answer = await finalize(event.id, (records as (u: string, c: string) => unknown)(user.id, other.id));
    expect(answer.status).toBe(400);
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
    else expect(answer.body.message).toMatch(message);
    expect(await snapshot(event.id)).toEqual(before);
  });

  it('finalizes only a published event that has passed; only admins may', async () => {
    const running = await createEvent(db.dataSource, { eventStartTime: inDays(-1), eventEndTime: inDays(1) });
    const unpublished = await pastEvent({ eventPublished: false });
    for (const event of [running, unpublished]) {
      const answer = await finalize(event.id, {});
      expect(answer).toMatchObject({ status: 409, body: { message: 'Only a published event that has passed can be finalized' } });
      expect((await m().findOneByOrFail(Event, { id: event.id })).eventFinalized).toBe(false);
    }
    const event = await pastEvent();
    expect((await finalize(event.id, {}, staff)).status).toBe(403);
    expect((await finalize(event.id, {}, player)).status).toBe(403);
    expect((await admin.rest('POST', '/events/aaaaaaaaaaaaaaaaaaaaaaaa/finalize', { attendance_records: {} })).status).toBe(404);
    expect((await m().findOneByOrFail(Event, { id: event.id })).eventFinalized).toBe(false);
  });

  describe('300 attendees', () => {
    async function bigEvent() {
      const event = await pastEvent();
      const attendees = await createQuietUsers(db.dataSource, 300);
      const characters: Character[] = [];
      await withTransaction(db.dataSource, async (manager) => {
        for (const user of attendees) {
          characters.push(
            await manager.save(
              manager.create(Character, {
                userId: user.id,
                characterXpTotal: 10,
                characterXpSequence: 2,
                deathCount: 0,
                reaperFightCount: 0,
                savedBuild: null,
                committedBuild: null,
                buildVersion: 0,
                deleteAllowed: true,
                additionalSpellSchools: [],
              }),
            ),
          );
        }
      });
      const records = Object.fromEntries(
        attendees.map((user, index) => [
          user.id,
          index % 2 === 0
            ? { event_role: 'pc', character: characters[index].id }
            : { event_role: 'npc', character: characters[index].id, donation_shards: 1 },
        ]),
      );
      return { event, attendees, characters, records };
    }

    async function failOnUpdateOf(characterId: string): Promise<() => Promise<void>> {
      if (kind === 'sqlite') {
        await db.dataSource.query(
          `CREATE TRIGGER fail_mid BEFORE UPDATE ON characters WHEN NEW.id = '${characterId}' BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
        );
      } else {
        await db.dataSource.query(
          `CREATE TRIGGER fail_mid BEFORE UPDATE ON characters FOR EACH ROW BEGIN IF NEW.id = '${characterId}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END IF; END`,
        );
      }
      return async () => {
        await db.dataSource.query('DROP TRIGGER fail_mid');
      };
    }

    it('writes nothing when a failure is injected mid-way, then finalizes all 300 at once', async () => {
      const { event, characters, records } = await bigEvent();
      const before = await snapshot(event.id);
      const removeTrigger = await failOnUpdateOf(characters[150].id);
      const failed = await finalize(event.id, records);
      await removeTrigger();
      expect(failed).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
      expect(await snapshot(event.id)).toEqual(before);

      const done = await finalize(event.id, records);
      expect(done.status).toBe(200);
      expect(await m().countBy(AttendanceRecord, { eventId: event.id })).toBe(300);
      // e = 2 -> base 5, 2 days -> 5 XP each.
      expect(await m().countBy(Character, { characterXpTotal: 15, characterXpSequence: 3 })).toBe(300);
      expect(await m().countBy(XpLedgerEntry, { eventId: event.id })).toBe(300);
      const shardSum = await m().sum(ShardLedgerEntry, 'amount', { eventId: event.id });
      expect(shardSum).toBe(150 * 20 + 150 * 1);
    });

    it('lets exactly one of two simultaneous finalizes through', async () => {
      const { event, records } = await bigEvent();
      const answers = await Promise.all([finalize(event.id, records), finalize(event.id, records)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await m().countBy(AttendanceRecord, { eventId: event.id })).toBe(300);
      expect(await m().countBy(XpLedgerEntry, { eventId: event.id })).toBe(300);
      expect(await m().countBy(Character, { characterXpTotal: 15, characterXpSequence: 3 })).toBeGreaterThanOrEqual(300);
    });
  });

  describe('GraphQL', () => {
    it('gives staff the attendance review and admins the finalize mutation', async () => {
      const event = await pastEvent();
      const user = await createUser(db.dataSource);
      const character = await createCharacter(db.dataSource, user.id);
      await register(user.id, event.id, 'pc', character.id);
      const review = await staff.graphql(
        `{ attendanceReview(eventId: "${event.id}") { eventRegistrations { eventRole user { id } character { id } } surveyResponseCount } }`,
      );
      expect(review.body.data.attendanceReview).toEqual({
        eventRegistrations: [{ eventRole: 'pc', user: { id: user.id }, character: { id: character.id } }],
        surveyResponseCount: 0,
      });
      expect((await player.graphql(`{ attendanceReview(eventId: "${event.id}") { id } }`)).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      const refused = await staff.graphql(`mutation { finalizeEvent(eventId: "${event.id}", records: []) { id } }`);
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

      const done = await admin.graphql(
        `mutation { finalizeEvent(eventId: "${event.id}", records: [{ userId: "${user.id}", deaths: 1 }]) { eventFinalized attendanceRecords { userId xp xpSequence deaths eventRole } } }`,
      );
      expect(done.body.data.finalizeEvent).toEqual({
        eventFinalized: true,
        attendanceRecords: [{ userId: user.id, xp: 5, xpSequence: 1, deaths: 1, eventRole: 'pc' }],
      });
      const twice = await admin.graphql(`mutation { finalizeEvent(eventId: "${event.id}", records: []) { id } }`);
      expect(twice.body.errors[0]).toMatchObject({ message: 'This event has already been finalized', extensions: { code: 'CONFLICT' } });
    });
  });
});
