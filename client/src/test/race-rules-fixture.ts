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
      raceDescription: 'Hardy clansfolk of the northern hills.',
    },
    {
      __typename: 'Race',
      id: 'r2',
      raceName: 'Human',
      subcultureName: 'Imperial',
      defaultAttributes: ['Human', 'Imperial'],
      attributeChoice: ['Scholar', 'Soldier'],
      transformations: ['Vampire'],
      raceDescription: null,
    },
    {
      __typename: 'Race',
      id: 'r3',
      raceName: 'Orc',
      subcultureName: null,
      defaultAttributes: ['Orc'],
      attributeChoice: null,
      transformations: [],
      raceDescription: null,
    },
  ],
  transformations: [
    {
      __typename: 'Transformation',
      id: 't1',
      transformationName: 'Vampire',
      defaultAttributes: ['Undead', 'Vampire'],
      transformationDescription: 'Ageless and hungry.',
    },
  ],
  characterClasses: [
    { __typename: 'CharacterClass', name: 'fighter', description: 'Front-line warriors.' },
    { __typename: 'CharacterClass', name: 'rogue', description: null },
    { __typename: 'CharacterClass', name: 'adept', description: 'Scholars of magic.' },
    { __typename: 'CharacterClass', name: 'shadow', description: null },
    { __typename: 'CharacterClass', name: 'templar', description: null },
  ],
};
