import * as rules from '@larp/rules';
import type { Ruleset } from '@larp/rules';

/** Turns untrusted JSON into a Ruleset or throws with a message naming every problem. */
export type RulesetValidator = (json: unknown) => Ruleset;

/** A ruleset the validator refused; the message is the validator's. */
export class InvalidRulesetError extends Error {
  override readonly name = 'InvalidRulesetError';
}

/*
 * The rules' validateRuleset (rules/src/ruleset.ts) is the one validator. Until it is exported,
 * only the top-level shape is checked here, so the server can still load the bundled sample.
 */
function shapeOnly(json: unknown): Ruleset {
  const problems: string[] = [];
  const ruleset = json as Record<string, unknown>;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('A ruleset must be a JSON object');
  if (typeof ruleset.name !== 'string') problems.push('name must be a string');
  if (typeof ruleset.version !== 'number') problems.push('version must be a number');
  for (const list of ['skills', 'races', 'transformations', 'character_levels', 'additional_spell_schools']) {
    if (!Array.isArray(ruleset[list])) problems.push(`${list} must be a list`);
  }
  if (typeof ruleset.event_role_types !== 'object' || ruleset.event_role_types === null) {
    problems.push('event_role_types must be an object');
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return json as Ruleset;
}

export const validateRuleset: RulesetValidator = (json) => {
  const validate = (rules as { validateRuleset?: RulesetValidator }).validateRuleset ?? shapeOnly;
  try {
    return validate(json);
  } catch (error) {
    throw new InvalidRulesetError((error as Error).message);
  }
};
