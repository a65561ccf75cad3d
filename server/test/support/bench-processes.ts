// The HTTP benchmarks' process model: the app as `npm start` runs it (the compiled server, plain node,
// NODE_ENV=production) in its own process on the bench's database, and the bare node:http handler
// (bare-replay.js) in its own plain node process too, so neither side runs inside jest's sandbox (a
// VM context where every read of a global costs tens of times more) and both pay the same process
// costs. The jest process only seeds the database, records SQL and starts autocannon (load.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { TestDatabase } from './database';
import { GRAPHIQL_FIXTURE } from './http';
import { buildServerForProcesses, OUT_DIR, startServer, stillRunning, stopServer, type ServerProcess } from './server-processes';

/** The process model, printed in the benches' header lines. */
export const PROCESS_MODEL = {
  app: 'app: the compiled server in its own node process, NODE_ENV=production',
  bare: 'bare: its own node process',
  load: 'load: autocannon in its own process',
  execution: 'execution: the compiled app in its own node process',
};

export interface RecordedQuery {
  sql: string;
  parameters: unknown[] | undefined;
}

let built = false;

/** The compiled server (built once per bench file) started on the bench's already seeded database. */
export async function startAppProcess(db: TestDatabase): Promise<ServerProcess> {
  if (!built) {
    buildServerForProcesses();
    built = true;
  }
  const url = db.database.type === 'sqlite' ? `sqlite:${db.database.path}` : db.database.url;
  // the same session secret as the app in this process, which signed the benches' cookies
  const secret = db.config.sessionSecret;
  // BENCH_CPU_PROF=<path prefix>: the server process writes a V8 CPU profile of its whole run when it
  // stops, as <prefix>-server-<kind>.cpuprofile (open it in Chrome DevTools or speedscope)
  const profile = process.env.BENCH_CPU_PROF;
  const profiling: Record<string, string> = profile
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dirname(profile)} --cpu-prof-name=${basename(profile)}-server-${db.kind}.cpuprofile` }
    : {};
  const server = await startServer(url, { NODE_ENV: 'production', ...(secret ? { SESSION_SECRET: secret } : {}), ...profiling });
  // Production logs every request at info level (as `npm start` does); the bench discards those
  // lines instead of keeping them in the jest process. Errors stay in the log.
  server.child.stdout?.removeAllListeners('data');
  server.child.stdout?.resume();
  return server;
}

export { stopServer as stopAppProcess };

export interface BareProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** bare-replay.js in its own node process, replaying `queries` per request on the bench's database. */
export async function startBareProcess(db: TestDatabase, queries: RecordedQuery[]): Promise<BareProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'larp-bare-'));
  const file = join(dir, 'replay.json');
  writeFileSync(file, JSON.stringify({ database: db.database, queries }));
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'bare-replay.js'), OUT_DIR, file], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare handler exited (${code}):\n${log.join('')}`)));
  });
  return {
    port,
    pid: child.pid!,
    async stop() {
      if (stillRunning(child)) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ExecutionFigures {
  /** CPU ms per execution, the CPU of its data reads (SQL statements, rows read into entities) taken out */
  executions: number[];
  /** wall ms per execution, the data reads' wall time taken out */
  walls: number[];
  /** CPU ms of JSON.stringify of each answer */
  stringifies: number[];
  /** CPU ms per execution inside the SQL statements */
  sql: number[];
  /** CPU ms per execution inside the data reads (the statements and the reading of their rows) */
  reads: number[];
  bytes: number;
  /** CPU ms of the first executions (before V8 has optimized them), measured as `executions` */
  cold: number[];
}

/**
 * graphql-execution.js in its own plain node process (NODE_ENV=production): the compiled app built on
 * the bench's database, a document run through app.graphqlExecutor `executions` times as `userId`.
 */
export async function measureExecutionInProcess(
  db: TestDatabase,
  input: { userId: string; source: string; variables: Record<string, unknown>; executions: number },
): Promise<ExecutionFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'larp-exec-'));
  const file = join(dir, 'input.json');
  writeFileSync(file, JSON.stringify({ ...input, config: db.config, graphiqlDist: GRAPHIQL_FIXTURE }));
  try {
    return await new Promise<ExecutionFigures>((resolve, reject) => {
      execFile(
        process.execPath,
        [join(__dirname, 'graphql-execution.js'), OUT_DIR, file],
        {
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            ...(process.env.FAST_PATHS === undefined ? {} : { FAST_PATHS: process.env.FAST_PATHS }),
            ...(process.env.BENCH_CPU_PROF ? { BENCH_CPU_PROF: `${process.env.BENCH_CPU_PROF}-execution-${db.kind}` } : {}),
          },
          maxBuffer: 1 << 22,
        },
        (error, stdout, stderr) => {
          if (error) reject(new Error(`the execution process failed: ${stderr || error.message}`));
          else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as ExecutionFigures);
        },
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
