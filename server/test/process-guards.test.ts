import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ModuleKind, ScriptTarget, transpileModule } from 'typescript';
import {
  EXCEPTION_MESSAGE,
  GIVE_UP_MESSAGE,
  REJECTION_MESSAGE,
  REPEATED_LIMIT,
  REPEATED_WINDOW_MS,
  createGuards,
  installProcessGuards,
  uninstallProcessGuards,
} from '../src/process-guards';
import { UNSERIALIZABLE_MESSAGE, createFormatError } from '../src/graphql/format-error';
import { OUT_OF_RANGE_MESSAGE } from '../src/graphql/bounded-int';
import { Character } from '../src/db';
import { createUser } from './support/accounts';
import { startApp } from './support/http';
import { createPersonaUsers } from './support/personas';
import { useTestDatabase } from './support';
import { agentOf } from './support/characters';
import { GraphQLError } from 'graphql';

describe('never down', () => {
  it('logs an unhandled promise rejection and keeps the process', () => {
    const logged: unknown[] = [];
    installProcessGuards({ error: (details) => logged.push(details) });
    const before = process.listenerCount('unhandledRejection');
    installProcessGuards({ error: (details) => logged.push(details) });
    expect(process.listenerCount('unhandledRejection')).toBe(before);
    const reason = new Error('nobody caught me');
    process.emit('unhandledRejection', reason, Promise.resolve());
    expect(logged).toEqual([{ err: reason }]);
    uninstallProcessGuards();
    expect(process.listenerCount('unhandledRejection')).toBe(before - 1);
  });

  it(`logs uncaught exceptions and goes on; gives up on more than ${REPEATED_LIMIT} within the window`, () => {
    const logged: string[] = [];
    let time = 0;
    let gaveUp = 0;
    const guards = createGuards({ error: (_details, message) => logged.push(message) }, { now: () => time, giveUp: () => (gaveUp += 1) });
    {
      const throwOne = () => guards.exception(new Error('thrown in a timer'), 'uncaughtException');
      for (let i = 0; i < REPEATED_LIMIT; i += 1) throwOne();
      expect(gaveUp).toBe(0);
      // spread out: the window slides, old ones no longer count
      time += REPEATED_WINDOW_MS;
      for (let i = 0; i < REPEATED_LIMIT; i += 1) throwOne();
      expect(gaveUp).toBe(0);
      expect(logged).toEqual(Array(2 * REPEATED_LIMIT).fill(EXCEPTION_MESSAGE));
      throwOne();
      expect(gaveUp).toBe(1);
      expect(logged.at(-1)).toBe(GIVE_UP_MESSAGE);
    }
  });

  describe('in a real process (the guards as main.ts installs them)', () => {
    let dir: string;
    beforeAll(() => {
      // process-guards.ts imports nothing: transpiled alone, it runs in a plain Node child.
      dir = mkdtempSync(join(tmpdir(), 'larp-guards-'));
      const source = readFileSync(resolve(__dirname, '..', 'src', 'process-guards.ts'), 'utf8');
      const { outputText } = transpileModule(source, { compilerOptions: { module: ModuleKind.CommonJS, target: ScriptTarget.ES2022 } });
      writeFileSync(join(dir, 'process-guards.js'), outputText);
      // A server whose routes throw outside any request's stack: in a timer, in an event handler,
      // and leave a promise rejected. Each log line is JSON on stdout.
      writeFileSync(
        join(dir, 'server.js'),
        `
        const { createServer } = require('node:http');
        const { EventEmitter } = require('node:events');
        const { installProcessGuards } = require('./process-guards.js');
        installProcessGuards({ error: (details, message) => console.log(JSON.stringify({ message, error: String(details.err && details.err.message) })) });
        const bus = new EventEmitter();
        bus.on('tick', () => { throw new Error('thrown in an event handler'); });
        createServer((req, res) => {
          if (req.url === '/timer') setTimeout(() => { throw new Error('thrown in a timer'); }, 1);
          if (req.url === '/event') setImmediate(() => bus.emit('tick'));
          if (req.url === '/rejection') setImmediate(() => Promise.reject(new Error('nobody caught me')));
          if (req.url === '/storm') for (let i = 0; i <= ${REPEATED_LIMIT}; i += 1) setTimeout(() => { throw new Error('again ' + i); }, 1);
          res.end(req.url);
        }).listen(0, '127.0.0.1', function () { console.log(JSON.stringify({ port: this.address().port })); });
        `,
      );
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    function get(port: number, path: string): Promise<string> {
      return new Promise((done, fail) => {
        request({ host: '127.0.0.1', port, path }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => done(text));
        })
          .on('error', fail)
          .end();
      });
    }

    async function startChild() {
      const child = spawn(process.execPath, [join(dir, 'server.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
      const lines: Record<string, unknown>[] = [];
      let stderr = '';
      let waiters: (() => void)[] = [];
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const parts = buffered.split('\n');
        buffered = parts.pop()!;
        for (const part of parts) if (part.trim()) lines.push(JSON.parse(part));
        for (const wake of waiters) wake();
        waiters = [];
      });
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      /** waits until a logged line matches (the child logs as it goes) */
      const logged = async (predicate: (line: Record<string, unknown>) => boolean) => {
        while (!lines.some(predicate)) {
          if (child.exitCode !== null) throw new Error(`child exited ${child.exitCode}: ${stderr}`);
          await new Promise<void>((wake) => waiters.push(wake));
        }
      };
      await logged((line) => typeof line.port === 'number');
      const port = lines.find((line) => typeof line.port === 'number')!.port as number;
      return { child, lines, logged, exited, port, stderr: () => stderr };
    }

    it('logs an exception thrown in a timer or an event handler, and a rejection, and keeps serving', async () => {
      const server = await startChild();
      try {
        for (const [path, message, error] of [
          ['/timer', EXCEPTION_MESSAGE, 'thrown in a timer'],
          ['/event', EXCEPTION_MESSAGE, 'thrown in an event handler'],
          ['/rejection', REJECTION_MESSAGE, 'nobody caught me'],
        ] as const) {
          expect(await get(server.port, path)).toBe(path);
          await server.logged((line) => line.message === message && line.error === error);
          // still alive and answering after it
          expect(await get(server.port, '/after')).toBe('/after');
        }
        expect(server.child.exitCode).toBeNull();
        expect(server.stderr()).toBe('');
      } finally {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });

    it(`ends with exit code 1 after more than ${REPEATED_LIMIT} uncaught exceptions within a minute`, async () => {
      const server = await startChild();
      expect(await get(server.port, '/storm')).toBe('/storm');
      expect(await server.exited).toBe(1);
      expect(server.lines.filter((line) => line.message === EXCEPTION_MESSAGE)).toHaveLength(REPEATED_LIMIT);
      expect(server.lines.at(-1)).toMatchObject({ message: GIVE_UP_MESSAGE });
    });
  });

  it('turns a value GraphQL cannot serialize into a logged field error', () => {
    const logged: unknown[] = [];
    const formatError = createFormatError({ error: (details) => logged.push(details) });
    const serialize = new GraphQLError('Int cannot represent non 32-bit signed integer value: 3000000000');
    const located = new GraphQLError(serialize.message, { path: ['myCharacters', 0, 'characterXpTotal'], originalError: serialize });
    const answer = formatError({ message: located.message, path: located.path }, located);
    expect(answer).toMatchObject({
      message: UNSERIALIZABLE_MESSAGE,
      path: ['myCharacters', 0, 'characterXpTotal'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toHaveLength(1);
  });

  describe('an out-of-range value already stored (SQLite keeps any integer; a MariaDB INT column cannot hold one)', () => {
    const db = useTestDatabase('sqlite');
    it("keeps the player's whole character list: the value is answered as the nearest Int and logged", async () => {
      const t = await startApp(db);
      try {
        await t.app.services.gameData.loadSampleIfEmpty();
        const users = await createPersonaUsers(db.dataSource);
        const owner = await createUser(db.dataSource);
        const agent = await agentOf(t.app, db.dataSource, users, owner);
        const create = (name: string) =>
          agent.rest('POST', '/user/characters', {
            character_name: name,
            character_race: { race: 'Human', subculture: 'Highland' },
            character_class: 'fighter',
          });
        const huge = (await create('Huge')).body.data._id;
        const fine = (await create('Fine')).body.data._id;
        // written before the bounds existed: an XP total past Int, a negative death count past Int
        await db.dataSource.getRepository(Character).update({ id: huge }, { characterXpTotal: 3_000_000_000, deathCount: -3_000_000_000 });
        const logged = jest.spyOn(t.app.log, 'error');
        const answer = await agent.graphql(
          '{ myCharacters { id characterXpTotal deathCount characterLevel shownBuild { characterName } } }',
        );
        expect(answer.status).toBe(200);
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data.myCharacters).toEqual([
          expect.objectContaining({
            id: huge,
            characterXpTotal: 2_147_483_647,
            deathCount: -2_147_483_648,
            shownBuild: { characterName: 'Huge' },
          }),
          expect.objectContaining({ id: fine, characterXpTotal: 10, deathCount: 0, shownBuild: { characterName: 'Fine' } }),
        ]);
        expect(logged.mock.calls).toEqual([
          [{ path: 'myCharacters.0.characterXpTotal', stored: 3_000_000_000, answered: 2_147_483_647 }, OUT_OF_RANGE_MESSAGE],
          [{ path: 'myCharacters.0.deathCount', stored: -3_000_000_000, answered: -2_147_483_648 }, OUT_OF_RANGE_MESSAGE],
        ]);
        // REST has no such limit: it answers the stored number
        const rest = await agent.rest('GET', `/user/characters/${huge}`);
        expect(rest.body.data.character_xp_total).toBe(3_000_000_000);
        expect((await agent.graphql('{ currentUser { id } }')).body.data.currentUser).toEqual({ id: owner.id });
      } finally {
        await t.app.close();
      }
    });
  });
});
