// Benchmark (not a test: jest runs only *.test.ts by default). `npm run bench -w @larp/server`.
// The staff lists with 1,000 characters of 1,000 players: the server time of one staffCharacterRows
// and one staffUserRows GraphQL request, and of one page of 25 of each (staffCharacterPage, staffUserPage) (median and slowest of 20, after 3 warm-ups), the SQL
// statements each issued and the answer's size. SQLite always; MariaDB too with TEST_MYSQL_URL.
// Figures, never assertions.
import { performance } from 'node:perf_hooks';
import { Character, newObjectId, User } from '../../src/db';
import { startApp, type TestApp } from '../support/http';
import { agentFor } from '../support/personas';
import type { Agent } from '../support/http';
import { databases, useTestDatabase } from '../support';
import { aBuild } from '../support/factories';
import { createCast, fighterBuild, SAMPLE } from '../support/characters';
import { printGoal } from '../support/load';

const ROWS = 1000;
const RUNS = 20;

const LISTS = {
  staffCharacterRows:
    '{ staffCharacterRows { id userId playerName playerEmail characterName characterClass raceDescription characterLevel characterXpTotal characterXpSequence deathCount reaperFightCount committed } }',
  staffUserRows: '{ staffUserRows { id firstName lastName email verified roles shardTotal characterCount } }',
  // the server-paged lists the Manage Characters and Manage Users screens use
  staffCharacterPage:
    '{ staffCharacterPage(page: 2, perPage: 25, sort: CHARACTER, search: "bench") { total page rows { id userId playerName playerEmail characterName characterClass raceDescription characterLevel characterXpTotal characterXpSequence deathCount reaperFightCount committed } } }',
  staffUserPage:
    '{ staffUserPage(page: 2, perPage: 25, sort: CHARACTERS, direction: DESCENDING) { total page rows { id firstName lastName email verified roles shardTotal characterCount erased } } }',
};

/** The rows of an answer: a list, or a page's rows. */
function rowsOf(data: unknown): unknown[] {
  return Array.isArray(data) ? data : (data as { rows: unknown[] }).rows;
}

jest.setTimeout(600_000);

/**
 * The API rate limit's batched count write runs on its own 300 ms timer (or at a tenth of a budget),
 * not for the request it may overlap: left out of a request's statements, as in staff-lists.test.ts
 * (that a request itself writes no count is asserted in test/integrators/rate-limit-headers.test.ts).
 */
const isTimerWrite = (sql: string) => /rate_limit_buckets/i.test(sql);

describe.each(databases())('staff lists of 1,000 on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;

  const statementsAtTen: Record<string, number> = {};

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    const cast = await createCast(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, cast.users, 'admin');
    await insertRows(10);
    for (const [name, query] of Object.entries(LISTS)) {
      await admin.graphql(query);
      statementsAtTen[name] = await countStatements(() => admin.graphql(query));
    }
    await insertRows(ROWS - 10);
  });

  async function countStatements(send: () => Promise<unknown>): Promise<number> {
    let statements = 0;
    const logger = db.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
      if (!isTimerWrite(args[0])) statements += 1;
      return original(...args);
    };
    try {
      await send();
    } finally {
      logger.logQuery = original;
    }
    return statements;
  }

  async function insertRows(count: number): Promise<void> {
    const users = Array.from({ length: count }, (_v, index) => ({
      id: newObjectId(),
      firstName: `Player${index}`,
      lastName: 'Bench',
      email: `bench-${index}-${newObjectId()}@example.org`,
      passwordHash: 'x',
      verified: true,
      roles: [],
      shardTotal: index % 30,
    }));
    for (let start = 0; start < count; start += 100) await db.dataSource.getRepository(User).insert(users.slice(start, start + 100));
    const characters = users.map((user, index) => ({
      id: newObjectId(),
      userId: user.id,
      characterXpTotal: 10 + (index % 50),
      characterXpSequence: index % 7,
      savedBuild: fighterBuild({ [SAMPLE.battleHardened]: 2 }, { character_name: `Bench ${index}`, character_build_cost: 4 }),
      committedBuild: index % 2 ? aBuild({ character_name: `Bench ${index}` }) : null,
      additionalSpellSchools: [],
    }));
    for (let start = 0; start < count; start += 100)
      await db.dataSource.getRepository(Character).insert(characters.slice(start, start + 100));
  }
  afterAll(async () => {
    await t.app.close();
  });

  it.each(Object.entries(LISTS))('%s', async (name, query) => {
    let statements = 0;
    const logger = db.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    const times: number[] = [];
    let bytes = 0;
    let rows = 0;
    let total: number | null = null;
    let timerWrites = 0;
    let sqls: string[] = [];
    for (let run = 0; run < RUNS + 3; run += 1) {
      statements = 0;
      timerWrites = 0;
      sqls = [];
      logger.logQuery = (...args: Parameters<typeof logger.logQuery>) => {
        if (isTimerWrite(args[0])) timerWrites += 1;
        else statements += 1;
        sqls.push(args[0].replace(/\s+/g, ' ').slice(0, 100));
        return original(...args);
      };
      const started = performance.now();
      const answer = await admin.graphql(query);
      const took = performance.now() - started;
      logger.logQuery = original;
      if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
      if (run >= 3) times.push(took);
      bytes = JSON.stringify(answer.body).length;
      rows = rowsOf(answer.body.data[name]).length;
      if (!Array.isArray(answer.body.data[name])) total = (answer.body.data[name] as { total: number }).total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${kind}: ${name} of ${rows} rows${total === null ? '' : ` (a page of ${total})`} — server time median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, ` +
        `slowest ${times[times.length - 1].toFixed(1)} ms over ${RUNS} requests; ${statements} SQL statements (${statementsAtTen[name]} with 10 rows; ${timerWrites} rate-limit flushes on their timer left out); ${(bytes / 1024).toFixed(0)} KiB answer`,
    );
    if (statements !== statementsAtTen[name]) console.log(`${kind}: ${name}'s statements at 1,000 rows:\n  ${sqls.join('\n  ')}`);
    printGoal(
      `staff-list-sql-statements[${kind}:${name}]`,
      `${statements} at ${total ?? rows} rows, ${statementsAtTen[name]} at 10`,
      'the same',
      statements === statementsAtTen[name],
    );
  });
});
