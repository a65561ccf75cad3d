import type { LookupAddress } from 'node:dns';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../../src/config';
import { Webhook, WebhookDelivery } from '../../src/db/entities/integrator.entities';
import { withTransaction } from '../../src/db/transaction';
import { WEBHOOK_MESSAGES } from '@larp/rules';
import { TargetNotAllowedError, WebhookTargets, type WebhookLookup } from '../../src/modules/webhooks/webhook-targets';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:4700::1111';

/** A resolver for the test's own names: nothing leaves this machine. Counts its calls per name. */
class FakeResolver {
  names = new Map<string, string[]>();
  calls: string[] = [];
  readonly lookup: WebhookLookup = (hostname) => {
    this.calls.push(hostname);
    const addresses = this.names.get(hostname);
    if (!addresses) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

/** The addresses of every TCP connection opened while `work` runs (node:net's Socket.connect). */
async function connectionsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(Socket.prototype, 'connect');
  try {
    await work();
    return spy.mock.calls.map(([options]) => {
      const { host, port } = (typeof options === 'object' ? options : {}) as { host?: string; port?: number };
      return `${host}:${port}`;
    });
  } finally {
    spy.mockRestore();
  }
}

// Every address an admin must not be able to make the server reach, as the probe spelled them.
const REFUSED_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:6379/',
  'http://[::1]:4499/',
  'http://[fd00::1]/',
  'http://10.0.0.5/hook',
  'http://172.16.4.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://[fe80::1]/',
  'http://224.0.0.1/',
  'http://[ff02::1]/',
  'http://0.0.0.0/',
  'http://[::]/',
  'http://255.255.255.255/',
  'http://240.0.0.1/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a00:1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://127.1/',
  'http://0177.0.0.1/',
  'http://017700000001/',
  'https://localhost/',
  'https://loopback.example/',
  'https://mixed.example/',
];

const resolverWithNames = () => {
  const resolver = new FakeResolver();
  resolver.names.set('localhost', ['127.0.0.1', '::1']);
  resolver.names.set('loopback.example', ['127.0.0.1']);
  // one public address and one internal: refused, whichever the connection would take
  resolver.names.set('mixed.example', [PUBLIC_V4, '10.9.2.3']);
  resolver.names.set('hooks.example', [PUBLIC_V4, PUBLIC_V6]);
  resolver.names.set('office.example', ['10.1.7.7']);
  return resolver;
};

describe('webhook targets: which addresses deliveries may reach', () => {
  it.each(REFUSED_URLS)('refuses %s', async (url) => {
    const targets = new WebhookTargets([], resolverWithNames().lookup);
    await expect(targets.resolve(new URL(url))).rejects.toThrow(TargetNotAllowedError);
    await expect(targets.assertAllowed(url)).rejects.toThrow('address not allowed');
  });

  it('allows public addresses, literal or resolved, and answers every address of the name', async () => {
    const targets = new WebhookTargets([], resolverWithNames().lookup);
    expect(await targets.resolve(new URL(`http://${PUBLIC_V4}/`))).toEqual([{ address: PUBLIC_V4, family: 4 }]);
    expect(await targets.resolve(new URL(`https://[${PUBLIC_V6}]/`))).toEqual([{ address: PUBLIC_V6, family: 6 }]);
    expect(await targets.resolve(new URL('https://hooks.example/x'))).toEqual([
      { address: PUBLIC_V4, family: 4 },
      { address: PUBLIC_V6, family: 6 },
    ]);
  });

  it('allows the internal networks the operator names, and only those', async () => {
    const targets = new WebhookTargets(['10.1.0.0/16', 'fd12::/64'], resolverWithNames().lookup);
    expect(await targets.resolve(new URL('https://office.example/'))).toEqual([{ address: '10.1.7.7', family: 4 }]);
    expect(targets.isAllowedAddress('10.1.255.1')).toBe(true);
    expect(targets.isAllowedAddress('::ffff:10.1.0.9')).toBe(true);
    expect(targets.isAllowedAddress('fd12::5')).toBe(true);
    expect(targets.isAllowedAddress('10.2.0.1')).toBe(false);
    expect(targets.isAllowedAddress('fd13::5')).toBe(false);
    expect(targets.isAllowedAddress('127.0.0.1')).toBe(false);
    await expect(targets.resolve(new URL('https://mixed.example/'))).rejects.toThrow(TargetNotAllowedError);
  });

  it('reads WEBHOOK_ALLOW_NETWORKS as CIDR ranges and stops at a bad one', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'larp-config-'));
    expect(loadConfig({}, { cwd }).webhookAllowNetworks).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOW_NETWORKS: '10.1.0.0/16, fd12::/64,127.0.0.1' }, { cwd }).webhookAllowNetworks).toEqual([
      '10.1.0.0/16',
      'fd12::/64',
      '127.0.0.1/32',
    ]);
    for (const bad of ['10.1.0.0/33', 'intranet', '10.1/16', '10.1.0.0/16/2', 'fd12::/129']) {
      const load = () => loadConfig({ WEBHOOK_ALLOW_NETWORKS: bad }, { cwd });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/WEBHOOK_ALLOW_NETWORKS/);
    }
  });
});

