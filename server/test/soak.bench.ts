// Soak (a benchmark: `npm run bench -w @larp/server`). The compiled server, as `npm start` runs it,
// on the embedded SQLite database, with V8's young generation squeezed to 1 MB
// (NODE_OPTIONS=--max-semi-space-size=1) so the garbage collector runs constantly: with
// better-sqlite3 12 on Node 24 that aborted the process (SIGABRT in Statement::~Statement) during
// start-up. Eight connections then send reads and writes for SOAK_SECONDS (default 60). Prints the
// request count; fails on an abort, a 5xx, any error reply, a refused connection or a crash at
// shutdown (never on a time).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stillRunning } from './support/server-processes';
import { fighterBuild, SAMPLE } from './support/characters';

const SERVER_DIR = resolve(__dirname, '..');
const REPO_DIR = resolve(SERVER_DIR, '..');
const OUT_DIR = join(SERVER_DIR, 'test-dist', 'soak');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONCURRENCY = 8;
const NODE_OPTIONS = '--max-semi-space-size=1';

interface Reply {
  status: number;
  body: any;
  cookie?: string;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function send(port: number, agent: Agent | false, method: string, path: string, body?: unknown, cookie?: string): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // not JSON
          }
          const setCookie = incoming.headers['set-cookie']?.[0];
          done({ status: incoming.statusCode ?? 0, body: parsed, cookie: setCookie?.split(';')[0] });
        });
      },
    );
    outgoing.on('error', fail);
    outgoing.end(payload);
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

const LIST_QUERY = '{ myCharacters { id buildVersion savedBuild { characterName characterSkills { skillId entry } } } }';

