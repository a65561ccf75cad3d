import { readFileSync } from 'node:fs';
import { SCHEMA_FILE } from '../src/graphql/print-schema';
import { printAppSchema } from '../src/graphql/schema';

describe('schema.graphql', () => {
  it('matches the schema the server builds (run `npm run schema -w @larp/server` after changing it)', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed).toBe(await printAppSchema());
  });
});
