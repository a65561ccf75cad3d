import fc from 'fast-check';
import { groupSkillsForEditor, isLastInType, sortSkillsForEditor, type OrderableSkill } from './ordering';
import { sampleRuleset } from './sample-ruleset';
import { SKILL_TYPES } from './types';

const s = (skill_name: string, skill_type: string, skill_subtype: string | null, skill_options: OrderableSkill['skill_options'] = {}) =>
  ({ skill_name, skill_type, skill_subtype, skill_options }) as OrderableSkill;

/** The names per subtype group, as "type/subtype: a, b". */
const outline = (skills: OrderableSkill[]) =>
  groupSkillsForEditor(skills).flatMap((g) =>
    g.subtypes.map((sub) => `${g.skill_type}/${sub.subtype}: ${sub.skills.map((x) => x.skill_name).join(', ')}`),
  );

describe('groupSkillsForEditor (players §2 "Character editor")', () => {
  const sortedNames = (names: string[]) =>
    sortSkillsForEditor(names.map((name) => s(name, 'weapon', 'Melee'))).map((skill) => skill.skill_name);
  const byLocale = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
  it("orders names as localeCompare(b, 'en') does (case, accents, spaces, punctuation, digits)", () => {
    const names = ['apple', 'Apple', 'Éclair', 'eclair', 'zeta', 'Zed', 'a b', 'ab', 'a-b', 'A2', 'A10', "O'Brien", 'Obrien', 'Ωmega'];
    expect(sortedNames(names)).toEqual(byLocale(names));
  });
  it('orders every printable ASCII character as localeCompare does, and any names made of them', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    expect(sortedNames(printable)).toEqual(byLocale(printable));
    const text = fc.string({ unit: fc.constantFrom(...printable, 'é', 'Ö', 'ß'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), (names) => {
        expect(sortedNames(names)).toEqual(byLocale(names));
      }),
      { numRuns: 2000 },
    );
    // closer calls: names that differ late, in case only, or by a prefix
    const close = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', ' ', '-', "'", '1'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(close, { maxLength: 12 }), (names) => {
        expect(sortedNames(names)).toEqual(byLocale(names));
      }),
      { numRuns: 2000 },
    );
  });
  it.each<[string, OrderableSkill[], string[]]>([
    [
      'grouped by skill_type in the spec order, then by subtype',
      [s('Stance A', 'stance', 'Guard'), s('Bow', 'weapon', 'Ranged'), s('Lucky', 'racial', 'Halfling'), s('Axe', 'weapon', 'Melee')],
      ['racial/Halfling: Lucky', 'weapon/Melee: Axe', 'weapon/Ranged: Bow', 'stance/Guard: Stance A'],
    ],
    [
      'fighter strikes ordered Critical, Perilous, Vital, Savage',
      [s('S', 'strike', 'Savage'), s('V', 'strike', 'Vital'), s('C', 'strike', 'Critical'), s('P', 'strike', 'Perilous')],
      ['strike/Critical: C', 'strike/Perilous: P', 'strike/Vital: V', 'strike/Savage: S'],
    ],
    [
      'rogue strikes ordered Precise, Viper, Lotus, Cunning',
      [s('Cu', 'strike', 'Cunning'), s('L', 'strike', 'Lotus'), s('V', 'strike', 'Viper'), s('Pr', 'strike', 'Precise')],
      ['strike/Precise: Pr', 'strike/Viper: V', 'strike/Lotus: L', 'strike/Cunning: Cu'],
    ],
    [
      'fighter strikes before rogue strikes, other strike subtypes after both',
      [s('M', 'strike', 'Mastery'), s('Pr', 'strike', 'Precise'), s('S', 'strike', 'Savage')],
      ['strike/Savage: S', 'strike/Precise: Pr', 'strike/Mastery: M'],
    ],
    [
      'Alchemy last within crafting',
      [
        s('Alchemy', 'crafting', 'Alchemy', { alchemy_slot: true }),
        s('Tinkering', 'crafting', 'Artifice'),
        s('Poison Craft', 'crafting', 'Brewing'),
      ],
      ['crafting/Artifice: Tinkering', 'crafting/Brewing: Poison Craft', 'crafting/Alchemy: Alchemy'],
    ],
    [
      'Spell Slot last within magic',
      [s('Spell Slot', 'magic', 'Spellcasting', { spell_slot: true }), s('Ward', 'magic', 'Wards'), s('Aura', 'magic', 'Auras')],
      ['magic/Auras: Aura', 'magic/Wards: Ward', 'magic/Spellcasting: Spell Slot'],
    ],
    [
      'the slot skill has its own last group even when others share its subtype',
      [s('Spell Slot', 'magic', 'Casting', { spell_slot: true }), s('Aura', 'magic', 'Casting'), s('Ward', 'magic', 'Wards')],
      ['magic/Casting: Aura', 'magic/Wards: Ward', 'magic/Casting: Spell Slot'],
    ],
    [
      'the slot skills are recognised by name too',
      [s('Alchemy', 'crafting', null), s('Brewing', 'crafting', null)],
      ['crafting/null: Brewing', 'crafting/null: Alchemy'],
    ],
    [
      'by name within a subtype',
      [s('Trip', 'maneuver', 'Martial'), s('Charge', 'maneuver', 'Martial'), s('Disarm', 'maneuver', 'Martial')],
      ['maneuver/Martial: Charge, Disarm, Trip'],
    ],
    [
      'subtypes alphabetically, skills without a subtype last',
      [s('Plain', 'general', null), s('Swim', 'general', 'Survival'), s('Farmer', 'general', 'Profession')],
      ['general/Profession: Farmer', 'general/Survival: Swim', 'general/null: Plain'],
    ],
    [
      'an unknown skill type after the known ones',
      [s('Odd', 'weird', null), s('Lucky', 'racial', 'Halfling')],
      ['racial/Halfling: Lucky', 'weird/null: Odd'],
    ],
  ])('%s', (_name, skills, expected) => {
    expect(outline(skills)).toEqual(expected);
  });

  it('keeps the input order of skills with equal names (stable)', () => {
    const first = s('Twin', 'general', 'X');
    const second = s('Twin', 'general', 'X');
    expect(groupSkillsForEditor([first, second])[0]!.subtypes[0]!.skills).toEqual([first, second]);
    expect(groupSkillsForEditor([second, first])[0]!.subtypes[0]!.skills[0]).toBe(second);
  });

  it('on the sample ruleset: every type in order, strikes and slot skills placed as the spec says', () => {
    const groups = groupSkillsForEditor(sampleRuleset.skills);
    expect(groups.map((g) => g.skill_type)).toEqual([...SKILL_TYPES]);
    const strike = groups.find((g) => g.skill_type === 'strike');
    expect(strike?.subtypes.map((g) => g.subtype)).toEqual([
      'Critical',
      'Perilous',
      'Vital',
      'Savage',
      'Precise',
      'Viper',
      'Lotus',
      'Cunning',
      'Mastery',
    ]);
    const lastOf = (type: string) =>
      groups
        .find((g) => g.skill_type === type)
        ?.subtypes.at(-1)
        ?.skills.at(-1)?.skill_name;
    expect(lastOf('crafting')).toBe('Alchemy');
    expect(lastOf('magic')).toBe('Spell Slot');
    expect(sortSkillsForEditor(sampleRuleset.skills)).toHaveLength(sampleRuleset.skills.length);
  });

  it('gives the same order whatever the input order', () => {
    const reversed = [...sampleRuleset.skills].reverse();
    expect(sortSkillsForEditor(reversed).map((x) => x._id)).toEqual(sortSkillsForEditor(sampleRuleset.skills).map((x) => x._id));
  });
});

