import { Field, InputType, Int } from 'type-graphql';

/*
 * GraphQL's input types mirror the REST bodies in camelCase. They only give the schema its shape: the
 * input is checked by the call's one contract (characters.inputs.ts), to which parseGraphQLArgs
 * hands it in the contract's names. Fields are optional so the rules answer with their own messages.
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
