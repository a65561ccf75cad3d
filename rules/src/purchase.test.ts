import { recomputeCost } from './costs';
import { emptyBuild } from './forms';
import { indexGameData } from './game-data';
import { ATTRIBUTES_NOT_CHOSEN, PurchaseBlockedError, canDecrease, canIncrease, decrease, increase } from './purchase';
import type { CharacterContext, SkillEntry, WorkingBuild } from './types';
import { testSkill as skill } from './test-skill';

const data = indexGameData({
  name: 'purchase',
  version: 1,
  skills: [
    skill('Parry', { skill_max_purchases: 3, skill_cost_model: { all: [1, 2, 3] } }),
    skill('Riposte', { skill_cost_model: { all: [2] }, prereq: { skill: { name: 'Parry', times_taken: 2 } } }),
    skill('Literacy'),
    skill('Scholar', { skill_cost_model: { all: [3] }, skill_grants: [{ level: 1, count: 1, skill: 'Literacy' }] }),
    skill('Berserk', { skill_cost_model: { fighter: [2] } }),
    skill('Elf Sight', { skill_type: 'racial', skill_trait_group: 'Fey' }),
    skill('Sword', { skill_max_purchases: 2, skill_cost_model: { all: [1, 2] }, options: { handed: true } }),
    skill('Focus', { skill_max_purchases: 2, skill_cost_model: { all: [2] }, options: { magic_schools: true } }),
    skill('Scribe', { skill_cost_model: { all: [1] }, prereq: { skill: { name: 'Literacy' } } }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});

const ctx: CharacterContext = { character_xp_total: 50, additional_spell_schools: [] };
function build(skills: Record<string, SkillEntry> = {}, attrs: string[] | null = ['Fey']): WorkingBuild {
  const b: WorkingBuild = {
    ...emptyBuild({
      character_name: 'Ana',
      character_class: 'rogue',
      character_race: { race: 'Elf', subculture: null, transformation: null, race_attributes: attrs },
    }),
    character_skills: skills,
  };
  b.character_build_cost = recomputeCost(data, b);
  return b;
}
const bought = (n: number) => ({ purchase_count: n, grants: [] });

describe('canIncrease: increase blocked, with a code and a reason a player understands (players §5 "Skill purchase")', () => {
  it.each<
    [string, WorkingBuild, { skillId: string; hand?: 'left' | 'right'; school?: string }, string, string | RegExp, CharacterContext?]
  >([
    ['attributes not chosen yet', build({}, null), { skillId: 'parry' }, 'attributes', ATTRIBUTES_NOT_CHOSEN],
    ['an unknown skill', build(), { skillId: 'nope' }, 'skill', 'Skill not found: nope'],
    ['a handed skill needs a hand', build(), { skillId: 'sword' }, 'skill', 'Choose a hand for Sword'],
    [
      'a magic-school skill needs an allowed school',
      build(),
      { skillId: 'focus', school: 'pyromancy' },
      'skill',
      'Choose a school for Focus',
    ],
    [
      'the cost model has no entry for the class nor for all',
      build(),
      { skillId: 'berserk' },
      'class',
      'Berserk is not available to the rogue class',
    ],
    ['the trait group does not fit', build({}, ['Stone']), { skillId: 'elf sight' }, 'trait_group', 'Elf Sight requires the Fey trait'],
    [
      "'Max skill level reached' (single purchase)",
      build({ literacy: bought(1) }),
      { skillId: 'literacy' },
      'max',
      'Max skill level reached',
    ],
    [
      "'Max skill level reached' (purchases plus grants)",
      build({ parry: { purchase_count: 2, grants: [{ count: 1, granted_by: 'x', at_level: 1 }] } }),
      { skillId: 'parry' },
      'max',
      'Max skill level reached',
    ],
    [
      "'Max skill level reached' per hand",
      build({ sword: { left: bought(2), right: bought(0) } }),
      { skillId: 'sword', hand: 'left' },
      'max',
      'Max skill level reached',
    ],
    ['prerequisites unmet, naming the missing one', build({ parry: bought(1) }), { skillId: 'riposte' }, 'prereqs', /Parry/],
    [
      "'Not enough XP', saying how much is needed and available",
      build({ parry: bought(2) }),
      { skillId: 'parry' },
      'xp',
      'Not enough XP: this costs 3 XP and 2 XP is available',
      { character_xp_total: 5, additional_spell_schools: [] },
    ],
  ])('%s', (_text, b, target, code, reason, context = ctx) => {
    const result = canIncrease(data, b, context, target);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
    expect(() => increase(data, b, context, target)).toThrow(PurchaseBlockedError);
  });

  it.each<[string, WorkingBuild, { skillId: string; hand?: 'left' | 'right'; school?: string }, number]>([
    ['the first level costs table[0]', build(), { skillId: 'parry' }, 1],
    ['the third level costs table[2]', build({ parry: bought(2) }), { skillId: 'parry' }, 3],
    ['the other hand is its own amount', build({ sword: { left: bought(2), right: bought(0) } }), { skillId: 'sword', hand: 'right' }, 1],
    ['each school is its own amount', build({ focus: { schools: { arcane: bought(2) } } }), { skillId: 'focus', school: 'divine' }, 2],
    ['prerequisites met', build({ parry: bought(2) }), { skillId: 'riposte' }, 2],
    ['exactly the XP available is enough', build({ parry: bought(2) }), { skillId: 'parry' }, 3],
  ])('allowed: %s', (_text, b, target, cost) => {
    expect(canIncrease(data, b, { ...ctx, character_xp_total: b.character_build_cost + cost }, target)).toEqual({ ok: true, cost });
  });
});

describe('increase: raises purchase_count and adds the level cost to character_build_cost (players §4)', () => {
  it('buys a new skill and then its next level', () => {
    const once = increase(data, build(), ctx, { skillId: 'parry' });
    expect(once.character_skills.parry).toEqual(bought(1));
    expect(once.character_build_cost).toBe(1);
    const twice = increase(data, once, ctx, { skillId: 'parry' });
    expect(twice.character_skills.parry).toEqual(bought(2));
    expect(twice.character_build_cost).toBe(3);
  });

  it('buys one hand without touching the other', () => {
    const b = increase(data, build(), ctx, { skillId: 'sword', hand: 'left' });
    expect(b.character_skills.sword).toEqual({ left: bought(1), right: bought(0) });
  });

  it('buys one school of a magic-school skill', () => {
    const b = increase(data, build(), ctx, { skillId: 'focus', school: 'necromancy' });
    expect(b.character_skills.focus).toEqual({ schools: { necromancy: bought(1) } });
    expect(b.character_build_cost).toBe(2);
  });

  it('never changes the build it was given', () => {
    const before = build({ parry: bought(1) });
    const copy = structuredClone(before);
    increase(data, before, ctx, { skillId: 'parry' });
    expect(before).toEqual(copy);
  });
});

describe('canDecrease / decrease: blocked for granted skills, below the committed amount, and when necessary (players §4)', () => {
  it.each<[string, WorkingBuild, { skillId: string; hand?: 'left' | 'right' }, string, string, CharacterContext?]>([
    ['nothing purchased', build(), { skillId: 'parry' }, 'nothing', 'Parry has not been purchased'],
    [
      'only granted levels: granted skills cannot be removed',
      build({ scholar: bought(1), literacy: { purchase_count: 0, grants: [{ count: 1, granted_by: 'scholar', at_level: 1 }] } }),
      { skillId: 'literacy' },
      'granted',
      'Granted by Scholar',
    ],
    [
      'below the committed amount',
      build({ parry: bought(2) }),
      { skillId: 'parry' },
      'committed',
      'Parry cannot go below your committed build',
      { ...ctx, committed_build: build({ parry: bought(2) }) },
    ],
    [
      "'necessary': removing one purchase would break a dependent skill",
      build({ parry: bought(2), riposte: bought(1) }),
      { skillId: 'parry' },
      'necessary',
      'Parry is needed by Riposte',
    ],
    [
      "'necessary' also when the only purchase goes",
      build({ literacy: bought(1), scribe: bought(1) }),
      { skillId: 'literacy' },
      'necessary',
      'Literacy is needed by Scribe',
    ],
  ])('%s', (_text, b, target, code, reason, context = ctx) => {
    expect(canDecrease(data, b, context, target)).toEqual({ ok: false, code, reason });
    expect(() => decrease(data, b, context, target)).toThrow(new PurchaseBlockedError(code as never, reason));
  });

  it('above the committed amount one purchase can go', () => {
    const context = { ...ctx, committed_build: build({ parry: bought(2) }) };
    expect(canDecrease(data, build({ parry: bought(3) }), context, { skillId: 'parry' })).toEqual({ ok: true, cost: -3 });
  });

  it('a dependent that was already unmet does not make the skill necessary', () => {
    const b = build({ parry: bought(1), riposte: bought(1) });
    expect(canDecrease(data, b, ctx, { skillId: 'parry' })).toEqual({ ok: true, cost: -1 });
  });

  it('decrease removes the last level, refunds its cost, and drops the emptied entry', () => {
    const b = decrease(data, build({ parry: bought(2), sword: { left: bought(1), right: bought(0) } }), ctx, {
      skillId: 'sword',
      hand: 'left',
    });
    expect(b.character_skills.sword).toBeUndefined();
    expect(b.character_build_cost).toBe(3);
    const c = decrease(data, b, ctx, { skillId: 'parry' });
    expect(c.character_skills.parry).toEqual(bought(1));
    expect(c.character_build_cost).toBe(1);
  });

  it('increase then decrease restores the build and its cost exactly', () => {
    const start = build({ parry: bought(1), focus: { schools: { arcane: bought(1) } } });
    for (const target of [{ skillId: 'parry' }, { skillId: 'focus', school: 'divine' }, { skillId: 'sword', hand: 'right' as const }]) {
      expect(decrease(data, increase(data, start, ctx, target), ctx, target)).toEqual(start);
    }
  });
});
