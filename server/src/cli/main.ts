import '../require-supported-node';
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config';
import { runCli } from './cli';

/** Entry point of the npm scripts ruleset:import, ruleset:export and grant-admin. */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  return runCli(process.argv.slice(2), config, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // npm runs workspace scripts in server/; file arguments are meant relative to where npm was started.
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
