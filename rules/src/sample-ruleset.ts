/**
 * The sample ruleset shipped with the rules (ruleset/sample.json), parsed, for tests, the bench and
 * tools. Decision: not re-exported from index.ts, so a browser bundle of the rules does not carry the
 * 140 KB sample; Node code imports `@larp/rules/dist/sample-ruleset` (or reads the JSON file, which the
 * package ships: dist/sample-ruleset.js loads ../ruleset/sample.json).
 */
import type { Ruleset } from './types';
import sample from '../ruleset/sample.json';

export const sampleRuleset = sample as Ruleset;
