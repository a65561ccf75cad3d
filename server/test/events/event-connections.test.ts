import { hasPassed } from '@larp/rules';
import { EventRegistration, newObjectId } from '../../src/db';
import { ShardLedgerEntry, XpLedgerEntry } from '../../src/db/entities/ledger.entities';
import type { Agent } from '../support/http';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { insertCharacter, insertEvent, insertUser } from '../support/factories';
import { createCast, type Cast } from '../support/characters';

/*
 * The events, an event's registrations and the ledgers as keyset connections: windows and filters,
 * every row once across the pages, and statements and query plans that do not grow with the rows.
 */

const EVENTS = `query E($first: Int, $after: String, $window: EventWindow, $startsFrom: DateTimeISO, $finalized: Boolean) {
  eventConnection(first: $first, after: $after, window: $window, startsFrom: $startsFrom, finalized: $finalized) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id eventTitle eventRegistrationCount acceptedRegistrationCount } } }`;
const REGISTRATIONS = `query R($eventId: ID!, $first: Int, $after: String, $state: RegistrationStateFilter, $eventRole: String) {
  registrationConnection(eventId: $eventId, first: $first, after: $after, state: $state, eventRole: $eventRole) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id state eventRole questionAnswers { questionId answer } user { id lastName } } } }`;
const LEDGER = `query L($characterId: ID!, $first: Int, $after: String, $kind: LedgerKind, $from: DateTimeISO) {
  xpLedgerConnection(characterId: $characterId, first: $first, after: $after, kind: $kind, createdFrom: $from) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id amount kind } } }`;
const SHARDS = `query S($userId: ID!, $first: Int, $after: String, $direction: SortDirection) {
  shardLedgerConnection(userId: $userId, first: $first, after: $after, direction: $direction) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id amount } } }`;

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<Record<string, unknown>>;
}

