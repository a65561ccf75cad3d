import { badInput } from '../../errors';
import { EVENT_MESSAGES as M } from './events.messages';

/** The `include=` names of events §7 (and the pc/npc counts of §3). */
export const EVENT_INCLUDES = [
  'event_registration_count',
  'attendance_record_count',
  'survey_response_count',
  'pc_registration_count',
  'npc_registration_count',
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

export type Relation = 'event_registrations' | 'attendance_records' | 'survey_responses';

/** What one request asked to load beside each event. */
export class IncludeSet {
  constructor(readonly names: ReadonlySet<EventInclude>) {}

  static all(): IncludeSet {
    return new IncludeSet(new Set(EVENT_INCLUDES));
  }

  /** Parses `a,b.c,...`; unknown names are refused so a typo does not look like missing data. */
  static parse(text: string | undefined): IncludeSet {
    const names = new Set<EventInclude>();
    for (const raw of (text ?? '').split(',')) {
      const name = raw.trim();
      if (name === '') continue;
      if (!(EVENT_INCLUDES as readonly string[]).includes(name)) throw badInput(M.unknownInclude(name));
      names.add(name as EventInclude);
    }
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
