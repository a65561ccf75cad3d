import { ScopeDomain } from '../../../graphql/call-field';
import { shownBuild } from '@larp/rules';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AttendanceRecord } from '../../../db/entities/attendance-record.entity';
import type { EventRegistration } from '../../../db/entities/event-registration.entity';
import type { SurveyResponse } from '../../../db/entities/survey-response.entity';
import type { Question } from '../questions.service';
import type { EventView } from '../event-views';

/*
 * The events area as GraphQL shows it. Types stay flat (DESIGN.md "graphql/"): every relation is
 * loaded by the service in one query per relation for the whole list and copied in here, so no
 * field needs its own resolver.
 */

@ScopeDomain('events')
@ObjectType('EventQuestion', { description: 'A registration or survey question (events §3).' })
export class QuestionType {
  @Field(() => ID) id: string;
  @Field() questionText: string;
  @Field(() => [String], { description: 'event role codes this question is asked of' }) rolesToAsk: string[];
  @Field() answerRequired: boolean;
}

@ScopeDomain('account')
@ObjectType('EventUserSummary')
export class EventUserType {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
}

@ScopeDomain('characters')
@ObjectType('EventCharacterSummary')
export class EventCharacterType {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field(() => String, { nullable: true }) characterName: string | null;
  @Field(() => Int) characterXpTotal: number;
  @Field(() => Int) characterXpSequence: number;
}

@ScopeDomain('registrations')
@ObjectType('QuestionAnswer')
export class QuestionAnswerType {
  @Field(() => ID) questionId: string;
  @Field() answer: string;
}

@ScopeDomain('registrations')
@ObjectType('EventRegistration')
export class EventRegistrationType {
  @Field(() => ID) id: string;
  @Field(() => ID) eventId: string;
  @Field(() => ID) userId: string;
  @Field(() => ID, { nullable: true }) characterId: string | null;
  @Field() eventRole: string;
  @Field(() => String, { nullable: true, description: 'null (awaiting review), accepted, waitlisted or cancelled' })
  state: string | null;
  @Field(() => String, { nullable: true }) waitlistNote: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When a role change returned a decided registration to state null (it needs reconfirmation); null for a new one',
  })
  roleChangedAt: Date | null;
  @Field() registeredAt: Date;
  @Field(() => Int, { nullable: true, description: 'place in the waitlist, 1 = next; null unless waitlisted without an offer' })
  waitlistPosition: number | null;
  @Field(() => Date, { nullable: true, description: 'a waitlisted registration with this set is offered a place until then' })
  offerExpiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: "an admin's order in the waitlist (lower first)" })
  waitlistPriority: number | null;
  @Field(() => String, {
    nullable: true,
    description: "the admins' note for the gate and the attendance review (staff views only; null for a player's own registration)",
  })
  staffNote: string | null;
  @Field(() => [QuestionAnswerType]) questionAnswers: QuestionAnswerType[];
  @Field(() => EventUserType, { nullable: true, description: 'filled in for staff views' }) user: EventUserType | null;
  @Field(() => EventCharacterType, { nullable: true }) character: EventCharacterType | null;
}

@ScopeDomain('events')
@ObjectType('AttendanceRecord')
export class AttendanceRecordType {
  @Field(() => ID) id: string;
  @Field(() => ID) eventId: string;
  @Field(() => ID) userId: string;
  @Field(() => ID, { nullable: true }) characterId: string | null;
  @Field() eventRole: string;
  @Field(() => Int) deaths: number;
  @Field(() => Int) reaperFights: number;
  @Field(() => Int) xp: number;
  @Field(() => Int) xpSequence: number;
  @Field(() => Int) npcShards: number;
  @Field(() => Int) donationShards: number;
  @Field(() => String, { nullable: true }) donationItems: string | null;
  @Field(() => EventUserType, { nullable: true }) user: EventUserType | null;
  @Field(() => EventCharacterType, { nullable: true }) character: EventCharacterType | null;
}

