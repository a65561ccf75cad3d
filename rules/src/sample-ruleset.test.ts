import {
  ALCHEMY_SPECIALTIES,
  CHARACTER_CLASSES,
  addBuildAlchemySpecialty,
  addBuildSpellSchool,
  allowedSpellSchools,
  canIncrease,
  changeBuildAlchemySlot,
  changeBuildSpellSlot,
  emptyBuild,
  entryKind,
  increase,
  pendingGrantChoices,
  recomputeCost,
  validateBuild,
  type BuildChange,
  type CharacterClass,
  type PurchaseTarget,
  type SpellSlotEntry,
} from './index';
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

// ------------------------------------------------------------------------------------------------
// Through the purchase engine: greedy maximal builds, one per attribute set (race row with each of its
// choices, and each transformation), classes taken in turn. Together they must buy every skill except
// the two that need a strict pyramid (the greedy pyramid is not strict; see the next block), and each
// maximal build must be valid with its cost equal to the recomputed one.
// ------------------------------------------------------------------------------------------------

describe('the sample ruleset through the purchase engine', () => {
  const data = indexGameData(sampleRuleset);
  const ctx: CharacterContext = { character_xp_total: 100_000, additional_spell_schools: ['chronomancy'] };
  const schools = ['chronomancy', ...allowedSpellSchools([])];
  const spell = data.skills.find((s) => entryKind(s) === 'spell_slot')!;
  const alchemy = data.skills.find((s) => entryKind(s) === 'alchemy_slot')!;

  const targetsOf = (skillId: string): PurchaseTarget[] => {
    const kind = entryKind(data.skillsById.get(skillId)!);
    if (kind === 'handed')
      return [
        { skillId, hand: 'left' },
        { skillId, hand: 'right' },
      ];
    if (kind === 'magic_schools') return schools.map((school) => ({ skillId, school }));
    return kind === 'plain' ? [{ skillId }] : [];
  };
  // Variety grants are answered with a rotating pick, so different builds choose differently.
  const choicesFor = (build: WorkingBuild, target: PurchaseTarget, turn: number) => {
    const choices: Record<string, string[]> = {};
    for (const p of pendingGrantChoices(data, build, target, ctx)) {
      const start = turn % p.options.length;
      choices[p.key] = [...p.options.slice(start), ...p.options.slice(0, start)].slice(0, p.variety).map((o) => o.id);
    }
    return choices;
  };
  const take = (build: WorkingBuild, change: BuildChange): [WorkingBuild, boolean] => (change.ok ? [change.build, true] : [build, false]);

  function maximalBuild(cls: CharacterClass, race: CharacterRaceInput, turn: number): WorkingBuild {
    let build = emptyBuild({ character_name: 'Greedy', character_class: cls, character_race: race });
    let changed: boolean;
    for (let column = 0; column < 3; column++) {
      for (const school of schools) {
        [build, changed] = take(build, addBuildSpellSchool(data, build, ctx, spell._id, school));
        if (changed) break;
      }
      [build] = take(build, addBuildAlchemySpecialty(data, build, ctx, alchemy._id, ALCHEMY_SPECIALTIES[(column + turn) % 3]!));
      for (let n = 0; n < 8; n++) {
        for (let level = 1; level <= 9; level++) {
          [build] = take(build, changeBuildSpellSlot(data, build, ctx, spell._id, column, level, 1));
          if (level <= 6) [build] = take(build, changeBuildAlchemySlot(data, build, ctx, alchemy._id, column, level, 1));
        }
      }
    }
    for (let progress = true; progress;) {
      progress = false;
      for (const skill of data.skills) {
        for (const target of targetsOf(skill._id)) {
          const choices = choicesFor(build, target, turn);
          if (canIncrease(data, build, ctx, target, choices).ok) {
            build = increase(data, build, ctx, target, choices);
            progress = true;
          }
        }
      }
    }
    return build;
  }

  type CharacterRaceInput = WorkingBuild['character_race'];
  const raceSets: CharacterRaceInput[] = data.races.flatMap((r) => {
    const base = { race: r.race_name, subculture: r.subculture_name };
    const plain = r.attribute_choice?.length
      ? r.attribute_choice.map((c) => ({ ...base, transformation: null, race_attributes: [...r.default_attributes, c] }))
      : [{ ...base, transformation: null, race_attributes: [...r.default_attributes] }];
    return plain;
  });
  for (const t of data.ruleset.transformations) {
    const r = data.races.find((race) => race.transformations.includes(t.transformation_name))!;
    raceSets.push({
      race: r.race_name,
      subculture: r.subculture_name,
      transformation: t.transformation_name,
      race_attributes: [...t.default_attributes],
    });
  }

  it('buys every skill in some maximal build, and every maximal build is valid and correctly priced', () => {
    const bought = new Set<string>();
    raceSets.forEach((race, turn) => {
      const cls = CHARACTER_CLASSES[turn % CHARACTER_CLASSES.length]!;
      const build = maximalBuild(cls, race, turn);
      expect(() => validateBuild(data, build, ctx)).not.toThrow();
      expect(build.character_build_cost).toBe(recomputeCost(data, build));
      Object.keys(build.character_skills).forEach((id) => bought.add(data.skillsById.get(id)!.skill_name));
    });
    const missing = data.skills.map((s) => s.skill_name).filter((name) => !bought.has(name));
    expect(missing.sort()).toEqual(['School Mastery', 'Silent Casting']);
  });

  it('School Mastery and Silent Casting can be bought on a strict pyramid', () => {
    let build = emptyBuild({
      character_name: 'Strict',
      character_class: 'adept',
      character_race: { race: 'Elf', subculture: 'Highborn', transformation: null, race_attributes: ['Elf', 'Highborn', 'Star-Touched'] },
    });
    [build] = take(build, addBuildSpellSchool(data, build, ctx, spell._id, 'elementalism'));
    // Breadth-first search for a way to the strict column 5,4,3,2,1 one slot at a time.
    const goal = [5, 4, 3, 2, 1];
    const column = (b: WorkingBuild) => ((b.character_skills[spell._id] as SpellSlotEntry | undefined)?.levels[0] ?? []).slice(0, 5);
    const key = (b: WorkingBuild) => goal.map((_, i) => column(b)[i] ?? 0).join();
    const seen = new Map([[key(build), build]]);
    const queue = [build];
    while (queue.length && !seen.has(goal.join())) {
      const current = queue.shift()!;
      goal.forEach((most, i) => {
        if ((column(current)[i] ?? 0) >= most) return;
        const change = changeBuildSpellSlot(data, current, ctx, spell._id, 0, i + 1, 1);
        if (change.ok && !seen.has(key(change.build))) {
          seen.set(key(change.build), change.build);
          queue.push(change.build);
        }
      });
    }
    build = seen.get(goal.join())!;
    expect(build).toBeDefined();
    const focus = data.skillsByName.get('School Focus')!;
    for (const [skill, target] of [
      [focus, { skillId: focus._id, school: 'elementalism' }],
      [data.skillsByName.get('School Mastery')!, { skillId: data.skillsByName.get('School Mastery')!._id, school: 'elementalism' }],
      [data.skillsByName.get('Silent Casting')!, { skillId: data.skillsByName.get('Silent Casting')!._id }],
    ] as const) {
      const check = canIncrease(data, build, ctx, target);
      expect([skill.skill_name, check.ok]).toEqual([skill.skill_name, true]);
      build = increase(data, build, ctx, target);
    }
    expect(() => validateBuild(data, build, ctx)).not.toThrow();
  });
});
