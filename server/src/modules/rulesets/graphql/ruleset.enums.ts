import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { PublishPolicy } from '../../../db';
import type { DamageKind } from '../ruleset-impact';

/** How a new ruleset treats the characters it hurts, as GraphQL names it. */
export const PublishPolicyEnum = closedSetEnum<PublishPolicy>(
  'PublishPolicy',
  'How publishing a ruleset treats characters whose builds it makes invalid or costlier.',
  {
    grandfather: 'Invalid builds keep their skills, exempt from re-checking while those skills stay unchanged.',
    refund: 'What became invalid is removed with what depends on it, which frees its XP.',
    rebuild_window:
      'The invalid skills are uncommitted (left in the saved build to rebuild from) until rebuildUntil; then what is still invalid is refunded.',
  },
);

/** How a ruleset draft affects one character, as GraphQL names it. */
export const RulesetImpactKindEnum = closedSetEnum<DamageKind>('RulesetImpactKind', 'How a new ruleset affects a character.', {
  invalid_build: 'The build breaks a rule of the new ruleset.',
  over_budget: 'The build costs more XP than the character has.',
  cost_changed: 'The build costs a different amount of XP.',
});
