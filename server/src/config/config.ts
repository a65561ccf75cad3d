import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isAbsolute, join, resolve } from 'node:path';
import { parseFastPaths, type FastPathName } from '../fast-paths';

/** Which database the server talks to, parsed from DATABASE_URL. */
export type DatabaseConfig = { type: 'sqlite'; /** absolute file path, or ':memory:' */ path: string } | { type: 'mysql'; url: string };

/** The server's whole environment, read and validated once at start-up (DESIGN.md "Operating interface"). */
export interface AppConfig {
  port: number;
  /** the address to listen on (HOST; default 0.0.0.0, every IPv4 interface) */
  host: string;
  /** run pending migrations at start-up (MIGRATE_ON_START, default true); false: `npm run migrate` is a deployment step */
  migrateOnStart: boolean;
  /** seconds between SIGTERM and closing the listener, reporting not ready meanwhile (DRAIN_SECONDS, default 2) */
  drainSeconds: number;
  database: DatabaseConfig;
  /** absolute path of the data folder: SQLite file, outbox, backups */
  dataDir: string;
  /** unset: mail is written to `${dataDir}/outbox` */
  smtpUrl: string | null;
  /** base of links in emails, without a trailing slash */
  publicUrl: string;
  /** lower-cased; these accounts hold the admin role once verified */
  adminEmails: string[];
  /** SESSION_SECRET, or null: the secret generated once into the database (secrets/session-secret.ts) */
  sessionSecret: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits count per
   * address): false = none, the TCP peer is the client; a number = that many proxy hops; a list =
   * those proxy addresses or CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** the rulebook links home shows (RULEBOOK_LINKS); none set: home shows no rulebook section */
  rulebookLinks: RulebookLinkConfig[];
  /**
   * WEBHOOK_ALLOW_NETWORKS: CIDR ranges webhooks may be delivered to although they are internal
   * (loopback, private, link-local...); none by default (modules/webhooks/webhook-targets.ts)
   */
  webhookAllowNetworks: string[];
  /** ERASURE_GRACE_DAYS: days between asking to delete an account and its erasure (default 30) */
  erasureGraceDays?: number;
  /**
   * FAST_PATHS: the optimisations past a library's ordinary use that are on (fast-paths/index.ts):
   * `all` (default), `none`, or a comma-separated list of their names
   */
  fastPaths?: FastPathName[];
  /** SITE_TIME_ZONE: the IANA time zone downloads write local times in (default the server's own) */
  siteTimeZone?: string;
}

export interface RulebookLinkConfig {
  label: string;
  url: string;
}

/** A bad environment value: start-up stops with this message, which names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(variable: string, problem: string) {
    super(`Invalid ${variable}: ${problem}`);
  }
}

export type Environment = Record<string, string | undefined>;

export interface LoadConfigOptions {
  /** base for relative paths (DATA_DIR, sqlite:relative/file); default process.cwd() */
  cwd?: string;
}

export const MIN_SESSION_SECRET_LENGTH = 32;
// A loose shape check: the accounts service validates signup emails properly; this only catches typos in ADMIN_EMAILS.
const EMAIL_SHAPE = /^[^\s@,]+@[^\s@,]+$/;

function present(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 4000;
  if (!/^\d+$/.test(raw)) throw new ConfigError('PORT', `"${raw}" is not a port number`);
  const port = Number(raw);
  if (port < 1 || port > 65535) throw new ConfigError('PORT', `${port} is outside 1-65535`);
  return port;
}

