import { recomputeCost } from './costs';
import { MESSAGES, OperationalError } from './errors';
import { emptyBuild } from './forms';
import { indexGameData } from './game-data';
import { GrantChoiceError, grantKey } from './grants';
import { canIncrease, decrease, increase, pendingGrantChoices } from './purchase';
import type { CharacterContext, SkillEntry, WorkingBuild } from './types';
import { testSkill as skill } from './test-skill';

const data = indexGameData({
  name: 'grants',
  version: 1,
  skills: [
    skill('Literacy'),
    skill('Scholar', { skill_cost_model: { all: [3] }, skill_grants: [{ level: 1, count: 1, skill: 'Literacy' }] }),
    skill('Academy', { skill_cost_model: { all: [4] }, skill_grants: [{ level: 1, count: 1, skill: 'Scholar' }] }),
    skill('Smithing', { skill_tags: ['profession'], skill_max_purchases: 3, skill_cost_model: { all: [1, 2, 3] } }),
    skill('Tailoring', { skill_tags: ['profession'], skill_max_purchases: 3, skill_cost_model: { all: [1, 2, 3] } }),
    skill('Cooking', { skill_tags: ['profession'], skill_max_purchases: 3, skill_cost_model: { all: [1, 2, 3] } }),
    skill('Apprentice', { skill_cost_model: { all: [2] }, skill_grants: [{ level: 1, count: 1, variety: 2, choice_tag: 'profession' }] }),
    skill('Toughness', { skill_max_purchases: 3, skill_cost_model: { all: [1] } }),
    skill('Wilderness', { skill_cost_model: { all: [2] }, skill_grants: [{ level: 1, count: 2, skill: 'Toughness' }] }),
    skill('Veteran', {
      skill_max_purchases: 2,
      skill_cost_model: { all: [1, 1] },
      skill_grants: [
        { level: 1, count: 1, skill: 'Literacy' },
        { level: 2, count: 1, skill: 'Toughness' },
      ],
    }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});

const ctx: CharacterContext = { character_xp_total: 50, additional_spell_schools: [] };
function build(skills: Record<string, SkillEntry> = {}): WorkingBuild {
  const b: WorkingBuild = {
    ...emptyBuild({
      character_class: 'fighter',
      character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: [] },
    }),
    character_skills: skills,
  };
  b.character_build_cost = recomputeCost(data, b);
  return b;
}
const bought = (n: number) => ({ purchase_count: n, grants: [] });

describe('increase applies the skill\'s grants (players §4 "applies the skill\'s grants")', () => {
  it('a grant gives count levels of the named skill, recording granted_by and at_level', () => {
    const b = increase(data, build(), ctx, { skillId: 'scholar' });
    expect(b.character_skills.literacy).toEqual({
      purchase_count: 0,
      grants: [{ count: 1, granted_by: 'scholar', at_level: 1 }],
    });
    expect(b.character_build_cost).toBe(3);
  });

  it('grants are given only when their level is reached', () => {
    const one = increase(data, build(), ctx, { skillId: 'veteran' });
    expect(one.character_skills.toughness).toBeUndefined();
    const two = increase(data, one, ctx, { skillId: 'veteran' });
    expect(two.character_skills.toughness).toEqual({ purchase_count: 0, grants: [{ count: 1, granted_by: 'veteran', at_level: 2 }] });
  });

  it('grants chain: a granted skill gives its own grants', () => {
    const b = increase(data, build(), ctx, { skillId: 'academy' });
    expect(b.character_skills.scholar).toEqual({ purchase_count: 0, grants: [{ count: 1, granted_by: 'academy', at_level: 1 }] });
    expect(b.character_skills.literacy).toEqual({ purchase_count: 0, grants: [{ count: 1, granted_by: 'scholar', at_level: 1 }] });
    expect(b.character_build_cost).toBe(4);
  });

  it('a grant with replaces_purchase refunds the cost of the purchase it replaces', () => {
    const start = build({ literacy: bought(1) });
    expect(start.character_build_cost).toBe(1);
    const b = increase(data, start, ctx, { skillId: 'scholar' });
    expect(b.character_skills.literacy).toEqual({
      purchase_count: 0,
      grants: [{ count: 1, granted_by: 'scholar', at_level: 1, replaces_purchase: true }],
    });
    expect(b.character_build_cost).toBe(3);
  });

  it('a grant that fits under the maximum replaces nothing', () => {
    const b = increase(data, build({ toughness: bought(1) }), ctx, { skillId: 'wilderness' });
    expect(b.character_skills.toughness).toEqual({ purchase_count: 1, grants: [{ count: 2, granted_by: 'wilderness', at_level: 1 }] });
  });

  it('a grant pushing purchases over the maximum replaces them and stays within skill_max_purchases', () => {
    const b = increase(data, build({ toughness: bought(3) }), ctx, { skillId: 'wilderness' });
    expect(b.character_skills.toughness).toEqual({
      purchase_count: 1,
      grants: [{ count: 2, granted_by: 'wilderness', at_level: 1, replaces_purchase: true }],
    });
    expect(b.character_build_cost).toBe(2 + 1);
  });
});

describe('variety grants: exactly the required variety count must be selected (players §2 modal)', () => {
  const key = grantKey('apprentice', 0);

  it('pendingGrantChoices tells the modal what to ask', () => {
    expect(pendingGrantChoices(data, build(), { skillId: 'apprentice' })).toEqual([
      {
        key,
        granted_by: 'apprentice',
        granted_by_name: 'Apprentice',
        at_level: 1,
        count: 1,
        variety: 2,
        options: [
          { id: 'smithing', name: 'Smithing' },
          { id: 'tailoring', name: 'Tailoring' },
          { id: 'cooking', name: 'Cooking' },
        ],
      },
    ]);
    expect(pendingGrantChoices(data, build(), { skillId: 'scholar' })).toEqual([]);
  });

  it.each<[string, Record<string, string[]>, RegExp]>([
    ['no choice given', {}, /choose exactly 2/],
    ['too few', { [key]: ['smithing'] }, /choose exactly 2/],
    ['too many', { [key]: ['smithing', 'tailoring', 'cooking'] }, /choose exactly 2/],
    ['the same skill twice', { [key]: ['smithing', 'smithing'] }, /choose exactly 2/],
    ['a skill that is not an option', { [key]: ['smithing', 'literacy'] }, /literacy is not one of them/],
  ])('refused: %s', (_text, choices, message) => {
    const attempt = () => increase(data, build(), ctx, { skillId: 'apprentice' }, choices);
    expect(attempt).toThrow(GrantChoiceError);
    expect(attempt).toThrow(message);
    if (Object.keys(choices).length > 0) {
      expect(canIncrease(data, build(), ctx, { skillId: 'apprentice' }, choices)).toEqual({
        ok: false,
        code: 'choices',
        reason: expect.stringMatching(message),
      });
    }
  });

  it('canIncrease without answers prices the step without the variety grant', () => {
    expect(canIncrease(data, build(), ctx, { skillId: 'apprentice' })).toEqual({ ok: true, cost: 2 });
  });

  it('two different choices: each receives count levels', () => {
    const b = increase(data, build(), ctx, { skillId: 'apprentice' }, { [key]: ['cooking', 'smithing'] });
    expect(b.character_skills.cooking).toEqual({ purchase_count: 0, grants: [{ count: 1, granted_by: 'apprentice', at_level: 1 }] });
    expect(b.character_skills.smithing).toEqual({ purchase_count: 0, grants: [{ count: 1, granted_by: 'apprentice', at_level: 1 }] });
    expect(b.character_skills.tailoring).toBeUndefined();
  });
});

describe('decrease reverses increase: removes matching grants and re-charges replaced purchases (players §4)', () => {
  it.each<[string, Record<string, SkillEntry>, string, Record<string, string[]>?]>([
    ['a plain grant', {}, 'scholar'],
    ['a chain of grants', {}, 'academy'],
    ['a replaced purchase is charged again', { literacy: bought(1) }, 'scholar'],
    ['variety grants', { smithing: bought(2) }, 'apprentice', { [grantKey('apprentice', 0)]: ['smithing', 'tailoring'] }],
    [
      'a level-2 grant only',
      { veteran: bought(1), literacy: { purchase_count: 0, grants: [{ count: 1, granted_by: 'veteran', at_level: 1 }] } },
      'veteran',
    ],
  ])('increase then decrease restores the build and its cost: %s', (_text, skills, skillId, choices = {}) => {
    const start = build(skills);
    const up = increase(data, start, ctx, { skillId }, choices);
    expect(up).not.toEqual(start);
    expect(decrease(data, up, ctx, { skillId })).toEqual(start);
  });

  it("a replaced purchase with more than one level granted: 'Unable to handle a replaced purchase when more than one level is granted'", () => {
    const up = increase(data, build({ toughness: bought(3) }), ctx, { skillId: 'wilderness' });
    expect(() => decrease(data, up, ctx, { skillId: 'wilderness' })).toThrow(new OperationalError(MESSAGES.replacedPurchaseMultiLevel));
  });
});
