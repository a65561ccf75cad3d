import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { createServices } from '../app-services';
import { backupSqlite, BackupError, restoreSqlite } from './backup';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import { createDataSource, missingMigrations } from '../db';
import { AppError } from '../errors';
import { createMailer } from '../mail';
import { GameDataService, InvalidRulesetError } from '../modules/game-data';

/** Where the CLI writes; a test passes collectors, main() the process streams. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** base for relative file arguments: the directory npm was started from (INIT_CWD) */
  cwd: string;
}

export const USAGE = [
  'Usage:',
  '  npm run ruleset:import -w @larp/server -- <file.json>   replace the game data with a ruleset',
  '  npm run ruleset:export -w @larp/server -- [file.json]   write the game data as JSON (default: stdout)',
  '  npm run grant-admin -w @larp/server -- <email>          give an existing account the admin role',
  '  npm run migrate                                          run pending migrations (a deployment step; see MIGRATE_ON_START)',
  '  npm run backup [-- file.sqlite]                          copy the SQLite database while the site runs (online backup)',
  '  npm run restore -- <file.sqlite>                         put a backup back (stop the server first)',
].join('\n');

/** An error the user can act on: printed without a stack, exit code 1. */
class CliError extends Error {}

type Command = (args: string[], dataSource: DataSource, config: AppConfig, io: CliIo) => Promise<void>;

function describeRuleset(ruleset: { name: string; version: number; skills: unknown[]; races: unknown[] }): string {
  return `"${ruleset.name}" version ${ruleset.version} (${ruleset.skills.length} skills, ${ruleset.races.length} races)`;
}

const importRuleset: Command = async ([file], dataSource, _config, io) => {
  if (!file) throw new CliError(`ruleset:import needs a file.\n${USAGE}`);
  const path = resolve(io.cwd, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const imported = await new GameDataService(dataSource).importRuleset(json);
  io.out(`Imported ruleset ${describeRuleset(imported)} from ${path}`);
};

const exportRuleset: Command = async ([file], dataSource, _config, io) => {
  const service = new GameDataService(dataSource);
  // Same as a server start: an empty database holds the sample ruleset.
  await service.loadSampleIfEmpty();
  const ruleset = await service.exportRuleset();
  const text = `${JSON.stringify(ruleset, null, 2)}\n`;
  if (!file) {
    io.out(text.trimEnd());
    return;
  }
  const path = resolve(io.cwd, file);
  await writeFile(path, text);
  io.err(`Exported ruleset ${describeRuleset(ruleset)} to ${path}`);
};

const grantAdmin: Command = async ([email], dataSource, config, io) => {
  if (!email) throw new CliError(`grant-admin needs an email.\n${USAGE}`);
  const logger = { info: () => undefined, error: (details: object, message: string) => io.err(`${message} ${JSON.stringify(details)}`) };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: 'noreply@localhost', logger });
  try {
    const { accounts } = createServices({ config, dataSource, clock: systemClock, mailer, logger });
    const user = await accounts.grantAdmin(email);
    io.out(`${user.email} now holds the admin role${user.verified ? '' : ' (it takes effect once the account is verified)'}`);
  } finally {
    mailer.close();
  }
};

/** Opening the database ran the pending migrations under the migration lock; say where the schema stands. */
const migrate: Command = async (_args, dataSource, _config, io) => {
  const missing = await missingMigrations(dataSource);
  if (missing.length > 0) throw new CliError(`Migrations still missing: ${missing.join(', ')}`);
  const loaded = await new GameDataService(dataSource).loadSampleIfEmpty();
  io.out(`The database holds all ${dataSource.migrations.length} migrations${loaded ? '; it was empty, so the sample ruleset was loaded' : ''}`);
};

const COMMANDS: Record<string, Command> = {
  migrate,
  'ruleset:import': importRuleset,
  'ruleset:export': exportRuleset,
  'grant-admin': grantAdmin,
};

/** Runs one command against the configured database; resolves to the process exit code. */
export async function runCli(argv: string[], config: AppConfig, io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  // Backup and restore work on the database file itself, without opening (or migrating) it.
  if (name === 'backup' || name === 'restore') {
    try {
      if (name === 'backup') {
        const { file, pages } = await backupSqlite(config, args[0] === undefined ? undefined : resolve(io.cwd, args[0]));
        io.out(`Backed up the database (${pages} pages) to ${file}`);
      } else {
        if (!args[0]) throw new BackupError(`restore needs a backup file.\n${USAGE}`);
        const { kept } = await restoreSqlite(config, resolve(io.cwd, args[0]));
        io.out(`Restored ${resolve(io.cwd, args[0])}${kept ? `; the database it replaced is kept as ${kept}` : ''}`);
      }
      return 0;
    } catch (error) {
      io.err(error instanceof BackupError ? error.message : String((error as Error).stack ?? error));
      return 1;
    }
  }
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command) {
    io.err(name === undefined ? USAGE : `Unknown command "${name}".\n${USAGE}`);
    return 2;
  }
  let dataSource: DataSource | undefined;
  try {
    dataSource = await createDataSource(config.database);
    await command(args, dataSource, config, io);
    return 0;
  } catch (error) {
    const known = error instanceof CliError || error instanceof InvalidRulesetError || error instanceof AppError;
    io.err(known ? (error as Error).message : String((error as Error).stack ?? error));
    return 1;
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
  }
}
