import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { Character } from '../../db/entities/character.entity';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { RegistrationQuestion, SurveyQuestion } from '../../db/entities/question.entities';
import { SurveyResponse } from '../../db/entities/survey-response.entity';
import { User } from '../../db/entities/user.entity';
import type { IncludeSet } from './event-include';
import { withPositions } from './places';

export interface EventCounts {
  event_registration_count: number;
  attendance_record_count: number;
  survey_response_count: number;
  pc_registration_count: number;
  npc_registration_count: number;
  /** registrations holding a place, waiting in line, and not decided yet (the admin list's review counts) */
  accepted_registration_count: number;
  waitlisted_registration_count: number;
  unreviewed_registration_count: number;
}

/** An event with what the request included; undefined parts were not asked for (or not allowed). */
export interface EventView {
  event: Event;
  registrationQuestions: RegistrationQuestion[];
  surveyQuestions: SurveyQuestion[];
  counts: Partial<EventCounts>;
  /** places left per role (accepted and offered places subtracted); null: no limit */
  placesLeft: { pc: number | null; npc: number | null };
  registrations?: EventRegistration[];
  attendanceRecords?: AttendanceRecord[];
  surveyResponses?: SurveyResponse[];
  /** characters and users named by the included relations, when `.character` / `.user` were asked */
  characters: Map<string, Character>;
  users: Map<string, User>;
  includes: IncludeSet;
}

