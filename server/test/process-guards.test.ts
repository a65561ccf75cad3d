import { installProcessGuards, uninstallProcessGuards } from '../src/process-guards';
import { UNSERIALIZABLE_MESSAGE, createFormatError } from '../src/graphql/format-error';
import { Character } from '../src/db';
import { createUser } from './helpers/accounts';
import { startApp } from './helpers/http';
import { createPersonaUsers } from './helpers/personas';
import { useTestDatabase } from './support';
import { agentOf } from './characters/fixtures';
import { GraphQLError } from 'graphql';

describe('never down (issue 12)', () => {
  it('logs an unhandled promise rejection and keeps the process', async () => {
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

  it('turns a value GraphQL cannot serialize into a logged field error', () => {
    const logged: unknown[] = [];
    const formatError = createFormatError({ error: (details) => logged.push(details) });
    const serialize = new GraphQLError('Int cannot represent non 32-bit signed integer value: 3000000000');
    const located = new GraphQLError(serialize.message, { path: ['myCharacters', 0, 'characterXpTotal'], originalError: serialize });
    const answer = formatError({ message: located.message, path: located.path }, located);
    expect(answer).toMatchObject({ message: UNSERIALIZABLE_MESSAGE, path: ['myCharacters', 0, 'characterXpTotal'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(logged).toHaveLength(1);
  });

  describe('an out-of-range value already stored (SQLite keeps any integer)', () => {
    const db = useTestDatabase('sqlite');
    it('answers with a logged field error (non-null fields carry it up, as GraphQL says) and keeps serving', async () => {
      const t = await startApp(db);
      try {
        await t.app.services.gameData.loadSampleIfEmpty();
        const users = await createPersonaUsers(db.dataSource);
        const owner = await createUser(db.dataSource);
        const agent = await agentOf(t.app, db.dataSource, users, owner);
        const created = await agent.rest('POST', '/user/characters', { character_name: 'Huge', character_race: { race: 'Human', subculture: 'Highland' }, character_class: 'fighter' });
        await db.dataSource.getRepository(Character).update({ id: created.body.data._id }, { characterXpTotal: 3_000_000_000 });
        const answer = await agent.graphql('{ myCharacters { id characterXpTotal } }');
        expect(answer.status).toBe(200);
        expect(answer.body.errors[0]).toMatchObject({ message: UNSERIALIZABLE_MESSAGE, path: ['myCharacters', 0, 'characterXpTotal'] });
        expect((await agent.rest('GET', '/user')).status).toBe(200);
        expect((await agent.graphql('{ currentUser { id } }')).body.data.currentUser).toEqual({ id: owner.id });
      } finally {
        await t.app.close();
      }
    });
  });
});
