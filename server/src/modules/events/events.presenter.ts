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
    /** 1 = next in line; null unless waitlisted without an offer (issue 20) */
    waitlist_position: registration.waitlistPosition ?? null,
    /** a waitlisted registration with this set is offered a place until then */
    offer_expires_at: iso(registration.offerExpiresAt),
    waitlist_priority: registration.waitlistPriority,
    /** issue 19: the admins' note (staff views only; null for a player's own registration) */
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