@ScopeDomain('surveys')
@ObjectType('SurveyResponse')
export class SurveyResponseType {
  @Field(() => ID) id: string;
  @Field(() => ID) eventId: string;
  @Field(() => ID) userId: string;
  @Field(() => [QuestionAnswerType]) surveyAnswers: QuestionAnswerType[];
  @Field(() => EventUserType, { nullable: true }) user: EventUserType | null;
}

@ScopeDomain('events')
@ObjectType('Event')
export class EventType {
  @Field(() => ID) id: string;
  @Field() eventTitle: string;
  @Field() eventDescription: string;
  @Field() eventAddress: string;
  @Field() eventStartTime: Date;
  @Field() eventEndTime: Date;
  @Field(() => String, { nullable: true, description: 'file name under /api/v1/images/' }) eventImage: string | null;
  @Field() eventPublished: boolean;
  @Field() eventFinalized: boolean;
  @Field(() => Date, { nullable: true }) eventSurveyOpenAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'places for pcs; null: no limit' }) eventPcCapacity: number | null;
  @Field(() => Int, { nullable: true, description: 'places for npcs; null: no limit' }) eventNpcCapacity: number | null;
  @Field({ description: 'automatic, offer or manual: what happens when a place frees' }) eventWaitlistMode: string;
  @Field(() => Int, { description: 'how long an offered place is held (offer mode)' }) eventOfferHours: number;
  @Field(() => Int, { nullable: true, description: 'pc places left; null: no limit' }) pcPlacesLeft: number | null;
  @Field(() => Int, { nullable: true, description: 'npc places left; null: no limit' }) npcPlacesLeft: number | null;
  @Field(() => [QuestionType]) registrationQuestions: QuestionType[];
  @Field(() => [QuestionType]) surveyQuestions: QuestionType[];
  @Field(() => Int, { nullable: true }) eventRegistrationCount: number | null;
  @Field(() => Int, { nullable: true }) pcRegistrationCount: number | null;
  @Field(() => Int, { nullable: true }) npcRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'registrations holding a place' }) acceptedRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'registrations waiting for a place' }) waitlistedRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'registrations not decided yet (new or needing reconfirmation)' })
  unreviewedRegistrationCount: number | null;
  @Field(() => Int, { nullable: true }) attendanceRecordCount: number | null;
  @Field(() => Int, { nullable: true, description: 'staff and admins only; null for players' }) surveyResponseCount: number | null;
  @Field(() => [EventRegistrationType], { description: "everyone's for staff; a player's own otherwise" })
  eventRegistrations: EventRegistrationType[];
  @Field(() => [AttendanceRecordType]) attendanceRecords: AttendanceRecordType[];
  @Field(() => [SurveyResponseType]) surveyResponses: SurveyResponseType[];
}

export function toQuestionType(question: Question): QuestionType {
  return Object.assign(new QuestionType(), {
    id: question.id,
    questionText: question.questionText,
    rolesToAsk: [...question.rolesToAsk],
    answerRequired: question.answerRequired,
  });
}

type Related = Pick<EventView, 'characters' | 'users'>;
const noRelated: Related = { characters: new Map(), users: new Map() };

