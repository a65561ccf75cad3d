import { IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

/*
 * Inputs of the events area. Fields are optional in the schema on purpose: a missing field gets the
 * service's own message ('Event title is required', ...) rather than a generic variable error.
 */

@InputType()
export class QuestionInput {
  @Field(() => ID, { nullable: true, description: 'an existing question to change; omit for a new one' }) @IsOptional()
  id?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(2000)
  questionText?: string;

  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray()
  rolesToAsk?: string[];

  @Field({ nullable: true }) @IsOptional() @IsBoolean()
  answerRequired?: boolean;
}

@InputType()
export class EventInput {
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(200)
  eventTitle?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(20000)
  eventDescription?: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(2000)
  eventAddress?: string;

  @Field(() => Date, { nullable: true }) @IsOptional()
  eventStartTime?: Date;

  @Field(() => Date, { nullable: true }) @IsOptional()
  eventEndTime?: Date;

  @Field(() => [ID], { nullable: true, description: 'the selected registration questions, in order' }) @IsOptional() @IsArray()
  registrationQuestionIds?: string[];

  @Field(() => [QuestionInput], {
    nullable: true,
    description: 'instead of registrationQuestionIds: the selection with new questions of this event (no id) and changes to its own',
  })
  @IsOptional() @IsArray()
  registrationQuestions?: QuestionInput[];

  @Field(() => [ID], { nullable: true, description: "the survey's questions; default: the default survey questions" })
  @IsOptional() @IsArray()
  surveyQuestionIds?: string[];

  @Field(() => Date, { nullable: true, description: 'opens the survey for 15 days' }) @IsOptional()
  eventSurveyOpenAt?: Date;

  @Field({ nullable: true, description: 'with updateEvent: clears the survey opening time' }) @IsOptional() @IsBoolean()
  clearSurveyOpenAt?: boolean;
}

@InputType()
export class AnswerInput {
  @Field(() => ID) questionId: string;

  @Field() @IsString() @MaxLength(10000)
  answer: string;
}

@InputType()
export class RegistrationInput {
  @Field(() => ID, { nullable: true }) @IsOptional()
  eventId?: string;

  @Field(() => ID, { nullable: true }) @IsOptional()
  characterId?: string;

  @Field({ nullable: true, description: 'pc or npc' }) @IsOptional() @IsString()
  eventRole?: string;

  @Field(() => [AnswerInput], { nullable: true }) @IsOptional()
  questionAnswers?: AnswerInput[];
}

@InputType()
export class WaitlistInput {
  @Field(() => ID) registrationId: string;

  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(2000)
  message?: string;
}

@InputType()
export class AttendanceInput {
  @Field(() => ID) userId: string;
  @Field(() => ID, { nullable: true }) @IsOptional() characterId?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() eventRole?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) deaths?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) reaperFights?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) xp?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) xpSequence?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) npcShards?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) donationShards?: number;
  @Field({ nullable: true }) @IsOptional() @IsString() @MaxLength(2000) donationItems?: string;
}
