#!/usr/bin/env node
// @ts-check
/**
 * Exits 1 (naming the files) when src/graphql/generated differs from what codegen.yml generates
 * from today's schema.graphql and operations. Fix: `npm run codegen -w @larp/client`.
 */
const { readFileSync, existsSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { generate, loadCodegenConfig } = require('@graphql-codegen/cli');

const ROOT = resolve(__dirname, '../..');

async function main() {
  process.chdir(ROOT);
  const { config } = await loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
  const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false);
  if (outputs.length === 0) throw new Error('codegen produced nothing');
  const stale = outputs
    .filter(
      (output) => !existsSync(resolve(ROOT, output.filename)) || readFileSync(resolve(ROOT, output.filename), 'utf8') !== output.content,
    )
    .map((output) => output.filename);
  if (stale.length > 0) {
    console.error(`Out of date (run npm run codegen -w @larp/client): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`codegen output up to date (${outputs.length} files)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
