import { z } from 'zod';
import { shownBuild } from '@larp/rules';
import type { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import type { Character } from '../../db/entities/character.entity';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import type { SurveyResponse } from '../../db/entities/survey-response.entity';
import type { User } from '../../db/entities/user.entity';
import { presentQuestion } from './questions.service';
import type { EventView } from './event-views';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The few fields of a user the event screens show (the attendance review lists names). */
export function presentUserSummary(user: User) {
  return { _id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email };
}

/** A character as the event screens show it: its name from the shown build (players §4, the rules' shownBuild). */
export function presentCharacterSummary(character: Character) {
  const build = shownBuild(character.savedBuild, character.committedBuild);
  return {
    _id: character.id,
    user: { _id: character.userId },
    character_name: build?.character_name ?? null,
    character_xp_total: character.characterXpTotal,
    character_xp_sequence: character.characterXpSequence,
    character_deaths: { death_count: character.deathCount, reaper_fight_count: character.reaperFightCount },
  };
}

type Related = Pick<EventView, 'characters' | 'users'>;

const characterRef = (id: string | null, related: Related, populate: boolean) => {
  if (id === null) return null;
  const character = populate ? related.characters.get(id) : undefined;
  return character ? presentCharacterSummary(character) : id;
};
const userRef = (id: string, related: Related, populate: boolean) => {
  const user = populate ? related.users.get(id) : undefined;
  return user ? presentUserSummary(user) : id;
};

const noRelated: Related = { characters: new Map(), users: new Map() };

export function presentRegistration(
  registration: EventRegistration,
  related: Related = noRelated,
  populate: { character?: boolean; user?: boolean } = {},
) {
  return {
    _id: registration.id,
    event: registration.eventId,
    user: userRef(registration.userId, related, populate.user ?? false),
    character: characterRef(registration.characterId, related, populate.character ?? false),
    event_role: registration.eventRole,
    state: registration.state ?? null,
    waitlist_note: registration.waitlistNote ?? null,
    role_changed_at: registration.roleChangedAt ? iso(registration.roleChangedAt) : null,
    registered_at: iso(registration.registeredAt),
    /** 1 = next in line; null unless waitlisted without an offer */
    waitlist_position: registration.waitlistPosition ?? null,
    /** a waitlisted registration with this set is offered a place until then */
    offer_expires_at: iso(registration.offerExpiresAt),
    waitlist_priority: registration.waitlistPriority,
    /** The admins' note (staff views only; null for a player's own registration) */
    staff_note: registration.staffNote ?? null,
    question_answers: registration.questionAnswers.map((answer) => ({ ...answer })),
  };
}

export function presentAttendanceRecord(
  record: AttendanceRecord,
  related: Related = noRelated,
  populate: { character?: boolean; user?: boolean } = {},
) {
  return {
    _id: record.id,
    event: record.eventId,
    user: userRef(record.userId, related, populate.user ?? false),
    character: characterRef(record.characterId, related, populate.character ?? false),
    event_role: record.eventRole,
    deaths: record.deaths,
    reaper_fights: record.reaperFights,
    xp: record.xp,
    xp_sequence: record.xpSequence,
    npc_shards: record.npcShards,
    donation_shards: record.donationShards,
    donation_items: record.donationItems,
  };
}

export function presentSurveyResponse(response: SurveyResponse, related: Related = noRelated, populateUser = false) {
  return {
    _id: response.id,
    event: response.eventId,
    user: userRef(response.userId, related, populateUser),
    survey_answers: response.surveyAnswers.map((answer) => ({ ...answer })),
  };
}

/** The documented REST shape of an event (events §3) with what was included. */
export function presentEvent(view: EventView) {
  const { event, includes } = view;
  return {
    _id: event.id,
    event_title: event.eventTitle,
    event_description: event.eventDescription,
    event_address: event.eventAddress,
    event_start_time: iso(event.eventStartTime),
    event_end_time: iso(event.eventEndTime),
    event_image: event.eventImage,
    event_published: event.eventPublished,
    event_finalized: event.eventFinalized,
    event_survey_open_at: iso(event.eventSurveyOpenAt),
    event_pc_capacity: event.eventPcCapacity,
    event_npc_capacity: event.eventNpcCapacity,
    event_waitlist_mode: event.eventWaitlistMode,
    event_offer_hours: event.eventOfferHours,
    event_pc_places_left: view.placesLeft.pc,
    event_npc_places_left: view.placesLeft.npc,
    event_registration_questions: view.registrationQuestions.map(presentQuestion),
    event_survey_questions: view.surveyQuestions.map(presentQuestion),
    ...view.counts,
    ...(view.registrations
      ? {
          event_registrations: view.registrations.map((registration) =>
            presentRegistration(registration, view, {
              character: includes.has('event_registrations.character'),
              user: includes.has('event_registrations.user'),
            }),
          ),
        }
      : {}),
    ...(view.attendanceRecords
      ? {
          attendance_records: view.attendanceRecords.map((record) =>
            presentAttendanceRecord(record, view, {
              character: includes.has('attendance_records.character'),
              user: includes.has('attendance_records.user'),
            }),
          ),
        }
      : {}),
    ...(view.surveyResponses
      ? {
          survey_responses: view.surveyResponses.map((response) =>
            presentSurveyResponse(response, view, includes.has('survey_responses.user')),
          ),
        }
      : {}),
  };
}

/* The answer shapes of the presenters above (the API document; answers are serialized through them). */
export const userSummaryOutput = z.object({ _id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() });
export const characterSummaryOutput = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string() }),
  character_name: z.string().nullable(),
  character_xp_total: z.number().int(),
  character_xp_sequence: z.number().int(),
  character_deaths: z.object({ death_count: z.number().int(), reaper_fight_count: z.number().int() }),
});
/** an id, or the object when the call asked to include it */
const userRefOutput = z.union([z.string(), userSummaryOutput]);
const characterRefOutput = z.union([z.string(), characterSummaryOutput]).nullable();
export const questionOutput = z.object({
  _id: z.string(),
  question_text: z.string(),
  roles_to_ask: z.array(z.string()),
  answer_required: z.boolean(),
});
export const registrationOutput = z.object({
  _id: z.string(),
  event: z.string(),
  user: userRefOutput,
  character: characterRefOutput,
  event_role: z.string(),
  state: z.enum(['accepted', 'waitlisted', 'cancelled']).nullable(),
  waitlist_note: z.string().nullable(),
  role_changed_at: z.string().nullable(),
  registered_at: z.string().nullable(),
  waitlist_position: z.number().int().nullable(),
  offer_expires_at: z.string().nullable(),
  waitlist_priority: z.number().int().nullable(),
  /** staff's note on the registration (shown at the check-in gate) */
  staff_note: z.string().nullable(),
  question_answers: z.array(z.object({ event_registration_question: z.string(), question_answer: z.string() })),
});
export const attendanceRecordOutput = z.object({
  _id: z.string(),
  event: z.string(),
  user: userRefOutput,
  character: characterRefOutput,
  event_role: z.string(),
  deaths: z.number().int(),
  reaper_fights: z.number().int(),
  xp: z.number().int(),
  xp_sequence: z.number().int(),
  npc_shards: z.number().int(),
  donation_shards: z.number().int(),
  donation_items: z.string().nullable(),
});
export const surveyResponseOutput = z.object({
  _id: z.string(),
  event: z.string(),
  user: userRefOutput,
  survey_answers: z.array(z.object({ survey_question: z.string(), question_answer: z.string() })),
});
const count = z.number().int().optional();
export const eventOutput = z.object({
  _id: z.string(),
  event_title: z.string(),
  event_description: z.string(),
  event_address: z.string(),
  event_start_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  event_image: z.string().nullable(),
  event_published: z.boolean(),
  event_finalized: z.boolean(),
  event_survey_open_at: z.string().nullable(),
  event_pc_capacity: z.number().int().nullable(),
  event_npc_capacity: z.number().int().nullable(),
  event_waitlist_mode: z.string(),
  event_offer_hours: z.number().int(),
  event_pc_places_left: z.number().int().nullable(),
  event_npc_places_left: z.number().int().nullable(),
  event_registration_questions: z.array(questionOutput),
  event_survey_questions: z.array(questionOutput),
  // with include=
  event_registration_count: count,
  attendance_record_count: count,
  survey_response_count: count,
  pc_registration_count: count,
  npc_registration_count: count,
  accepted_registration_count: count,
  waitlisted_registration_count: count,
  unreviewed_registration_count: count,
  event_registrations: z.array(registrationOutput).optional(),
  attendance_records: z.array(attendanceRecordOutput).optional(),
  survey_responses: z.array(surveyResponseOutput).optional(),
});