describe.each(databases())('event, registration and ledger connections on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;
  let player: Agent;
  let cast: Cast;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    cast = await createCast(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    player = await agentFor(t.app, db.dataSource, cast.users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });

  async function page(agent: Agent, query: string, field: string, variables: Record<string, unknown>): Promise<Page> {
    const answer = await agent.graphql(query, variables);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data[field] as Page;
  }

  async function all(agent: Agent, query: string, field: string, variables: Record<string, unknown>) {
    const nodes: Array<Record<string, unknown>> = [];
    let after: string | null = null;
    for (;;) {
      const answer = await page(agent, query, field, { ...variables, after });
      nodes.push(...answer.nodes);
      if (!answer.pageInfo.hasNextPage) return nodes;
      after = answer.pageInfo.endCursor;
    }
  }

  const day = 24 * 60 * 60 * 1000;
  const registration = (eventId: string, userId: string, index: number, overrides: Partial<EventRegistration> = {}) => ({
    id: newObjectId(),
    eventId,
    userId,
    eventRole: index % 2 ? 'npc' : 'pc',
    state: (['accepted', 'waitlisted', null] as const)[index % 3],
    activeKey: 'active',
    registeredAt: new Date(Date.UTC(2098, 0, 1) + index * 1000),
    questionAnswers: [{ event_registration_question: 'q1', question_answer: `answer ${index}` }],
    ...overrides,
  });

  it('lists upcoming events soonest first and past ones newest first, a page at a time, with counts from the page only', async () => {
    const marker = `Window${kind}`;
    for (let index = 0; index < 5; index += 1) {
      await insertEvent(db.dataSource, {
        eventTitle: `${marker} future ${index}`,
        eventStartTime: new Date(Date.UTC(2099, 0, 10 - index)),
        eventEndTime: new Date(Date.UTC(2099, 0, 11 - index)),
      });
      await insertEvent(db.dataSource, {
        eventTitle: `${marker} past ${index}`,
        eventStartTime: new Date(Date.UTC(1999, 0, 10 - index)),
        eventEndTime: new Date(Date.UTC(1999, 0, 11 - index)),
        eventFinalized: index % 2 === 0,
      });
    }
    await insertEvent(db.dataSource, {
      eventTitle: `${marker} hidden`,
      eventPublished: false,
      eventStartTime: new Date(Date.UTC(2099, 5, 1)),
      eventEndTime: new Date(Date.UTC(2099, 5, 2)),
    });
    const titles = (nodes: Array<Record<string, unknown>>) =>
      nodes.map((node) => String(node.eventTitle)).filter((title) => title.startsWith(marker));
    const upcoming = await all(player, EVENTS, 'eventConnection', { window: 'UPCOMING', first: 2 });
    expect(titles(upcoming)).toEqual([4, 3, 2, 1, 0].map((index) => `${marker} future ${index}`));
    const adminUpcoming = await all(admin, EVENTS, 'eventConnection', { window: 'UPCOMING', first: 3 });
    expect(titles(adminUpcoming)).toContain(`${marker} hidden`);
    const past = await all(player, EVENTS, 'eventConnection', { window: 'PAST', first: 2, finalized: true });
    expect(titles(past)).toEqual([0, 2, 4].map((index) => `${marker} past ${index}`));
    const fromDate = await page(player, EVENTS, 'eventConnection', { window: 'PAST', startsFrom: '1999-01-07T00:00:00Z', first: 100 });
    expect(titles(fromDate.nodes)).toEqual([0, 1, 2, 3].map((index) => `${marker} past ${index}`));

    // REST: the same window, and the refusals
    const rest = await player.rest('GET', '/events/paged?window=upcoming&first=100&include=event_registration_count');
    expect(rest.status).toBe(200);
    expect(
      (rest.body.data.items as Array<{ event_title: string }>).map((item) => item.event_title).filter((title) => title.startsWith(marker)),
    ).toEqual(titles(upcoming));
    expect((await player.rest('GET', '/events/paged?window=soon')).status).toBe(400);
    const badDate = await player.rest('GET', '/events/paged?starts_from=yesterday');
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('starts_from must be a date, or a date and time (ISO 8601, e.g. 2026-05-01 or 2026-05-01T18:00:00Z)');
    const otherWindow = await player.rest('GET', `/events/paged?window=past&after=${upcoming.length ? 'x' : ''}`);
    expect(otherWindow.status).toBe(400);

    // GET /events itself pages when asked: the same window through Link, the total and cursor beside data
    const walked: string[] = [];
    let next: string | null = '/events?window=upcoming&first=2&user=me&event_published=true';
    let pages = 0;
    while (next) {
      const answer = await player.rest('GET', next);
      expect(answer.status).toBe(200);
      expect(answer.body.paging.total_count).toBe(upcoming.length);
      walked.push(...(answer.body.data as Array<{ event_title: string }>).map((item) => item.event_title));
      const link = answer.headers.link as string | undefined;
      expect(link === undefined).toBe(answer.body.paging.next_cursor === null);
      next = link ? /^<\/api\/v1(\/events\?[^>]+)>; rel="next"$/.exec(link)![1] : null;
      pages += 1;
    }
    expect(walked.filter((title) => title.startsWith(marker))).toEqual(titles(upcoming));
    expect(pages).toBe(Math.ceil(upcoming.length / 2));
    const finalizedPast = await player.rest('GET', '/events?window=past&finalized=true&first=100');
    expect(
      (finalizedPast.body.data as Array<{ event_title: string }>)
        .map((item) => item.event_title)
        .filter((title) => title.startsWith(marker)),
    ).toEqual(titles(past));
    // without the connection's parameters: every event, as the spec documents, and no paging
    const whole = await player.rest('GET', '/events');
    expect(whole.status).toBe(200);
    expect(whole.body.paging).toBeUndefined();
    expect(whole.headers.link).toBeUndefined();
    const counted = await player.rest('GET', '/events?window=all&first=1');
    expect((whole.body.data as unknown[]).length).toBe(counted.body.paging.total_count);
    expect((counted.body.data as unknown[]).length).toBe(1);
    expect((await player.rest('GET', '/events?first=0')).status).toBe(400);
    expect((await player.rest('GET', '/events?window=past&after=nonsense')).status).toBe(400);
  });

  it("puts an event in the past window from its end on, as the rules' hasPassed does (one running now is upcoming)", async () => {
    const marker = `Edge${kind}`;
    const now = t.clock.now();
    const running = await insertEvent(db.dataSource, {
      eventTitle: `${marker} running`,
      eventStartTime: new Date(now.getTime() - day),
      eventEndTime: new Date(now.getTime() + 1000),
    });
    const endingNow = await insertEvent(db.dataSource, {
      eventTitle: `${marker} ending now`,
      eventStartTime: new Date(now.getTime() - day),
      eventEndTime: now,
    });
    const times = (event: typeof running) => ({
      event_start_time: event.eventStartTime,
      event_end_time: event.eventEndTime,
      event_published: true,
      event_finalized: false,
    });
    expect([hasPassed(times(running), now), hasPassed(times(endingNow), now)]).toEqual([false, true]);
    const titles = async (window: string) =>
      (await all(player, EVENTS, 'eventConnection', { window, first: 100 }))
        .map((node) => String(node.eventTitle))
        .filter((title) => title.startsWith(marker));
    expect(await titles('UPCOMING')).toEqual([`${marker} running`]);
    expect(await titles('PAST')).toEqual([`${marker} ending now`]);
  });

  it("pages an event's registrations by state and role, with answers and players, on both transports", async () => {
    const event = await insertEvent(db.dataSource, { eventTitle: `Registrations ${kind}` });
    const users = [];
    for (let index = 0; index < 7; index += 1) users.push(await insertUser(db.dataSource, { lastName: `Reg${index}` }));
    await db.dataSource.getRepository(EventRegistration).insert(users.map((user, index) => registration(event.id, user.id, index)));
    const accepted = await all(admin, REGISTRATIONS, 'registrationConnection', { eventId: event.id, state: 'ACCEPTED', first: 1 });
    expect(accepted.map((node) => (node.user as { lastName: string }).lastName)).toEqual(['Reg0', 'Reg3', 'Reg6']);
    expect(accepted[0]).toMatchObject({ state: 'ACCEPTED', questionAnswers: [{ questionId: 'q1', answer: 'answer 0' }] });
    const npcUnreviewed = await page(admin, REGISTRATIONS, 'registrationConnection', {
      eventId: event.id,
      state: 'UNREVIEWED',
      eventRole: 'npc',
    });
    expect(npcUnreviewed.totalCount).toBe(1);
    expect((npcUnreviewed.nodes[0].user as { lastName: string }).lastName).toBe('Reg5');
    const rest = await admin.rest('GET', `/registrations/paged?event_id=${event.id}&state=accepted&first=2`);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ total_count: 3, next_cursor: expect.any(String) });
    expect((await player.rest('GET', `/registrations/paged?event_id=${event.id}`)).status).toBe(403);
  });

  it('pages the ledgers by kind and date, oldest or newest first', async () => {
    const owner = await insertUser(db.dataSource);
    const character = await insertCharacter(db.dataSource, owner.id);
    const kinds = ['grant', 'attendance', 'correction'] as const;
    await db.dataSource.getRepository(XpLedgerEntry).insert(
      Array.from({ length: 9 }, (_, index) => ({
        id: newObjectId(),
        characterId: character.id,
        amount: index + 1,
        kind: kinds[index % 3],
        reason: 'test',
        createdAt: new Date(Date.UTC(2025, 0, 1) + index * day),
      })),
    );
    await db.dataSource.getRepository(ShardLedgerEntry).insert(
      Array.from({ length: 5 }, (_, index) => ({
        id: newObjectId(),
        userId: owner.id,
        amount: index + 1,
        kind: 'grant' as const,
        reason: 'test',
        createdAt: new Date(Date.UTC(2025, 0, 1) + index * day),
      })),
    );
    const grants = await all(admin, LEDGER, 'xpLedgerConnection', { characterId: character.id, kind: 'GRANT', first: 2 });
    expect(grants.map((node) => node.amount)).toEqual([1, 4, 7]);
    const later = await page(admin, LEDGER, 'xpLedgerConnection', { characterId: character.id, from: '2025-01-05T00:00:00Z' });
    expect(later.nodes.map((node) => node.amount)).toEqual([5, 6, 7, 8, 9]);
    const newest = await all(admin, SHARDS, 'shardLedgerConnection', { userId: owner.id, direction: 'DESCENDING', first: 2 });
    expect(newest.map((node) => node.amount)).toEqual([5, 4, 3, 2, 1]);
    const rest = await admin.rest(
      'GET',
      `/characters/xp_ledger/paged?character_id=${character.id}&kind=attendance&created_before=2025-01-06`,
    );
    expect(rest.status).toBe(200);
    expect((rest.body.data.items as Array<{ amount: number }>).map((item) => item.amount)).toEqual([2, 5]);
  });

  it('reads the same number of statements at 10 and 1,000 rows, and plans no full scan of registrations or ledgers', async () => {
    const event = await insertEvent(db.dataSource, { eventTitle: `Counted ${kind}` });
    const owner = await insertUser(db.dataSource);
    const character = await insertCharacter(db.dataSource, owner.id);
    let seeded = 0;
    async function seed(count: number): Promise<void> {
      const users = Array.from({ length: count }, (_, index) => ({
        id: newObjectId(),
        firstName: 'Seeded',
        lastName: `Player ${seeded + index}`,
        email: `${newObjectId()}@example.test`,
        passwordHash: 'no-password',
        verified: true,
        roles: [],
      }));
      for (let start = 0; start < count; start += 100) await db.dataSource.getRepository('User').insert(users.slice(start, start + 100));
      const registrations = users.map((user, index) => registration(event.id, user.id, seeded + index));
      for (let start = 0; start < count; start += 100)
        await db.dataSource.getRepository(EventRegistration).insert(registrations.slice(start, start + 100));
      const ledger = Array.from({ length: count }, (_, index) => ({
        id: newObjectId(),
        characterId: character.id,
        amount: 1,
        kind: 'grant' as const,
        reason: 'seeded',
        createdAt: new Date(Date.UTC(2025, 0, 1) + (seeded + index) * 1000),
      }));
      for (let start = 0; start < count; start += 100)
        await db.dataSource.getRepository(XpLedgerEntry).insert(ledger.slice(start, start + 100));
      seeded += count;
    }
    const statements = async (query: string, variables: Record<string, unknown>) => {
      const seen: { sql: string; parameters: unknown[] }[] = [];
      const logger = db.dataSource.logger;
      const original = logger.logQuery.bind(logger);
      logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
        // the rate limit's batched write runs on a timer, not for the request
        if (!/rate_limit_buckets/i.test(args[0])) seen.push({ sql: args[0], parameters: args[1] ?? [] });
        return original(...args);
      };
      try {
        const answer = await admin.graphql(query, variables);
        expect(answer.body.errors).toBeUndefined();
      } finally {
        logger.logQuery = original;
      }
      return seen;
    };
    const cases: Array<[string, string, Record<string, unknown>]> = [
      [REGISTRATIONS, 'registrationConnection', { eventId: event.id, first: 5 }],
      [REGISTRATIONS, 'registrationConnection', { eventId: event.id, first: 1, state: 'ACCEPTED', eventRole: 'pc' }],
      [LEDGER, 'xpLedgerConnection', { characterId: character.id, first: 5, kind: 'GRANT' }],
      [EVENTS, 'eventConnection', { window: 'UPCOMING', first: 5 }],
    ];
    const deeper = async ([query, field, variables]: (typeof cases)[number]) => {
      const first = await page(admin, query, field, variables);
      return { ...variables, after: first.pageInfo.endCursor };
    };
    await seed(10);
    await statements(cases[0][0], cases[0][2]); // warm the session
    const fewer: number[] = [];
    for (const entry of cases) fewer.push((await statements(entry[0], await deeper(entry))).length);
    await seed(990);
    for (const [index, entry] of cases.entries()) {
      const seen = await statements(entry[0], await deeper(entry));
      expect([entry[1], seen.length]).toEqual([entry[1], fewer[index]]);
      for (const statement of seen.filter(
        // the waitlist positions (events/places.ts) number the event's whole waitlist: not one of the page's own reads
        ({ sql }) =>
          /^\s*SELECT/i.test(sql) &&
          /\b(event_registrations|xp_ledger|users|characters)\b/i.test(sql) &&
          !/EventRegistration`?\.`?waitlist_priority/.test(sql),
      )) {
        expect([statement.sql, await fullScans(statement.sql, statement.parameters)]).toEqual([statement.sql, []]);
      }
    }
  });

  /** The big tables a statement's plan reads whole: SQLite `SCAN <table>` without an index, MariaDB type ALL. */
  async function fullScans(sql: string, parameters: unknown[]): Promise<string[]> {
    const big = /^(event_registrations|xp_ledger|shard_ledger|users|characters|[a-z]+)$/;
    if (kind === 'sqlite') {
      const plan: { detail: string }[] = await db.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parameters);
      return plan
        .map((row) => row.detail)
        .filter((detail) => /^SCAN \w+$/.test(detail) && !/SCAN (e|Event|events)\b/i.test(detail) && big.test(detail.slice(5)));
    }
    await db.dataSource.query('ANALYZE TABLE event_registrations, xp_ledger, users, characters');
    const plan: { table: string; type: string }[] = await db.dataSource.query(`EXPLAIN ${sql}`, parameters);
    return plan.filter((row) => row.type === 'ALL' && !/^(e|Event|events)$/i.test(row.table)).map((row) => `${row.table}: ALL`);
  }
});
