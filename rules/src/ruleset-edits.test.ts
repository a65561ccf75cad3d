import { validateRuleset } from './ruleset';
import { problemInWords, putRulesetObject, removalConsequences, rulesetObject, rulesetObjectKey, skillDependents } from './ruleset-edits';
import { sampleRuleset } from './sample-ruleset';
import type { SkillDefinition } from './types';

const skill = (name: string, ruleset = sampleRuleset): SkillDefinition => {
  const found = ruleset.skills.find((s) => s.skill_name === name);
  if (!found) throw new Error(`test setup: no skill ${name}`);
  return found;
};

describe('ruleset objects', () => {
  it('reads each kind of object by its key', () => {
    const parry = skill('Parry');
    expect(rulesetObject(sampleRuleset, 'skill', parry._id)).toBe(parry);
    expect(rulesetObject(sampleRuleset, 'skill', 'f'.repeat(24))).toBeNull();
    expect(rulesetObject(sampleRuleset, 'event_role_type', 'pc')).toBe(sampleRuleset.event_role_types.pc);
    expect(rulesetObject(sampleRuleset, 'general', '')).toMatchObject({ name: sampleRuleset.name, version: sampleRuleset.version });
    expect(rulesetObjectKey('skill', parry._id)).toBe(`skill:${parry._id}`);
    expect(rulesetObjectKey('general', '')).toBe('general');
  });

  it('replaces one skill in place and leaves the input alone', () => {
    const parry = skill('Parry');
    const { ruleset, alsoChanged } = putRulesetObject(sampleRuleset, 'skill', parry._id, { ...parry, skill_cost_model: { all: [9] } });
    expect(ruleset.skills.findIndex((s) => s._id === parry._id)).toBe(sampleRuleset.skills.indexOf(parry));
    expect(skill('Parry', ruleset).skill_cost_model).toEqual({ all: [9] });
    expect(parry.skill_cost_model).not.toEqual({ all: [9] });
    expect(alsoChanged).toEqual([]);
  });

  it('lists the skills naming a skill in prerequisites or grants', () => {
    const names = skillDependents(sampleRuleset, 'Literacy').map((d) => `${d.name} (${d.in})`);
    expect(names).toEqual(
      expect.arrayContaining(['Engineering (prerequisites)', 'Elven Longevity (grants)', 'Human Adaptability (grants)']),
    );
    expect(skillDependents(sampleRuleset, 'Counterstrike')).toEqual([]);
  });

  it('a rename rewrites the prerequisites and grants naming the skill, and the result is valid', () => {
    const literacy = skill('Literacy');
    const { ruleset, alsoChanged } = putRulesetObject(sampleRuleset, 'skill', literacy._id, { ...literacy, skill_name: 'Reading' });
    expect(skill('Engineering', ruleset).skill_prereq_model).toEqual({
      and: [{ skill: { name: 'Reading' } }, { or: [{ skill: { name: 'Tinkering' } }, { skill: { name: 'Carpenter' } }] }],
    });
    expect(skill('Elven Longevity', ruleset).skill_grants).toEqual([{ level: 1, count: 1, skill: 'Reading' }]);
    expect(skill('Human Adaptability', ruleset).skill_grants[0]?.choices).toEqual(['Reading', 'First Aid', 'Herb Lore']);
    expect(alsoChanged).toContain(rulesetObjectKey('skill', skill('Engineering')._id));
    expect(skillDependents(ruleset, 'Literacy')).toEqual([]);
    expect(() => validateRuleset(ruleset)).not.toThrow();
  });

  it('a removal takes the skill out of its dependents, and the result is valid', () => {
    const literacy = skill('Literacy');
    const { ruleset, alsoChanged } = putRulesetObject(sampleRuleset, 'skill', literacy._id, null);
    expect(ruleset.skills).toHaveLength(sampleRuleset.skills.length - 1);
    expect(skill('Languages', ruleset).skill_prereq_model).toBeNull();
    expect(skill('Engineering', ruleset).skill_prereq_model).toEqual({
      or: [{ skill: { name: 'Tinkering' } }, { skill: { name: 'Carpenter' } }],
    });
    expect(skill('Elven Longevity', ruleset).skill_grants).toEqual([]);
    expect(skill('Human Adaptability', ruleset).skill_grants[0]?.choices).toEqual(['First Aid', 'Herb Lore']);
    expect(alsoChanged).toHaveLength(new Set(skillDependents(sampleRuleset, 'Literacy').map((d) => d.id)).size);
    expect(() => validateRuleset(ruleset)).not.toThrow();
  });

  it('a removed transformation is taken off the races listing it, and the rules refuse it while a skill needs its attribute', () => {
    const byName = (name: string) => {
      const found = sampleRuleset.transformations.find((t) => t.transformation_name === name);
      if (!found) throw new Error(`test setup: no transformation ${name}`);
      return found;
    };
    const listing = (ruleset: typeof sampleRuleset, name: string) =>
      ruleset.races.filter((race) => race.transformations.includes(name)).map((race) => race._id);
    const revenant = byName('Revenant');
    const before = listing(sampleRuleset, 'Revenant');
    expect(before.length).toBeGreaterThan(1);
    const { ruleset, alsoChanged } = putRulesetObject(sampleRuleset, 'transformation', revenant._id, null);
    expect(ruleset.transformations.map((t) => t.transformation_name)).not.toContain('Revenant');
    expect(listing(ruleset, 'Revenant')).toEqual([]);
    expect(alsoChanged).toEqual(before.map((id) => rulesetObjectKey('race', id)));
    // the races keep their other transformations, in order
    const highland = (r: typeof sampleRuleset) => r.races.find((race) => race.race_name === 'Human' && race.subculture_name === 'Highland');
    expect(highland(ruleset)?.transformations).toEqual(['Vampire', 'Lycanthrope']);
    expect(highland(sampleRuleset)?.transformations).toEqual(['Vampire', 'Lycanthrope', 'Revenant']);
    // a skill bought with the transformation's attribute names the reason the rules refuse the removal
    const needing = sampleRuleset.skills.filter((s) => s.skill_trait_group === 'Revenant').map((s) => s.skill_name);
    expect(needing.length).toBeGreaterThan(0);
    expect(() => validateRuleset(ruleset)).toThrow(new RegExp(`${needing[0]}.*skill_trait_group "Revenant"`));
    const freed: typeof sampleRuleset = {
      ...sampleRuleset,
      skills: sampleRuleset.skills.filter((s) => s.skill_trait_group !== 'Revenant'),
    };
    expect(() => validateRuleset(putRulesetObject(freed, 'transformation', revenant._id, null).ruleset)).not.toThrow();
  });

  it('adds a new skill at the end and removes a role type', () => {
    const copy = { ...skill('Riposte'), _id: 'a'.repeat(24), skill_name: 'Riposte II' };
    const added = putRulesetObject(sampleRuleset, 'skill', copy._id, copy).ruleset;
    expect(added.skills.at(-1)).toBe(copy);
    const withRole = putRulesetObject(sampleRuleset, 'event_role_type', 'crew', 'Crew').ruleset;
    expect(putRulesetObject(withRole, 'event_role_type', 'crew', null).ruleset.event_role_types).toEqual(sampleRuleset.event_role_types);
  });
});

