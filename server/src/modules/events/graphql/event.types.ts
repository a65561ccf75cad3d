import { ScopeDomain } from '../../../graphql/call-field';
import { shownBuild } from '@larp/rules';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AttendanceRecord } from '../../../db/entities/attendance-record.entity';
import type { EventRegistration } from '../../../db/entities/event-registration.entity';
import type { SurveyResponse } from '../../../db/entities/survey-response.entity';
import type { Question } from '../questions.service';
import type { EventView } from '../event-views';
import { RegistrationStateEnum, WaitlistModeEnum } from './event.enums';

/*
 * The events area as GraphQL shows it. Types stay flat (DESIGN.md "graphql/"): every relation is
 * loaded by the service in one query per relation for the whole list and copied in here, so no
 * field needs its own resolver.
 */

@ScopeDomain('events')
@ObjectType('EventQuestion', { description: 'A registration or survey question (events §3).' })
export class QuestionType {
  @Field(() => ID, { description: "The question's id." }) id: string;
  @Field({ description: 'The question as asked.' }) questionText: string;
  @Field(() => [String], { description: 'Event role codes this question is asked of' }) rolesToAsk: string[];
  @Field({ description: 'Whether an answer is required before the form can be sent.' }) answerRequired: boolean;
}

@ScopeDomain('account')
@ObjectType('EventUserSummary', { description: 'A player as events show them: name and e-mail.' })
export class EventUserType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field({ description: 'E-mail address.' }) email: string;
}

@ScopeDomain('characters')
@ObjectType('EventCharacterSummary', { description: 'A character as events show it: name, XP and XP sequence.' })
export class EventCharacterType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: "The owning player's id." }) userId: string;
  @Field(() => String, { description: "The character's name from the shown build; null without a build.", nullable: true }) characterName:
    string | null;
  @Field(() => Int, { description: "The character's total XP: all XP ever gained, spent or not (build points)." }) characterXpTotal: number;
  @Field(() => Int, {
    description:
      "The character's XP sequence: how many events the character has attended (the Events column); the next event's XP follows from it.",
  })
  characterXpSequence: number;
}

@ScopeDomain('registrations')
@ObjectType('QuestionAnswer', { description: 'One answer to a registration or survey question.' })
export class QuestionAnswerType {
  @Field(() => ID, { description: 'The id of the question answered.' }) questionId: string;
  @Field({ description: 'The answer text.' }) answer: string;
}

@ScopeDomain('registrations')
@ObjectType('EventRegistration', {
  description:
    "A player's registration for an event: as pc with a character or as npc, with answers and its place (accepted, waitlisted, cancelled).",
})
export class EventRegistrationType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The id of the event this belongs to.' }) eventId: string;
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field(() => ID, { description: 'The id of the character registered (pc only).', nullable: true }) characterId: string | null;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => RegistrationStateEnum, {
    nullable: true,
    description: 'Where the registration stands; null while staff have not decided on it.',
  })
  state: string | null;
  @Field(() => String, { description: 'The message staff sent with a waitlisting.', nullable: true }) waitlistNote: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When a role change returned a decided registration to state null (it needs reconfirmation); null for a new one',
  })
  roleChangedAt: Date | null;
  @Field({ description: "When the player registered (the waitlist's order)." }) registeredAt: Date;
  @Field(() => Int, { nullable: true, description: 'Place in the waitlist, 1 = next; null unless waitlisted without an offer' })
  waitlistPosition: number | null;
  @Field(() => Date, { nullable: true, description: 'A waitlisted registration with this set is offered a place until then' })
  offerExpiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: "An admin's order in the waitlist (lower first)" })
  waitlistPriority: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The admins' note for the gate and the attendance review (staff views only; null for a player's own registration)",
  })
  staffNote: string | null;
  @Field(() => [QuestionAnswerType], { description: "The answers to the event's registration questions." })
  questionAnswers: QuestionAnswerType[];
  @Field(() => EventUserType, { nullable: true, description: 'Filled in for staff views' }) user: EventUserType | null;
  @Field(() => EventCharacterType, { description: 'The character registered (pc only).', nullable: true })
  character: EventCharacterType | null;
}

@ScopeDomain('events')
@ObjectType('AttendanceRecord', {
  description:
    'Who attended a finalized event, in which role, with what deaths, reaper fights, XP and shards: what finalizing wrote to the ledgers.',
})
export class AttendanceRecordType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The id of the event this belongs to.' }) eventId: string;
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field(() => ID, { description: 'The id of the character played; null for an npc.', nullable: true }) characterId: string | null;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => Int, { description: 'Deaths the character suffered at this event.' }) deaths: number;
  @Field(() => Int, { description: "Reaper fights at this event: a dead character's fight with the reaper to come back." })
  reaperFights: number;
  @Field(() => Int, { description: 'XP the character earns for attending this event, from its XP sequence.' }) xp: number;
  @Field(() => Int, {
    description: "The XP sequence after this event: the character's count of attended events, usually the previous sequence plus 1.",
  })
  xpSequence: number;
  @Field(() => Int, {
    description: 'Shards earned for playing an npc (non-player character) at this event (default 20, or 30 if registered).',
  })
  npcShards: number;
  @Field(() => Int, { description: 'Shards earned by donating items to the game at this event.' }) donationShards: number;
  @Field(() => String, { description: 'What was donated (cleared when no donation shards are given).', nullable: true }) donationItems:
    string | null;
  @Field(() => EventUserType, { description: 'The attending player.', nullable: true }) user: EventUserType | null;
  @Field(() => EventCharacterType, { description: 'The character played; null for an npc.', nullable: true })
  character: EventCharacterType | null;
}

