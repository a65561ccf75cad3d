import { DEFAULT_FAST_PATHS, setFastPaths } from '../src/fast-paths';
import { databases, useTestDatabase } from './support';
import { agentFor } from './support/personas';
import { createCast, fighterBuild, SAMPLE } from './support/characters';
import { startApp } from './support/http';

/**
 * The fast paths (server/src/fast-paths) change how answers are made, never what they say: the same
 * characters read through an app with every fast path on and through one with none give the same
 * answers, to the byte, through REST and GraphQL.
 */
describe.each(databases())('the fast paths on and off on %s', (kind) => {
  const db = useTestDatabase(kind);
  afterEach(() => setFastPaths(DEFAULT_FAST_PATHS));

  it('answers the same with every fast path on and with none', async () => {
    const on = await startApp(db);
    await on.app.services.gameData.loadSampleIfEmpty();
    const cast = await createCast(db.dataSource);
    const player = await agentFor(on.app, db.dataSource, cast.users, 'player');
    const created = await player.rest('POST', '/user/characters', {
      character_name: 'Mira Ashdown',
      character_race: { race: 'Human', subculture: 'Highland' },
      character_class: 'fighter',
    });
    const id = created.body.data._id as string;
    const saved = await player.rest('POST', `/user/characters/${id}/build`, {
      character_build: fighterBuild({ [SAMPLE.battleHardened]: 2, [SAMPLE.highlandEndurance]: 1 }),
      commit: true,
    });
    expect(saved.status).toBe(200);

    const answers = async (app: typeof on.app) => {
      const asPlayer = await agentFor(app, db.dataSource, cast.users, 'player');
      const asAdmin = await agentFor(app, db.dataSource, cast.users, 'admin');
      const read = [
        await asPlayer.rest('GET', '/user/characters'),
        await asPlayer.rest('GET', `/user/characters/${id}`),
        await asAdmin.rest('GET', `/characters?ids=${id}`),
        await asAdmin.graphql(
          `query List($ids: [ID!]) { characters(ids: $ids) {
            id characterLevel committed characterXpTotal
            user { id email firstName lastName }
            xpLedger { amount reason actor { id firstName } }
            shownBuild { characterName characterClass characterSkills { skillId skillName skill { skillType } } }
          } }`,
          { ids: [id] },
        ),
      ];
      for (const answer of read) expect(answer.status).toBe(200);
      return read.map((answer) => JSON.stringify([answer.headers['content-type'], answer.headers['content-length'], answer.text]));
    };
    // read twice: the second read is the one a fast path may answer from what it kept
    await answers(on.app);
    const withFastPaths = await answers(on.app);
    await on.app.close();

    setFastPaths([]);
    const off = await startApp(db, { clock: on.clock });
    try {
      expect(await answers(off.app)).toEqual(withFastPaths);
    } finally {
      await off.app.close();
    }
  }, 180_000);
});
