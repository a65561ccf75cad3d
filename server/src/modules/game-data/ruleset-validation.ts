import { validateRuleset as validateWithRules } from '@larp/rules';
import type { Ruleset } from '@larp/rules';

/** Turns untrusted JSON into a Ruleset or throws with a message naming every problem. */
export type RulesetValidator = (json: unknown) => Ruleset;

/** A ruleset the validator refused; the message is the validator's (rules' RulesetError), unchanged. */
export class InvalidRulesetError extends Error {
  override readonly name = 'InvalidRulesetError';
}

/** The rules' validateRuleset is the one validator; its refusal becomes InvalidRulesetError. */
export const validateRuleset: RulesetValidator = (json) => {
  try {
    return validateWithRules(json);
  } catch (error) {
    throw new InvalidRulesetError((error as Error).message);
  }
};
