import { indexGameData } from './game-data';
import { sampleRuleset } from './sample-ruleset';
import type { Ruleset, SkillDefinition } from './types';

const skill = (name: string, over: Partial<SkillDefinition> = {}): SkillDefinition => ({
  _id: name.padEnd(24, '0').slice(0, 24),
  skill_name: name,
  skill_description: '',
  skill_type: 'general',
  skill_subtype: null,
  skill_tags: [],
  skill_max_purchases: 1,
  skill_cost_model: { all: [1] },
  skill_prereq_model: null,
  skill_prereq_description: null,
  skill_grants: [],
  skill_options: {},
  ...over,
});

const ruleset: Ruleset = {
  name: 'mini',
  version: 1,
  skills: [
    skill('a', { skill_tags: ['craft'] }),
    skill('b', { skill_tags: ['craft'], skill_type: 'weapon' }),
    skill('c', { skill_prereq_model: { and: [{ skill: { name: 'a' } }, { or: [{ skill: { name: 'b' } }, { trait_group: 'Elf' }] }] } }),
    skill('d', { skill_prereq_model: { skill: { tag: 'craft', variety: 2 } } }),
    skill('e', { skill_prereq_model: { skill: { type: 'weapon' } } }),
    skill('slots', { skill_type: 'magic', skill_options: { spell_slot: true } }),
    skill('alchemy', { skill_type: 'crafting', skill_options: { alchemy_slot: true } }),
    skill('f', {
      skill_options: { magic_schools: true },
      skill_prereq_model: { and: [{ spell_slot: { level: 1, school: 'matching' } }, { strict_pyramid: {} }] },
    }),
    skill('g', { skill_prereq_model: { alchemy_slot: { level: 2 } } }),
  ],
  races: [],
  transformations: [],
  event_role_types: { pc: 'Player Character', npc: 'Non-Player Character' },
  character_levels: [{ level: 1, xp: 0 }],
  additional_spell_schools: [],
};

describe('indexGameData: prereq_skills and prereq_of', () => {
  const data = indexGameData(ruleset);
  const of = (name: string) => data.skillsByName.get(name) as SkillDefinition;
  it.each<[string, string, string[], string[]]>([
    // [case, skill, prereq_skills, prereq_of]
    ['nested and/or names', 'c', ['a', 'b'], []],
    ['a tag selects every skill with the tag', 'd', ['a', 'b'], []],
    ['a type selects every skill of the type', 'e', ['b'], []],
    ['spell_slot and strict_pyramid depend on the spell-slot skill', 'f', ['slots'], []],
    ['alchemy_slot depends on the alchemy-slot skill', 'g', ['alchemy'], []],
    ['a skill named, tagged and typed by others', 'b', [], ['c', 'd', 'e']],
    ['the spell-slot skill', 'slots', [], ['f']],
    ['the alchemy-slot skill', 'alchemy', [], ['g']],
  ])('%s', (_case, name, prereqSkills, prereqOf) => {
    expect(of(name).prereq_skills).toEqual(prereqSkills);
    expect(of(name).prereq_of).toEqual(prereqOf);
  });
  it('does not mutate the input ruleset', () => {
    expect(ruleset.skills.every((s) => s.prereq_skills === undefined && s.prereq_of === undefined)).toBe(true);
    expect(data.ruleset.skills).toBe(data.skills);
    expect(data.skillsById.get(ruleset.skills[0]!._id)).toBe(data.skills[0]);
  });
  it('on the sample: Literacy is needed by the skills that name it', () => {
    const sample = indexGameData(sampleRuleset);
    const literacy = sample.skillsByName.get('Literacy') as SkillDefinition;
    expect(literacy.prereq_of).toEqual(expect.arrayContaining(['Languages', 'Arcane Lore', 'Anatomy', 'Scroll Scribing']));
    expect(sample.skillsByName.get('Dual Wield')?.prereq_skills).toEqual([
      'One-Handed Blade',
      'One-Handed Blunt',
      'One-Handed Axe',
      'Dagger',
    ]);
  });
});
