import { buildCost } from './costs';
import { indexGameData } from './game-data';
import { applyInfoChange, infoChangeRemovals } from './info-change';
import { increase } from './purchase';
import { sampleRuleset } from './sample-ruleset';
import type { CharacterContext, CharacterRace, WorkingBuild } from './types';
import { validateBuild } from './validity';

const data = indexGameData(sampleRuleset);
const id = (name: string) => {
  const skill = data.skillsByName.get(name);
  if (!skill) throw new Error(`test setup: no skill ${name}`);
  return skill._id;
};
const ctx: CharacterContext = { character_xp_total: 30, additional_spell_schools: [] };
const imperial = (calling: string, transformation: string | null = null): CharacterRace => ({
  race: 'Human',
  subculture: 'Imperial',
  transformation,
  race_attributes: transformation ? null : ['Human', 'Imperial', calling],
});

/** The case: a Human Imperial Scholar adept who bought Human Adaptability (choosing Literacy), then Languages. */
function scholar(): WorkingBuild {
  let build: WorkingBuild = {
    character_name: 'Iris',
    character_class: 'adept',
    character_race: imperial('Scholar'),
    character_build_cost: 0,
    character_skills: {},
  };
  build = increase(data, build, ctx, { skillId: id('Human Adaptability') }, { [`${id('Human Adaptability')}:0`]: [id('Literacy')] });
  build = increase(data, build, ctx, { skillId: id('Languages') });
  build = increase(data, build, ctx, { skillId: id('Parry') });
  validateBuild(data, build, ctx);
  return build;
}

describe('applyInfoChange (players §4): what a change of race, attributes, transformation or class removes', () => {
  it('new attributes remove the racial skill, what it granted and the skills that needed that, and leave a valid build', () => {
    const before = scholar();
    const after = applyInfoChange(data, before, { characterRace: imperial('Soldier'), attributesGiven: true });
    expect(after.character_race.race_attributes).toEqual(['Human', 'Imperial', 'Soldier']);
    expect(Object.keys(after.character_skills)).toEqual([id('Parry')]);
    expect(after.character_build_cost).toBe(buildCost(data, after));
    expect(() => validateBuild(data, after, ctx)).not.toThrow();
  });
  it('names each removed skill with the XP it gives back, and the total returned', () => {
    const before = scholar();
    const after = applyInfoChange(data, before, { characterRace: imperial('Merchant'), attributesGiven: true });
    const removals = infoChangeRemovals(data, before, after);
    expect(removals.skills.map((s) => [s.name, s.levels, s.whole, s.xp])).toEqual([
      ['Human Adaptability', 1, true, 2],
      ['Languages', 1, true, 1],
      ['Literacy', 1, true, 0],
    ]);
    expect(removals.xpReturned).toBe(3);
    expect(removals.xpReturned).toBe(before.character_build_cost - after.character_build_cost);
  });
  it('keeps a dependent skill whose prerequisite is still held by a purchase', () => {
    let before = scholar();
    // Literacy bought outright too: Languages keeps its prerequisite when the grant goes
    before = { ...before, character_skills: { ...before.character_skills, [id('Literacy')]: { purchase_count: 1, grants: [] } } };
    before.character_build_cost = buildCost(data, before);
    const after = applyInfoChange(data, before, { characterRace: imperial('Soldier'), attributesGiven: true });
    expect(Object.keys(after.character_skills).sort()).toEqual([id('Languages'), id('Literacy'), id('Parry')].sort());
    expect(infoChangeRemovals(data, before, after).skills.map((s) => s.name)).toEqual(['Human Adaptability']);
  });
  it('a transformation removes the same, and the build stays valid', () => {
    const after = applyInfoChange(data, scholar(), { characterRace: imperial('Scholar', 'Vampire') });
    expect(after.character_race.race_attributes).toEqual(['Undead', 'Vampire']);
    expect(Object.keys(after.character_skills)).toEqual([id('Parry')]);
    expect(() => validateBuild(data, after, ctx)).not.toThrow();
  });
  it('another race removes the same', () => {
    const elf: CharacterRace = { race: 'Elf', subculture: 'Sylvan', transformation: null, race_attributes: ['Elf', 'Sylvan'] };
    const after = applyInfoChange(data, scholar(), { characterRace: elf });
    expect(Object.keys(after.character_skills)).toEqual([id('Parry')]);
  });
  it('a class change removes every skill, each with the XP it cost', () => {
    const before = scholar();
    const after = applyInfoChange(data, before, { characterClass: 'fighter' });
    const removals = infoChangeRemovals(data, before, after);
    expect(removals.skills.map((s) => s.name)).toEqual(['Human Adaptability', 'Languages', 'Literacy', 'Parry']);
    expect(removals.xpReturned).toBe(before.character_build_cost);
  });
  it('the same info removes nothing', () => {
    const before = scholar();
    const after = applyInfoChange(data, before, { characterName: 'Iris', characterClass: 'adept', characterRace: imperial('Scholar') });
    expect(after.character_skills).toEqual(before.character_skills);
    expect(infoChangeRemovals(data, before, after)).toEqual({ skills: [], xpReturned: 0 });
  });
});
