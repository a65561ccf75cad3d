import fc from 'fast-check';
import { buildCost } from './costs';
import { SkillError } from './errors';
import { indexGameData } from './game-data';
import {
  applyTransformation,
  changeClass,
  changeRaceAttributes,
  characterProblems,
  checkCharacter,
  CharacterError,
  defaultAttributes,
  defaultCharacterRace,
  findRace,
  raceChoices,
  raceValid,
  type CharacterInput,
} from './race';
import { sampleRuleset } from './sample-ruleset';
import type { Amount, CharacterRace, Grant, RaceDefinition, WorkingBuild } from './types';

const data = indexGameData(sampleRuleset);
const id = (name: string) => {
  const skill = data.skillsByName.get(name);
  if (!skill) throw new Error(`test setup: no skill ${name}`);
  return skill._id;
};
const race = (
  r: string | null,
  subculture: string | null,
  attrs: string[] | null,
  transformation: string | null = null,
): CharacterRace => ({ race: r, subculture, transformation, race_attributes: attrs });

describe('raceValid (players §5 "Race validity")', () => {
  it.each<[string, CharacterRace, boolean]>([
    [
      'without transformation: exactly the defaults when there is no attribute_choice',
      race('Human', 'Highland', ['Human', 'Highlander']),
      true,
    ],
    [
      'anything after the defaults must be empty if there is no attribute_choice',
      race('Human', 'Highland', ['Human', 'Highlander', 'Scholar']),
      false,
    ],
    ['attributes begin with the defaults: one missing', race('Human', 'Highland', ['Human']), false],
    ['attributes begin with the defaults: in their order', race('Human', 'Highland', ['Highlander', 'Human']), false],
    [
      'with attribute_choice: exactly one further attribute, one of the choices',
      race('Human', 'Imperial', ['Human', 'Imperial', 'Soldier']),
      true,
    ],
    ['with attribute_choice: none chosen', race('Human', 'Imperial', ['Human', 'Imperial']), false],
    ['with attribute_choice: two chosen', race('Human', 'Imperial', ['Human', 'Imperial', 'Scholar', 'Soldier']), false],
    ['with attribute_choice: not one of the offered choices', race('Human', 'Imperial', ['Human', 'Imperial', 'Ashland']), false],
    ['a race without subculture, with a choice', race('Orc', null, ['Orc', 'Ironjaw']), true],
    ['a race without subculture given an empty subculture', race('Halfling', '', ['Halfling']), true],
    ['with transformation: equal to its default_attributes, in order', race('Human', 'Highland', ['Undead', 'Vampire'], 'Vampire'), true],
    ['with transformation: the race defaults no longer count', race('Human', 'Highland', ['Human', 'Highlander'], 'Vampire'), false],
    ['with transformation: order matters', race('Human', 'Highland', ['Vampire', 'Undead'], 'Vampire'), false],
    ['with transformation: nothing extra', race('Human', 'Highland', ['Undead', 'Vampire', 'Human'], 'Vampire'), false],
    ['a character with no race_attributes counts as valid', race('Elf', 'Highborn', null), true],
    ['an empty list is a choice, checked like any other (decision)', race('Elf', 'Highborn', []), false],
    ['no race_attributes, but a transformation', race('Beastkin', 'Wolf', null, 'Lycanthrope'), true],
    ['unknown race', race('Dragon', null, null), false],
    ['unknown subculture', race('Human', 'Martian', ['Human']), false],
    ['a race that has only subculture rows needs one', race('Human', null, ['Human', 'Highlander']), false],
    ['unknown transformation', race('Human', 'Highland', ['Undead', 'Lich'], 'Lich'), false],
    ['no race chosen', race(null, null, null), false],
  ])('%s', (_name, value, expected) => {
    expect(raceValid(data, value)).toBe(expected);
  });
});

describe('findRace and defaultAttributes (players §2 "New character")', () => {
  it.each<[string, string | null, string[] | undefined]>([
    ['Human', 'Highland', ['Human', 'Highlander']],
    // defaults plus the first attribute choice, if choices exist
    ['Human', 'Imperial', ['Human', 'Imperial', 'Scholar']],
    ['Orc', null, ['Orc', 'Ashland']],
    ['Halfling', null, ['Halfling']],
    ['Elf', 'Nowhere', undefined],
  ])('%s %s', (r, sub, expected) => {
    const found = findRace(data, r, sub);
    expect(found && defaultAttributes(found)).toEqual(expected);
  });
  it('treats an empty attribute_choice like none', () => {
    const def: RaceDefinition = { ...(findRace(data, 'Halfling', null) as RaceDefinition), attribute_choice: [] };
    expect(defaultAttributes(def)).toEqual(['Halfling']);
  });
});

const amount = (purchase_count: number, grants: Grant[] = []): Amount => ({ purchase_count, grants });