describe('isLastInType', () => {
  it.each<[string, OrderableSkill, boolean]>([
    ['the spell-slot skill in magic', s('Spell Slot', 'magic', null, { spell_slot: true }), true],
    ['the alchemy-slot skill in crafting', s('Alchemy', 'crafting', null, { alchemy_slot: true }), true],
    ['another magic skill', s('School Focus', 'magic', null, { magic_schools: true }), false],
    ['a skill named Alchemy outside crafting', s('Alchemy', 'academic', null), false],
  ])('%s', (_name, skill, expected) => {
    expect(isLastInType(skill)).toBe(expected);
  });
});

describe('groupSkillsForEditor properties', () => {
  const ids = sortSkillsForEditor(sampleRuleset.skills).map((x) => x._id);
  it('any input order gives the same order, holding every skill once', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(sampleRuleset.skills, { minLength: sampleRuleset.skills.length }), (shuffled) => {
        expect(sortSkillsForEditor(shuffled).map((x) => x._id)).toEqual(ids);
      }),
      { numRuns: 50 },
    );
  });
  it('a subset keeps the relative order of the whole', () => {
    fc.assert(
      fc.property(fc.subarray(sampleRuleset.skills), (subset) => {
        const chosen = new Set(subset.map((x) => x._id));
        expect(sortSkillsForEditor(subset).map((x) => x._id)).toEqual(ids.filter((x) => chosen.has(x)));
      }),
      { numRuns: 50 },
    );
  });
});
