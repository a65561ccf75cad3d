import { MESSAGES, OperationalError, SkillError } from './errors';
import { indexGameData } from './game-data';
import { amountTotal, entryKind, skillTotal } from './totals';
import type { Amount, SkillDefinition, SkillEntry, SkillOptions, WorkingBuild } from './types';

function skill(id: string, max: number, options: SkillOptions = {}): SkillDefinition {
  return {
    _id: id,
    skill_name: id,
    skill_description: '',
    skill_type: 'general',
    skill_subtype: null,
    skill_tags: [],
    skill_max_purchases: max,
    skill_cost_model: { all: [1] },
    skill_prereq_model: null,
    skill_prereq_description: null,
    skill_grants: [],
    skill_options: options,
  };
}

const amount = (purchase_count: number, ...grantCounts: number[]): Amount => ({
  purchase_count,
  grants: grantCounts.map((count) => ({ count, granted_by: 'g', at_level: 1 })),
});

const data = indexGameData({
  name: 'test',
  version: 1,
  skills: [
    skill('toughness', 5),
    skill('literacy', 1),
    skill('parry', 5, { handed: true }),
    skill('lore', 5, { magic_schools: true }),
    skill('spells', 0, { spell_slot: true }),
    skill('alchemy', 0, { alchemy_slot: true }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});

function build(skills: Record<string, SkillEntry>): WorkingBuild {
  return {
    character_name: 'Test',
    character_race: { race: null, subculture: null, transformation: null, race_attributes: [] },
    character_class: 'fighter',
    character_build_cost: 0,
    character_skills: skills,
  };
}

const sample = build({
  toughness: amount(2, 1, 2),
  literacy: amount(0, 1),
  parry: { left: amount(1), right: amount(2, 1) },
  lore: { schools: { elementalism: amount(2), necromancy: amount(0, 1) } },
  spells: {
    levels: [
      [3, 2, 1, 0, 0, 0, 0, 0, 0],
      [2, 1, 0, 0, 0, 0, 0, 0, 0],
    ],
    spell_schools: ['arcane', 'divine'],
  },
  alchemy: {
    levels: [
      [3, 3, 2, 1, 0, 0],
      [2, 1, 0, 0, 0, 0],
    ],
    specialties: ['poisoner', 'apothecary'],
  },
});

describe('amountTotal (players §9 "Skill total")', () => {
  test.each([
    ['max 1: "counts 1 if any purchase ... exists"', amount(1), 1, 1],
    ['max 1: "counts 1 if any ... grant exists"', amount(0, 1), 1, 1],
    ['max 1: purchase and grant still count 1', amount(1, 1), 1, 1],
    ['max 1: "else 0"', amount(0), 1, 0],
    ['otherwise "purchases plus the sum of grant counts"', amount(2, 1, 3), 5, 6],
    ['otherwise purchases alone', amount(3), 5, 3],
    ['otherwise grants alone', amount(0, 2), 5, 2],
    ['otherwise nothing is 0', amount(0), 5, 0],
  ])('%s', (_name, value, max, expected) => {
    expect(amountTotal(value, max)).toBe(expected);
  });

  test('a missing amount is 0', () => {
    expect(amountTotal(undefined, 5)).toBe(0);
  });
});

describe('skillTotal (players §9)', () => {
  test.each<[string, string, Parameters<typeof skillTotal>[3], number]>([
    ['plain: purchases plus grants', 'toughness', {}, 5],
    ['plain, max 1: a grant counts 1', 'literacy', {}, 1],
    ['handed: "handed skills sum left and right"', 'parry', {}, 4],
    ['handed: left hand only', 'parry', { hand: 'left' }, 1],
    ['handed: right hand only', 'parry', { hand: 'right' }, 3],
    ['magic schools: "sum per school"', 'lore', {}, 3],
    ['magic schools: one school', 'lore', { school: 'elementalism' }, 2],
    ['magic schools: a school not held is 0', 'lore', { school: 'psionic' }, 0],
    ['spell slot: "looked up by level index and slot number"', 'spells', { level: 2, slot: 1 }, 1],
    ['spell slot: level 1, first column', 'spells', { level: 1, slot: 0 }, 3],
    ['spell slot: a level summed over the columns', 'spells', { level: 1 }, 5],
    ['spell slot: a column with no level given sums its levels', 'spells', { slot: 0 }, 6],
    ['spell slot: everything', 'spells', {}, 9],
    ['spell slot: a column beyond the entry is 0', 'spells', { level: 1, slot: 2 }, 0],
    ['spell slot: a level beyond the row is 0', 'spells', { level: 10, slot: 0 }, 0],
    ['alchemy: by level and slot', 'alchemy', { level: 4, slot: 0 }, 1],
    ['alchemy: a level summed over the specialties', 'alchemy', { level: 2 }, 4],
    ['alchemy: "without a level, alchemy slots are summed across all levels"', 'alchemy', {}, 12],
    ['alchemy: one specialty across all levels', 'alchemy', { slot: 1 }, 3],
  ])('%s', (_name, id, opts, expected) => {
    expect(skillTotal(data, sample, id, opts)).toBe(expected);
  });

  test.each(['toughness', 'literacy', 'parry', 'lore', 'spells', 'alchemy'])('a skill the build does not hold totals 0 (%s)', (id) => {
    expect(skillTotal(data, build({}), id, { level: 1, slot: 0, hand: 'left', school: 'arcane' })).toBe(0);
  });

  test("an unknown skill id raises 'Skill not found: {id}'", () => {
    expect(() => skillTotal(data, sample, 'nope')).toThrow(new SkillError(MESSAGES.skillNotFound('nope')));
    expect(() => skillTotal(data, sample, 'nope')).toThrow(SkillError);
  });
});

describe('entryKind (players §3 "Character skill entry")', () => {
  test.each<[string, SkillOptions, string]>([
    ['no option: plain amount', {}, 'plain'],
    ['options set to false: plain amount', { handed: false, spell_slot: false }, 'plain'],
    ['skill_options.handed', { handed: true }, 'handed'],
    ['skill_options.spell_slot', { spell_slot: true }, 'spell_slot'],
    ['skill_options.alchemy_slot', { alchemy_slot: true }, 'alchemy_slot'],
    ['skill_options.magic_schools', { magic_schools: true }, 'magic_schools'],
  ])('%s', (_name, options, expected) => {
    expect(entryKind(skill('x', 1, options))).toBe(expected);
  });

  test("more than one option set is an 'Unrecognized skill format'", () => {
    const both = skill('x', 1, { handed: true, magic_schools: true });
    expect(() => entryKind(both)).toThrow(new OperationalError(MESSAGES.unrecognisedSkillFormat));
    expect(() => entryKind(both)).toThrow(OperationalError);
  });
});
