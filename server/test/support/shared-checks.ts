import type { DataSource } from 'typeorm';
import { Character, ShardLedgerEntry, User, XpLedgerEntry } from '../../src/db';
import { eventFields, multipartBody, PNG_BYTES } from './events';
import { insertCharacter, insertUser } from './index';
import { call, type CallAnswer } from './server-processes';

/*
 * The checks the multi-process test (processes on one database) and the cluster test (processes
 * behind haproxy, each on its own Galera node) both run: whatever one process (or node) is asked,
 * the others answer alike.
 */

const PASSWORD = 'a long shared passphrase';

async function signUp(base: string, dataSource: DataSource, email: string, roles: User['roles'] = []): Promise<void> {
  const signup = await call(base, 'POST', '/signup', {
    first_name: 'Many',
    last_name: 'Processes',
    email,
    password: PASSWORD,
    password_confirm: PASSWORD,
    privacy_statement_accepted: true,
    email_consent: false,
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${signup.raw.toString()}`);
  // The emailed link is not what is under test here: the account is verified in the database.
  const updated = await dataSource.getRepository(User).update({ email }, { verified: true, roles });
  if (updated.affected !== 1) throw new Error(`verifying ${email} in the database updated ${updated.affected} rows, not 1`);
}

async function signIn(base: string, email: string): Promise<string> {
  const login = await call(base, 'POST', '/login', { email, password: PASSWORD });
  if (login.status !== 200 || !login.cookie) throw new Error(`login answered ${login.status}: ${login.raw.toString()}`);
  return login.cookie;
}

/** An admin's session cookie, signed in through the last base. */
export async function adminCookie(bases: string[], dataSource: DataSource, email: string): Promise<string> {
  await signUp(bases[0], dataSource, email, ['admin']);
  return signIn(bases[bases.length - 1], email);
}

/** Signed up through one process, in through another, recognised by every one, out through one: out everywhere. */
export async function expectSessionsShared(bases: string[], dataSource: DataSource, email: string): Promise<void> {
  await signUp(bases[0], dataSource, email);
  const cookie = await signIn(bases[1 % bases.length], email);
  for (const base of bases) {
    const user = await call(base, 'GET', '/user', undefined, { cookie });
    expect({ status: user.status, email: user.body?.data?.email }).toEqual({ status: 200, email });
  }
  expect((await call(bases[bases.length - 1], 'POST', '/logout', {}, { cookie })).status).toBe(200);
  for (const base of bases) expect((await call(base, 'GET', '/user', undefined, { cookie })).status).toBe(401);
}

/** An event image uploaded through the first process is served, the same bytes, by every one. */
export async function expectImageShared(bases: string[], cookie: string): Promise<string> {
  const { payload, contentType } = multipartBody(eventFields(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)), {
    field: 'event_image',
    filename: 'poster.png',
    contentType: 'image/png',
    bytes: PNG_BYTES,
  });
  const created = await call(bases[0], 'POST', '/events', undefined, {
    cookie,
    payload,
    headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(created.status).toBe(201);
  const name = created.body.data.event_image as string;
  // The stored image is the upload re-encoded: the first process's answer is the reference.
  const stored = (await call(bases[0], 'GET', `/images/${name}`)).raw;
  for (const base of bases) {
    const image = await call(base, 'GET', `/images/${name}`);
    expect({ status: image.status, type: image.headers['content-type'], same: image.raw.equals(stored) }).toEqual({
      status: 200,
      type: 'image/png',
      same: true,
    });
  }
  return name;
}

export interface GrantOutcome {
  answers: CallAnswer[];
  userIds: string[];
  characterIds: string[];
}

/**
 * `count` XP grants and `count` shard grants at once, spread over the processes round robin, all to
 * the same players in alternating orders (the worst case for deadlocks and certification conflicts).
 */
export async function concurrentGrants(
  bases: string[],
  dataSource: DataSource,
  cookie: string,
  count = 20,
  players = 4,
): Promise<GrantOutcome> {
  const userIds: string[] = [];
  const characterIds: string[] = [];
  for (let i = 0; i < players; i += 1) {
    const user = await insertUser(dataSource);
    userIds.push(user.id);
    characterIds.push((await insertCharacter(dataSource, user.id)).id);
  }
  const order = <T>(ids: T[], i: number) => (i % 2 ? [...ids].reverse() : ids);
  const requests: Array<Promise<CallAnswer>> = [];
  for (let i = 0; i < count; i += 1) {
    requests.push(
      call(
        bases[i % bases.length],
        'POST',
        '/characters/xp',
        { character_ids: order(characterIds, i), xp_amount: 1, reason: `xp race ${i}` },
        { cookie },
      ),
      call(
        bases[(i + 1) % bases.length],
        'POST',
        '/users/shards',
        { user_ids: order(userIds, i), shard_amount: 2, reason: `shard race ${i}` },
        { cookie },
      ),
    );
  }
  return { answers: await Promise.all(requests), userIds, characterIds };
}

/** Every balance equals the sum of its ledger. */
export async function expectBalancesEqualLedgers(dataSource: DataSource, userIds: string[], characterIds: string[]): Promise<void> {
  for (const userId of userIds) {
    const rows = await dataSource.getRepository(ShardLedgerEntry).findBy({ userId });
    const user = await dataSource.getRepository(User).findOneByOrFail({ id: userId });
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(user.shardTotal);
  }
  for (const characterId of characterIds) {
    const rows = await dataSource.getRepository(XpLedgerEntry).findBy({ characterId });
    const character = await dataSource.getRepository(Character).findOneByOrFail({ id: characterId });
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(character.characterXpTotal);
  }
}
