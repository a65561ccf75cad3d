/**
 * Before any test file: names this jest run, so that work shared by the test files (the migrated
 * database templates of database-template.ts) is done once per run even when the files run in
 * parallel workers, which inherit this environment.
 */
export default function globalSetup(): void {
  process.env.LARP_TEST_RUN ??= `${process.pid}-${Date.now()}`;
}
