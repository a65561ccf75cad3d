import { amountCost, buildCost, costTableFor, nextPurchaseCost, recomputeCost, skillCost, slotCost } from './costs';
import { SkillError } from './errors';
import { emptyBuild } from './forms';
import { indexGameData } from './game-data';
import type { Amount, CharacterClass, CostModel, SkillDefinition, SkillEntry, SkillOptions, WorkingBuild } from './types';

function skill(id: string, cost: CostModel, options: SkillOptions = {}, max = 5): SkillDefinition {
  return {
    _id: id,
    skill_name: id,
    skill_description: '',
    skill_type: 'general',
    skill_subtype: null,
    skill_tags: [],
    skill_max_purchases: max,
    skill_cost_model: cost,
    skill_prereq_model: null,
    skill_prereq_description: null,
    skill_grants: [],
    skill_options: options,
  };
}

const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const skills = [
  skill('rising', { all: [1, 2, 3] }),
  skill('flat', { all: [2] }),
  skill('classy', { all: [5], rogue: [1] }),
  skill('fighterOnly', { fighter: [3] }),
  skill('handed', { all: [1, 2] }, { handed: true }),
  skill('focus', { all: [2, 4] }, { magic_schools: true }),
  skill('spellFlat', { all: nine }, { spell_slot: true }),
  skill('spellTiers', { all: [nine, nine.map((c) => c * 10), nine.map((c) => c * 100)] }, { spell_slot: true }),
  skill('alchemy', { all: [1, 2, 3, 4, 5, 6] }, { alchemy_slot: true }),
];
const data = indexGameData({
  name: 'costs',
  version: 1,
  skills,
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});
const get = (id: string) => data.skillsById.get(id)!;
const amount = (purchase_count: number, granted = 0): Amount => ({
  purchase_count,
  grants: granted ? [{ count: granted, granted_by: 'g', at_level: 1 }] : [],
});
function build(cls: CharacterClass | null, skillsOf: Record<string, SkillEntry>): WorkingBuild {
  return { ...emptyBuild({ character_class: cls }), character_skills: skillsOf };
}

describe('costTableFor: costs keyed by class or by all (players §9)', () => {
  it.each<[string, string, CharacterClass | null, number[] | null]>([
    ["the class's own entry wins over 'all'", 'classy', 'rogue', [1]],
    ["another class falls back to 'all'", 'classy', 'fighter', [5]],
    ['a class-only skill is priced for that class', 'fighterOnly', 'fighter', [3]],
    ['no entry for the class nor for all: the class cannot buy it', 'fighterOnly', 'adept', null],
    ["no class chosen yet: only 'all' applies", 'fighterOnly', null, null],
  ])('%s', (_text, id, cls, expected) => {
    expect(costTableFor(get(id), cls)).toEqual(expected);
  });
});

describe('amountCost: computed per purchase level starting after the granted levels (players §9)', () => {
  it.each<[string, number[], Amount, number]>([
    ['nothing bought costs nothing', [1, 2, 3], amount(0), 0],
    ['two purchases pay levels 1 and 2', [1, 2, 3], amount(2), 3],
    ['the last entry repeats past the table', [1, 2, 3], amount(4), 1 + 2 + 3 + 3],
    ['a single entry is a flat cost', [2], amount(3), 6],
    ['one granted level: purchases pay levels 2 and 3', [1, 2, 3], amount(2, 1), 5],
    ['granted levels alone cost nothing', [1, 2, 3], amount(0, 2), 0],
  ])('%s', (_text, table, a, expected) => {
    expect(amountCost(table, a)).toBe(expected);
  });
});

describe('slotCost: spell-slot skills have a cost per slot level and a tier capped at 3 (players §9)', () => {
  const tiers = [nine, nine.map((c) => c * 10), nine.map((c) => c * 100)];
  it.each<[string, number[] | number[][], number, number, number]>([
    ['a flat list of 9 applies to every tier', nine, 2, 4, 4],
    ['school 1 uses tier 1', tiers, 0, 3, 3],
    ['school 2 uses tier 2', tiers, 1, 3, 30],
    ['school 3 uses tier 3', tiers, 2, 9, 900],
    ['the tier is capped at 3 even if the table has more rows', [...tiers, nine.map(() => 9999)], 3, 1, 100],
    ['a table with fewer rows uses its last row', [nine, nine.map((c) => c * 10)], 2, 2, 20],
  ])('%s', (_text, table, column, level, expected) => {
    expect(slotCost(table, column, level)).toBe(expected);
  });
});

