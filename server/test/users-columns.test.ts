import type { DataSource } from 'typeorm';
import { databases, useTestDatabase } from './support';
import { startApp, type Answer, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';

// The `users` query reads only the columns its selection asks for (the walk-in picker asks names and
// email of every user), and answers the same values as a selection of every field.
async function statementsOf(dataSource: DataSource, send: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  logger.logQuery = (query: string, ...rest) => {
    sql.push(query);
    return original(query, ...rest);
  };
  try {
    await send();
  } finally {
    logger.logQuery = original;
  }
  return sql;
}

describe.each(databases())('the users query on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it("reads only the walk-in picker's columns, with the same values", async () => {
    const admin = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'admin');
    const all = await admin.graphql('{ users { id firstName lastName email verified roles shardTotal xpTokenPurchased emailConsent } }');
    let picker: Answer | undefined;
    const sql = await statementsOf(db.dataSource, async () => {
      picker = await admin.graphql('{ users { id firstName lastName email } }');
    });
    const read = sql.filter((statement) => /FROM [`"]?users[`"]?/i.test(statement) && /first_name/i.test(statement));
    expect(read).toHaveLength(1);
    expect(read[0]).not.toMatch(/password_hash|shard_total|roles/);
    const users = (all.body as { data: { users: Array<Record<string, unknown>> } }).data.users;
    expect(users.length).toBeGreaterThanOrEqual(3);
    expect(users[0].roles).toBeDefined();
    expect((picker!.body as { data: { users: unknown[] } }).data.users).toEqual(
      users.map(({ id, firstName, lastName, email }) => ({ id, firstName, lastName, email })),
    );
  });
});