describe('problemInWords', () => {
  it('names the object and the field in the designer’s words', () => {
    expect(problemInWords('Skill "Parry" (fd3f8c3f67aff23f48d41798): skill_cost_model.rogue must be a list of numbers')).toEqual({
      object: 'Skill "Parry" (fd3f8c3f67aff23f48d41798)',
      field: 'Cost',
      message: 'skill_cost_model.rogue must be a list of numbers',
    });
    expect(problemInWords('Ruleset: version must be a whole number or a text of 1 to 64 characters').field).toBe('Version label');
  });
});

describe('removing the only race row giving a trait group', () => {
  const race = (name: string, subculture: string | null, ruleset = sampleRuleset) => {
    const found = ruleset.races.find((r) => r.race_name === name && (r.subculture_name ?? null) === subculture);
    if (!found) throw new Error(`test setup: no race ${name} ${subculture}`);
    return found;
  };

  it('takes the trait group with it: its skills go, and the result is valid', () => {
    const mountain = race('Dwarf', 'Mountain');
    expect(removalConsequences(sampleRuleset, mountain._id)).toEqual({
      traitGroups: ['Stoneborn'],
      skillsRemoved: ['Mountain Forged'],
      skillsChanged: [],
    });
    const { ruleset, alsoChanged } = putRulesetObject(sampleRuleset, 'race', mountain._id, null);
    expect(ruleset.races).toHaveLength(sampleRuleset.races.length - 1);
    expect(ruleset.skills.map((s) => s.skill_name)).not.toContain('Mountain Forged');
    expect(alsoChanged).toEqual([rulesetObjectKey('skill', skill('Mountain Forged')._id)]);
    expect(() => validateRuleset(ruleset)).not.toThrow();
    // the input is left alone
    expect(sampleRuleset.skills.map((s) => s.skill_name)).toContain('Mountain Forged');
  });

  it('goes for every trait group only that row gives, choices included; a group another row gives stays', () => {
    const imperial = race('Human', 'Imperial');
    const consequences = removalConsequences(sampleRuleset, imperial._id);
    expect(consequences.traitGroups.sort()).toEqual(['Imperial', 'Merchant', 'Scholar', 'Soldier']);
    expect(consequences.skillsRemoved.sort()).toEqual(['Imperial Archivist', 'Imperial Bearing', 'Imperial Drill']);
    expect(() => validateRuleset(putRulesetObject(sampleRuleset, 'race', imperial._id, null).ruleset)).not.toThrow();
    // Elf is given by both elven rows: Sylvan goes with its row, Elf stays, and Elven Archery with it
    const sylvan = race('Elf', 'Sylvan');
    expect(removalConsequences(sampleRuleset, sylvan._id)).toEqual({
      traitGroups: ['Sylvan'],
      skillsRemoved: ['Forest Stride'],
      skillsChanged: [],
    });
    expect(putRulesetObject(sampleRuleset, 'race', sylvan._id, null).ruleset.skills.map((s) => s.skill_name)).toContain('Elven Archery');
  });

  it('a condition on the group: an or loses that way, a skill that could never be bought again goes, and so do the conditions naming it', () => {
    const goblin = race('Goblin', null);
    const parry = skill('Parry');
    const riposte = skill('Riposte');
    const literacy = skill('Literacy');
    const ruleset = {
      ...sampleRuleset,
      skills: sampleRuleset.skills.map((s) => {
        // Parry: a goblin, or Literacy; Literacy: a goblin and a level-2 character (never again without goblins)
        if (s._id === parry._id) return { ...s, skill_prereq_model: { or: [{ trait_group: 'Goblin' }, { skill: { name: 'Literacy' } }] } };
        if (s._id === literacy._id) return { ...s, skill_prereq_model: { and: [{ trait_group: 'Goblin' }, { character_level: 2 }] } };
        return s;
      }),
    };
    const consequences = removalConsequences(ruleset, goblin._id);
    expect(consequences.traitGroups).toEqual(['Goblin']);
    expect(consequences.skillsRemoved.sort()).toEqual(['Goblin Tinkering', 'Literacy', 'Scavenger'].sort());
    expect(consequences.skillsChanged).toContain('Parry');
    const { ruleset: after } = putRulesetObject(ruleset, 'race', goblin._id, null);
    const parryAfter = skill('Parry', after);
    // the or's Goblin way went, then Literacy's condition went with Literacy
    expect(parryAfter.skill_prereq_model).toBeNull();
    expect(skill('Riposte', after).skill_prereq_model).toEqual(riposte.skill_prereq_model);
    expect(() => validateRuleset(after)).not.toThrow();
  });
});
