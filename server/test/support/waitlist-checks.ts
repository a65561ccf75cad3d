import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Notification } from '../../src/db/entities/notification.entity';
import { Session } from '../../src/db/entities/session.entity';
import { SESSION_COOKIE } from '../../src/modules/accounts/session-cookie';
import { hashToken, newSecretToken } from '../../src/modules/accounts/tokens';
import { getOrCreateSecret } from '../../src/secrets/secret-store';
import { insertCharacter, insertEvent, insertUser } from './index';
import { call, type CallAnswer } from './server-processes';

/*
 * The waitlist under simultaneous changes, for the tests that run several server processes
 * (on one database, or each on its own Galera node): 2 pc places, 2 accepted, 5 waiting, then
 * cancellations (repeated) and new registrations sent to every process at once.
 */

/** A session of `userId` made in the database, as the processes' shared secret signs it. */
async function sessionCookie(dataSource: DataSource, userId: string): Promise<string> {
  const secret = await getOrCreateSecret(dataSource, 'session');
  const token = newSecretToken();
  const now = new Date();
  await dataSource.getRepository(Session).insert({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeen: now,
    expiresAt: new Date(now.getTime() + 24 * 3600_000),
    device: null,
  });
  const signature = createHmac('sha256', secret).update(token).digest('base64').replace(/=/g, '');
  return `${SESSION_COOKIE}=${token}.${signature}`;
}

const ok = (answer: CallAnswer, what: string) => {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${answer.raw.toString()}`);
  return answer.body.data;
};

/**
 * Runs the scenario through `bases` (spread round-robin) and checks on every one of `sources`:
 * never more than 2 accepted, exactly 2 at the end, each registration promoted at most once and in
 * line order, one promotion mail each, no 5xx.
 */
export async function expectFairWaitlist(bases: string[], sources: DataSource[], adminCookie: string, newcomers = 11): Promise<void> {
  const dataSource = sources[0];
  const event = await insertEvent(
    dataSource,
    { eventPcCapacity: 2, eventNpcCapacity: null, eventWaitlistMode: 'automatic', eventOfferHours: 48 },
    new Date(),
  );
  const players: Array<{ characterId: string; cookie: string }> = [];
  for (let i = 0; i < 7 + newcomers; i += 1) {
    const user = await insertUser(dataSource, { firstName: `Waiting${i}` });
    const character = await insertCharacter(dataSource, user.id);
    players.push({ characterId: character.id, cookie: await sessionCookie(dataSource, user.id) });
  }
  const base = (i: number) => bases[i % bases.length];
  const register = (i: number) =>
    call(
      base(i),
      'POST',
      '/user/event_registrations',
      { event: event.id, character: players[i].characterId, event_role: 'pc', question_answers: [] },
      { cookie: players[i].cookie },
    );
  const ids: string[] = [];
  for (let i = 0; i < 2; i += 1) ids.push(ok(await register(i), 'registering')._id);
  ok(
    await call(base(0), 'POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: ids }, { cookie: adminCookie }),
    'accepting',
  );
  for (let i = 2; i < 7; i += 1) ids.push(ok(await register(i), 'registering')._id);
  const line = ids.slice(2);
  const waiting = await dataSource.getRepository(EventRegistration).findBy({ eventId: event.id, state: 'waitlisted' });
  expect(waiting).toHaveLength(5);

  const cancel = (i: number, id: string, via: number) => () =>
    call(base(via), 'POST', `/user/event_registrations/${id}/cancel`, {}, { cookie: players[i].cookie });
  const requests = [
    ...[0, 1].flatMap((i) => [cancel(i, ids[i], i), cancel(i, ids[i], i + 1), cancel(i, ids[i], i + 2)]),
    cancel(3, ids[3], 0),
    cancel(3, ids[3], 1),
    ...Array.from({ length: newcomers }, (_, k) => () => register(7 + k)),
  ];
  const answers = await Promise.all(requests.map((request) => request()));
  expect(answers.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
  expect(answers.slice(0, 8).filter((answer) => answer.status === 200)).toHaveLength(3);
  expect(answers.slice(8).map((answer) => answer.status)).toEqual(Array(newcomers).fill(201));

  for (const source of sources) {
    const all = await source.getRepository(EventRegistration).findBy({ eventId: event.id, eventRole: 'pc' });
    expect(all.filter((r) => r.state === 'accepted')).toHaveLength(2);
    const promoted = (await source.getRepository(Notification).findBy({ kind: 'promoted' }))
      .map((n) => all.find((r) => n.notificationKey.includes(`:${r.id}:`)))
      .filter((r) => r !== undefined)
      .map((r) => r.id);
    expect(new Set(promoted).size).toBe(promoted.length);
    for (const id of promoted) {
      const index = line.indexOf(id);
      expect(index).toBeGreaterThanOrEqual(0);
      for (const ahead of line.slice(0, index))
        expect(promoted.includes(ahead) || all.find((r) => r.id === ahead)!.state === 'cancelled').toBe(true);
    }
    for (const r of all.filter((x) => x.state === 'accepted')) expect(promoted).toContain(r.id);
  }
}
