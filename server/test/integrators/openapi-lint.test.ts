import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Agent, startApp } from '../support/http';
import { useTestDatabase } from '../support';

const run = promisify(execFile);

/** A command-line tool of a pinned dev dependency, run with this Node (no download, no npx). */
function binOf(packageName: string, command: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  return resolve(dirname(manifestPath), manifest.bin[command]);
}

/** Runs a linter and returns its standard output, whatever its exit code (a finding exits non-zero). */
async function lint(bin: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [bin, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      // Redocly's usage report and update check would reach the network: both off.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (stdout) return stdout;
    throw new Error(`${bin} failed: ${stderr ?? String(error)}`);
  }
}

// The served document does not depend on the database: SQLite is enough.
describe('the API document under third-party linters', () => {
  const db = useTestDatabase('sqlite');
  let folder: string;
  let documentPath: string;

  beforeAll(async () => {
    const t = await startApp(db);
    const answer = await new Agent(t.app).request('GET', '/api/v1/openapi.json');
    await t.app.close();
    expect(answer.status).toBe(200);
    folder = mkdtempSync(join(tmpdir(), 'larp-openapi-'));
    documentPath = join(folder, 'openapi.json');
    writeFileSync(documentPath, JSON.stringify(answer.body));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("passes Redocly's recommended ruleset without an error", async () => {
    const output = await lint(binOf('@redocly/cli', 'redocly'), ['lint', '--extends=recommended', '--format=json', documentPath]);
    const report = JSON.parse(output) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it("passes Spectral's spectral:oas ruleset (the committed .spectral.yaml) without an error", async () => {
    const ruleset = resolve(__dirname, '../../.spectral.yaml');
    const output = await lint(binOf('@stoplight/spectral-cli', 'spectral'), [
      'lint',
      '--ruleset',
      ruleset,
      '--format',
      'json',
      '--quiet',
      documentPath,
    ]);
    // severity 0 is an error
    const results = (output.trim() === '' ? [] : JSON.parse(output)) as Array<{
      code: string;
      message: string;
      severity: number;
      path: string[];
    }>;
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  });
});