function parseDatabase(raw: string | undefined, dataDir: string, cwd: string): DatabaseConfig {
  if (raw === undefined) return { type: 'sqlite', path: join(dataDir, 'larp.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, e.g. sqlite:data/larp.sqlite');
    if (file === ':memory:') return { type: 'sqlite', path: ':memory:' };
    return { type: 'sqlite', path: isAbsolute(file) ? file : resolve(cwd, file) };
  }
  if (raw.startsWith('mysql://') || raw.startsWith('mariadb://')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'not a valid mysql:// URL');
    }
    if (url.hostname === '') throw new ConfigError('DATABASE_URL', 'the mysql:// URL has no host');
    if (url.pathname.replace(/^\//, '') === '') {
      throw new ConfigError('DATABASE_URL', 'the mysql:// URL has no database name');
    }
    // mysql2 only understands mysql://; mariadb:// is accepted as a synonym.
    url.protocol = 'mysql:';
    return { type: 'mysql', url: url.toString() };
  }
  throw new ConfigError('DATABASE_URL', 'must start with sqlite: or mysql://');
}

function parseUrl(name: string, raw: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `must use ${protocols.map((p) => p.replace(':', '://')).join(' or ')}`);
  }
  return url;
}

/**
 * RULEBOOK_LINKS: a JSON list of { "label", "url" }, read at run time and served
 * to the client (GraphQL siteSettings). Only http(s) addresses: a javascript: link would run script.
 */
function parseRulebookLinks(raw: string | undefined): RulebookLinkConfig[] {
  if (raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('RULEBOOK_LINKS', 'is not JSON (expected [{"label": "...", "url": "https://..."}, ...])');
  }
  if (!Array.isArray(parsed)) throw new ConfigError('RULEBOOK_LINKS', 'must be a JSON list of {"label", "url"}');
  return parsed.map((entry, index) => {
    const { label, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof label !== 'string' || label.trim() === '') throw new ConfigError('RULEBOOK_LINKS', `entry ${index + 1} has no label`);
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/i.test(url))
      throw new ConfigError('RULEBOOK_LINKS', `entry ${index + 1} needs an http(s) url`);
    return { label: label.trim(), url };
  });
}

function parseAdminEmails(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const emails = raw
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  const bad = emails.find((email) => !EMAIL_SHAPE.test(email));
  if (bad !== undefined) throw new ConfigError('ADMIN_EMAILS', `"${bad}" is not an email address`);
  return [...new Set(emails)];
}

/** SESSION_SECRET when set (it wins); otherwise null and the processes share one from the database. */
function parseSessionSecret(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (raw.length < MIN_SESSION_SECRET_LENGTH) {
    throw new ConfigError('SESSION_SECRET', `must be at least ${MIN_SESSION_SECRET_LENGTH} characters`);
  }
  return raw;
}

/** TRUST_PROXY: unset (trust no proxy), a hop count, or comma-separated proxy addresses / CIDR ranges. */
function parseTrustProxy(raw: string | undefined): false | number | string[] {
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `${hops} hops is outside 1-10`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, ...others] = entry.split('/');
    const bits = others.at(0);
    const rest = others.slice(1);
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const bitsValid = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !bitsValid || rest.length > 0) {
      throw new ConfigError('TRUST_PROXY', `"${entry}" is not an IP address, a CIDR range or a hop count`);
    }
  }
  return entries.length > 0 ? entries : false;
}

function parseHost(raw: string | undefined): string {
  if (raw === undefined) return '0.0.0.0';
  if (isIP(raw) === 0 && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(raw)) {
    throw new ConfigError('HOST', `"${raw}" is not an IP address or host name`);
  }
  return raw;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(name, `"${raw}" is neither true nor false`);
}

/** WEBHOOK_ALLOW_NETWORKS: comma-separated CIDR ranges (10.1.0.0/16, fd12::/64); a lone address is its /32 or /128. */
function parseWebhookAllowNetworks(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address, ...others] = entry.split('/');
      const version = isIP(address);
      const network = `${address}/${others.at(0) ?? (version === 4 ? 32 : 128)}`;
      if (version === 0 || others.length > 1 || !ipaddr.isValidCIDR(network))
        throw new ConfigError('WEBHOOK_ALLOW_NETWORKS', `"${entry}" is not an IP address or a CIDR range such as 10.1.0.0/16`);
      return network;
    });
}

