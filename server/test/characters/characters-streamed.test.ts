import { databases, useTestDatabase } from '../support';
import { startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers } from '../support/personas';
import { generateWorld, SMALL_WORLD } from '../support/big-world';
import { batchStream } from '../../src/calls/batch-stream';

// GET /api/v1/characters without ids and characters.csv stream every character a batch at a time
// (StaffCharactersService.listInBatches, rest/streamed-list.ts): its text is the very text of the
// whole list answered at once through Fastify's serializer, across batch boundaries.
jest.setTimeout(180_000);

describe.each(databases())('the streamed character list on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    await generateWorld(db.dataSource, await t.app.services.gameData.loadGameData(), {
      ...SMALL_WORLD,
      players: 120,
      characters: 610,
      events: 2,
      registrations: 20,
      attendance: 10,
      ledgerRows: 1000,
      surveyAnswers: 4,
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.app.close();
  });

  it('answers the same JSON as the whole list written at once, with and without attributes', async () => {
    const users = await createPersonaUsers(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { cookie: admin.cookie! } });
    for (const path of ['/characters', '/characters?attributes=saved_build,character_xp_total,user']) {
      const streamed = await get(path);
      const service = t.app.services.staffCharacters;
      const whole = jest.spyOn(service, 'listInBatches').mockImplementation((context) => service.list(context) as never);
      const before = await get(path);
      whole.mockRestore();
      expect(streamed.statusCode).toBe(200);
      expect(before.statusCode).toBe(200);
      expect(streamed.headers['content-type']).toBe(before.headers['content-type']);
      expect((JSON.parse(streamed.body) as { data: unknown[] }).data).toHaveLength(610);
      expect(streamed.body).toBe(before.body);
    }
  });

  it('streams characters.csv in batches: the same text as every row written in one batch', async () => {
    const users = await createPersonaUsers(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/exports/characters.csv', headers: { cookie: admin.cookie! } });
    const streamed = await get();
    const lists = t.app.services.staffLists;
    const oneBatch = jest.spyOn(lists, 'characterRowsInBatches').mockImplementation((context) =>
      Promise.resolve(
        batchStream(
          (async function* () {
            yield await lists.characterRows(context);
          })(),
        ),
      ),
    );
    const whole = await get();
    oneBatch.mockRestore();
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(streamed.headers['content-disposition']).toBe('attachment; filename="characters.csv"');
    expect(streamed.body.trimEnd().split('\r\n')).toHaveLength(611);
    expect(streamed.body).toBe(whole.body);
  });

  it('refuses a player (403) and an unknown attribute (400) as errors, not as a broken stream', async () => {
    const users = await createPersonaUsers(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    expect((await player.rest('GET', '/characters')).status).toBe(403);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const unknown = await admin.rest('GET', '/characters?attributes=character_name');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('character_name') });
  });
});
