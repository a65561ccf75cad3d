import { IsArray, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import type { CharacterInfoInput } from '../characters.service';

/*
 * Inputs mirror the REST bodies in camelCase. Fields are optional so the service answers with the
 * rules' own messages ('Character name is required', ...) instead of a generic variable error.
 */

@InputType()
export class CharacterRaceInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  race?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  subculture?: string | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100)
  transformation?: string | null;

  @Field(() => [String], { nullable: true, description: "left out: the race's default attributes" })
  @IsOptional() @IsArray() @IsString({ each: true })
  raceAttributes?: string[] | null;
}

@InputType()
export class CharacterInfoGqlInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200)
  characterName?: string | null;

  @Field(() => CharacterRaceInput, { nullable: true }) @IsOptional() @ValidateNested()
  characterRace?: CharacterRaceInput | null;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(20)
  characterClass?: string | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0)
  buildVersion?: number | null;
}

/** GraphQL input -> the REST body shape the service takes (only the fields given). */
export function toInfoBody(input: CharacterInfoGqlInput): CharacterInfoInput & { build_version?: number } {
  const body: CharacterInfoInput & { build_version?: number } = {};
  if (input.characterName !== undefined) body.character_name = input.characterName;
  if (input.characterClass !== undefined) body.character_class = input.characterClass;
  if (input.buildVersion !== undefined && input.buildVersion !== null) body.build_version = input.buildVersion;
  if (input.characterRace !== undefined && input.characterRace !== null) {
    const race = input.characterRace;
    const snake: Record<string, unknown> = { race: race.race ?? null, subculture: race.subculture ?? null, transformation: race.transformation ?? null };
    if (race.raceAttributes !== undefined) snake.race_attributes = race.raceAttributes;
    body.character_race = snake;
  }
  return body;
}
