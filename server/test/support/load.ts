// Load from a separate process: runs test/bench/load-worker.js (autocannon) against a listening
// server and returns its figures. The benchmarks compare figures taken in the same run (ratios),
// since the shared machine's load moves absolute ones.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /**
   * CPU milliseconds the serving process spent per answered request during the load (all its threads,
   * from /proc), when its pid was given: steadier than requests per second, which move with the
   * other processes on the machine.
   */
  cpuPerRequest?: number;
}

export interface LoadOptions {
  port: number;
  requests: LoadRequest[];
  connections?: number;
  /** a fixed number of requests, or else `seconds` of load */
  amount?: number;
  seconds?: number;
  /** the serving process, whose CPU time per request is measured (Linux) */
  pid?: number;
}

/**
 * Sessions a bench's requests take turns with. The API rate limit gives each signed-in user (all of
 * their sessions together) 30,000 requests a minute (rest/api-rate-limit.ts, 500 a second); a bench
 * sends 20,000 to 60,000 within a minute, so with one user it measures the limit's 429 answers
 * instead of the list (328 REST and 38,745 GraphQL failures in one run of rest-list; 13,462 REST
 * ones on a quieter machine with six sessions of one player). Each session is a user of its own
 * where the bench can give each the same data (rest-list), and stays well under the limit.
 */
export const BENCH_SESSIONS = 6;

const WORKER = join(__dirname, 'load-worker.js');

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 a second on every current platform). */
const TICKS_PER_MS = 100 / 1000;

/** The CPU milliseconds the process has used (user and system, all threads), or null where /proc cannot tell. */
function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces), from the 3rd on: utime is the 14th, stime the 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const before = options.pid === undefined ? null : cpuMsOf(options.pid);
  const figures = await loadFrom(options);
  const after = options.pid === undefined ? null : cpuMsOf(options.pid);
  const answered = figures.total - figures.errors;
  return before === null || after === null || answered <= 0 ? figures : { ...figures, cpuPerRequest: (after - before) / answered };
}

function loadFrom(options: LoadOptions): Promise<LoadFigures> {
  const config = {
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections ?? 8,
    amount: options.amount,
    duration: options.seconds,
    requests: options.requests,
  };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [WORKER, JSON.stringify(config)], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`load worker failed: ${stderr || error.message}`));
        return;
      }
      resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadFigures);
    });
  });
}

/**
 * Alternates `rounds` loads of each named target (a, b, a, b, ...) so both meet the same moments of
 * the shared machine, and returns each target's median round by requests per second (and the median
 * CPU per request of its rounds, where measured).
 */
export async function alternate(targets: Record<string, LoadOptions>, rounds: number): Promise<Record<string, LoadFigures>> {
  const runs: Record<string, LoadFigures[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, options] of Object.entries(targets)) runs[name].push(await runLoad(options));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, figures]) => {
      const sorted = [...figures].sort((a, b) => a.rps - b.rps);
      const median = sorted[Math.floor(sorted.length / 2)];
      const failures = figures.reduce((sum, figure) => sum + figure.non2xx + figure.errors, 0);
      const cpu = figures.flatMap((figure) => (figure.cpuPerRequest === undefined ? [] : [figure.cpuPerRequest])).sort((a, b) => a - b);
      const cpuPerRequest = cpu.length === figures.length ? cpu[Math.floor(cpu.length / 2)] : undefined;
      return [name, { ...median, non2xx: failures, errors: 0, cpuPerRequest }];
    }),
  );
}

/**
 * Prints one goal line, `goal: <name> <measured> (target <target>) PASS|FAIL`, straight to stdout
 * (not through jest's console, which decorates lines); the root `npm run bench` collects them.
 */
export function printGoal(name: string, measured: string, target: string, pass: boolean): void {
  process.stdout.write(`goal: ${name} ${measured} (target ${target}) ${pass ? 'PASS' : 'FAIL'}\n`);
}
