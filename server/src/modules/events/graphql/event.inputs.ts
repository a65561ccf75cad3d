import { Field, ID, InputType, Int } from 'type-graphql';
import { WaitlistModeEnum } from './event.enums';

/*
 * Inputs of the events area. Fields are optional in the schema on purpose: a missing field gets the
 * service's own message ('Event title is required', ...) rather than a generic variable error. The
 * resolvers hand them, in the REST shape, to the calls' contracts (events-area.inputs.ts, event-form.ts).
 */

@InputType({ description: 'A registration or survey question as the question editor sends it.' })
export class QuestionInput {
  @Field(() => ID, { nullable: true, description: 'An existing question to change; omit for a new one' })
  id?: string;

  @Field({ description: 'The question as asked.', nullable: true })
  questionText?: string;

  @Field(() => [String], { description: 'The event role codes (pc, npc, ...) this question is asked of.', nullable: true })
  rolesToAsk?: string[];

  @Field({ description: 'Whether an answer is required.', nullable: true })
  answerRequired?: boolean;
}

@InputType({ description: "An event's fields as the event form sends them; on an edit, a field left out keeps its value." })
export class EventInput {
  @Field({ description: "The event's title.", nullable: true })
  eventTitle?: string;

  @Field({ description: 'What the event is about.', nullable: true })
  eventDescription?: string;

  @Field({ description: 'Where the event takes place.', nullable: true })
  eventAddress?: string;

  @Field(() => Date, { description: 'When the event starts.', nullable: true })
  eventStartTime?: Date;

  @Field(() => Date, { description: 'When the event ends.', nullable: true })
  eventEndTime?: Date;

  @Field(() => [ID], { nullable: true, description: 'The selected registration questions, in order' })
  registrationQuestionIds?: string[];

  @Field(() => [QuestionInput], {
    nullable: true,
    description: 'Instead of registrationQuestionIds: the selection with new questions of this event (no id) and changes to its own',
  })
  registrationQuestions?: QuestionInput[];

  @Field(() => [ID], { nullable: true, description: "The survey's questions; default: the default survey questions" })
  surveyQuestionIds?: string[];

  @Field(() => Date, { nullable: true, description: 'Opens the survey for 15 days' })
  eventSurveyOpenAt?: Date;

  @Field({ nullable: true, description: 'With updateEvent: clears the survey opening time' })
  clearSurveyOpenAt?: boolean;

  @Field(() => Int, { nullable: true, description: 'Places for pcs; null: no limit; omitted: unchanged' })
  eventPcCapacity?: number | null;

  @Field(() => Int, { nullable: true, description: 'Places for npcs; null: no limit; omitted: unchanged' })
  eventNpcCapacity?: number | null;

  @Field(() => WaitlistModeEnum, { nullable: true, description: 'What happens when a place frees up; omitted: unchanged' })
  eventWaitlistMode?: string;

  @Field(() => Int, { nullable: true, description: 'Hours an offered place is held (offer mode; default 48)' })
  eventOfferHours?: number;
}

@InputType({ description: 'One answer to one registration or survey question.' })
export class AnswerInput {
  @Field(() => ID, { description: 'The id of the question answered.' }) questionId: string;

  @Field({ description: 'The answer text.' })
  answer: string;
}

@InputType({ description: 'A registration for an event: the event, the character (pc) and the answers.' })
export class RegistrationInput {
  @Field(() => ID, { description: 'The event to register for.', nullable: true })
  eventId?: string;

  @Field(() => ID, { description: 'The character to play (pc only).', nullable: true })
  characterId?: string;

  @Field({ nullable: true, description: 'Pc or npc' })
  eventRole?: string;

  @Field(() => [AnswerInput], { description: "The answers to the event's registration questions.", nullable: true })
  questionAnswers?: AnswerInput[];
}

@InputType({ description: 'A registration to put on the waitlist, with a message to its player.' })
export class WaitlistInput {
  @Field(() => ID, { description: 'The id of the event registration this is about.' }) registrationId: string;

  @Field({ description: 'The message to the player; null for the default text.', nullable: true })
  message?: string;
}

@InputType({
  description:
    "One player's attendance at an event as staff record it when finalizing: role, deaths, reaper fights, XP, XP sequence, shards, donations.",
})
export class AttendanceInput {
  @Field(() => ID, { description: "The attending user's id." }) userId: string;
  @Field(() => ID, { description: 'The character played (pc only); null for an npc or no character.', nullable: true })
  characterId?: string;
  @Field({
    description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character).",
    nullable: true,
  })
  eventRole?: string;
  @Field(() => Int, { description: 'Deaths the character suffered at this event.', nullable: true }) deaths?: number;
  @Field(() => Int, { description: "Reaper fights at this event: a dead character's fight with the reaper to come back.", nullable: true })
  reaperFights?: number;
  @Field(() => Int, { description: 'XP the character earns for attending this event, from its XP sequence.', nullable: true }) xp?: number;
  @Field(() => Int, {
    description: "The XP sequence after this event: the character's count of attended events, usually the previous sequence plus 1.",
    nullable: true,
  })
  xpSequence?: number;
  @Field(() => Int, {
    description: 'Shards earned for playing an npc (non-player character) at this event (default 20, or 30 if registered).',
    nullable: true,
  })
  npcShards?: number;
  @Field(() => Int, { description: 'Shards earned by donating items to the game at this event.', nullable: true }) donationShards?: number;
  @Field({ description: 'What was donated (cleared when no donation shards are given).', nullable: true }) donationItems?: string;
}
