import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'larp-config-'));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it('gives the defaults of DESIGN.md with an empty environment', () => {
    const config = loadConfig({}, { cwd });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      migrateOnStart: true,
      drainSeconds: 2,
      dataDir: join(cwd, 'data'),
      database: { type: 'sqlite', path: join(cwd, 'data', 'larp.sqlite') },
      smtpUrl: null,
      publicUrl: 'http://localhost:4000',
      adminEmails: [],
      trustProxy: false,
      rulebookLinks: [],
      webhookAllowNetworks: [],
      erasureGraceDays: 30,
    });
  });

  it('reads RULEBOOK_LINKS, a JSON list of http(s) links', () => {
    const links = [{ label: 'Core Rules', url: 'https://rules.example/core.pdf' }];
    expect(loadConfig({ RULEBOOK_LINKS: JSON.stringify(links) }, { cwd }).rulebookLinks).toEqual(links);
  });

  it.each([
    ['not JSON', 'core rules', 'Invalid RULEBOOK_LINKS: is not JSON'],
    ['not a list', '{"label":"a"}', 'Invalid RULEBOOK_LINKS: must be a JSON list'],
    ['no label', '[{"url":"https://a.example"}]', 'Invalid RULEBOOK_LINKS: entry 1 has no label'],
    ['a script link', '[{"label":"x","url":"javascript:alert(1)"}]', 'Invalid RULEBOOK_LINKS: entry 1 needs an http(s) url'],
  ])('refuses RULEBOOK_LINKS that is %s, naming the variable', (_case, raw, message) => {
    expect(() => loadConfig({ RULEBOOK_LINKS: raw }, { cwd })).toThrow(message);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.0.2.7 ,::1', ['10.0.0.0/8', '192.0.2.7', '::1']],
    ['2', 2],
  ])('reads TRUST_PROXY %s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }, { cwd }).trustProxy).toEqual(expected);
  });

  it('leaves the session secret to the database when SESSION_SECRET is unset (no file in DATA_DIR)', () => {
    expect(loadConfig({}, { cwd }).sessionSecret).toBeNull();
    expect(existsSync(join(cwd, 'data', 'session-secret'))).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'mysql://larp:secret@db.example:3306/larp',
        DATA_DIR: '/var/lib/larp',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        PUBLIC_URL: 'https://larp.example/',
        ADMIN_EMAILS: ' Alice@Example.org, bob@example.org ,',
        SESSION_SECRET: 'x'.repeat(40),
        TRUST_PROXY: '10.0.0.2',
        HOST: '127.0.0.1',
        MIGRATE_ON_START: 'false',
        DRAIN_SECONDS: '5',
        ERASURE_GRACE_DAYS: '14',
        WEBHOOK_ALLOW_NETWORKS: '10.1.0.0/16, fd12::/64,192.168.5.9',
        FAST_PATHS: 'row-readers, sqlite-statements',
        SITE_TIME_ZONE: 'Europe/Berlin',
      },
      { cwd },
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      migrateOnStart: false,
      drainSeconds: 5,
      database: { type: 'mysql', url: 'mysql://larp:secret@db.example:3306/larp' },
      dataDir: '/var/lib/larp',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      publicUrl: 'https://larp.example',
      adminEmails: ['alice@example.org', 'bob@example.org'],
      sessionSecret: 'x'.repeat(40),
      trustProxy: ['10.0.0.2'],
      rulebookLinks: [],
      webhookAllowNetworks: ['10.1.0.0/16', 'fd12::/64', '192.168.5.9/32'],
      erasureGraceDays: 14,
      fastPaths: ['sqlite-statements', 'row-readers'],
      siteTimeZone: 'Europe/Berlin',
    });
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus' }, { cwd })).toThrow(ConfigError);
  });

  it.each([
    [undefined, ['sqlite-statements', 'row-readers', 'kept-answers']],
    ['all', ['sqlite-statements', 'row-readers', 'kept-answers']],
    ['none', []],
    ['row-readers', ['row-readers']],
  ])('turns on the fast paths FAST_PATHS=%s names', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { FAST_PATHS: value }, { cwd }).fastPaths).toEqual(expected);
  });

  it('places a relative sqlite: path under the working directory and keeps :memory:', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:db/app.sqlite' }, { cwd }).database).toEqual({
      type: 'sqlite',
      path: join(cwd, 'db', 'app.sqlite'),
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }, { cwd }).database).toEqual({ type: 'sqlite', path: ':memory:' });
  });

  it.each([
    ['PORT', 'abc', 'Invalid PORT: "abc" is not a port number'],
    ['PORT', '70000', 'Invalid PORT: 70000 is outside 1-65535'],
    ['DATABASE_URL', 'postgres://x/y', 'Invalid DATABASE_URL: must start with sqlite: or mysql://'],
    ['DATABASE_URL', 'mysql://localhost:3306', 'Invalid DATABASE_URL: the mysql:// URL has no database name'],
    ['SMTP_URL', 'mail.example', 'Invalid SMTP_URL: "mail.example" is not a URL'],
    ['SMTP_URL', 'http://mail.example', 'Invalid SMTP_URL: must use smtp:// or smtps://'],
    ['PUBLIC_URL', 'larp.example', 'Invalid PUBLIC_URL: "larp.example" is not a URL'],
    ['ADMIN_EMAILS', 'alice@example.org,bob', 'Invalid ADMIN_EMAILS: "bob" is not an email address'],
    ['HOST', 'not a host', 'Invalid HOST: "not a host" is not an IP address or host name'],
    ['DRAIN_SECONDS', '-1', 'Invalid DRAIN_SECONDS: "-1" is not a number of seconds from 0 to 300'],
    ['MIGRATE_ON_START', 'maybe', 'Invalid MIGRATE_ON_START: "maybe" is neither true nor false'],
    ['SESSION_SECRET', 'short', 'Invalid SESSION_SECRET: must be at least 32 characters'],
    ['TRUST_PROXY', 'true', 'Invalid TRUST_PROXY: "true" is not an IP address, a CIDR range or a hop count'],
    ['TRUST_PROXY', '10.0.0.0/33', 'Invalid TRUST_PROXY: "10.0.0.0/33" is not an IP address, a CIDR range or a hop count'],
    ['TRUST_PROXY', '0', 'Invalid TRUST_PROXY: 0 hops is outside 1-10'],
    ['ERASURE_GRACE_DAYS', '366', 'Invalid ERASURE_GRACE_DAYS: "366" is not a whole number of days from 0 to 365'],
    ['ERASURE_GRACE_DAYS', '2.5', 'Invalid ERASURE_GRACE_DAYS: "2.5" is not a whole number of days from 0 to 365'],
    [
      'FAST_PATHS',
      'row-readers,jit',
      'Invalid FAST_PATHS: unknown fast path "jit" (all, none, or some of sqlite-statements, row-readers, kept-answers)',
    ],
  ])('stops start-up on a bad %s (%s) with a message naming it', (variable, value, message) => {
    const load = () => loadConfig({ [variable]: value }, { cwd });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });
});
