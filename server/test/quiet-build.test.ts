import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A quiet build (tools/build/quiet-build.mjs): the Vite builds print their progress and nothing else,
 * and a warning fails them. GraphiQL's page is built here, into a temporary folder: its libraries
 * carry a "use client" directive in nearly every module, which Rolldown would warn about once each.
 * The client's build runs before the browser journeys, under the same policy. The policy itself is
 * checked through its module, in a plain node process (it is an ES module of the build tools).
 */

const ROOT = join(__dirname, '..', '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const POLICY = join(ROOT, 'tools', 'build', 'quiet-build.mjs');

/** Runs `script` as an ES module in plain node; its stdout, or the error it printed. */
function runModule(script: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the Vite builds', () => {
  it("build GraphiQL's page without printing a warning", () => {
    const outDir = mkdtempSync(join(tmpdir(), 'larp-graphiql-'));
    try {
      const result = spawnSync(
        process.execPath,
        [VITE, 'build', '--config', 'graphiql/vite.config.mjs', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: join(ROOT, 'server'),
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        },
      );
      const output = `${result.stdout}${result.stderr}`;
      expect({ status: result.status, warnings: output.split('\n').filter((line) => /warn|\[[A-Z_]+\]|\(!\)/i.test(line)) }).toEqual({
        status: 0,
        warnings: [],
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('drop only the harmless directives of libraries, and fail on any other warning', () => {
    const log = (id: string, directive: string) =>
      JSON.stringify({
        code: 'MODULE_LEVEL_DIRECTIVE',
        id,
        message: `The semantics of the module level directive "${directive}" in "${id}"`,
      });
    const { status, output } = runModule(`
      import { failOnWarning } from ${JSON.stringify(POLICY)};
      const printed = [];
      const outcome = (level, log) => {
        try { failOnWarning(level, log, (l, entry) => printed.push(l + ' ' + entry.message)); return printed.length ? 'passed on' : 'dropped'; }
        catch (error) { return 'failed: ' + error.message.split(':')[0]; }
        finally { printed.length = 0; }
      };
      console.log(JSON.stringify([
        outcome('warn', ${log('/app/node_modules/@radix-ui/react-tooltip/dist/index.mjs', 'use client')}),
        outcome('warn', ${log('/app/node_modules/react-compiler-runtime/dist/index.js', 'use no memo')}),
        outcome('warn', ${log('/app/client/src/main.tsx', 'use client')}),
        outcome('warn', ${log('/app/node_modules/some-library/index.js', 'use strict-ish')}),
        outcome('warn', { code: 'CIRCULAR_DEPENDENCY', message: 'a -> b -> a' }),
        outcome('info', { message: 'built' }),
      ]));
    `);
    expect(status).toBe(0);
    const failed = 'failed: The build warned, and a warning fails the build (tools/build/quiet-build.mjs)';
    expect(JSON.parse(output)).toEqual(['dropped', 'dropped', failed, failed, failed, 'passed on']);
  });
});
