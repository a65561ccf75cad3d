import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The sample ruleset bundled with the rules package (rules/ruleset/sample.json), as parsed JSON. */
export function sampleRulesetPath(): string {
  return join(dirname(require.resolve('@larp/rules/package.json')), 'ruleset', 'sample.json');
}

export function readSampleRuleset(): unknown {
  return JSON.parse(readFileSync(sampleRulesetPath(), 'utf8'));
}
