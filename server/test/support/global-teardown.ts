import { removeTemplates } from './database-template';

/** After every test file: removes the run's migrated templates (database-template.ts). */
export default async function globalTeardown(): Promise<void> {
  const run = process.env.LARP_TEST_RUN;
  if (run) await removeTemplates(run);
}
