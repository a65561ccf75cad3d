import { randomBytes } from 'node:crypto';
import { PostEventDraft } from '../src/db/entities/post-event-draft.entity';
import { User } from '../src/db/entities/user.entity';
import type { Event } from '../src/db/entities/event.entity';
import { Notification } from '../src/db/entities/notification.entity';
import { type Agent, startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from './support/personas';
import { databases, insertEvent, insertUser, useTestDatabase } from './support';

/*
 * The post-event page's draft (kept on the server, a stale save refused with the current values) and
 * the walk-ins let in by name who are given an account, so that they get an attendance row.
 */

const DAY = 86_400_000;
const nonce = () => randomBytes(12).toString('hex');

function row(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    event_role: 'pc',
    character: null,
    deaths: '1',
    reaper_fights: '0',
    xp: '2',
    xp_sequence: '1',
    npc_shards: '0',
    donation_shards: '0',
    donation_items: '',
    xp_touched: false,
    walk_in: false,
    ...overrides,
  };
}

describe.each(databases())('post-event drafts and walk-in accounts on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let secondAdmin: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    t.clock.set(new Date());
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    secondAdmin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function pastEvent(): Promise<Event> {
    const now = t.clock.now();
    return insertEvent(db.dataSource, { eventStartTime: new Date(now.getTime() - 3 * DAY), eventEndTime: new Date(now.getTime() - DAY) });
  }

  it('keeps the table as typed; a save from a stale version is refused with the values saved since', async () => {
    const event = await pastEvent();
    const ada = await insertUser(db.dataSource, { firstName: 'Ada', lastName: 'Quill' });
    const empty = await admin.rest('GET', `/events/${event.id}/post_event_draft`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ version: 0, updated_at: null, updated_by: null, records: [] });

    const first = await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, {
      version: 0,
      records: [row(ada.id, { deaths: '1a' })],
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 1, records: [{ user_id: ada.id, player_name: 'Ada Quill', deaths: '1a' }] });

    // A second admin sees the same values and saves on top of them.
    const seen = await secondAdmin.rest('GET', `/events/${event.id}/post_event_draft`);
    expect(seen.body.data.records[0].deaths).toBe('1a');
    const second = await secondAdmin.rest('PATCH', `/events/${event.id}/post_event_draft`, {
      version: 1,
      records: [row(ada.id, { deaths: '3' })],
    });
    expect(second.body.data.version).toBe(2);

    // The first admin still holds version 1: refused, with what the second admin saved.
    const stale = await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, {
      version: 1,
      records: [row(ada.id, { deaths: '9' })],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Another admin saved this post-event table');
    expect(stale.body.current).toMatchObject({ version: 2, records: [{ user_id: ada.id, deaths: '3' }] });
    expect((await admin.rest('GET', `/events/${event.id}/post_event_draft`)).body.data.records[0].deaths).toBe('3');

    // GraphQL: the same draft, the same refusal.
    const gqlStale = await admin.graphql(
      `mutation($e: ID!, $r: [PostEventDraftRowInput!]!) { savePostEventDraft(eventId: $e, version: 1, records: $r) { version } }`,
      {
        e: event.id,
        r: [
          {
            userId: ada.id,
            eventRole: 'pc',
            deaths: '4',
            reaperFights: '0',
            xp: '0',
            xpSequence: '0',
            npcShards: '0',
            donationShards: '0',
            donationItems: '',
            xpTouched: true,
            walkIn: false,
          },
        ],
      },
    );
    expect(gqlStale.body.errors[0].extensions.code).toBe('CONFLICT');
    const gqlDraft = await admin.graphql(
      `query($e: ID!) { postEventDraft(eventId: $e) { version updatedByName records { userId deaths } } }`,
      {
        e: event.id,
      },
    );
    expect(gqlDraft.body.data.postEventDraft).toEqual({
      version: 2,
      updatedByName: `${users.admin.firstName} ${users.admin.lastName}`,
      records: [{ userId: ada.id, deaths: '3' }],
    });
  });

  it('refuses bad drafts with 4xx and changes nothing; staff may not read or save them', async () => {
    const event = await pastEvent();
    const ada = await insertUser(db.dataSource);
    const twice = await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, { version: 0, records: [row(ada.id), row(ada.id)] });
    expect(twice.status).toBe(400);
    const unknown = await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, {
      version: 0,
      records: [row('aaaaaaaaaaaaaaaaaaaaaaab')],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('User not found: aaaaaaaaaaaaaaaaaaaaaaab');
    const tooLong = await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, {
      version: 0,
      records: [row(ada.id, { xp: '1'.repeat(13) })],
    });
    expect(tooLong.status).toBe(400);
    expect((await staff.rest('PATCH', `/events/${event.id}/post_event_draft`, { version: 0, records: [] })).status).toBe(403);
    expect(await db.dataSource.getRepository(PostEventDraft).countBy({ eventId: event.id })).toBe(0);
  });

  it('gives a walk-in let in by name a new account (mailed the verification link with options=true) or an existing one', async () => {
    const event = await pastEvent();
    const at = new Date(t.clock.now().getTime() - 2 * DAY).toISOString();
    const uploaded = await staff.rest('POST', `/events/${event.id}/checkins`, {
      checkins: [
        { nonce: nonce(), device_id: 'gate-1', scanned_at: at, walk_in: { name: 'Pat Newcomer', reason: 'Paid at the gate' } },
        { nonce: nonce(), device_id: 'gate-1', scanned_at: at, walk_in: { name: 'Old Friend', reason: 'Guest' } },
      ],
    });
    expect(uploaded.body.data.map((r: { result: string }) => r.result)).toEqual(['admitted', 'admitted']);
    const [pat, friend] = uploaded.body.data.map((r: { checkin_id: string }) => r.checkin_id);

    const before = await admin.rest('GET', `/events/${event.id}/walk_ins`);
    expect(before.body.data).toEqual([
      expect.objectContaining({ checkin_id: pat, name: 'Pat Newcomer', reason: 'Paid at the gate', user: null }),
      expect.objectContaining({ checkin_id: friend, name: 'Old Friend', user: null }),
    ]);
    const defaultsQuery = `query($e: ID!) { postEventDefaults(eventId: $e) { userId eventRole walkIn } }`;
    expect((await admin.graphql(defaultsQuery, { e: event.id })).body.data.postEventDefaults).toEqual([]);

    const email = `pat-${nonce()}@example.com`;
    const made = await admin.rest('POST', `/events/${event.id}/walk_ins/${pat}/account`, {
      new_account: { first_name: 'Pat', last_name: 'Newcomer', email },
    });
    expect(made.status).toBe(200);
    expect(made.body.data.user).toMatchObject({ first_name: 'Pat', last_name: 'Newcomer', email });
    const account = await db.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(account).toMatchObject({ verified: false, privacyStatementAcceptedAt: null });
    const mail = await db.dataSource.getRepository(Notification).findOneByOrFail({ userId: account.id, kind: 'verify' });
    expect(mail.link).toMatch(/\/verify\/[A-Za-z0-9_-]+\?options=true$/);
    expect(mail.body).toContain('Forgot password');

    // Attached again: refused; an existing account's email for a new one: refused.
    expect((await admin.rest('POST', `/events/${event.id}/walk_ins/${pat}/account`, { user: users.player.id })).status).toBe(409);
    const taken = await admin.rest('POST', `/events/${event.id}/walk_ins/${friend}/account`, {
      new_account: { first_name: 'Old', last_name: 'Friend', email },
    });
    expect(taken.status).toBe(409);
    const both = await admin.rest('POST', `/events/${event.id}/walk_ins/${friend}/account`, {
      user: users.player.id,
      new_account: { first_name: 'Old', last_name: 'Friend', email: 'x@example.com' },
    });
    expect(both.status).toBe(400);

    const gql = await admin.graphql(
      `mutation($e: ID!, $c: ID!, $u: ID) { attachWalkInAccount(eventId: $e, checkinId: $c, userId: $u) { name user { id } } }`,
      { e: event.id, c: friend, u: users.player.id },
    );
    expect(gql.body.data.attachWalkInAccount).toEqual({ name: 'Old Friend', user: { id: users.player.id } });

    // Both now have their attendance row, flagged as walk-ins.
    const after = (await admin.graphql(defaultsQuery, { e: event.id })).body.data.postEventDefaults;
    expect(after).toEqual([
      { userId: account.id, eventRole: 'pc', walkIn: true },
      { userId: users.player.id, eventRole: 'pc', walkIn: true },
    ]);
  });

  it('finalizing drops the draft', async () => {
    const event = await pastEvent();
    const ada = await insertUser(db.dataSource);
    await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, { version: 0, records: [row(ada.id)] });
    const finalized = await admin.rest('POST', `/events/${event.id}/finalize`, {
      attendance_records: { [ada.id]: { event_role: 'pc', deaths: 1 } },
    });
    expect(finalized.status).toBe(200);
    expect(await db.dataSource.getRepository(PostEventDraft).countBy({ eventId: event.id })).toBe(0);
    expect((await admin.rest('PATCH', `/events/${event.id}/post_event_draft`, { version: 0, records: [] })).status).toBe(409);
  });
});