/** An Elf who bought Literacy, then Elven Longevity, whose Literacy grant replaced that purchase. */
function elfBuild(): WorkingBuild {
  const build: WorkingBuild = {
    character_name: 'Aelin',
    character_race: race('Elf', 'Sylvan', ['Elf', 'Sylvan']),
    character_class: 'fighter',
    character_build_cost: 0,
    character_skills: {
      [id('Elven Longevity')]: amount(1),
      [id('Forest Stride')]: amount(1),
      [id('Literacy')]: amount(0, [{ count: 1, granted_by: id('Elven Longevity'), at_level: 1, replaces_purchase: true }]),
      [id('Parry')]: amount(2),
      [id('One-Handed Blade')]: { left: amount(1), right: amount(0) },
    },
  };
  build.character_build_cost = buildCost(data, build);
  return build;
}

describe('race pickers (players §2 "race (default is the first race in the list), optional subculture")', () => {
  it('lists races in game-data order with their subcultures', () => {
    expect(raceChoices(data).slice(0, 4)).toEqual([
      { race: 'Human', subcultures: ['Highland', 'Coastal', 'Imperial'] },
      { race: 'Elf', subcultures: ['Sylvan', 'Highborn'] },
      { race: 'Dwarf', subcultures: ['Mountain', 'Deep'] },
      { race: 'Orc', subcultures: [null] },
    ]);
  });
  it('a new character starts as the first race row with its default attributes', () => {
    expect(defaultCharacterRace(data)).toEqual(race('Human', 'Highland', ['Human', 'Highlander']));
    expect(raceValid(data, defaultCharacterRace(data))).toBe(true);
  });
  it('a ruleset without races gives nothing chosen', () => {
    expect(defaultCharacterRace({ ...data, races: [] })).toEqual(race(null, null, null));
  });
});

describe('changeClass (players §4 "Changing class erases skills")', () => {
  it('erases every skill and the cost', () => {
    const changed = changeClass(elfBuild(), 'rogue');
    expect(changed.character_class).toBe('rogue');
    expect(changed.character_skills).toEqual({});
    expect(changed.character_build_cost).toBe(0);
    expect(changed.character_name).toBe('Aelin');
  });
  it('keeps the skills when the class stays the same', () => {
    const build = elfBuild();
    expect(changeClass(build, 'fighter')).toBe(build);
  });
});

describe('changeRaceAttributes (players §4 "Changing race attributes removes racial skills")', () => {
  it('removes the racial skills, gives back the purchase a racial grant replaced, and recomputes the cost', () => {
    const before = elfBuild();
    // Elven Longevity 2 + Forest Stride 2 + Parry (fighter 1 + 2) + One-Handed Blade 1 = 8
    expect(before.character_build_cost).toBe(8);
    const after = changeRaceAttributes(data, before, ['Elf', 'Sylvan', 'Star-Touched']);
    expect(after.character_race.race_attributes).toEqual(['Elf', 'Sylvan', 'Star-Touched']);
    expect(after.character_skills[id('Elven Longevity')]).toBeUndefined();
    expect(after.character_skills[id('Forest Stride')]).toBeUndefined();
    expect(after.character_skills[id('Literacy')]).toEqual(amount(1));
    expect(after.character_skills[id('Parry')]).toEqual(amount(2));
    // Parry 3 + One-Handed Blade 1 + Literacy bought again 1
    expect(after.character_build_cost).toBe(5);
    expect(before.character_skills[id('Elven Longevity')]).toEqual(amount(1)); // input untouched
  });
  it('drops a skill that was only granted by a racial skill', () => {
    const build = elfBuild();
    build.character_skills[id('Literacy')] = amount(0, [{ count: 1, granted_by: id('Elven Longevity'), at_level: 1 }]);
    build.character_build_cost = buildCost(data, build);
    const after = changeRaceAttributes(data, build, null);
    expect(after.character_skills[id('Literacy')]).toBeUndefined();
    expect(after.character_race.race_attributes).toBeNull();
    expect(after.character_build_cost).toBe(4);
  });
  it('changes nothing when the attributes are the same', () => {
    const build = elfBuild();
    expect(changeRaceAttributes(data, build, ['Elf', 'Sylvan'])).toBe(build);
  });
});

describe('applyTransformation (players §4 "Transforming deletes racial skills")', () => {
  it("sets the transformation's attributes and deletes racial skills", () => {
    const after = applyTransformation(data, elfBuild(), 'Vampire');
    expect(after.character_race).toEqual(race('Elf', 'Sylvan', ['Undead', 'Vampire'], 'Vampire'));
    expect(raceValid(data, after.character_race)).toBe(true);
    expect(Object.keys(after.character_skills).sort()).toEqual([id('Literacy'), id('One-Handed Blade'), id('Parry')].sort());
    expect(after.character_build_cost).toBe(5);
  });
  it('ending a transformation restores the race defaults', () => {
    const vampire = applyTransformation(data, elfBuild(), 'Vampire');
    const after = applyTransformation(data, vampire, null);
    expect(after.character_race).toEqual(race('Elf', 'Sylvan', ['Elf', 'Sylvan'], null));
  });
  it.each([
    ['an unknown transformation', 'Lich', 'Transformation not found: Lich'],
    ['a transformation the race may not take', 'Lycanthrope', 'Elf cannot take the transformation Lycanthrope'],
  ])('refuses %s as bad input (CharacterError)', (_n, name, message) => {
    expect(() => applyTransformation(data, elfBuild(), name)).toThrow(CharacterError);
    expect(() => applyTransformation(data, elfBuild(), name)).toThrow(message);
  });
  it('refuses a build whose race is unknown', () => {
    const build = { ...elfBuild(), character_race: race('Elf', 'Moon', ['Elf']) };
    expect(() => applyTransformation(data, build, 'Vampire')).toThrow(new CharacterError(['Unknown race: Moon Elf']));
  });
});

