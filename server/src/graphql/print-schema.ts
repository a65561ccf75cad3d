import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { printAppSchema } from './schema';

/** `npm run schema -w @larp/server`: writes schema.graphql at the repository root. */
export const SCHEMA_FILE = resolve(__dirname, '../../../schema.graphql');

if (require.main === module) {
  printAppSchema()
    .then((sdl) => {
      writeFileSync(SCHEMA_FILE, sdl);
      console.log(`Wrote ${SCHEMA_FILE}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