interface Received {
  headers: IncomingHttpHeaders;
}

/** A receiver on the loopback address that counts the connections made to it. */
class Receiver {
  received: Received[] = [];
  connections = 0;
  private server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      this.received.push({ headers: request.headers });
      response.writeHead(401).end('who are you');
    });
  });
  port = 0;
  async start(): Promise<void> {
    this.server.on('connection', () => (this.connections += 1));
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.port = (this.server.address() as AddressInfo).port;
  }
  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

describe.each(databases())('webhook targets through the app on %s', (kind) => {
  const db = useTestDatabase(kind);
  let users: PersonaUsers;
  const receiver = new Receiver();
  beforeAll(async () => {
    users = await createPersonaUsers(db.dataSource);
    await receiver.start();
  });
  afterAll(() => receiver.stop());

  /** The app with the given allowed networks and resolver; closed after `work`. */
  async function withApp(allow: string[], resolver: FakeResolver, work: (t: TestApp, admin: Agent) => Promise<void>): Promise<void> {
    const t = await startApp(db, { config: { webhookAllowNetworks: allow }, webhookLookup: resolver.lookup });
    try {
      await work(t, await agentFor(t.app, db.dataSource, users, 'admin'));
    } finally {
      // the next case starts with no webhook (their deliveries go with them)
      await db.dataSource.createQueryBuilder().delete().from(Webhook).execute();
      await t.app.close();
    }
  }

  /** An event.published payload in the shape the deliveries list answers. */
  const PUBLISHED_EVENT = {
    event: {
      _id: '0123456789abcdef01234567',
      event_title: 'Spring Gathering',
      event_start_time: '2026-04-01T10:00:00.000Z',
      event_end_time: '2026-04-03T16:00:00.000Z',
      event_published: true,
      event_finalized: false,
    },
  };
  /** Records one event.published delivery for every active hook and sends what is due. */
  const deliverOne = async (t: TestApp) => {
    await withTransaction(db.dataSource, (manager) => t.app.services.webhooks.record(manager, 'event.published', PUBLISHED_EVENT));
    return t.app.services.webhooks.deliverDue();
  };
  const deliveriesOf = (hookId: string) => db.dataSource.getRepository(WebhookDelivery).findBy({ webhookId: hookId });
  /** A webhook row written directly, as one registered before addresses were checked. */
  const storedHook = (url: string) =>
    db.dataSource.getRepository(Webhook).save({
      url,
      events: ['event.published'],
      secret: 'a'.repeat(64),
      active: true,
      createdById: users.admin.id,
      createdAt: new Date('2026-03-01T12:00:00Z'),
    });

  it('refuses to register an internal address, in every spelling, with a 400 that says so', async () => {
    const resolver = resolverWithNames();
    await withApp([], resolver, async (_t, admin) => {
      for (const url of REFUSED_URLS) {
        const answer = await admin.rest('POST', '/webhooks', { url, events: ['event.published'] });
        expect({ url, status: answer.status, message: answer.body.message }).toEqual({
          url,
          status: 400,
          message: WEBHOOK_MESSAGES.addressNotAllowed,
        });
      }
      expect(await db.dataSource.getRepository(Webhook).count()).toBe(0);
    });
  });

  it('refuses a user name and password in the address', async () => {
    await withApp([], resolverWithNames(), async (_t, admin) => {
      for (const url of ['http://user:pass@127.0.0.1:4499/', 'https://user:pass@hooks.example/', 'https://token@hooks.example/']) {
        const answer = await admin.rest('POST', '/webhooks', { url, events: ['event.published'] });
        expect([answer.status, answer.body.message]).toEqual([400, WEBHOOK_MESSAGES.credentials]);
      }
    });
  });

  it('registers public addresses and the networks the operator allows; a name that does not resolve yet is checked at delivery', async () => {
    await withApp(['10.1.0.0/16'], resolverWithNames(), async (_t, admin) => {
      for (const url of [
        'https://hooks.example/larp',
        `http://${PUBLIC_V4}/`,
        'https://office.example/',
        'http://10.1.0.8/',
        'https://not-yet.example/',
      ]) {
        expect({ url, status: (await admin.rest('POST', '/webhooks', { url, events: ['event.published'] })).status }).toEqual({
          url,
          status: 201,
        });
      }
      expect((await admin.rest('POST', '/webhooks', { url: 'http://10.2.0.8/', events: ['event.published'] })).status).toBe(400);
    });
  });

  it('refuses at delivery, before any connection, an address stored before the check: "address not allowed", never the inner status', async () => {
    const resolver = resolverWithNames();
    await withApp([], resolver, async (t) => {
      const refused = [
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.5/hook',
        'http://[fd00::1]/',
        'http://2130706433/',
        'http://0x7f000001/',
        'http://127.1/',
        'https://loopback.example/',
      ];
      const hooks = await Promise.all(refused.map((url) => storedHook(url)));
      // the loopback receiver stands for the internal service the probe reached
      hooks.push(await storedHook(`http://127.0.0.1:${receiver.port}/`));
      const before = receiver.connections;
      const connections = await connectionsDuring(async () => expect(await deliverOne(t)).toBe(hooks.length));
      expect(receiver.connections).toBe(before);
      for (const address of ['169.254.169.254', '10.0.0.5', 'fd00::1', '127.0.0.1', '::1']) {
        expect(connections.filter((connection) => connection.startsWith(`${address}:`))).toEqual([]);
      }
      for (const hook of hooks) {
        const [delivery] = await deliveriesOf(hook.id);
        expect({ url: hook.url, state: delivery.state, error: delivery.lastError, status: delivery.lastStatusCode }).toEqual({
          url: hook.url,
          state: 'pending',
          error: 'address not allowed',
          status: null,
        });
      }
    });
  });

  it('checks the name again at every delivery: a name now resolving inside is refused without connecting', async () => {
    const resolver = resolverWithNames();
    resolver.names.set('rebinding.example', [PUBLIC_V4]);
    await withApp([], resolver, async (t, admin) => {
      const made = await admin.rest('POST', '/webhooks', {
        url: `http://rebinding.example:${receiver.port}/`,
        events: ['event.published'],
      });
      expect(made.status).toBe(201);
      resolver.names.set('rebinding.example', ['127.0.0.1']);
      const before = receiver.connections;
      const connections = await connectionsDuring(() => deliverOne(t));
      expect(connections.filter((connection) => connection.endsWith(`:${receiver.port}`))).toEqual([]);
      expect(receiver.connections).toBe(before);
      const [delivery] = await deliveriesOf(made.body.data._id);
      expect([delivery.lastError, delivery.lastStatusCode]).toEqual(['address not allowed', null]);
      const log = await admin.rest('GET', `/webhooks/${made.body.data._id}/deliveries`);
      expect(log.body.data[0]).toMatchObject({ last_error: 'address not allowed', last_status_code: null });
    });
  });

  it('enabling a webhook checks its address again', async () => {
    await withApp([], resolverWithNames(), async (_t, admin) => {
      const hook = await storedHook('http://192.168.0.10/');
      await db.dataSource.getRepository(Webhook).update({ id: hook.id }, { active: false });
      const answer = await admin.rest('PATCH', `/webhooks/${hook.id}`, { active: true });
      expect([answer.status, answer.body.message]).toEqual([400, WEBHOOK_MESSAGES.addressNotAllowed]);
      expect((await db.dataSource.getRepository(Webhook).findOneByOrFail({ id: hook.id })).active).toBe(false);
      expect((await admin.rest('PATCH', `/webhooks/${hook.id}`, { active: false })).status).toBe(200);
    });
  });

  it('with WEBHOOK_ALLOW_NETWORKS=127.0.0.1/32, delivers to the loopback receiver, connecting to the address the name was resolved to once', async () => {
    const resolver = resolverWithNames();
    // a name only the injected resolver knows: the delivery can only have used its answer
    resolver.names.set('receiver.larp-test', ['127.0.0.1']);
    await withApp(['127.0.0.1/32'], resolver, async (t, admin) => {
      const url = `http://receiver.larp-test:${receiver.port}/hooks`;
      const made = await admin.rest('POST', '/webhooks', { url, events: ['event.published'] });
      expect(made.status).toBe(201);
      receiver.received = [];
      resolver.calls = [];
      expect(await deliverOne(t)).toBe(1);
      expect(resolver.calls).toEqual(['receiver.larp-test']);
      expect(receiver.received.map((r) => [r.headers.host, r.headers['x-larp-event']])).toEqual([
        [`receiver.larp-test:${receiver.port}`, 'event.published'],
      ]);
      // the receiver's own answer is the allowed receiver's status
      const [delivery] = await deliveriesOf(made.body.data._id);
      expect([delivery.lastStatusCode, delivery.lastError]).toEqual([401, 'HTTP 401']);
      // ::1 is still not allowed: the allowance names 127.0.0.1 alone
      expect((await admin.rest('POST', '/webhooks', { url: 'http://[::1]/', events: ['event.published'] })).status).toBe(400);
    });
  });
});
