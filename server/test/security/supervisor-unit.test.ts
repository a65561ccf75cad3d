import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * deploy/larp.service is the supervisor DEPLOY.md gives for one machine: it must start the built
 * server, start it again after an exit with an error (the process guard ends a broken process with
 * exit code 1), read the environment file, run as its own user and be hardened.
 */
const ROOT = resolve(__dirname, '../../..');
const UNIT = join(ROOT, 'deploy/larp.service');

/** The unit's settings: section -> key -> every value given, in order (systemd allows repeats). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = new Map();
      sections.set(header[1], current);
      continue;
    }
    const pair = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!pair || !current) throw new Error(`Not a unit line: ${raw}`);
    current.set(pair[1], [...(current.get(pair[1]) ?? []), pair[2]]);
  }
  return sections;
}

describe('the systemd unit in deploy/', () => {
  const unit = parseUnit(readFileSync(UNIT, 'utf8'));
  const service = unit.get('Service')!;
  const one = (key: string) => {
    const values = service.get(key) ?? [];
    expect({ key, count: values.length }).toEqual({ key, count: 1 });
    return values[0];
  };

  it('has the three sections', () => {
    expect([...unit.keys()]).toEqual(['Unit', 'Service', 'Install']);
    expect(unit.get('Install')!.get('WantedBy')).toEqual(['multi-user.target']);
  });

  it('runs the built server (the server package main) with node', () => {
    const [node, script, ...rest] = one('ExecStart').split(/\s+/);
    expect(node).toMatch(/\/node$/);
    expect(rest).toEqual([]);
    const main = (JSON.parse(readFileSync(join(ROOT, 'server/package.json'), 'utf8')) as { main: string }).main;
    const installRoot = one('WorkingDirectory');
    expect(script).toBe(`${installRoot}/server/${main}`);
  });

  it('restarts after an exit with an error, after a delay, without giving up', () => {
    expect(one('Restart')).toBe('on-failure');
    expect(one('RestartSec')).toMatch(/^[1-9]\d*s$/);
    expect(unit.get('Unit')!.get('StartLimitIntervalSec')).toEqual(['0']);
    // SIGTERM drains for DRAIN_SECONDS and lets requests finish for up to 15 s before exiting 0.
    expect(Number(/^(\d+)s$/.exec(one('TimeoutStopSec'))?.[1])).toBeGreaterThan(2 + 15);
  });

  it('reads the environment file and runs as a dedicated user with DATA_DIR as its one writable place', () => {
    expect(one('EnvironmentFile')).toMatch(/^\/etc\/larp\/[\w.-]+\.env$/);
    expect(one('User')).toBe('larp');
    expect(one('Group')).toBe('larp');
    const dataDir = service
      .get('Environment')!
      .map((value) => /^DATA_DIR=(.+)$/.exec(value)?.[1])
      .find(Boolean);
    expect(dataDir).toBe(`/var/lib/${one('StateDirectory')}`);
    expect(one('ReadWritePaths')).toBe(dataDir);
  });

  it('is hardened', () => {
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('PrivateTmp')).toBe('yes');
    expect(one('ProtectHome')).toBe('yes');
    expect(one('CapabilityBoundingSet')).toBe('');
    // V8 writes machine code at run time: this setting would kill the process on start.
    expect(service.has('MemoryDenyWriteExecute')).toBe(false);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  (analyze ? it : it.skip)('passes systemd-analyze verify', () => {
    // verify checks that ExecStart's program exists: point it at this machine's node.
    const dir = mkdtempSync(join(tmpdir(), 'larp-unit-'));
    try {
      const text = readFileSync(UNIT, 'utf8').replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`);
      writeFileSync(join(dir, 'larp.service'), text);
      const result = spawnSync('systemd-analyze', ['verify', join(dir, 'larp.service')], { encoding: 'utf8' });
      expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 0, stderr: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the unit DEPLOY.md explains', () => {
    const deploy = readFileSync(join(ROOT, 'docs/DEPLOY.md'), 'utf8');
    expect(deploy).toContain('deploy/larp.service');
    expect(deploy).toMatch(/unless-stopped/);
    expect(deploy).toMatch(/livenessProbe:.*\/healthz/);
  });
});