export interface ViewOptions {
  includes: IncludeSet;
  /** relations limited to this user's own rows (a player, or `user=me`); null: everyone's */
  onlyUserId: string | null;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

async function countBy(
  manager: EntityManager,
  entity: typeof AttendanceRecord | typeof SurveyResponse,
  eventIds: string[],
): Promise<Map<string, number>> {
  const rows: Array<{ eventId: string; count: string | number }> = await manager
    .createQueryBuilder(entity, 'row')
    .select('row.eventId', 'eventId')
    .addSelect('COUNT(*)', 'count')
    .where('row.eventId IN (:...eventIds)', { eventIds })
    .groupBy('row.eventId')
    .getRawMany();
  return new Map(rows.map((row) => [row.eventId, Number(row.count)]));
}

/** The counts of an event's registrations by state and role. */
const REGISTRATION_COUNTS = [
  'event_registration_count',
  'pc_registration_count',
  'npc_registration_count',
  'accepted_registration_count',
  'waitlisted_registration_count',
  'unreviewed_registration_count',
] as const;
type RegistrationCount = (typeof REGISTRATION_COUNTS)[number];

/** Which registrations each count counts, from a group's state and role. */
const COUNTED: Record<RegistrationCount, (state: string | null, role: string) => boolean> = {
  // Decision: registration counts leave cancelled registrations out (they are not coming).
  event_registration_count: (state) => state !== 'cancelled',
  pc_registration_count: (state, role) => state !== 'cancelled' && role === 'pc',
  npc_registration_count: (state, role) => state !== 'cancelled' && role === 'npc',
  accepted_registration_count: (state) => state === 'accepted',
  waitlisted_registration_count: (state) => state === 'waitlisted',
  unreviewed_registration_count: (state) => state === null,
};

/**
 * The registration counts `names` of the events, from one statement grouped by event, state and
 * role, which the (event_id, state, event_role) index answers alone (no registration row is read),
 * however many of the counts are asked for.
 */
async function registrationCounts(
  manager: EntityManager,
  eventIds: string[],
  names: readonly RegistrationCount[],
): Promise<Partial<Record<RegistrationCount, Map<string, number>>>> {
  const rows: Array<{ eventId: string; state: string | null; role: string; count: string | number }> = await manager
    .createQueryBuilder(EventRegistration, 'row')
    .select('row.eventId', 'eventId')
    .addSelect('row.state', 'state')
    .addSelect('row.eventRole', 'role')
    .addSelect('COUNT(*)', 'count')
    .where('row.eventId IN (:...eventIds)', { eventIds })
    .groupBy('row.eventId')
    .addGroupBy('row.state')
    .addGroupBy('row.eventRole')
    .getRawMany();
  const counts: Partial<Record<RegistrationCount, Map<string, number>>> = {};
  for (const name of names) {
    const counted = COUNTED[name];
    const map = new Map<string, number>();
    for (const row of rows) {
      if (counted(row.state, row.role)) map.set(row.eventId, (map.get(row.eventId) ?? 0) + Number(row.count));
    }
    counts[name] = map;
  }
  return counts;
}

/** Places taken (accepted, or offered) per event and role, for the events that limit places. */
async function takenPlaces(manager: EntityManager, events: Event[]): Promise<Map<string, number>> {
  const limited = events.filter((event) => event.eventPcCapacity !== null || event.eventNpcCapacity !== null).map((event) => event.id);
  if (limited.length === 0) return new Map();
  const rows: Array<{ eventId: string; role: string; count: string | number }> = await manager
    .createQueryBuilder(EventRegistration, 'row')
    .select('row.eventId', 'eventId')
    .addSelect('row.eventRole', 'role')
    .addSelect('COUNT(*)', 'count')
    .where('row.eventId IN (:...limited)', { limited })
    .andWhere("(row.state = 'accepted' OR (row.state = 'waitlisted' AND row.offerExpiresAt IS NOT NULL))")
    .groupBy('row.eventId')
    .addGroupBy('row.eventRole')
    .getRawMany();
  return new Map(rows.map((row) => [`${row.eventId}:${row.role}`, Number(row.count)]));
}

/**
 * Loads what `includes` asks for beside many events with one query per relation (never one per
 * event), so the admin list and the player list cost the same few queries however many events there are.
 */
export async function loadEventViews(manager: EntityManager, events: Event[], options: ViewOptions): Promise<EventView[]> {
  const { includes, onlyUserId } = options;
  const eventIds = events.map((event) => event.id);
  const questionIds = (kind: 'reg' | 'survey') => [
    ...new Set(events.flatMap((event) => (kind === 'reg' ? event.eventRegistrationQuestions : event.eventSurveyQuestions))),
  ];
  const regIds = questionIds('reg');
  const surveyIds = questionIds('survey');
  const regQuestions = new Map((regIds.length ? await manager.findBy(RegistrationQuestion, { id: In(regIds) }) : []).map((q) => [q.id, q]));
  const surveyQuestions = new Map(
    (surveyIds.length ? await manager.findBy(SurveyQuestion, { id: In(surveyIds) }) : []).map((q) => [q.id, q]),
  );

  const none = eventIds.length === 0;
  const counts: Partial<Record<keyof EventCounts, Map<string, number>>> = {};
  const registrationCountNames = REGISTRATION_COUNTS.filter((name) => includes.has(name));
  if (!none && registrationCountNames.length > 0) {
    Object.assign(counts, await registrationCounts(manager, eventIds, registrationCountNames));
  }
  if (!none && includes.has('attendance_record_count')) {
    counts.attendance_record_count = await countBy(manager, AttendanceRecord, eventIds);
  }
  if (!none && includes.has('survey_response_count')) {
    counts.survey_response_count = await countBy(manager, SurveyResponse, eventIds);
  }

  const where = (extra: object = {}) => ({ eventId: In(eventIds), ...(onlyUserId ? { userId: onlyUserId } : {}), ...extra });
  const registrations =
    !none && includes.relation('event_registrations')
      ? await manager.find(EventRegistration, { where: where(), order: { registeredAt: 'ASC', id: 'ASC' } })
      : undefined;
  const records =
    !none && includes.relation('attendance_records')
      ? await manager.find(AttendanceRecord, { where: where(), order: { id: 'ASC' } })
      : undefined;
  const responses =
    !none && includes.relation('survey_responses')
      ? await manager.find(SurveyResponse, { where: where(), order: { id: 'ASC' } })
      : undefined;

  if (registrations) await withPositions(manager, registrations);
  // Everyone's rows (the staff views): with the admins' staff notes; a player's own rows never carry them.
  if (registrations && onlyUserId === null) await withStaffNotes(manager, registrations);
  const taken = await takenPlaces(manager, events);
  const left = (event: Event, role: 'pc' | 'npc') => {
    const capacity = role === 'pc' ? event.eventPcCapacity : event.eventNpcCapacity;
    return capacity === null ? null : Math.max(0, capacity - (taken.get(`${event.id}:${role}`) ?? 0));
  };

  const characterIds = new Set<string>();
  const userIds = new Set<string>();
  if (includes.has('event_registrations.character')) registrations?.forEach((r) => r.characterId && characterIds.add(r.characterId));
  if (includes.has('attendance_records.character')) records?.forEach((r) => r.characterId && characterIds.add(r.characterId));
  if (includes.has('event_registrations.user')) registrations?.forEach((r) => userIds.add(r.userId));
  if (includes.has('attendance_records.user')) records?.forEach((r) => userIds.add(r.userId));
  if (includes.has('survey_responses.user')) responses?.forEach((r) => userIds.add(r.userId));
  const characters = new Map(
    (characterIds.size ? await manager.findBy(Character, { id: In([...characterIds]) }) : []).map((c) => [c.id, c]),
  );
  const users = new Map((userIds.size ? await manager.findBy(User, { id: In([...userIds]) }) : []).map((u) => [u.id, u]));

  const registrationsByEvent = registrations && groupBy(registrations, (row) => row.eventId);
  const recordsByEvent = records && groupBy(records, (row) => row.eventId);
  const responsesByEvent = responses && groupBy(responses, (row) => row.eventId);
  return events.map((event) => {
    const eventCounts: Partial<EventCounts> = {};
    for (const [name, map] of Object.entries(counts) as Array<[keyof EventCounts, Map<string, number>]>) {
      eventCounts[name] = map.get(event.id) ?? 0;
    }
    return {
      event,
      registrationQuestions: event.eventRegistrationQuestions.map((id) => regQuestions.get(id)).filter((q) => q !== undefined),
      surveyQuestions: event.eventSurveyQuestions.map((id) => surveyQuestions.get(id)).filter((q) => q !== undefined),
      counts: eventCounts,
      placesLeft: { pc: left(event, 'pc'), npc: left(event, 'npc') },
      registrations: registrationsByEvent && (registrationsByEvent.get(event.id) ?? []),
      attendanceRecords: recordsByEvent && (recordsByEvent.get(event.id) ?? []),
      surveyResponses: responsesByEvent && (responsesByEvent.get(event.id) ?? []),
      characters,
      users,
      includes,
    };
  });
}

/** Fills in the staff note of each registration (not read by default: players never see it). */
export async function withStaffNotes(manager: EntityManager, registrations: EventRegistration[]): Promise<EventRegistration[]> {
  const notes = new Map<string, string | null>();
  const ids = registrations.map((registration) => registration.id);
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await manager.find(EventRegistration, {
      where: { id: In(ids.slice(start, start + 500)) },
      select: { id: true, staffNote: true },
    });
    for (const row of rows) notes.set(row.id, row.staffNote ?? null);
  }
  for (const registration of registrations) registration.staffNote = notes.get(registration.id) ?? null;
  return registrations;
}
