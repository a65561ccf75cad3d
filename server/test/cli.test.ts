import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ruleset } from '@larp/rules';
import { runCli } from '../src/cli/cli';
import { Skill, User } from '../src/db';
import { readSampleRuleset } from '../src/modules/game-data';
import { databases, useTestDatabase } from './support';

describe.each(databases())('command line on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, db.config, { out: (t) => out.push(t), err: (t) => err.push(t), cwd: db.dataDir });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('exports the sample ruleset of an empty database to stdout and to a file', async () => {
    const toStdout = await run('ruleset:export');
    expect(toStdout.code).toBe(0);
    expect(JSON.parse(toStdout.out)).toStrictEqual(readSampleRuleset());

    const toFile = await run('ruleset:export', 'exported.json');
    expect(toFile.code).toBe(0);
    expect(JSON.parse(readFileSync(join(db.dataDir, 'exported.json'), 'utf8'))).toStrictEqual(readSampleRuleset());
  });

  it('imports a ruleset file relative to where npm was started', async () => {
    const ruleset = readSampleRuleset() as Ruleset;
    ruleset.skills = ruleset.skills.map((skill, index) =>
      index === 0 ? { ...skill, skill_description: 'Imported from the command line.' } : skill,
    );
    writeFileSync(join(db.dataDir, 'mine.json'), JSON.stringify(ruleset));
    const running = () => process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;
    const before = running();
    const result = await run('ruleset:import', 'mine.json');
    expect(result).toMatchObject({ code: 0 });
    // the impact report's worker thread is ended with the command, so its process exits once done
    expect(running()).toBe(before);
    expect(result.out).toContain(`"${ruleset.name}"`);
    const skill = await db.dataSource.getRepository(Skill).findOneByOrFail({ id: ruleset.skills[0]._id });
    expect(skill.definition.skill_description).toBe('Imported from the command line.');
  });

  it('refuses a file that is not JSON or not a valid ruleset, and changes nothing', async () => {
    const before = (await run('ruleset:export')).out;
    writeFileSync(join(db.dataDir, 'broken.json'), '{ "name": ');
    const notJson = await run('ruleset:import', 'broken.json');
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/broken\.json is not valid JSON/);

    writeFileSync(join(db.dataDir, 'invalid.json'), JSON.stringify({ ...(readSampleRuleset() as object), races: 7 }));
    const invalid = await run('ruleset:import', 'invalid.json');
    expect(invalid.code).toBe(1);
    expect(invalid.err).toMatch(/races/);
    expect((await run('ruleset:export')).out).toBe(before);
  });

  it('grants the admin role to an existing account and explains an unknown email', async () => {
    const user = await db.dataSource.getRepository(User).save({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      passwordHash: 'x',
      verified: true,
      roles: ['staff'],
    });
    const granted = await run('grant-admin', 'Grace@Example.test');
    expect(granted.code).toBe(0);
    expect((await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).roles).toEqual(['staff', 'admin']);

    const unknown = await run('grant-admin', 'nobody@example.test');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('nobody@example.test');
  });

  it('shows the usage for an unknown command', async () => {
    const result = await run('drop-everything');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Unknown command "drop-everything"');
    expect(result.err).toContain('ruleset:import');
  });
});
