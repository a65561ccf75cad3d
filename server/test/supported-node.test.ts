import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { judgeNodeVersion } from '../src/supported-node';

describe('which Node.js versions the server runs on', () => {
  it.each(['22.15.0', '22.23.3', '24.0.0', '24.21.0'])('runs on %s', (version) => {
    expect(judgeNodeVersion(version)).toStrictEqual({ kind: 'supported' });
  });

  it.each(['20.20.2', '18.20.8', '22.14.0', '22.0.0'])('refuses %s and says what to do', (version) => {
    const verdict = judgeNodeVersion(version);
    expect(verdict.kind).toBe('refused');
    expect(verdict.kind === 'refused' && verdict.message).toBe(
      `This server needs Node.js 22 (22.15 or later) or 24; this is Node.js v${version}. ` +
        '`npm start` runs it on the Node the project brings from the npm registry when the machine has an ' +
        'older one (README "Requirements"); to start server/dist/main.js with node directly, install ' +
        'Node.js 22 or 24 (.nvmrc names 24).',
    );
  });

  it.each(['23.11.0', '25.9.0', '26.10.0'])('starts on %s with a warning', (version) => {
    expect(judgeNodeVersion(version)).toStrictEqual({
      kind: 'untested',
      message: `Node.js v${version} is not one this server is tested on (Node.js 22 (22.15 or later) or 24); starting anyway.`,
    });
  });
});

/**
 * The entry points themselves, as real processes: each is compiled with only the version check
 * beside it, so the check must stop the process before the entry's next import, which is missing.
 * A preload makes the process report an old Node.
 */
describe.each(['main.ts', 'cli/main.ts'])('the entry point %s', (entry) => {
  const SRC = resolve(__dirname, '..', 'src');
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'larp-node-check-'));
    for (const file of [entry, 'require-supported-node.ts', 'supported-node.ts']) {
      const source = readFileSync(join(SRC, file), 'utf8');
      const output = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const target = join(dir, file.replace(/\.ts$/, '.js'));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, output);
    }
    writeFileSync(join(dir, 'pretend-node-20.js'), "Object.defineProperty(process.versions, 'node', { value: '20.20.2' });\n");
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function start(...preload: string[]) {
    return spawnSync(process.execPath, [...preload, join(dir, entry.replace(/\.ts$/, '.js'))], { encoding: 'utf8' });
  }

  it('stops on Node 20 with the message, before loading anything else', () => {
    const result = start('--require', join(dir, 'pretend-node-20.js'));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const verdict = judgeNodeVersion('20.20.2');
    if (verdict.kind !== 'refused') throw new Error('Node 20 must be refused');
    expect(result.stderr).toBe(`${verdict.message}\n`);
  });

  it('goes on to its next import on the Node running this test', () => {
    const result = start();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Cannot find module');
    expect(result.stderr).not.toContain('This server needs');
  });
});
