import { CheckinKeys } from '../modules/checkin/checkin-keys';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { createServices, type AppServices, type ServiceDeps } from '../app-services';
import type { PublishPolicy } from '../db';
import type { RequestContext } from '../request-context';
import { backupSqlite, BackupError, restoreSqlite } from './backup';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import { createDataSource, missingMigrations } from '../db';
import { AppError } from '../errors';
import { createMailer, type Mailer } from '../mail';
import { GameDataService, InvalidRulesetError } from '../modules/game-data';
import { buildApp } from '../app';
import { createSavedQueryChecker } from '../graphql/saved-query-check';
import { buildAppSchema } from '../graphql/schema';
import { KeptMail, SeedError, seedDemoWorld } from './seed';

/** Where the CLI writes; a test passes collectors, main() the process streams. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** base for relative file arguments: the directory npm was started from (INIT_CWD) */
  cwd: string;
}

export const USAGE = [
  'Usage:',
  '  npm run ruleset:import -w @larp/server -- <file.json> [--policy grandfather|refund|rebuild_window] [--rebuild-until YYYY-MM-DD] [--dry-run]',
  '                                                          upload as a draft, print its changes and report, publish it',
  '  npm run ruleset:export -w @larp/server -- [file.json]   write the game data as JSON (default: stdout)',
  '  npm run grant-admin -w @larp/server -- <email>          give an existing account the admin role',
  '  npm run checkin-keys -w @larp/server -- list|rotate|retire <key id>',
  '                                                          the ticket signing keys: rotate makes a new signing key, retire stops an old one verifying',
  '  npm run migrate                                          run pending migrations (a deployment step; see MIGRATE_ON_START)',
  '  npm run backup [-- file.sqlite]                          copy the SQLite database while the site runs (online backup)',
  '  npm run restore -- <file.sqlite>                         put a backup back (stop the server first)',
  '  npm run seed [-- --json]                                 build a demo world on an empty database (--json: print its ids)',
].join('\n');

/** An error the user can act on: printed without a stack, exit code 1. */
class CliError extends Error {}

type Command = (args: string[], dataSource: DataSource, config: AppConfig, io: CliIo) => Promise<void>;

function describeRuleset(ruleset: { name: string; version: number | string; skills: unknown[]; races: unknown[] }): string {
  return `"${ruleset.name}" version ${ruleset.version} (${ruleset.skills.length} skills, ${ruleset.races.length} races)`;
}

const POLICIES = ['grandfather', 'refund', 'rebuild_window'] as const;

