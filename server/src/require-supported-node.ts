import { judgeNodeVersion } from './supported-node';

/**
 * Imported first by every entry point (main.ts, cli/main.ts), before anything loads the SQLite
 * driver: on an unsupported Node the process stops here with a message instead of crashing later.
 */
const verdict = judgeNodeVersion(process.versions.node);
if (verdict.kind === 'refused') {
  console.error(verdict.message);
  process.exit(1);
}
if (verdict.kind === 'untested') console.warn(verdict.message);