function userOf(id: string, related: Related): EventUserType | null {
  const user = related.users.get(id);
  return user
    ? Object.assign(new EventUserType(), { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    : null;
}

function characterOf(id: string | null, related: Related): EventCharacterType | null {
  const character = id ? related.characters.get(id) : undefined;
  if (!character) return null;
  const build = shownBuild(character.savedBuild, character.committedBuild);
  return Object.assign(new EventCharacterType(), {
    id: character.id,
    userId: character.userId,
    characterName: build?.character_name ?? null,
    characterXpTotal: character.characterXpTotal,
    characterXpSequence: character.characterXpSequence,
  });
}

export function toRegistrationType(registration: EventRegistration, related: Related = noRelated): EventRegistrationType {
  return Object.assign(new EventRegistrationType(), {
    id: registration.id,
    eventId: registration.eventId,
    userId: registration.userId,
    characterId: registration.characterId,
    eventRole: registration.eventRole,
    state: registration.state ?? null,
    waitlistNote: registration.waitlistNote ?? null,
    roleChangedAt: registration.roleChangedAt ?? null,
    registeredAt: registration.registeredAt,
    waitlistPosition: registration.waitlistPosition ?? null,
    offerExpiresAt: registration.offerExpiresAt,
    waitlistPriority: registration.waitlistPriority,
    staffNote: registration.staffNote ?? null,
    questionAnswers: registration.questionAnswers.map((a) => ({ questionId: a.event_registration_question, answer: a.question_answer })),
    user: userOf(registration.userId, related),
    character: characterOf(registration.characterId, related),
  });
}

export function toAttendanceRecordType(record: AttendanceRecord, related: Related = noRelated): AttendanceRecordType {
  return Object.assign(new AttendanceRecordType(), {
    id: record.id,
    eventId: record.eventId,
    userId: record.userId,
    characterId: record.characterId,
    eventRole: record.eventRole,
    deaths: record.deaths,
    reaperFights: record.reaperFights,
    xp: record.xp,
    xpSequence: record.xpSequence,
    npcShards: record.npcShards,
    donationShards: record.donationShards,
    donationItems: record.donationItems,
    user: userOf(record.userId, related),
    character: characterOf(record.characterId, related),
  });
}

export function toSurveyResponseType(response: SurveyResponse, related: Related = noRelated): SurveyResponseType {
  return Object.assign(new SurveyResponseType(), {
    id: response.id,
    eventId: response.eventId,
    userId: response.userId,
    surveyAnswers: response.surveyAnswers.map((a) => ({ questionId: a.survey_question, answer: a.question_answer })),
    user: userOf(response.userId, related),
  });
}

export function toEventType(view: EventView): EventType {
  const { event, counts } = view;
  return Object.assign(new EventType(), {
    id: event.id,
    eventTitle: event.eventTitle,
    eventDescription: event.eventDescription,
    eventAddress: event.eventAddress,
    eventStartTime: event.eventStartTime,
    eventEndTime: event.eventEndTime,
    eventImage: event.eventImage,
    eventPublished: event.eventPublished,
    eventFinalized: event.eventFinalized,
    eventSurveyOpenAt: event.eventSurveyOpenAt,
    eventPcCapacity: event.eventPcCapacity,
    eventNpcCapacity: event.eventNpcCapacity,
    eventWaitlistMode: event.eventWaitlistMode,
    eventOfferHours: event.eventOfferHours,
    pcPlacesLeft: view.placesLeft.pc,
    npcPlacesLeft: view.placesLeft.npc,
    registrationQuestions: view.registrationQuestions.map(toQuestionType),
    surveyQuestions: view.surveyQuestions.map(toQuestionType),
    eventRegistrationCount: counts.event_registration_count ?? null,
    pcRegistrationCount: counts.pc_registration_count ?? null,
    npcRegistrationCount: counts.npc_registration_count ?? null,
    acceptedRegistrationCount: counts.accepted_registration_count ?? null,
    waitlistedRegistrationCount: counts.waitlisted_registration_count ?? null,
    unreviewedRegistrationCount: counts.unreviewed_registration_count ?? null,
    attendanceRecordCount: counts.attendance_record_count ?? null,
    surveyResponseCount: counts.survey_response_count ?? null,
    eventRegistrations: (view.registrations ?? []).map((r) => toRegistrationType(r, view)),
    attendanceRecords: (view.attendanceRecords ?? []).map((r) => toAttendanceRecordType(r, view)),
    surveyResponses: (view.surveyResponses ?? []).map((r) => toSurveyResponseType(r, view)),
  });
}