describe('skillCost and buildCost (players §9: build cost is the sum over skills)', () => {
  it.each<[string, string, CharacterClass, SkillEntry, number]>([
    ['plain: per purchase level', 'rising', 'fighter', amount(3), 6],
    ['class price: a rogue pays its own table', 'classy', 'rogue', amount(2), 2],
    ["class price: a templar pays 'all'", 'classy', 'templar', amount(2), 10],
    ['handed skills sum left and right, each its own amount', 'handed', 'fighter', { left: amount(2), right: amount(1) }, 1 + 2 + 1],
    [
      'magic-school skills sum per school, each its own amount',
      'focus',
      'fighter',
      { schools: { arcane: amount(2), divine: amount(1, 1) } },
      2 + 4 + 4,
    ],
    [
      'spell slots sum count x cost by level (flat table)',
      'spellFlat',
      'fighter',
      {
        levels: [
          [3, 2, 1, 0, 0, 0, 0, 0, 0],
          [1, 0, 0, 0, 0, 0, 0, 0, 0],
        ],
        spell_schools: ['arcane', 'divine'],
      },
      3 * 1 + 2 * 2 + 1 * 3 + 1,
    ],
    [
      'spell slots by level and school tier',
      'spellTiers',
      'fighter',
      {
        levels: [
          [2, 1, 0, 0, 0, 0, 0, 0, 0],
          [1, 0, 0, 0, 0, 0, 0, 0, 0],
        ],
        spell_schools: ['arcane', 'divine'],
      },
      2 * 1 + 1 * 2 + 1 * 10,
    ],
    [
      'alchemy: count x cost per level',
      'alchemy',
      'fighter',
      { levels: [[3, 3, 2, 1, 0, 0]], specialties: ['poisoner'] },
      3 * 1 + 3 * 2 + 2 * 3 + 1 * 4,
    ],
  ])('%s', (_text, id, cls, entry, expected) => {
    expect(skillCost(data, get(id), entry, cls)).toBe(expected);
  });

  it("purchases the class cannot buy never cost 0: 'Character build invalid: Some skill was invalid'", () => {
    expect(() => skillCost(data, get('fighterOnly'), amount(1), 'rogue')).toThrow(
      new SkillError('Character build invalid: Some skill was invalid'),
    );
  });

  it('a skill the class cannot buy but holds only by grant costs nothing', () => {
    expect(skillCost(data, get('fighterOnly'), amount(0, 1), 'rogue')).toBe(0);
  });

  it('build cost is the sum over skills', () => {
    const b = build('rogue', { rising: amount(2), classy: amount(1), handed: { left: amount(1), right: amount(1) } });
    expect(buildCost(data, b)).toBe(3 + 1 + 2);
    expect(recomputeCost(data, b)).toBe(6);
  });

  it("an unknown skill: 'Skill not found: {id}'", () => {
    expect(() => buildCost(data, build('rogue', { nope: amount(1) }))).toThrow(new SkillError('Skill not found: nope'));
  });
});

describe('nextPurchaseCost: the price the plus button shows', () => {
  it.each<[string, string, SkillEntry | undefined, { hand?: 'left' | 'right'; school?: string }, number | null]>([
    ['first level of a new skill', 'rising', undefined, {}, 1],
    ['the level after the owned ones', 'rising', amount(2), {}, 3],
    ['the level after granted and bought levels', 'rising', amount(1, 1), {}, 3],
    ['per hand', 'handed', { left: amount(1), right: amount(0) }, { hand: 'left' }, 2],
    ['per school', 'focus', { schools: { arcane: amount(1) } }, { school: 'divine' }, 2],
    ['the class cannot buy it', 'fighterOnly', undefined, {}, null],
  ])('%s', (_text, id, entry, where, expected) => {
    const b = build('rogue', entry ? { [id]: entry } : {});
    expect(nextPurchaseCost(data, b, { skillId: id, ...where })).toBe(expected);
  });
});
