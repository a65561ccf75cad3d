import { requireTokenScope } from '../../calls/admit-call';
import { badInput } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { ApiDomain } from '../api-tokens/api-token-scopes';
import { EVENT_MESSAGES as M } from './events.messages';

/** The `include=` names of events §7 (and the pc/npc counts of §3). */
export const EVENT_INCLUDES = [
  'event_registration_count',
  'attendance_record_count',
  'survey_response_count',
  'pc_registration_count',
  'npc_registration_count',
  'accepted_registration_count',
  'waitlisted_registration_count',
  'unreviewed_registration_count',
  'event_registrations',
  'event_registrations.character',
  'event_registrations.user',
  'attendance_records',
  'attendance_records.character',
  'attendance_records.user',
  'survey_responses',
  'survey_responses.user',
] as const;
export type EventInclude = (typeof EVENT_INCLUDES)[number];

/**
 * The API token scope domain of what each include adds to an event, the same as the scope domain of
 * the GraphQL type it shows as there (EventRegistration: registrations, Character: characters, User:
 * account, SurveyResponse: surveys; the test schema-checks this): an event's own counts and
 * attendance add none. So `?include=event_registrations.character` needs registrations:read and
 * characters:read with a token, as `{ event { eventRegistrations { character { id } } } }` does.
 */
export const INCLUDE_SCOPE_DOMAINS: Readonly<Record<EventInclude, readonly ApiDomain[]>> = {
  event_registration_count: [],
  attendance_record_count: [],
  survey_response_count: [],
  pc_registration_count: [],
  npc_registration_count: [],
  accepted_registration_count: [],
  waitlisted_registration_count: [],
  unreviewed_registration_count: [],
  event_registrations: ['registrations'],
  'event_registrations.character': ['registrations', 'characters'],
  'event_registrations.user': ['registrations', 'account'],
  attendance_records: [],
  'attendance_records.character': ['characters'],
  'attendance_records.user': ['account'],
  survey_responses: ['surveys'],
  'survey_responses.user': ['surveys', 'account'],
};

export type Relation = 'event_registrations' | 'attendance_records' | 'survey_responses';

/** What one request asked to load beside each event. */
export class IncludeSet {
  constructor(readonly names: ReadonlySet<EventInclude>) {}

  static all(): IncludeSet {
    return new IncludeSet(new Set(EVENT_INCLUDES));
  }

  /**
   * Parses `a,b.c,...`; unknown names are refused so a typo does not look like missing data. With the
   * caller's context, an API token without read of a domain an include reaches is refused.
   */
  static parse(text: string | undefined, context?: RequestContext): IncludeSet {
    const names = new Set<EventInclude>();
    for (const raw of (text ?? '').split(',')) {
      const name = raw.trim();
      if (name === '') continue;
      if (!(EVENT_INCLUDES as readonly string[]).includes(name)) throw badInput(M.unknownInclude(name));
      names.add(name as EventInclude);
    }
    // A caller's own includes (REST `?include=`): a token needs read of each domain they reach.
    if (context) for (const name of names) for (const domain of INCLUDE_SCOPE_DOMAINS[name]) requireTokenScope(context, `${domain}:read`);
    return new IncludeSet(names);
  }

  has(name: EventInclude): boolean {
    return this.names.has(name);
  }

  /** `event_registrations` is loaded for `event_registrations` and for any `event_registrations.x`. */
  relation(relation: Relation): boolean {
    return this.has(relation) || [...this.names].some((name) => name.startsWith(`${relation}.`));
  }
}
