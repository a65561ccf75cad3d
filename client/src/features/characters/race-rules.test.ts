import { classChoices, raceValid } from '@larp/rules';
import { sampleRuleset } from '../../../../rules/src/sample-ruleset';
import type { RaceRulesQuery } from '../../graphql/generated/graphql';
import { attributeChoicesFor, characterRaceOf, chooseRace, initialRaceSelection, raceGameData, selectionOf } from './race-rules';

/** The sample ruleset's races as the RaceRules query answers them. */
const answer: RaceRulesQuery = {
  races: sampleRuleset.races.map((row) => ({
    __typename: 'Race',
    id: row._id,
    raceName: row.race_name,
    subcultureName: row.subculture_name,
    defaultAttributes: row.default_attributes,
    attributeChoice: row.attribute_choice,
    transformations: row.transformations,
    raceDescription: row.race_description ?? null,
  })),
  transformations: sampleRuleset.transformations.map((row) => ({
    __typename: 'Transformation',
    id: row._id,
    transformationName: row.transformation_name,
    defaultAttributes: row.default_attributes,
    transformationDescription: row.transformation_description ?? null,
  })),
  characterClasses: classChoices(sampleRuleset).map((choice) => ({ __typename: 'CharacterClass', ...choice })),
};
const data = raceGameData(answer);

describe('race rules for the character info pages', () => {
  it('starts a new character on the first race row with its defaults', () => {
    const first = sampleRuleset.races[0];
    const selection = initialRaceSelection(data);
    expect(selection).toEqual({ race: first.race_name, subculture: first.subculture_name, transformation: null, choice: null });
    expect(characterRaceOf(data, selection).race_attributes).toEqual(first.default_attributes);
  });

  it('a race with attribute choices starts with its defaults plus the first choice, and offers the choices', () => {
    const row = sampleRuleset.races.find((r) => r.attribute_choice?.length)!;
    const selection = chooseRace(data, row.race_name, row.subculture_name);
    expect(characterRaceOf(data, selection).race_attributes).toEqual([...row.default_attributes, row.attribute_choice![0]]);
    expect(attributeChoicesFor(data, selection)).toEqual(row.attribute_choice);
    const second = { ...selection, choice: row.attribute_choice![1] };
    expect(raceValid(data, characterRaceOf(data, second))).toBe(true);
  });

  it('choosing a race takes its first subculture row', () => {
    const race = sampleRuleset.races[3].race_name;
    const firstRow = sampleRuleset.races.find((r) => r.race_name === race)!;
    expect(chooseRace(data, race).subculture).toBe(firstRow.subculture_name);
  });

  it('reads a stored race back into a selection, and a transformation keeps its own attributes without choices', () => {
    const row = sampleRuleset.races.find((r) => r.attribute_choice?.length && r.transformations.length)!;
    const stored = {
      race: row.race_name,
      subculture: row.subculture_name,
      transformation: null,
      race_attributes: [...row.default_attributes, row.attribute_choice![2]],
    };
    expect(characterRaceOf(data, selectionOf(data, stored))).toEqual(stored);
    const transformation = sampleRuleset.transformations.find((t) => t.transformation_name === row.transformations[0])!;
    const transformed = {
      ...stored,
      transformation: transformation.transformation_name,
      race_attributes: transformation.default_attributes,
    };
    const selection = selectionOf(data, transformed);
    expect(attributeChoicesFor(data, selection)).toEqual([]);
    expect(characterRaceOf(data, selection)).toEqual(transformed);
    expect(raceValid(data, characterRaceOf(data, selection))).toBe(true);
  });

  it('a stored race without attributes yet reads as the defaults plus the first choice', () => {
    const row = sampleRuleset.races.find((r) => r.attribute_choice?.length)!;
    const selection = selectionOf(data, {
      race: row.race_name,
      subculture: row.subculture_name,
      transformation: null,
      race_attributes: null,
    });
    expect(selection.choice).toBe(row.attribute_choice![0]);
    expect(raceValid(data, characterRaceOf(data, selection))).toBe(true);
  });
});

describe('the descriptions of the choices', () => {
  it('keeps the ruleset descriptions of races, transformations and classes', () => {
    expect(data.races[0].race_description).toBe(sampleRuleset.races[0].race_description);
    expect(data.transformationsByName.get('Vampire')?.transformation_description).toBe(
      sampleRuleset.transformations.find((row) => row.transformation_name === 'Vampire')?.transformation_description,
    );
    expect(data.ruleset.class_descriptions?.adept).toBe(sampleRuleset.class_descriptions?.adept);
  });
});
