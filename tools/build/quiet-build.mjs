// @ts-check
/**
 * The Vite builds' one policy on warnings (the client, and GraphiQL's page in server/graphiql): a
 * build prints its progress and nothing else, and a warning fails it, as a type error fails tsc. A
 * warning nobody reads is no warning: a real one (a missing export, a circular import, a chunk over
 * its limit) would scroll past between harmless ones. `npm test` builds both (the browser journeys'
 * set-up, and server/test/quiet-build.test.ts for GraphiQL), so a new warning fails the test run.
 *
 * Only the harmless ones are dropped, each for a stated reason (HARMLESS_DIRECTIVES); anything else is
 * fixed at its cause or, when it proves harmless too, added here with its reason.
 */
import { createLogger } from 'vite';

/**
 * Module-level directives of libraries that mean nothing once bundled for the browser, which is why
 * Rolldown drops them and warns (MODULE_LEVEL_DIRECTIVE) for every module that has one:
 * - "use client" marks a React Server Components boundary for a server-rendering framework's bundler;
 *   every module of these bundles runs on the client anyway (GraphiQL's Radix UI and Headless UI
 *   parts carry it in every file).
 * - "use no memo" tells the React Compiler to leave a module alone; nothing here runs the React
 *   Compiler, so there is nothing to leave alone (react-compiler-runtime carries it).
 * Only in node_modules: our own code never needs a directive the bundle drops.
 */
const HARMLESS_DIRECTIVES = new Set(['use client', 'use no memo']);

/** @param {import('rolldown').RolldownLog} log */
export function isHarmlessDirective(log) {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE' || !/[\\/]node_modules[\\/]/.test(log.id ?? '')) return false;
  const directive = /module level directive "([^"]+)"/.exec(log.message)?.[1];
  return directive !== undefined && HARMLESS_DIRECTIVES.has(directive);
}

/** The message a warning fails the build with. */
function failure(warning) {
  return new Error(`The build warned, and a warning fails the build (tools/build/quiet-build.mjs): ${warning}`);
}

/**
 * Rolldown's `onLog` (build.rolldownOptions.onLog): drops the harmless directives, throws on any
 * other warning, and passes every other log on.
 * @type {import('rolldown').OnLogFunction}
 */
export function failOnWarning(level, log, handler) {
  if (level !== 'warn') return handler(level, log);
  if (isHarmlessDirective(log)) return;
  throw failure(`[${log.code ?? 'WARNING'}] ${log.message}`);
}

/**
 * The build options of the policy, for a Vite config's `build`: Rolldown's logs through
 * failOnWarning, and no timing report (Rolldown's `checks.bundlerTimings` warns when plugins took a
 * large share of the build, which says how busy the machine was rather than anything about the
 * output; `node --cpu-prof` on the build is how its time is measured).
 */
export const quietRolldownOptions = { onLog: failOnWarning, checks: { bundlerTimings: false } };

/**
 * Vite's own logger (`customLogger`) for a build: Vite's warnings (a chunk over
 * chunkSizeWarningLimit, a CSS problem) fail the build too; info and errors print as usual.
 * @param {import('vite').LogLevel} level
 * @returns {import('vite').Logger}
 */
export function failOnWarningLogger(level) {
  const logger = createLogger(level);
  return {
    ...logger,
    warn(message) {
      throw failure(message);
    },
    warnOnce(message) {
      throw failure(message);
    },
  };
}
