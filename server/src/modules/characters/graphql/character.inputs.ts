import { Field, InputType, Int } from 'type-graphql';

/*
 * GraphQL's input types mirror the REST bodies in camelCase. They only give the schema its shape: the
 * input is checked by the call's one contract (characters.inputs.ts), to which parseGraphQLArgs
 * hands it in the contract's names. Fields are optional so the rules answer with their own messages.
 */

@InputType({ description: "A character's race: race, subculture, transformation and race attributes in order." })
export class CharacterRaceInput {
  @Field(() => String, { description: "The race's name.", nullable: true })
  race?: string | null;

  @Field(() => String, { description: 'The subculture within the race, if any.', nullable: true })
  subculture?: string | null;

  @Field(() => String, {
    description: "The transformation (a change of a character's race, e.g. by death or magic), if any; transforming deletes racial skills.",
    nullable: true,
  })
  transformation?: string | null;

  @Field(() => [String], { nullable: true, description: "Left out: the race's default attributes" })
  raceAttributes?: string[] | null;
}

@InputType({ description: "A character's name, race and class: set when creating, changeable until the first commit." })
export class CharacterInfoGqlInput {
  @Field(() => String, { description: "The character's name.", nullable: true })
  characterName?: string | null;

  @Field(() => CharacterRaceInput, { description: "The character's race, subculture, transformation and race attributes.", nullable: true })
  characterRace?: CharacterRaceInput | null;

  @Field(() => String, {
    description: "The character's class code (fighter, rogue, adept, shadow or templar); changing it erases skills.",
    nullable: true,
  })
  characterClass?: string | null;

  @Field(() => Int, {
    description:
      'The version of the build the client last read; a stale version is refused (someone else changed the character meanwhile).',
    nullable: true,
  })
  buildVersion?: number | null;
}
