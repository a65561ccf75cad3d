import { Field, InputType, Int } from 'type-graphql';

/*
 * GraphQL's input types mirror the REST bodies in camelCase. They only give the schema its shape: the
 * input is checked by the call's one contract (characters.inputs.ts), to which toInfoBody hands it in
 * the REST shape. Fields are optional so the rules answer with their own messages.
 */

@InputType()
export class CharacterRaceInput {
  @Field(() => String, { nullable: true })
  race?: string | null;

  @Field(() => String, { nullable: true })
  subculture?: string | null;

  @Field(() => String, { nullable: true })
  transformation?: string | null;

  @Field(() => [String], { nullable: true, description: "left out: the race's default attributes" })
  raceAttributes?: string[] | null;
}

@InputType()
export class CharacterInfoGqlInput {
  @Field(() => String, { nullable: true })
  characterName?: string | null;

  @Field(() => CharacterRaceInput, { nullable: true })
  characterRace?: CharacterRaceInput | null;

  @Field(() => String, { nullable: true })
  characterClass?: string | null;

  @Field(() => Int, { nullable: true })
  buildVersion?: number | null;
}

/** GraphQL input -> the REST body shape the call's contract parses (only the fields given). */
export function toInfoBody(input: CharacterInfoGqlInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.characterName !== undefined) body.character_name = input.characterName;
  if (input.characterClass !== undefined) body.character_class = input.characterClass;
  if (input.buildVersion !== undefined && input.buildVersion !== null) body.build_version = input.buildVersion;
  if (input.characterRace !== undefined && input.characterRace !== null) {
    const race = input.characterRace;
    const snake: Record<string, unknown> = {
      race: race.race ?? null,
      subculture: race.subculture ?? null,
      transformation: race.transformation ?? null,
    };
    if (race.raceAttributes !== undefined) snake.race_attributes = race.raceAttributes;
    body.character_race = snake;
  }
  return body;
}
