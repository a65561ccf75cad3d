// @ts-check
/**
 * Whether a workspace's build is up to date, for everything that runs the built code: the browser
 * journeys (client/e2e/support/harness.js) and the server's process tests
 * (server/test/support/server-processes.ts). `npm test` builds once, before its suites, and both find
 * the build fresh; run on their own, they build what is missing or older than its sources.
 */
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');

/**
 * Each workspace's build: its entry point (a file every build rewrites), and the folders whose
 * changes make the build stale. The server's build loads the rules' build at run time, which is
 * checked as a build of its own.
 */
const BUILDS = {
  '@larp/rules': { output: 'rules/dist/index.js', sources: ['rules/src'] },
  '@larp/server': { output: 'server/dist/main.js', sources: ['server/src'] },
  '@larp/client': { output: 'client/dist/index.html', sources: ['client/src'] },
};

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
  return sources.some((folder) => newestChange(join(ROOT, folder)) > built) ? 'stale' : 'fresh';
}

module.exports = { BUILDS, ROOT, buildState };