/** ERASURE_GRACE_DAYS: whole days, 0 (erase at the next run of the erasure job) to 365; default 30. */
export const DEFAULT_ERASURE_GRACE_DAYS = 30;
function parseErasureGraceDays(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_ERASURE_GRACE_DAYS;
  if (!/^\d+$/.test(raw) || Number(raw) > 365)
    throw new ConfigError('ERASURE_GRACE_DAYS', `"${raw}" is not a whole number of days from 0 to 365`);
  return Number(raw);
}

/** SITE_TIME_ZONE: an IANA zone name the runtime knows ("Europe/Berlin"), else the server's own zone. */
function parseSiteTimeZone(raw: string | undefined): string {
  if (raw === undefined) return Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError('SITE_TIME_ZONE', `"${raw}" is not a time zone name such as Europe/Berlin`);
  }
}

/** DATA_DIR as an absolute path (default ./data). */
export function resolveDataDir(env: Environment = process.env, cwd = process.cwd()): string {
  const raw = present(env, 'DATA_DIR') ?? 'data';
  return isAbsolute(raw) ? raw : resolve(cwd, raw);
}

/**
 * Reads and validates the environment. Throws ConfigError naming the first bad variable.
 * Side effect: creates DATA_DIR.
 */
export function loadConfig(env: Environment = process.env, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const port = parsePort(present(env, 'PORT'));
  const host = parseHost(present(env, 'HOST'));
  const migrateOnStart = parseBoolean('MIGRATE_ON_START', present(env, 'MIGRATE_ON_START'), true);
  const drainRaw = present(env, 'DRAIN_SECONDS');
  if (drainRaw !== undefined && (!/^\d+$/.test(drainRaw) || Number(drainRaw) > 300)) {
    throw new ConfigError('DRAIN_SECONDS', `"${drainRaw}" is not a number of seconds from 0 to 300`);
  }
  const drainSeconds = drainRaw === undefined ? 2 : Number(drainRaw);
  const dataDir = resolveDataDir(env, cwd);
  const database = parseDatabase(present(env, 'DATABASE_URL'), dataDir, cwd);

  const smtpRaw = present(env, 'SMTP_URL');
  const smtpUrl = smtpRaw === undefined ? null : parseUrl('SMTP_URL', smtpRaw, ['smtp:', 'smtps:']).toString();

  const publicRaw = present(env, 'PUBLIC_URL');
  const publicUrl =
    publicRaw === undefined
      ? `http://localhost:${port}`
      : parseUrl('PUBLIC_URL', publicRaw, ['http:', 'https:']).toString().replace(/\/+$/, '');

  const adminEmails = parseAdminEmails(present(env, 'ADMIN_EMAILS'));
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot create ${dataDir}: ${(error as Error).message}`);
  }
  const sessionSecret = parseSessionSecret(present(env, 'SESSION_SECRET'));
  const trustProxy = parseTrustProxy(present(env, 'TRUST_PROXY'));
  const rulebookLinks = parseRulebookLinks(present(env, 'RULEBOOK_LINKS'));
  const erasureGraceDays = parseErasureGraceDays(present(env, 'ERASURE_GRACE_DAYS'));
  const webhookAllowNetworks = parseWebhookAllowNetworks(present(env, 'WEBHOOK_ALLOW_NETWORKS'));
  const fastPaths = parseFastPaths(present(env, 'FAST_PATHS'));
  if (typeof fastPaths === 'string') throw new ConfigError('FAST_PATHS', fastPaths);
  const siteTimeZone = parseSiteTimeZone(present(env, 'SITE_TIME_ZONE'));
  return {
    port,
    host,
    migrateOnStart,
    drainSeconds,
    database,
    dataDir,
    smtpUrl,
    publicUrl,
    adminEmails,
    sessionSecret,
    trustProxy,
    rulebookLinks,
    webhookAllowNetworks,
    erasureGraceDays,
    fastPaths,
    siteTimeZone,
  };
}
