// @ts-check
/**
 * Each workspace's build, made once for everything that runs the built code: the server's process
 * tests (server/test/support/server-processes.ts) and the browser journeys
 * (client/e2e/support/harness.js). `npm test` starts its lanes side by side; the first of them to need
 * a build makes it (`npm run build -w <workspace>`) under a lock, and the others wait for it and then
 * find it fresh. Run on their own, they build what is missing or older than its sources.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');

/**
 * Each workspace's build: its folder, its entry point (a file every build rewrites), and the folders
 * whose changes make the build stale. The server's build loads the rules' build at run time, which
 * is a build of its own.
 */
const BUILDS = {
  '@larp/rules': { folder: 'rules', output: 'rules/dist/index.js', sources: ['rules/src'] },
  '@larp/server': { folder: 'server', output: 'server/dist/main.js', sources: ['server/src', 'server/graphiql'] },
  '@larp/client': { folder: 'client', output: 'client/dist/index.html', sources: ['client/src'] },
};

/** a lock older than this was left by a killed run */
const STALE_LOCK_MS = 10 * 60_000;

/** The newest modification time of the files under a folder. @param {string} folder @returns {number} */
function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * 'missing' (never built: a fresh clone), 'stale' (a source changed after the build) or 'fresh'.
 * @param {keyof typeof BUILDS} workspace
 * @returns {'missing' | 'stale' | 'fresh'}
 */
function buildState(workspace) {
  const { output, sources } = BUILDS[workspace];
  const outputPath = join(ROOT, output);
  if (!existsSync(outputPath)) return 'missing';
  const built = statSync(outputPath).mtimeMs;
  return sources.some((folder) => existsSync(join(ROOT, folder)) && newestChange(join(ROOT, folder)) > built) ? 'stale' : 'fresh';
}

/** Blocks the caller for `ms` (another process is building; there is nothing else to do meanwhile). @param {number} ms */
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Whether a build lock was left behind: its process is gone (a run stopped with Ctrl-C or killed), or
 * it is older than any build takes.
 * @param {string} lock
 */
function lockIsAbandoned(lock) {
  const held = statSync(lock, { throwIfNoEntry: false });
  if (!held) return false;
  if (Date.now() - held.mtimeMs > STALE_LOCK_MS) return true;
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // its process has made it and not yet written its pid
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

/**
 * Runs `work` holding the workspace's build lock (a folder: creating it is atomic), waiting while
 * another process holds it.
 * @template T
 * @param {keyof typeof BUILDS} workspace
 * @param {() => T} work
 * @returns {T}
 */
function withBuildLock(workspace, work) {
  const lock = join(ROOT, BUILDS[workspace].folder, '.build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (lockIsAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else sleepSync(250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Builds the workspace when its build is missing, or stale and `rebuildStale` says so; returns the
 * state it found. The state is read under the lock, so a build another process is writing is never
 * taken for a finished one.
 * @param {keyof typeof BUILDS} workspace
 * @param {{ rebuildStale?: boolean }} [options]
 * @returns {'missing' | 'stale' | 'fresh'}
 */
function ensureBuilt(workspace, { rebuildStale = true } = {}) {
  return withBuildLock(workspace, () => {
    const state = buildState(workspace);
    if (state === 'fresh' || (state === 'stale' && !rebuildStale)) return state;
    console.log(`building ${workspace} (${state === 'missing' ? 'no build yet' : 'sources changed'})`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
    return state;
  });
}

module.exports = { BUILDS, ROOT, buildState, ensureBuilt };