describe('soak: the built server on the embedded database with constant garbage collection', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';
  const log: string[] = [];

  beforeAll(() => {
    execFileSync('npx', ['tsc', '-p', join(REPO_DIR, 'rules', 'tsconfig.build.json')], { cwd: REPO_DIR, stdio: 'inherit' });
    execFileSync('npx', ['tsc', '-p', join(SERVER_DIR, 'tsconfig.build.json'), '--outDir', OUT_DIR], { cwd: SERVER_DIR, stdio: 'inherit' });
  }, 300_000);

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `starts and serves ${SECONDS} s of mixed reads and writes with NODE_OPTIONS=${NODE_OPTIONS}`,
    async () => {
      const port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), 'larp-soak-'));
      child = spawn(process.execPath, [join(OUT_DIR, 'main.js')], {
        cwd: REPO_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_OPTIONS,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: `sqlite:${join(dataDir, 'soak.sqlite')}`,
          SESSION_SECRET: 'soak-bench-session-secret-0123456789abcdef',
          PUBLIC_URL: `http://localhost:${port}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      const tail = () => log.join('').split('\n').slice(-30).join('\n');

      const startedAt = Date.now();
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${tail()}`);
        }
        try {
          if ((await send(port, false, 'GET', '/api/v1/user')).status === 401) break;
        } catch {
          // not listening yet
        }
        if (Date.now() - startedAt > 120_000) throw new Error(`the server did not start:\n${tail()}`);
        await new Promise((wait) => setTimeout(wait, 200));
      }
      const startup = (Date.now() - startedAt) / 1000;

      // One verified player, signed in, with a character per connection (saves do not contend).
      const email = 'soak@example.org';
      const password = 'a long soak passphrase';
      const signup = await send(port, false, 'POST', '/api/v1/signup', {
        first_name: 'Soak',
        last_name: 'Player',
        email,
        password,
        password_confirm: password,
        privacy_statement_accepted: true,
        email_consent: false,
      });
      expect(signup.status).toBe(201);
      const mail = readdirSync(join(dataDir, 'outbox'))
        .map((file) => readFileSync(join(dataDir, 'outbox', file), 'utf8'))
        .join('\n')
        .replace(/=\r?\n/g, '');
      const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect((await send(port, false, 'PATCH', `/api/v1/verify/${token}`, { privacy_statement_accepted: true })).status).toBe(200);
      const login = await send(port, false, 'POST', '/api/v1/login', { email, password });
      expect(login.status).toBe(200);
      const cookie = login.cookie!;
      const ids: string[] = [];
      for (let worker = 0; worker < CONCURRENCY; worker += 1) {
        const created = await send(
          port,
          false,
          'POST',
          '/api/v1/user/characters',
          {
            character_name: `Soak ${worker}`,
            character_race: { race: 'Human', subculture: 'Highland' },
            character_class: 'fighter',
          },
          cookie,
        );
        expect(created.status).toBe(201);
        ids.push(created.body.data._id);
      }

      // The mix, per connection, in turn: REST list, GraphQL list, REST save, GraphQL list, GraphQL save.
      const builds = [
        fighterBuild({ [SAMPLE.battleHardened]: 1 }),
        fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
      ];
      const SAVE =
        'mutation Save($id: ID!, $build: JSONObject!) { saveCharacterBuild(id: $id, characterBuild: $build) { id buildVersion } }';
      const steps: ((worker: number, n: number) => [string, string, unknown?, boolean?])[] = [
        () => ['GET', '/api/v1/user/characters'],
        () => ['POST', '/graphql', { query: LIST_QUERY }],
        (worker, n) => ['PATCH', `/api/v1/user/characters/${ids[worker]}/build`, { character_build: builds[n % 2] }, true],
        () => ['POST', '/graphql', { query: LIST_QUERY }],
        (worker, n) => ['POST', '/graphql', { query: SAVE, variables: { id: ids[worker], build: builds[n % 2] } }, true],
      ];
      const counts = { reads: 0, writes: 0, ok: 0, clientErrors: 0, serverErrors: 0, graphqlErrors: 0, connectionErrors: 0 };
      const firstProblems: string[] = [];
      const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      const deadline = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          for (let n = 0; Date.now() < deadline; n += 1) {
            const [method, path, body, write] = steps[n % steps.length](worker, n);
            if (write) counts.writes += 1;
            else counts.reads += 1;
            try {
              const reply = await send(port, agent, method, path, body, cookie);
              if (reply.status >= 500) counts.serverErrors += 1;
              else if (reply.status >= 400) counts.clientErrors += 1;
              else if (reply.body?.errors) counts.graphqlErrors += 1;
              else counts.ok += 1;
              if ((reply.status >= 400 || reply.body?.errors) && firstProblems.length < 5) {
                firstProblems.push(`${method} ${path} -> ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
              }
            } catch (error) {
              counts.connectionErrors += 1;
              if (firstProblems.length < 5) firstProblems.push(`${method} ${path} -> ${String(error)}`);
              if (child!.exitCode !== null || child!.signalCode !== null) return;
            }
          }
        }),
      );
      agent.destroy();
      const died = stillRunning(child) ? null : { code: child.exitCode, signal: child.signalCode }; // read again after the load

      child.kill('SIGTERM');
      const shutdown = await exited(child);
      const total = counts.reads + counts.writes;
      console.log(
        [
          `soak: Node ${process.version}, NODE_OPTIONS=${NODE_OPTIONS}, SQLite, ${CONCURRENCY} connections, ${SECONDS} s`,
          `  started in ${startup.toFixed(1)} s; ${total} requests (${counts.reads} reads, ${counts.writes} writes), ${(total / SECONDS).toFixed(0)} req/s`,
          `  ${counts.ok} ok, ${counts.clientErrors} 4xx, ${counts.serverErrors} 5xx, ${counts.graphqlErrors} GraphQL errors, ${counts.connectionErrors} connection errors`,
          `  ${died ? `the server DIED during the soak: ${JSON.stringify(died)}` : 'no abort'}; shutdown on SIGTERM: ${JSON.stringify(shutdown)}`,
          ...firstProblems.map((problem) => `  ${problem}`),
        ].join('\n'),
      );
      if (died) throw new Error(`the server died during the soak:\n${tail()}`);
      expect(counts).toMatchObject({ clientErrors: 0, serverErrors: 0, graphqlErrors: 0, connectionErrors: 0 });
      // Ended by SIGTERM through main.ts's own shutdown (Apollo's signal handler is off): a clean exit.
      expect(shutdown).toEqual({ code: 0, signal: null });
    },
    (SECONDS + 240) * 1000,
  );
});
