import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type LarpApp } from '../../src/app';
import { ManualClock } from '../../src/clock';
import type { AppConfig } from '../../src/config';
import type { TestDatabase } from './database';
import { outboxDir } from '../../src/mail';
import type { DataSource } from 'typeorm';
import type { WebhookLookup } from '../../src/modules/webhooks/webhook-targets';

/** A stand-in for the built GraphiQL page, so tests do not need `npm run build:graphiql`. */
export const GRAPHIQL_FIXTURE = join(__dirname, 'graphiql');

export interface TestApp {
  app: LarpApp;
  clock: ManualClock;
}

/** The real app on a test database, silent, with a clock the test moves. */
export async function startApp(
  db: TestDatabase,
  options: { config?: Partial<AppConfig>; dataSource?: DataSource; clock?: ManualClock; webhookLookup?: WebhookLookup } = {},
): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock('2026-03-01T12:00:00.000Z');
  const app = await buildApp({
    config: { ...db.config, ...options.config },
    dataSource: options.dataSource ?? db.dataSource,
    clock,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    clientDist: null,
    graphiqlDist: GRAPHIQL_FIXTURE,
    webhookLookup: options.webhookLookup,
  });
  await app.ready();
  return { app, clock };
}

export interface Answer {
  status: number;
  body: any;
  /** the body as sent */
  text: string;
  headers: LightMyRequestResponse['headers'];
}

/**
 * A browser-like client of one app: keeps the session cookie between calls, like `credentials:
 * 'include'`. `cookie` can be read or replaced to play a second browser or a stolen cookie.
 */
export class Agent {
  cookie: string | null = null;
  constructor(
    public app: LarpApp,
    readonly ip = '10.0.0.1',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    options: { json?: unknown; payload?: string | Buffer; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (this.cookie) headers.cookie = this.cookie;
    let payload = options.payload;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    // Mails some calls send after answering (forgot password, resend verification): delivered before the test reads the outbox.
    await this.app.services.background.settled();
    const setCookie = response.cookies.find((cookie) => cookie.name === 'larp_session');
    if (setCookie) this.cookie = setCookie.value === '' ? null : `larp_session=${setCookie.value}`;
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body);
    } catch {
      // not JSON (HTML, empty)
    }
    return { status: response.statusCode, body, text: response.body, headers: response.headers };
  }

  rest(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, json?: unknown): Promise<Answer> {
    // "All calls send credentials and JSON" (players §7): even bodyless calls carry the JSON content type.
    return this.request(method, `/api/v1${path}`, {
      json: method === 'GET' ? undefined : (json ?? {}),
    });
  }

  graphql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    return this.request('POST', '/graphql', { json: { query, variables } });
  }
}

/** Messages in the outbox to this address, oldest first, with their decoded text. */
export function outboxMessages(dataDir: string, to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir(dataDir)).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(join(outboxDir(dataDir), file), 'utf8')))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text));
}

/** The last link to PUBLIC_URL's `path` (e.g. '/verify/') mailed to `to`; throws when none. */
export function lastMailedToken(dataDir: string, to: string, path: '/verify/' | '/reset_password/'): string {
  const messages = outboxMessages(dataDir, to);
  for (const text of messages.reverse()) {
    const match = new RegExp(`http://localhost:4000${path}([A-Za-z0-9_-]+)`).exec(text);
    if (match) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
