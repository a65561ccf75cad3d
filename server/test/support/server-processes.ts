import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt } from '../../../tools/build/builds.cjs';

/*
 * Real server processes for the multi-process and cluster tests: the compiled server, started as
 * `npm start` starts it, and plain HTTP calls on fresh connections.
 */
/** Whether a child process is still running, read from the process object each time (not narrowed by an earlier check). */
export const stillRunning = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

const SERVER_DIR = resolve(__dirname, '..', '..');
const REPO_DIR = resolve(SERVER_DIR, '..');
/** The compiled server the process tests start (main.js, cli/, ...): the build `npm start` runs. */
export const OUT_DIR = join(SERVER_DIR, 'dist');

/**
 * Makes sure server/dist and rules/dist are built from the current sources (tools/build/builds.cjs:
 * `npm run build` of each, under its lock, when missing or stale). In `npm test` the first process
 * test or browser journey to need them builds them, and everything after finds them fresh.
 */
export function buildServerForProcesses(): void {
  ensureBuilt('@larp/rules');
  ensureBuilt('@larp/server');
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  /** http://127.0.0.1:port */
  origin: string;
  /** origin + /api/v1 */
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  log: string[];
  /** resolves with the exit code and signal */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the compiled server on a free port (or `port`); does not wait for it (see waitUntilReady). */
export async function spawnServer(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'larp-proc-'));
  const log: string[] = [];
  const child = spawn(process.execPath, [join(OUT_DIR, 'main.js')], {
    cwd: REPO_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${chosen}`,
      DRAIN_SECONDS: '1',
      // a bench run with some fast paths off (docs/PERFORMANCE.md) passes that on to the server
      ...(process.env.FAST_PATHS === undefined ? {} : { FAST_PATHS: process.env.FAST_PATHS }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const origin = `http://127.0.0.1:${chosen}`;
  return { origin, base: `${origin}/api/v1`, port: chosen, dataDir, child, log, exited };
}

/** Waits until GET /readyz answers 200 (the process migrated, or found the schema migrated). */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early (${server.child.exitCode}):\n${server.log.join('')}`);
    try {
      if ((await call(server.origin, 'GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server was not ready in time:\n${server.log.join('')}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer(databaseUrl, env);
  await waitUntilReady(server);
  return server;
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([server.exited, new Promise((done) => (timer = setTimeout(done, 20_000)))]);
    clearTimeout(timer);
    if (stillRunning(server.child)) server.child.kill('SIGKILL'); // read again: it may have exited while we waited
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

export interface CallAnswer {
  status: number;
  body: any;
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
  cookie?: string;
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** a raw body (multipart); `body` is sent as JSON */
  payload?: Buffer;
  timeoutMs?: number;
}

/** One HTTP call on a fresh connection (no keep-alive socket outlives the test). */
export function call(base: string, method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<CallAnswer> {
  const payload = options.payload ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  return new Promise((done, fail) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(body !== undefined && options.payload === undefined ? { 'content-type': 'application/json' } : {}),
          ...(payload === undefined ? {} : { 'content-length': payload.length }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          const raw = Buffer.concat(chunks);
          const setCookie = incoming.headers['set-cookie']?.[0];
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(raw.toString());
          } catch {
            // not JSON
          }
          done({
            status: incoming.statusCode ?? 0,
            body: parsed,
            raw,
            headers: incoming.headers,
            cookie: setCookie ? setCookie.split(';')[0] : undefined,
          });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}
