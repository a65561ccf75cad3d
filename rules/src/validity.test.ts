import { MESSAGES, OperationalError, SkillError } from './errors';
import { emptyBuild } from './forms';
import { indexGameData } from './game-data';
import { increase, pendingGrantChoices } from './purchase';
import { sampleRuleset } from './sample-ruleset';
import { checkAffordable, validateBuild } from './validity';
import type { CharacterContext, SkillEntry, WorkingBuild } from './types';
import { testSkill as skill } from './test-skill';

const data = indexGameData({
  name: 'validity',
  version: 1,
  skills: [
    skill('Parry', { skill_max_purchases: 3 }),
    skill('Riposte', { prereq: { skill: { name: 'Parry', times_taken: 2 } } }),
    skill('Literacy'),
    skill('Scholar', { skill_grants: [{ level: 1, count: 1, skill: 'Literacy' }] }),
    skill('Veteran', { skill_max_purchases: 2, skill_grants: [{ level: 2, count: 1, skill: 'Parry' }] }),
    skill('Smithing', { skill_tags: ['profession'], skill_max_purchases: 3 }),
    skill('Tailoring', { skill_tags: ['profession'], skill_max_purchases: 3 }),
    skill('Apprentice', { skill_grants: [{ level: 1, count: 1, variety: 2, choice_tag: 'profession' }] }),
    skill('Duelist', { skill_grants: [{ level: 1, count: 1, skill: 'Riposte' }] }),
    skill('Warlord', { skill_grants: [{ level: 1, count: 1, skill: 'Berserk' }] }),
    skill('Broken', { skill_grants: [{ level: 1, count: 0, skill: 'Literacy' }] }),
    skill('Berserk', { skill_cost_model: { fighter: [2] } }),
    skill('Elf Sight', { skill_type: 'racial', skill_trait_group: 'Fey' }),
    skill('Sword', { skill_max_purchases: 2, options: { handed: true } }),
    skill('Focus', { skill_max_purchases: 2, options: { magic_schools: true } }),
    skill('Spell Slot', {
      skill_type: 'magic',
      options: { spell_slot: true },
      skill_cost_model: { all: [1, 1, 1, 1, 1, 1, 1, 1, 1] },
      prereq: { character_level: 99 },
    }),
    skill('Alchemy', { skill_type: 'crafting', options: { alchemy_slot: true }, skill_cost_model: { all: [1, 1, 1, 1, 1, 1] } }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});

const ctx: CharacterContext = { character_xp_total: 100, additional_spell_schools: [] };
function build(skills: Record<string, SkillEntry>, attrs: string[] = ['Fey']): WorkingBuild {
  return {
    ...emptyBuild({
      character_name: 'Ana',
      character_class: 'rogue',
      character_race: { race: 'Elf', subculture: null, transformation: null, race_attributes: attrs },
    }),
    character_skills: skills,
  };
}
const bought = (n: number) => ({ purchase_count: n, grants: [] });
const granted = (by: string, atLevel = 1, count = 1) => ({ purchase_count: 0, grants: [{ count, granted_by: by, at_level: atLevel }] });
const row9 = (...counts: number[]) => [...counts, ...Array(9 - counts.length).fill(0)];

const SOME_SKILL_INVALID = 'Character build invalid: Some skill was invalid';

describe('validateBuild raises skill errors with the spec\'s messages (players §5 "Whole-build validity")', () => {
  it.each<[string, Record<string, SkillEntry>, string, string[]?]>([
    ["'Skill not found: {id}'", { ghost: bought(1) }, 'Skill not found: ghost'],
    ['bad shape: a negative count', { parry: bought(-1) }, SOME_SKILL_INVALID],
    ['bad shape: a non-integer count', { parry: bought(1.5) }, SOME_SKILL_INVALID],
    ['bad shape: grants missing', { parry: { purchase_count: 1 } as SkillEntry }, SOME_SKILL_INVALID],
    [
      'bad shape: a grant with count 0',
      { literacy: { purchase_count: 0, grants: [{ count: 0, granted_by: 'scholar', at_level: 1 }] } },
      SOME_SKILL_INVALID,
    ],
    ['bad shape: a handed skill without a right hand', { sword: { left: bought(1) } as unknown as SkillEntry }, SOME_SKILL_INVALID],
    ['bad shape: a plain entry for a handed skill', { sword: bought(1) }, SOME_SKILL_INVALID],
    [
      'bad shape: a spell level row that is not 9 long',
      { 'spell slot': { levels: [[1, 0]], spell_schools: ['arcane'] } },
      SOME_SKILL_INVALID,
    ],
    ['a magic school that is not allowed', { focus: { schools: { pyromancy: bought(1) } } }, SOME_SKILL_INVALID],
    ['over max purchases', { parry: bought(4) }, SOME_SKILL_INVALID],
    [
      'purchases plus grants over max purchases',
      { literacy: { purchase_count: 1, grants: [{ count: 1, granted_by: 'scholar', at_level: 1 }] }, scholar: bought(1) },
      SOME_SKILL_INVALID,
    ],
    ['the class cannot buy the skill', { berserk: bought(1) }, SOME_SKILL_INVALID],
    ['the trait group is missing', { 'elf sight': bought(1) }, SOME_SKILL_INVALID, ['Stone']],
    [
      "'Character build invalid: Prereqs not met for skill: {name}'",
      { parry: bought(1), riposte: bought(1) },
      'Character build invalid: Prereqs not met for skill: Riposte',
    ],
    [
      "'Character build invalid: Spell slots invalid'",
      { 'spell slot': { levels: [row9(1, 2)], spell_schools: ['arcane'] } },
      'Character build invalid: Spell slots invalid',
    ],
    [
      'spell slots before a school is chosen are invalid',
      { 'spell slot': { levels: [row9(1)], spell_schools: [] } },
      'Character build invalid: Spell slots invalid',
    ],
    [
      "'Character build invalid: Alchemy slots invalid'",
      { alchemy: { levels: [[0, 1, 0, 0, 0, 0]], specialties: [] } },
      'Character build invalid: Alchemy slots invalid',
    ],
    [
      "'Unable to find skill grant: {json}' for an owned level's grant",
      { scholar: bought(1) },
      'Unable to find skill grant: {"level":1,"count":1,"skill":"Literacy"}',
    ],
    [
      "'Unable to find skill grant: {json}' when the count differs",
      { scholar: bought(1), literacy: granted('scholar', 1, 2) },
      'Unable to find skill grant: {"level":1,"count":1,"skill":"Literacy"}',
    ],
    [
      "'Not enough grants found for {skill} at level {n} - found {k}'",
      { apprentice: bought(1), smithing: granted('apprentice') },
      'Not enough grants found for Apprentice at level 1 - found 1',
    ],
    ['a variety grant with none found', { apprentice: bought(1) }, 'Not enough grants found for Apprentice at level 1 - found 0'],
    ["'Invalid grant error code 1' for a malformed definition", { broken: bought(1) }, 'Invalid grant error code 1'],
    [
      "'Unable to account for skill grant: {json}': the granting skill is not owned",
      { literacy: granted('scholar') },
      'Unable to account for skill grant: {"skill_id":"literacy","count":1,"granted_by":"scholar","at_level":1}',
    ],
    [
      "'Unable to account for skill grant: {json}': the granting level is not owned",
      { veteran: bought(1), parry: granted('veteran', 2) },
      'Unable to account for skill grant: {"skill_id":"parry","count":1,"granted_by":"veteran","at_level":2}',
    ],
    [
      "'Character build invalid: Extra grants were found - {json}'",
      { scholar: bought(1), literacy: { purchase_count: 0, grants: [granted('scholar').grants[0]!, granted('scholar').grants[0]!] } },
      'Character build invalid: Extra grants were found - [{"skill_id":"literacy","count":1,"granted_by":"scholar","at_level":1}]',
    ],
  ])('%s', (_text, skills, message, attrs = ['Fey']) => {
    expect(() => validateBuild(data, build(skills, attrs), ctx)).toThrow(new SkillError(message));
  });

  it.each<[string, Record<string, SkillEntry>]>([
    ['an empty build', {}],
    ['met prerequisites', { parry: bought(2), riposte: bought(1) }],
    ['a granted skill needs no prerequisites', { riposte: granted('duelist'), duelist: bought(1) }],
    [
      'a grant that replaced a purchase',
      {
        scholar: bought(1),
        literacy: { purchase_count: 0, grants: [{ count: 1, granted_by: 'scholar', at_level: 1, replaces_purchase: true }] },
      },
    ],
    [
      'a variety grant with its variety of choices',
      { apprentice: bought(1), smithing: granted('apprentice'), tailoring: granted('apprentice') },
    ],
    ['a level-2 grant once the level is owned', { veteran: bought(2), parry: granted('veteran', 2) }],
    ['spell-slot skills are not checked for prerequisites', { 'spell slot': { levels: [row9(2, 1)], spell_schools: ['arcane'] } }],
    [
      'handed and magic-school amounts',
      { sword: { left: bought(2), right: bought(1) }, focus: { schools: { arcane: bought(2), divine: bought(1) } } },
    ],
    ['a skill the class cannot buy, held only by grant', { berserk: granted('warlord'), warlord: bought(1) }],
  ])('valid: %s', (_text, skills) => {
    expect(() => validateBuild(data, build(skills), ctx)).not.toThrow();
  });
});

describe("checkAffordable: 'Not enough XP' (players §5)", () => {
  it.each<[string, number, boolean]>([
    ['cost above the XP total', 11, true],
    ['cost equal to the XP total', 10, false],
  ])('%s', (_text, cost, throws) => {
    const b = { ...build({}), character_build_cost: cost };
    const check = () => checkAffordable(b, { ...ctx, character_xp_total: 10 });
    if (throws) expect(check).toThrow(new SkillError('Not enough XP'));
    else expect(check).not.toThrow();
  });
});

describe('on the sample ruleset: builds made by purchases are valid, tampered ones are not', () => {
  const sample = indexGameData(sampleRuleset);
  const id = (name: string) => sample.skillsByName.get(name)!._id;
  const sampleCtx: CharacterContext = { character_xp_total: 60, additional_spell_schools: [] };

  function scholarBuild(): WorkingBuild {
    let b = emptyBuild({
      character_name: 'Sage',
      character_class: 'adept',
      character_race: { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: ['Human', 'Highlander'] },
    });
    b = increase(sample, b, sampleCtx, { skillId: id('Literacy') });
    const target = { skillId: id("Scholar's Education") };
    const [pending] = pendingGrantChoices(sample, b, target, sampleCtx);
    return increase(sample, b, sampleCtx, target, { [pending!.key]: [id('History')] });
  }

  it('a grant replacing a bought Literacy, and a chosen History, make a valid build', () => {
    const b = scholarBuild();
    expect(b.character_skills[id('Literacy')]).toEqual({
      purchase_count: 0,
      grants: [{ count: 1, granted_by: id("Scholar's Education"), at_level: 1, replaces_purchase: true }],
    });
    expect(() => validateBuild(sample, b, sampleCtx)).not.toThrow();
  });

  it("removing the Literacy grant: 'Unable to find skill grant: {json}'", () => {
    const b = scholarBuild();
    b.character_skills[id('Literacy')] = { purchase_count: 1, grants: [] };
    expect(() => validateBuild(sample, b, sampleCtx)).toThrow(
      new SkillError('Unable to find skill grant: {"level":1,"count":1,"skill":"Literacy"}'),
    );
  });

  it("removing the chosen History: 'Not enough grants found for Scholar's Education at level 1 - found 0'", () => {
    const b = scholarBuild();
    const { [id('History')]: _history, ...others } = b.character_skills;
    b.character_skills = others;
    expect(() => validateBuild(sample, b, sampleCtx)).toThrow(
      new SkillError("Not enough grants found for Scholar's Education at level 1 - found 0"),
    );
  });
});

describe('validateBuild: which error wins when several apply (the passes run in this order)', () => {
  it("an unknown skill anywhere wins over an earlier invalid entry: 'Skill not found: {id}'", () => {
    expect(() => validateBuild(data, build({ parry: bought(-1), ghost: bought(1) }), ctx)).toThrow(
      new SkillError('Skill not found: ghost'),
    );
  });

  it('an invalid entry anywhere wins over an earlier unmet prerequisite', () => {
    expect(() => validateBuild(data, build({ riposte: bought(1), parry: bought(-1) }), ctx)).toThrow(new SkillError(SOME_SKILL_INVALID));
  });

  it('an unmet prerequisite wins over a later invalid spell pyramid, and the reverse', () => {
    const pyramid = { levels: [row9(1, 2)], spell_schools: ['arcane'] };
    expect(() => validateBuild(data, build({ riposte: bought(1), 'spell slot': pyramid }), ctx)).toThrow(
      new SkillError('Character build invalid: Prereqs not met for skill: Riposte'),
    );
    expect(() => validateBuild(data, build({ 'spell slot': pyramid, riposte: bought(1) }), ctx)).toThrow(
      new SkillError('Character build invalid: Spell slots invalid'),
    );
  });

  it('a prerequisite wins over a missing grant', () => {
    expect(() => validateBuild(data, build({ scholar: bought(1), riposte: bought(1) }), ctx)).toThrow(
      new SkillError('Character build invalid: Prereqs not met for skill: Riposte'),
    );
  });
});

describe('validateBuild on a skill whose options name two entry shapes (a game-data fault)', () => {
  const faulty = indexGameData({
    name: 'faulty',
    version: 1,
    skills: [skill('Parry'), skill('Twin', { options: { handed: true, magic_schools: true } })],
    races: [],
    transformations: [],
    event_role_types: {},
    character_levels: [],
    additional_spell_schools: [],
  });

  it("an entry that is not an object is 'Some skill was invalid' before the options are read", () => {
    expect(() => validateBuild(faulty, build({ twin: 3 as unknown as SkillEntry }), ctx)).toThrow(new SkillError(SOME_SKILL_INVALID));
  });

  it('an object entry: the operational error of the options, at that skill', () => {
    expect(() => validateBuild(faulty, build({ parry: bought(1), twin: bought(1) }), ctx)).toThrow(
      new OperationalError(MESSAGES.unrecognisedSkillFormat),
    );
    expect(() => validateBuild(faulty, build({ parry: bought(-1), twin: bought(1) }), ctx)).toThrow(new SkillError(SOME_SKILL_INVALID));
  });
});
