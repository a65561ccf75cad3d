import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Character, CharacterRulesetNotice, Notification, RulesetInfo, RulesetVersion, Skill, XpLedgerEntry } from '../../src/db';
import { OUT_DIR, buildServerForProcesses } from '../support/server-processes';
import { databases, useTestDatabase } from '../support';
import { HE, fixtureDraft, insertFixture } from '../support/rulesets';
import { GameDataService } from '../../src/modules/game-data';

/*
 * Publishing is one transaction. The command-line import (draft -> report -> publish) runs
 * in a child process that is killed (SIGKILL) once it reports its first repaired character, inside
 * the publishing transaction: the old version stays in force and nothing of the new one is left.
 */

const SERVER_DIR = join(__dirname, '..', '..');
const CLI = join(OUT_DIR, 'cli', 'main.js');

beforeAll(() => buildServerForProcesses(), 240_000);

describe.each(databases())('a publish killed midway (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('leaves the old version in force and every build, ledger and notice as it was', async () => {
    await new GameDataService(db.dataSource).loadSampleIfEmpty();
    await insertFixture(db.dataSource, 300);
    const before = {
      characters: await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } }),
      ledger: await db.dataSource.getRepository(XpLedgerEntry).count(),
    };
    const dir = mkdtempSync(join(tmpdir(), 'larp-ruleset-'));
    const file = join(dir, 'draft.json');
    writeFileSync(file, JSON.stringify(fixtureDraft()));
    const database = db.config.database;
    const url = database.type === 'sqlite' ? `sqlite:${database.path}` : database.url;
    const child = spawn(process.execPath, [CLI, 'ruleset:import', file, '--policy', 'refund'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, DATA_DIR: dir, PUBLIC_URL: 'http://localhost:1', INIT_CWD: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (!killed && /Repaired 1 of \d+ characters/.test(output)) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    const { signal } = await exited;
    // it was killed inside the transaction (it had not finished on its own)
    expect({ signal, output }).toEqual({ signal: 'SIGKILL', output: expect.stringMatching(/Publishing with the refund policy/) });
    expect(output).not.toMatch(/Imported ruleset/);

    const info = await db.dataSource.getRepository(RulesetInfo).findOneByOrFail({ id: 'current' });
    expect(info.versionNumber).toBe(1);
    expect(await db.dataSource.getRepository(RulesetVersion).count()).toBe(1);
    expect(await db.dataSource.getRepository(Skill).existsBy({ id: HE })).toBe(true);
    expect(await db.dataSource.getRepository(Character).find({ order: { id: 'ASC' } })).toEqual(before.characters);
    expect(await db.dataSource.getRepository(XpLedgerEntry).count()).toBe(before.ledger);
    expect(await db.dataSource.getRepository(CharacterRulesetNotice).count()).toBe(0);
    expect(await db.dataSource.getRepository(Notification).count()).toBe(0);
  }, 240_000);
});
