import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The dependency-cruiser rules that keep imports at packages' entry points
 * (tools/deps/package-entry-points.cjs, run over the tree by `npm run deps:check`): cruised alone,
 * the fixture's deep imports are each reported and its allowed imports are not.
 */
const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, 'tools/deps/package-entry-points.cjs');
const FIXTURE = 'tools/deps/deep-imports.fixture.cjs';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruiseFixture(): Promise<Violation[]> {
  // the configuration leaves the fixture out of the tree's run: this one cruises it alone
  const config = join(mkdtempSync(join(tmpdir(), 'larp-deps-')), 'config.cjs');
  writeFileSync(
    config,
    `const base = require(${JSON.stringify(CONFIG)});\nmodule.exports = { ...base, options: { ...base.options, exclude: { path: '^$' } } };\n`,
  );
  const depcruise = join(ROOT, 'node_modules/.bin/depcruise');
  return new Promise((done, fail) => {
    execFile(depcruise, [FIXTURE, '--config', config, '--output-type', 'json'], { cwd: ROOT, maxBuffer: 1 << 24 }, (error, stdout) => {
      // depcruise exits non-zero when it finds violations; its JSON is on stdout either way
      if (stdout === '') {
        fail(error ?? new Error('depcruise printed nothing'));
        return;
      }
      done((JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations);
    });
  });
}

describe('imports stay at packages’ entry points (dependency-cruiser)', () => {
  it('reports every import below a package’s entry points, and none of the allowed ones', async () => {
    const violations = await cruiseFixture();
    const found = violations.map(({ rule, to }) => `${rule.name} ${to}`).sort();
    expect(found).toEqual(
      ['@apollo/server/dist/cjs/utils/makeGatewayGraphQLRequestContext.js', 'mysql2/lib/connection']
        .map((to) => `package-import-resolves ${to}`)
        .concat([
          'no-import-below-package-entry node_modules/fast-json-stringify/lib/serializer.js',
          'no-import-below-package-entry node_modules/graphql/execution/execute.js',
        ])
        .sort(),
    );
    expect(violations.every((violation) => violation.from === FIXTURE)).toBe(true);
  }, 120_000);
});
