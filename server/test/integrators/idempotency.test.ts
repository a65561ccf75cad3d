import { IdempotencyRecord } from '../../src/db/entities/integrator.entities';
import { ShardLedgerEntry } from '../../src/db/entities/ledger.entities';
import { User } from '../../src/db/entities/user.entity';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_RETENTION_MS } from '../../src/rest/idempotency';
import { callOfField } from '../../src/graphql/call-field';
import { buildAppSchema } from '../../src/graphql/schema';
import { REST_ROUTES } from '../../src/rest/routes';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

describe.each(databases())('Idempotency-Key on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  beforeAll(async () => {
    t = await startApp(db);
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
  });
  afterAll(async () => {
    await t.app.close();
  });

  const grant = (key: string | null, body: Record<string, unknown>) =>
    admin.request('POST', '/api/v1/users/shards', { json: body, headers: key === null ? {} : { 'idempotency-key': key } });
  const shardsOf = async (id: string) => (await db.dataSource.getRepository(User).findOneByOrFail({ id })).shardTotal;
  const grantsOf = (id: string) => db.dataSource.getRepository(ShardLedgerEntry).countBy({ userId: id });

  it('is taken by the REST calls that spend or grant, as their definitions say', () => {
    const idempotent = REST_ROUTES.filter((route) => route.definition.idempotent).map((route) => `${route.method} ${route.path}`);
    expect(idempotent.sort()).toEqual(
      [
        'POST /user/shards/spend',
        'POST /characters/xp',
        'POST /users/shards',
        'POST /characters/:id/deaths',
        'POST /events/:id/finalize',
        'POST /user/event_registrations',
        'POST /registrations/:id/payments',
        'POST /events/:id/payments/cash',
      ].sort(),
    );
  });

  it('a retry with the same key and body gets the first answer and changes nothing', async () => {
    const before = await shardsOf(users.player.id);
    const body = { user_ids: [users.player.id], shard_amount: 7, reason: 'Autumn Gathering' };
    const first = await grant('grant-0001', body);
    expect(first.status).toBe(200);
    expect(await shardsOf(users.player.id)).toBe(before + 7);
    const ledgerRows = await grantsOf(users.player.id);

    // same body, keys in another order: the same request
    const retry = await grant('grant-0001', { reason: 'Autumn Gathering', shard_amount: 7, user_ids: [users.player.id] });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await shardsOf(users.player.id)).toBe(before + 7);
    expect(await grantsOf(users.player.id)).toBe(ledgerRows);

    // without a key (or with another), the same body is a new grant
    expect((await grant('grant-0002', body)).status).toBe(200);
    expect((await grant(null, body)).status).toBe(200);
    expect(await shardsOf(users.player.id)).toBe(before + 21);
  });

  it('the same key with a different body is refused and changes nothing', async () => {
    const body = { user_ids: [users.player.id], shard_amount: 3, reason: 'r' };
    expect((await grant('grant-0100', body)).status).toBe(200);
    const before = await shardsOf(users.player.id);
    const other = await grant('grant-0100', { ...body, shard_amount: 30 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await shardsOf(users.player.id)).toBe(before);
  });

  it('a second session of the same user shares its keys, a failed call frees its key, a bad key is refused, and keys expire after a day', async () => {
    const body = { user_ids: [users.player.id], shard_amount: 2, reason: 'r' };
    const otherAdmin = await agentFor(t.app, db.dataSource, users, 'admin');
    expect((await grant('shared-key', body)).status).toBe(200);
    // a second admin session of the same user shares the user's keys
    const replay = await otherAdmin.request('POST', '/api/v1/users/shards', { json: body, headers: { 'idempotency-key': 'shared-key' } });
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const refused = await grant('fails-first', { ...body, user_ids: ['0123456789abcdef01234567'] });
    expect(refused.status).toBe(404);
    expect(await db.dataSource.getRepository(IdempotencyRecord).countBy({ idempotencyKey: 'fails-first' })).toBe(0);
    expect((await grant('fails-first', body)).status).toBe(200);

    const bad = await grant('has spaces', body);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(IDEMPOTENCY_MESSAGES.badKey);

    const before = await shardsOf(users.player.id);
    t.clock.advance(IDEMPOTENCY_RETENTION_MS + 1);
    const afterExpiry = await grant('shared-key', body);
    expect(afterExpiry.headers['idempotent-replayed']).toBeUndefined();
    expect(await shardsOf(users.player.id)).toBe(before + 2);
    expect(await t.app.services.idempotency.sweep()).toBeGreaterThan(0);
  });

  it('concurrent requests with one key grant once', async () => {
    const before = await shardsOf(users.player.id);
    const body = { user_ids: [users.player.id], shard_amount: 1, reason: 'race' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => grant('race-key', body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      else expect(answer.status).toBe(200);
    }
    expect(await shardsOf(users.player.id)).toBe(before + 1);
  });

  describe('on GraphQL', () => {
    const GRANT = `mutation Grant($userIds: [ID!]!, $amount: Int!) { grantShards(userIds: $userIds, shardAmount: $amount, reason: "GraphQL grant") { message ids } }`;
    const grantQl = (key: string | null, variables: Record<string, unknown>, agent = admin) =>
      agent.request('POST', '/graphql', { json: { query: GRANT, variables }, headers: key === null ? {} : { 'idempotency-key': key } });

    it('is taken by the mutations that spend or grant, the twins of the REST calls', async () => {
      const mutations = Object.values((await buildAppSchema()).getMutationType()?.getFields() ?? {});
      const idempotent = mutations.filter((field) => callOfField(field)?.idempotent).map((field) => field.name);
      expect(idempotent.sort()).toEqual([
        'buyXpToken',
        'finalizeEvent',
        'grantShards',
        'grantXp',
        'markPaidCash',
        'recordDeaths',
        'recordPayment',
        'registerForEvent',
      ]);
    });

    it('a retry with the same key and request gets the first answer and changes nothing; another request under the key is refused', async () => {
      const before = await shardsOf(users.player.id);
      const ledgerBefore = await grantsOf(users.player.id);
      const first = await grantQl('ql-grant-1', { userIds: [users.player.id], amount: 4 });
      expect(first.status).toBe(200);
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data.grantShards.ids).toEqual([users.player.id]);
      expect(await shardsOf(users.player.id)).toBe(before + 4);

      const retry = await grantQl('ql-grant-1', { amount: 4, userIds: [users.player.id] });
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body.data).toEqual(first.body.data);
      expect(await shardsOf(users.player.id)).toBe(before + 4);
      expect(await grantsOf(users.player.id)).toBe(ledgerBefore + 1);

      const other = await grantQl('ql-grant-1', { userIds: [users.player.id], amount: 40 });
      expect(other.status).toBe(409);
      expect(other.body.errors[0]).toMatchObject({ message: IDEMPOTENCY_MESSAGES.otherRequest, extensions: { code: 'CONFLICT' } });
      expect(other.body.data ?? null).toBeNull();
      expect(await shardsOf(users.player.id)).toBe(before + 4);

      // a key used on REST names that request: the GraphQL one under it is another request
      expect((await grant('both-transports', { user_ids: [users.player.id], shard_amount: 1, reason: 'r' })).status).toBe(200);
      expect((await grantQl('both-transports', { userIds: [users.player.id], amount: 1 })).status).toBe(409);

      // without a key the same request is a new grant; a bad key is refused
      expect((await grantQl(null, { userIds: [users.player.id], amount: 4 })).body.errors).toBeUndefined();
      expect(await shardsOf(users.player.id)).toBe(before + 9);
      const bad = await grantQl('has spaces', { userIds: [users.player.id], amount: 4 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toBe(IDEMPOTENCY_MESSAGES.badKey);
      expect(await shardsOf(users.player.id)).toBe(before + 9);
    });

    it('a failed mutation frees its key; the key is ignored on queries and on mutations that neither spend nor grant', async () => {
      const refused = await grantQl('ql-fails-first', { userIds: ['0123456789abcdef01234567'], amount: 2 });
      expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(await db.dataSource.getRepository(IdempotencyRecord).countBy({ idempotencyKey: 'ql-fails-first' })).toBe(0);
      const before = await shardsOf(users.player.id);
      expect((await grantQl('ql-fails-first', { userIds: [users.player.id], amount: 2 })).body.errors).toBeUndefined();
      expect(await shardsOf(users.player.id)).toBe(before + 2);

      const query = await admin.request('POST', '/graphql', {
        json: { query: '{ currentUser { email } }' },
        headers: { 'idempotency-key': 'ql-query' },
      });
      expect(query.body.data.currentUser.email).toBe(users.admin.email);
      expect(await db.dataSource.getRepository(IdempotencyRecord).countBy({ idempotencyKey: 'ql-query' })).toBe(0);
    });

    it('concurrent GraphQL requests with one key grant once', async () => {
      const before = await shardsOf(users.player.id);
      const answers = await Promise.all(Array.from({ length: 4 }, () => grantQl('ql-race', { userIds: [users.player.id], amount: 1 })));
      for (const answer of answers) {
        if (answer.status === 409) expect(answer.body.errors[0].message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
        else expect(answer.body.data.grantShards.ids).toEqual([users.player.id]);
      }
      expect(await shardsOf(users.player.id)).toBe(before + 1);
    });
  });
});
