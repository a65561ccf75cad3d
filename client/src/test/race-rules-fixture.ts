/** A small RaceRules answer (with the __typename fields the server sends): a race with subcultures (one with choices), one without any, a transformation. */
export const raceRulesAnswer = {
  races: [
    {
      __typename: 'Race',
      id: 'r1',
      raceName: 'Human',
      subcultureName: 'Highland',
      defaultAttributes: ['Human', 'Highlander'],
      attributeChoice: null,
      transformations: [],
    },
    {
      __typename: 'Race',
      id: 'r2',
      raceName: 'Human',
      subcultureName: 'Imperial',
      defaultAttributes: ['Human', 'Imperial'],
      attributeChoice: ['Scholar', 'Soldier'],
      transformations: ['Vampire'],
    },
    {
      __typename: 'Race',
      id: 'r3',
      raceName: 'Orc',
      subcultureName: null,
      defaultAttributes: ['Orc'],
      attributeChoice: null,
      transformations: [],
    },
  ],
  transformations: [{ __typename: 'Transformation', id: 't1', transformationName: 'Vampire', defaultAttributes: ['Undead', 'Vampire'] }],
};
