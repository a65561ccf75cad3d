import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { UncommitScope } from '../staff-characters.inputs';

/** What an admin's uncommit resets, as GraphQL names it. */
export const UncommitScopeEnum = closedSetEnum<UncommitScope>(
  'UncommitScope',
  "What an admin's uncommit of a character's build resets, so the player can rebuild.",
  {
    skills: 'The skills only.',
    skills_and_race_attributes: 'The skills and the race attributes (the default).',
    everything: 'Everything: the player may also change race and class.',
  },
);