@ScopeDomain('surveys')
@ObjectType('SurveyResponse', { description: "A player's answers to an event's post-event survey." })
export class SurveyResponseType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The id of the event this belongs to.' }) eventId: string;
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field(() => [QuestionAnswerType], { description: 'The answers.' }) surveyAnswers: QuestionAnswerType[];
  @Field(() => EventUserType, { description: 'The player who answered (staff see it).', nullable: true }) user: EventUserType | null;
}

@ScopeDomain('events')
@ObjectType('Event', {
  description: 'A game event: when and where it is, its registration and survey questions, and once it is over its attendance.',
})
export class EventType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: "The event's title." }) eventTitle: string;
  @Field({ description: 'What the event is about, shown to players.' }) eventDescription: string;
  @Field({ description: 'Where the event takes place.' }) eventAddress: string;
  @Field({ description: 'When the event starts (registration and the survey window follow from it).' }) eventStartTime: Date;
  @Field({ description: 'When the event ends.' }) eventEndTime: Date;
  @Field(() => String, { nullable: true, description: 'File name under /api/v1/images/' }) eventImage: string | null;
  @Field({ description: 'Whether players can see the event and register.' }) eventPublished: boolean;
  @Field({ description: 'Whether staff finalized the event: attendance is recorded and XP and shards are granted.' })
  eventFinalized: boolean;
  @Field(() => Date, { description: "When the post-event survey opens; null for the default (the event's end).", nullable: true })
  eventSurveyOpenAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Places for pcs; null: no limit' }) eventPcCapacity: number | null;
  @Field(() => Int, { nullable: true, description: 'Places for npcs; null: no limit' }) eventNpcCapacity: number | null;
  @Field(() => WaitlistModeEnum, { description: 'What happens when a place frees up.' }) eventWaitlistMode: string;
  @Field(() => Int, { description: 'How long an offered place is held (offer mode)' }) eventOfferHours: number;
  @Field(() => Int, { nullable: true, description: 'Pc places left; null: no limit' }) pcPlacesLeft: number | null;
  @Field(() => Int, { nullable: true, description: 'Npc places left; null: no limit' }) npcPlacesLeft: number | null;
  @Field(() => [QuestionType], { description: 'The questions asked when registering.' }) registrationQuestions: QuestionType[];
  @Field(() => [QuestionType], { description: 'The questions of the post-event survey.' }) surveyQuestions: QuestionType[];
  @Field(() => Int, { description: 'How many registrations the event has (staff only; null otherwise).', nullable: true })
  eventRegistrationCount: number | null;
  @Field(() => Int, { description: 'How many registered as pc (player character) (staff only; null otherwise).', nullable: true })
  pcRegistrationCount: number | null;
  @Field(() => Int, { description: 'How many registered as npc (non-player character) (staff only; null otherwise).', nullable: true })
  npcRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'Registrations holding a place' }) acceptedRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'Registrations waiting for a place' }) waitlistedRegistrationCount: number | null;
  @Field(() => Int, { nullable: true, description: 'Registrations not decided yet (new or needing reconfirmation)' })
  unreviewedRegistrationCount: number | null;
  @Field(() => Int, { description: 'How many attendance records the event has (staff only; null otherwise).', nullable: true })
  attendanceRecordCount: number | null;
  @Field(() => Int, { nullable: true, description: 'Staff and admins only; null for players' }) surveyResponseCount: number | null;
  @Field(() => [EventRegistrationType], { description: "Everyone's for staff; a player's own otherwise" })
  eventRegistrations: EventRegistrationType[];
  @Field(() => [AttendanceRecordType], { description: 'Who attended, written when the event is finalized (players see their own).' })
  attendanceRecords: AttendanceRecordType[];
  @Field(() => [SurveyResponseType], { description: 'The post-event survey responses (players see only their own).' })
  surveyResponses: SurveyResponseType[];
}

export function toQuestionType(question: Question): QuestionType {
  return Object.assign(new QuestionType(), {
    id: question.id,
    questionText: question.questionText,
    rolesToAsk: [...question.rolesToAsk],
    answerRequired: question.answerRequired,
  });
}

export type Related = Pick<EventView, 'characters' | 'users'>;
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