/** `--policy refund`, `--rebuild-until 2027-03-01`: the publish options of ruleset:import. */
function importOptions(args: string[]): { file: string | undefined; policy: PublishPolicy; rebuildUntil: Date | null; dryRun: boolean } {
  let file: string | undefined;
  let policy: PublishPolicy = 'grandfather';
  let rebuildUntil: Date | null = null;
  let dryRun = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--policy') {
      const value = args.at(++i);
      if (!(POLICIES as readonly string[]).includes(value ?? '')) throw new CliError(`--policy must be one of ${POLICIES.join(', ')}`);
      policy = value as PublishPolicy;
    } else if (arg === '--rebuild-until') {
      const value = args[++i] ?? '';
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59Z` : value);
      if (Number.isNaN(date.getTime())) throw new CliError('--rebuild-until must be a date (YYYY-MM-DD)');
      rebuildUntil = date;
    } else if (arg === '--dry-run') dryRun = true;
    else if (!file) file = arg;
    else throw new CliError(`Unexpected argument "${arg}".\n${USAGE}`);
  }
  return { file, policy, rebuildUntil, dryRun };
}

/**
 * ruleset:import goes the same way as the admin screen: the file becomes a draft, its
 * report is printed, and it is published with the policy (default grandfather) in one transaction.
 */
const importRuleset: Command = async (args, dataSource, config, io) => {
  const { file, policy, rebuildUntil, dryRun } = importOptions(args);
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
  await withServices(config, dataSource, io, async ({ gameData, rulesets }) => {
    await gameData.loadSampleIfEmpty();
    let view;
    try {
      view = await rulesets.createDraft(SYSTEM_CONTEXT, json, null);
    } catch (error) {
      const problems =
        error instanceof AppError
          ? (error.details?.problems as { object: string; field: string; message: string }[] | undefined)
          : undefined;
      if (problems)
        throw new CliError(
          `Invalid ruleset (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `- ${p.object}: ${p.message}`).join('\n')}`,
        );
      throw error;
    }
    io.err(`Draft ${view.draft.id} of ${describeRuleset(view.draft.ruleset)} against version ${view.currentVersion}:`);
    for (const line of view.diff.summary) io.err(`  ${line}`);
    const report = await rulesets.impact(null, view.draft.id);
    const { counts } = report;
    io.err(
      `Impact on ${counts.characters} characters: ${counts.affected} affected (invalid_build ${counts.invalid_build}, over_budget ${counts.over_budget}, cost_changed ${counts.cost_changed})`,
    );
    if (dryRun) {
      io.out(`Dry run: nothing was published (draft ${view.draft.id} is kept)`);
      return;
    }
    io.err(`Publishing with the ${policy} policy...`);
    const { version } = await rulesets.publish(
      null,
      view.draft.id,
      { policy, rebuildUntil },
      {
        actorId: null,
        progress: (done, total) => {
          if (done === 1 || done % 50 === 0 || done === total) io.err(`Repaired ${done} of ${total} characters`);
        },
      },
    );
    io.out(`Imported ruleset ${describeRuleset(view.draft.ruleset)} from ${path} as version ${version.number}`);
  });
};

const exportRuleset: Command = async ([file], dataSource, config, io) => {
  const ruleset = await withServices(config, dataSource, io, async ({ gameData, rulesets }) => {
    // Same as a server start: an empty database holds the sample ruleset.
    await gameData.loadSampleIfEmpty();
    return (await rulesets.current(SYSTEM_CONTEXT)).ruleset;
  });
  const text = `${JSON.stringify(ruleset, null, 2)}\n`;
  if (!file) {
    io.out(text.trimEnd());
    return;
  }
  const path = resolve(io.cwd, file);
  await writeFile(path, text);
  io.err(`Exported ruleset ${describeRuleset(ruleset)} to ${path}`);
};

/** The command line acts as the system: no user, every permission (it runs on the server itself). */
const SYSTEM_CONTEXT = { user: { id: 'system', roles: ['admin', 'staff'] } } as unknown as RequestContext;

/** The app's services for a command (the saved-query checker builds the schema only when a query is checked). */
function cliServices(config: AppConfig, dataSource: DataSource, mailer: Mailer, logger: ServiceDeps['logger']): AppServices {
  return createServices({
    config,
    dataSource,
    clock: systemClock,
    mailer,
    logger,
    savedQueryChecker: createSavedQueryChecker(buildAppSchema),
  });
}

async function withServices<T>(
  config: AppConfig,
  dataSource: DataSource,
  io: CliIo,
  work: (services: AppServices) => Promise<T>,
): Promise<T> {
  const logger = { info: () => undefined, error: (details: object, message: string) => io.err(`${message} ${JSON.stringify(details)}`) };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: 'noreply@localhost', logger });
  let services: AppServices | undefined;
  try {
    services = cliServices(config, dataSource, mailer, logger);
    const result = await work(services);
    // mails the publish wrote go out now (else the server's next pass sends them)
    await services.outbox.deliverDue().catch(() => undefined);
    return result;
  } finally {
    // as the app's close does: the impact report's worker thread, kept for the next report, would
    // otherwise keep the command's process running after its work is done
    await services?.rulesets.close();
    mailer.close();
  }
}

const grantAdmin: Command = async ([email], dataSource, config, io) => {
  if (!email) throw new CliError(`grant-admin needs an email.\n${USAGE}`);
  const logger = { info: () => undefined, error: (details: object, message: string) => io.err(`${message} ${JSON.stringify(details)}`) };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: 'noreply@localhost', logger });
  try {
    const { accounts } = cliServices(config, dataSource, mailer, logger);
    const user = await accounts.grantAdmin(email);
    io.out(`${user.email} now holds the admin role${user.verified ? '' : ' (it takes effect once the account is verified)'}`);
  } finally {
    mailer.close();
  }
};

/** The Ed25519 keys that sign check-in tickets. Old keys keep verifying after a rotation until retired. */
const checkinKeys: Command = async (args, dataSource, _config, io) => {
  const action = args.at(0);
  const keyId = args.at(1);
  const keys = new CheckinKeys(dataSource, systemClock);
  const show = (key: { id: string; signingSlot: string; createdAt: Date; retiredAt: Date | null }) =>
    `${key.id}  created ${key.createdAt.toISOString()}${key.signingSlot === 'signing' ? '  signing' : ''}${key.retiredAt ? `  retired ${key.retiredAt.toISOString()}` : ''}`;
  if (action === 'rotate') {
    const key = await keys.rotate();
    io.out(`New signing key ${key.id}; the earlier keys keep verifying until retired`);
  } else if (action === 'retire') {
    if (!keyId) throw new CliError(`checkin-keys retire needs a key id.\n${USAGE}`);
    let key;
    try {
      key = await keys.retire(keyId);
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error));
    }
    if (!key) throw new CliError(`No key ${keyId}`);
    io.out(`Key ${key.id} retired: its tickets are refused from now on (the gate's next sync revokes them and issues new ones)`);
  } else if (action === 'list' || action === undefined) {
    await keys.signing();
    for (const key of await keys.list()) io.out(show(key));
  } else {
    throw new CliError(`Unknown checkin-keys action: ${action}\n${USAGE}`);
  }
};

