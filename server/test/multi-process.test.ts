import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEmptyDatabase, databases } from './support';

/**
 * DESIGN.md "Growing past one machine": app servers keep no state of their own. This test proves it
 * with two real OS processes (the compiled server, as `npm start` runs it) on one database: a session
 * made on one is honoured and ended on the other, and rate-limit attempts count across both. Two app
 * instances inside one process (sessions.test.ts) could not catch module-level state.
 */
const SERVER_DIR = resolve(__dirname, '..');
const REPO_DIR = resolve(SERVER_DIR, '..');
const OUT_DIR = join(SERVER_DIR, 'test-dist');
const SECRET = 'multi-process-test-secret-0123456789abcdef';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

interface ServerProcess {
  base: string;
  dataDir: string;
  child: ChildProcess;
  log: string[];
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'larp-proc-'));
  const log: string[] = [];
  const child = spawn(process.execPath, [join(OUT_DIR, 'main.js')], {
    cwd: REPO_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: SECRET,
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      if ((await call(base, 'GET', '/user')).status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log.join('')}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { base, dataDir, child, log };
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((done) => server.child.once('exit', done));
    server.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, 10_000)))]);
    clearTimeout(timer);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** One HTTP call on a fresh connection (no keep-alive socket outlives the test). */
function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; body: any; cookie?: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const setCookie = incoming.headers['set-cookie']?.[0];
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          done({ status: incoming.statusCode ?? 0, body: parsed, cookie: setCookie ? setCookie.split(';')[0] : undefined });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

function verificationToken(dataDir: string): string {
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .join('\n')
    .replace(/=\r?\n/g, '');
  const match = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('no verification link in the outbox');
  return match[1]!;
}

beforeAll(() => {
  // The compiled server, exactly as `npm start` runs it (rules at runtime come from rules/dist).
  execFileSync('npx', ['tsc', '-p', join(REPO_DIR, 'rules', 'tsconfig.build.json')], { cwd: REPO_DIR, stdio: 'inherit' });
  execFileSync('npx', ['tsc', '-p', join(SERVER_DIR, 'tsconfig.build.json'), '--outDir', OUT_DIR], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
  });
}, 240_000);

describe.each(databases())('two server processes on one database (%s)', (kind) => {
  let drop: () => Promise<void> = async () => undefined;
  let scratch = '';
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'larp-proc-db-'));
    const empty = await createEmptyDatabase(kind, scratch);
    drop = empty.drop;
    const url = empty.database.type === 'sqlite' ? `sqlite:${empty.database.path}` : empty.database.url;
    // The first process migrates and loads the sample; the second finds it done.
    a = await startServer(url);
    b = await startServer(url);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server) await stopServer(server);
    await drop();
    rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('shares sessions: signed in on one, recognised and signed out on the other', async () => {
    const email = `two-procs-${kind}@example.org`;
    const password = 'a long shared passphrase';
    const signup = await call(a!.base, 'POST', '/signup', {
      first_name: 'Two',
      last_name: 'Processes',
      email,
      password,
      password_confirm: password,
      privacy_statement_accepted: true,
      email_consent: false,
    });
    expect(signup.status).toBe(201);
    // the link mailed by A verifies the account on B
    const verified = await call(b!.base, 'PATCH', `/verify/${verificationToken(a!.dataDir)}`, { privacy_statement_accepted: true });
    expect(verified.status).toBe(200);

    const login = await call(a!.base, 'POST', '/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.cookie).toBeDefined();
    expect(await call(b!.base, 'GET', '/user', undefined, login.cookie)).toMatchObject({ status: 200, body: { data: { email } } });

    expect((await call(b!.base, 'POST', '/logout', {}, login.cookie)).status).toBe(200);
    expect((await call(a!.base, 'GET', '/user', undefined, login.cookie)).status).toBe(401);
  });

  it('shares rate limits: failed sign-ins on either process count toward one limit', async () => {
    const email = `limited-${kind}@example.org`;
    const statuses: number[] = [];
    // 10 attempts per account per window, alternating between the processes
    for (let n = 0; n < 10; n++) statuses.push((await call(n % 2 ? b!.base : a!.base, 'POST', '/login', { email, password: 'wrong password!' })).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await call(a!.base, 'POST', '/login', { email, password: 'wrong password!' })).status).toBe(429);
    expect((await call(b!.base, 'POST', '/login', { email, password: 'wrong password!' })).status).toBe(429);
  });

  it('shuts down by its own handler on SIGTERM: closes the app and the database, exits 0', async () => {
    const server = b!;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      server.child.once('exit', (code, signal) => done({ code, signal })),
    );
    server.child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(server.log.join('')).toContain('SIGTERM received, shutting down');
    // the other process keeps serving the same database
    expect((await call(a!.base, 'GET', '/user')).status).toBe(401);
  }, 20_000);
});
