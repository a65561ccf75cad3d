import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { LedgerKind } from '../../../db';

/** Why an XP or shard ledger row was written, as GraphQL names it. */
export const LedgerKindEnum = closedSetEnum<LedgerKind>('LedgerKind', 'Why XP or shards changed (the kind of a ledger row).', {
  grant: 'A grant by an admin.',
  attendance: 'Attending an event (written when staff finalize it).',
  xp_token: 'An XP token: shards spent for XP.',
  starting_xp: 'The XP a character starts with.',
  correction: 'A correction by an admin.',
  ruleset: 'A new ruleset: XP making up a higher build cost.',
});
