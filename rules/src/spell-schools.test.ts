import { allowedSpellSchools, schoolCovers, spellSchoolConflict, spellSchoolRepeat, umbrellaOf } from './spell-schools';

describe('allowedSpellSchools (players §5 "Spell schools")', () => {
  const nine = ['arcane', 'elementalism', 'manifestation', 'immutation', 'divine', 'necromancy', 'revelationism', 'shamanism', 'psionic'];

  test('"arcane, elementalism, manifestation, immutation, divine, necromancy, revelationism, shamanism, psionic"', () => {
    expect(allowedSpellSchools([])).toEqual(nine);
    expect(allowedSpellSchools()).toEqual(nine);
  });

  test('"plus optional extra allowed schools"', () => {
    expect(allowedSpellSchools(['chronomancy'])).toEqual([...nine, 'chronomancy']);
  });

  test('an extra school that repeats a standard one is listed once', () => {
    expect(allowedSpellSchools(['psionic', 'void', 'void'])).toEqual([...nine, 'void']);
  });
});

describe('umbrellas (players §5 "Arcane umbrella covers ..., divine umbrella covers ...")', () => {
  test.each([
    ['elementalism', 'arcane'],
    ['manifestation', 'arcane'],
    ['immutation', 'arcane'],
    ['necromancy', 'divine'],
    ['revelationism', 'divine'],
    ['shamanism', 'divine'],
    ['psionic', null],
    ['arcane', null],
    ['divine', null],
  ])('umbrellaOf(%s) = %s', (school, umbrella) => {
    expect(umbrellaOf(school)).toBe(umbrella);
  });

  test.each([
    ['same school', 'psionic', 'psionic', true],
    ['arcane covers elementalism', 'arcane', 'elementalism', true],
    ['elementalism is covered by arcane (symmetric)', 'elementalism', 'arcane', true],
    ['divine covers shamanism', 'divine', 'shamanism', true],
    ['arcane does not cover necromancy', 'arcane', 'necromancy', false],
    ['two schools under one umbrella do not cover each other', 'elementalism', 'immutation', false],
    ['the two umbrellas do not cover each other', 'arcane', 'divine', false],
  ])('schoolCovers: %s', (_name, a, b, expected) => {
    expect(schoolCovers(a, b)).toBe(expected);
  });
});

describe('no repeats (players §5 "Spell schools ... no repeats")', () => {
  test.each<[string, string[], string, string | null]>([
    ['a new school is fine', ['arcane'], 'psionic', null],
    ['a repeat is refused', ['psionic'], 'psionic', 'psionic is already chosen'],
    ['a covered school under a held umbrella is refused', ['arcane'], 'immutation', 'arcane already covers immutation'],
    ['an umbrella over a held school is refused', ['necromancy'], 'divine', 'divine already covers necromancy'],
    ['a school under the other umbrella is fine', ['arcane'], 'shamanism', null],
    ['two schools of one umbrella are fine', ['elementalism'], 'manifestation', null],
  ])('spellSchoolConflict: %s', (_name, chosen, school, expected) => {
    expect(spellSchoolConflict(chosen, school)).toBe(expected);
  });

  test.each<[string[], string | null]>([
    [['arcane', 'divine', 'psionic'], null],
    [['arcane', 'psionic', 'arcane'], 'arcane is already chosen'],
    [['psionic', 'manifestation', 'arcane'], 'arcane already covers manifestation'],
    [[], null],
  ])('spellSchoolRepeat(%j) = %s', (schools, expected) => {
    expect(spellSchoolRepeat(schools)).toBe(expected);
  });
});
