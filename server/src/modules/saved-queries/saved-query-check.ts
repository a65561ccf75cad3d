import type { Role } from '../accounts/accounts.policy';

/** The friendly pickers the IDE offers for a variable: an event by title and date, a character by name. */
export type PickerKind = 'event' | 'character';

/** One variable a saved query declares (`$eventId: ID!`), with the picker the IDE offers for it. */
export interface QueryParameter {
  name: string;
  /** as declared: `ID!`, `Int`, ... */
  type: string;
  picker: PickerKind | null;
}

/**
 * What a saved query is, read from its text against the schema the server runs now: whether it
 * still validates, the least role that may run it (its audience: staff can only run queries of
 * fields staff may read) and the variables it declares.
 */
export interface SavedQueryCheck {
  /** why the query no longer runs (a syntax or validation error against the schema); null when it runs */
  problem: string | null;
  audience: Exclude<Role, 'player'>;
  parameters: QueryParameter[];
}

/** Checks a query's text; given to the service at composition, since the schema belongs to the GraphQL transport. */
export type SavedQueryChecker = (query: string) => Promise<SavedQueryCheck>;
