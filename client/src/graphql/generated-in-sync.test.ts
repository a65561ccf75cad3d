/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The generated documents are committed (a fresh clone builds without the server), so they must
 * match what codegen makes from today's schema.graphql and operations. Codegen loads its presets
 * dynamically, which jest's module system does not allow, so the check runs as its own process.
 */
describe('src/graphql/generated', () => {
  it('is what codegen.yml generates now', () => {
    const check = spawnSync(process.execPath, [resolve(__dirname, '../../scripts/check-codegen.js')], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('codegen output up to date');
    expect(check.status).toBe(0);
  }, 60_000);
});
