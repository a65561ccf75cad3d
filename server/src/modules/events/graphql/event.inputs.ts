import { Field, ID, InputType, Int } from 'type-graphql';

/*
 * Inputs of the events area. Fields are optional in the schema on purpose: a missing field gets the
 * service's own message ('Event title is required', ...) rather than a generic variable error. The
 * resolvers hand them, in the REST shape, to the calls' contracts (events-area.inputs.ts, event-form.ts).
 */

@InputType()
export class QuestionInput {
  @Field(() => ID, { nullable: true, description: 'an existing question to change; omit for a new one' })
  id?: string;

  @Field({ nullable: true })
  questionText?: string;

  @Field(() => [String], { nullable: true })
  rolesToAsk?: string[];

  @Field({ nullable: true })
  answerRequired?: boolean;
}

@InputType()
export class EventInput {
  @Field({ nullable: true })
  eventTitle?: string;

  @Field({ nullable: true })
  eventDescription?: string;

  @Field({ nullable: true })
  eventAddress?: string;

  @Field(() => Date, { nullable: true })
  eventStartTime?: Date;

  @Field(() => Date, { nullable: true })
  eventEndTime?: Date;

  @Field(() => [ID], { nullable: true, description: 'the selected registration questions, in order' })
  registrationQuestionIds?: string[];

  @Field(() => [QuestionInput], {
    nullable: true,
    description: 'instead of registrationQuestionIds: the selection with new questions of this event (no id) and changes to its own',
  })
  registrationQuestions?: QuestionInput[];

  @Field(() => [ID], { nullable: true, description: "the survey's questions; default: the default survey questions" })
  surveyQuestionIds?: string[];

  @Field(() => Date, { nullable: true, description: 'opens the survey for 15 days' })
  eventSurveyOpenAt?: Date;

  @Field({ nullable: true, description: 'with updateEvent: clears the survey opening time' })
  clearSurveyOpenAt?: boolean;

  @Field(() => Int, { nullable: true, description: 'places for pcs; null: no limit; omitted: unchanged' })
  eventPcCapacity?: number | null;

  @Field(() => Int, { nullable: true, description: 'places for npcs; null: no limit; omitted: unchanged' })
  eventNpcCapacity?: number | null;

  @Field({ nullable: true, description: 'automatic, offer or manual' })
  eventWaitlistMode?: string;

  @Field(() => Int, { nullable: true, description: 'hours an offered place is held (offer mode; default 48)' })
  eventOfferHours?: number;
}

@InputType()
export class AnswerInput {
  @Field(() => ID) questionId: string;

  @Field()
  answer: string;
}

@InputType()
export class RegistrationInput {
  @Field(() => ID, { nullable: true })
  eventId?: string;

  @Field(() => ID, { nullable: true })
  characterId?: string;

  @Field({ nullable: true, description: 'pc or npc' })
  eventRole?: string;

  @Field(() => [AnswerInput], { nullable: true })
  questionAnswers?: AnswerInput[];
}

@InputType()
export class WaitlistInput {
  @Field(() => ID) registrationId: string;

  @Field({ nullable: true })
  message?: string;
}

@InputType()
export class AttendanceInput {
  @Field(() => ID) userId: string;
  @Field(() => ID, { nullable: true }) characterId?: string;
  @Field({ nullable: true }) eventRole?: string;
  @Field(() => Int, { nullable: true }) deaths?: number;
  @Field(() => Int, { nullable: true }) reaperFights?: number;
  @Field(() => Int, { nullable: true }) xp?: number;
  @Field(() => Int, { nullable: true }) xpSequence?: number;
  @Field(() => Int, { nullable: true }) npcShards?: number;
  @Field(() => Int, { nullable: true }) donationShards?: number;
  @Field({ nullable: true }) donationItems?: string;
}