/** Opening the database ran the pending migrations under the migration lock; say where the schema stands. */
const migrate: Command = async (_args, dataSource, _config, io) => {
  const missing = await missingMigrations(dataSource);
  if (missing.length > 0) throw new CliError(`Migrations still missing: ${missing.join(', ')}`);
  const loaded = await new GameDataService(dataSource).loadSampleIfEmpty();
  io.out(
    `The database holds all ${dataSource.migrations.length} migrations${loaded ? '; it was empty, so the sample ruleset was loaded' : ''}`,
  );
};

/**
 * A demo world (an admin, a staff member, players with characters at several levels, past and
 * upcoming events with registrations, attendance and a survey) through the REST API of an app built
 * here; see ./seed.ts. `--json` prints what was made, by id, for the bench.
 */
const seed: Command = async (args, dataSource, config, io) => {
  const mail = new KeptMail();
  const app = await buildApp({ config, dataSource, logger: false, mailer: mail, clientDist: null, graphiqlDist: null });
  try {
    const world = await seedDemoWorld(app, mail, (text) => io.err(text));
    if (args.includes('--json')) io.out(JSON.stringify(world));
    else
      io.out(
        `Demo world ready: sign in as ${world.admin.email}, ${world.staff.email} or ${world.player.email} with the password ${world.password}`,
      );
  } finally {
    await app.close();
  }
};

const COMMANDS = new Map<string, Command>(
  Object.entries({
    migrate,
    seed,
    'ruleset:import': importRuleset,
    'ruleset:export': exportRuleset,
    'grant-admin': grantAdmin,
    'checkin-keys': checkinKeys,
  }),
);

/** Runs one command against the configured database; resolves to the process exit code. */
export async function runCli(argv: string[], config: AppConfig, io: CliIo): Promise<number> {
  const name = argv.at(0);
  const args = argv.slice(1);
  const fileArgument = args.at(0);
  // Backup and restore work on the database file itself, without opening (or migrating) it.
  if (name === 'backup' || name === 'restore') {
    try {
      if (name === 'backup') {
        const { file, pages } = await backupSqlite(config, fileArgument === undefined ? undefined : resolve(io.cwd, fileArgument));
        io.out(`Backed up the database (${pages} pages) to ${file}`);
      } else {
        if (!fileArgument) throw new BackupError(`restore needs a backup file.\n${USAGE}`);
        const { kept } = await restoreSqlite(config, resolve(io.cwd, fileArgument));
        io.out(`Restored ${resolve(io.cwd, fileArgument)}${kept ? `; the database it replaced is kept as ${kept}` : ''}`);
      }
      return 0;
    } catch (error) {
      io.err(error instanceof BackupError ? error.message : String((error as Error).stack ?? error));
      return 1;
    }
  }
  const command = name === undefined ? undefined : COMMANDS.get(name);
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
    const known =
      error instanceof CliError || error instanceof InvalidRulesetError || error instanceof AppError || error instanceof SeedError;
    io.err(known ? (error as Error).message : String((error as Error).stack ?? error));
    return 1;
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
  }
}
