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

  it("pages when asked: the characters connection's order, filters and cursor on GET /characters itself", async () => {
    const users = await createPersonaUsers(db.dataSource);
    const admin = await agentFor(t.app, db.dataSource, users, 'admin');
    const walk = async (start: string, itemsOf: (body: Record<string, unknown>) => Array<{ _id: string }>) => {
      const ids: string[] = [];
      let next: string | null = start;
      while (next) {
        const answer = await admin.rest('GET', next);
        expect(answer.status).toBe(200);
        ids.push(...itemsOf(answer.body).map((item) => item._id));
        const link = answer.headers.link as string | undefined;
        const cursor = (answer.body.paging ?? answer.body.data).next_cursor as string | null;
        if (answer.body.paging) {
          // GET /characters: the next page's address in Link, its cursor beside data
          expect(link === undefined).toBe(cursor === null);
          next = link ? /^<\/api\/v1([^>]+)>; rel="next"$/.exec(link)![1] : null;
          if (next) expect(new URL(next, 'http://x').searchParams.get('after')).toBe(cursor);
        } else next = cursor ? `${start}&after=${cursor}` : null;
      }
      return ids;
    };
    const paged = await walk('/characters?first=100&sort=xp&direction=descending&attributes=character_xp_total', (body) => {
      expect((body.paging as { total_count: number }).total_count).toBe(610);
      return body.data as Array<{ _id: string }>;
    });
    const connection = await walk('/characters/paged?first=100&sort=xp&direction=descending', (body) => {
      const data = body.data as { items: Array<{ _id: string }>; next_cursor: string | null };
      return data.items;
    });
    expect(paged).toHaveLength(610);
    expect(paged).toEqual(connection);

    const filtered = await admin.rest('GET', '/characters?committed=false&first=5');
    const expected = await admin.rest('GET', '/characters/paged?committed=false&first=5');
    expect((filtered.body.data as Array<{ _id: string }>).map((item) => item._id)).toEqual(
      (expected.body.data.items as Array<{ _id: string }>).map((item) => item._id),
    );
    expect(filtered.body.paging.total_count).toBe(expected.body.data.total_count);
    // the whole list stays as the spec documents it: no paging
    const ids = (filtered.body.data as Array<{ _id: string }>).map((item) => item._id);
    const some = await admin.rest('GET', `/characters?id=${ids.join(',')}`);
    expect(some.body.paging).toBeUndefined();
    expect(some.body.data).toHaveLength(ids.length);
    const both = await admin.rest('GET', `/characters?id=${ids[0]}&first=5`);
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('id names the characters to answer; leave it out to page through them with first and after');
    expect((await admin.rest('GET', '/characters?first=101')).status).toBe(400);
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
