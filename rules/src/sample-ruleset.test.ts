import { indexGameData } from './game-data';
import { checkPrereqs } from './prereqs';
import { sampleRuleset } from './sample-ruleset';
import type { CharacterContext, WorkingBuild } from './types';

// The sample's prerequisite models are ones the engine can read: none raises 'Unable to interpret
// skill prerequisite', 'Prerequisite skill not found' or the spell-slot operational error.
describe('the sample ruleset with the prerequisite engine', () => {
  const data = indexGameData(sampleRuleset);
  const build: WorkingBuild = {
    character_name: 'Test',
    character_race: { race: 'Human', subculture: 'Imperial', transformation: null, race_attributes: ['Human', 'Imperial', 'Scholar'] },
    character_class: 'adept',
    character_build_cost: 0,
    character_skills: {},
  };
  const ctx: CharacterContext = { character_xp_total: 0, additional_spell_schools: [] };
  const withPrereqs = data.skills.filter((s) => s.skill_prereq_model);

  it.each(withPrereqs.map((s) => [s.skill_name, s] as const))('%s: readable, and unmet on an empty build', (_name, skill) => {
    const school = skill.skill_options.magic_schools ? 'elementalism' : undefined;
    const result = checkPrereqs(data, build, ctx, skill, { level: 1, school });
    expect(result.met).toBe(false);
    if (!result.met) expect(result.missing.length).toBeGreaterThan(0);
  });
});
