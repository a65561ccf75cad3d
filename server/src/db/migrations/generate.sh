#!/usr/bin/env bash
# Generates a migration for each dialect with TypeORM's CLI, from the entities' difference to a
# scratch database that has every existing migration applied. Review the files, add each class to
# its dialect's index.ts (in order), commit.
#   usage (from server/): src/db/migrations/generate.sh <PascalCaseName>
#   MARIADB_URL (default mariadb://root@127.0.0.1:3306) — a server where a scratch database may be created.
set -euo pipefail
name=${1:?usage: generate.sh <PascalCaseName>}
cd "$(dirname "$0")/../../.."
mariadb_url=${MARIADB_URL:-mariadb://root@127.0.0.1:3306}
out=$(mktemp -d -p "$PWD" .migration-tmp.XXXXXX)
trap 'rm -rf "$out"' EXIT

# Compile only config/ and db/ (no rules build needed: @larp/rules is type-only there and mapped
# to its sources by tsconfig.json); the CLI then loads plain JS.
cat > "$out/tsconfig.json" <<JSON
{ "extends": "../tsconfig.json",
  "compilerOptions": { "outDir": ".", "noEmit": false, "declaration": false, "sourceMap": false },
  "files": ["../src/db/migration-cli-data-source.ts"] }
JSON
npx tsc -p "$out/tsconfig.json"
cli_source="$out/server/src/db/migration-cli-data-source.js"

echo "== sqlite"
export DATA_DIR="$out/data"
DATABASE_URL="sqlite:$out/scratch.sqlite" npx typeorm migration:run -d "$cli_source"
DATABASE_URL="sqlite:$out/scratch.sqlite" npx typeorm migration:generate -p -d "$cli_source" "src/db/migrations/sqlite/$name" || true

echo "== mariadb"
scratch="migration_scratch_$$"
node -e "
const m = require('mysql2/promise');
(async () => { const c = await m.createConnection(process.argv[1].replace(/^mariadb:/, 'mysql:'));
  await c.query('CREATE DATABASE \`' + process.argv[2] + '\`'); await c.end(); })();" "$mariadb_url" "$scratch"
drop_scratch() {
  node -e "
const m = require('mysql2/promise');
(async () => { const c = await m.createConnection(process.argv[1].replace(/^mariadb:/, 'mysql:'));
  await c.query('DROP DATABASE IF EXISTS \`' + process.argv[2] + '\`'); await c.end(); })();" "$mariadb_url" "$scratch"
  rm -rf "$out"
}
trap drop_scratch EXIT
DATABASE_URL="$mariadb_url/$scratch" npx typeorm migration:run -d "$cli_source"
DATABASE_URL="$mariadb_url/$scratch" npx typeorm migration:generate -p -d "$cli_source" "src/db/migrations/mysql/$name" || true
echo "Now add the new classes to src/db/migrations/{sqlite,mysql}/index.ts"