describe('character checks for create and update (players §5 "Character")', () => {
  const valid: CharacterInput = {
    character_name: 'Brom',
    character_race: race('Dwarf', 'Mountain', ['Dwarf', 'Stoneborn']),
    character_class: 'fighter',
  };
  it.each<[string, Partial<CharacterInput>, string[]]>([
    ['a valid character', {}, []],
    ['valid classes: fighter, rogue, adept, shadow, templar', { character_class: 'templar' }, []],
    ['name required', { character_name: '  ' }, ['Character name is required']],
    ['a class must be given', { character_class: null }, ['Character class must be one of fighter, rogue, adept, shadow, templar']],
    ['an unknown class', { character_class: 'wizard' }, ['Character class must be one of fighter, rogue, adept, shadow, templar']],
    ['a race is required', { character_race: race(null, null, null) }, ['Race is required']],
    ['the race must exist', { character_race: race('Dwarf', 'Sky', null) }, ['Unknown race: Sky Dwarf']],
    ['the race check must pass', { character_race: race('Dwarf', 'Mountain', ['Dwarf']) }, ['Race attributes do not fit the race']],
    [
      'race attributes required if skills exist (working form)',
      { character_race: race('Dwarf', 'Mountain', null), character_skills: { [id('Parry')]: amount(1) } },
      ['Race attributes are required once skills are purchased'],
    ],
    [
      'race attributes required if skills exist (stored form)',
      { character_race: race('Dwarf', 'Mountain', null), character_skills: [{ skill_id: id('Parry'), ...amount(1) }] },
      ['Race attributes are required once skills are purchased'],
    ],
    ['no race attributes and no skills is fine', { character_race: race('Dwarf', 'Mountain', null), character_skills: {} }, []],
    [
      'every problem at once',
      { character_name: '', character_class: 'bard', character_race: null },
      ['Character name is required', 'Character class must be one of fighter, rogue, adept, shadow, templar', 'Race is required'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(characterProblems(data, { ...valid, ...change })).toEqual(expected);
  });
  it('checkCharacter throws a CharacterError (a SkillError, answered as bad input) naming every problem', () => {
    let error: unknown;
    try {
      checkCharacter(data, { ...valid, character_name: '', character_class: 'bard' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CharacterError);
    expect(error).toBeInstanceOf(SkillError);
    expect((error as Error).message).toBe(
      'Character name is required; Character class must be one of fighter, rogue, adept, shadow, templar',
    );
    expect(() => checkCharacter(data, valid)).not.toThrow();
  });
});

describe('race validity properties on every race of the sample', () => {
  const rowArb = fc.constantFrom(...data.races);
  const attributeArb = fc.constantFrom('Human', 'Elf', 'Undead', 'Scholar', 'Wolf', 'Moon-Touched', 'Nobody');
  const raceOf = (r: RaceDefinition, attrs: string[] | null, transformation: string | null = null) =>
    race(r.race_name, r.subculture_name, attrs, transformation);

  it('the default attributes of a newly chosen race are valid, and so is each choice in place of the first', () => {
    fc.assert(
      fc.property(rowArb, (r) => {
        expect(raceValid(data, raceOf(r, defaultAttributes(r)))).toBe(true);
        for (const choice of r.attribute_choice ?? []) {
          expect(raceValid(data, raceOf(r, [...r.default_attributes, choice]))).toBe(true);
        }
      }),
    );
  });
  it('one attribute more than the defaults and a choice is never valid', () => {
    fc.assert(
      fc.property(rowArb, attributeArb, (r, extra) => {
        expect(raceValid(data, raceOf(r, [...defaultAttributes(r), extra]))).toBe(false);
      }),
    );
  });
  it('each transformation the race may take is valid with exactly its attributes, and not with the race defaults', () => {
    fc.assert(
      fc.property(rowArb, (r) => {
        for (const name of r.transformations) {
          const t = data.transformationsByName.get(name)!;
          expect(raceValid(data, raceOf(r, t.default_attributes, name))).toBe(true);
          expect(raceValid(data, raceOf(r, defaultAttributes(r), name))).toBe(false);
          const applied = applyTransformation(data, { ...elfBuild(), character_race: raceOf(r, defaultAttributes(r)) }, name);
          expect(raceValid(data, applied.character_race)).toBe(true);
        }
      }),
    );
  });
});
