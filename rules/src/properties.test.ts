/**
 * Property tests on the sample ruleset: random purchase sequences must keep the engine's
 * invariants.
 */
import fc from 'fast-check';
import { costTableFor, recomputeCost } from './costs';
import { MESSAGES, OperationalError } from './errors';
import { compact, emptyBuild, toStored, toWorking } from './forms';
import { indexGameData } from './game-data';
import { canDecrease, canIncrease, decrease, increase, pendingGrantChoices, type PurchaseTarget } from './purchase';
import { sampleRuleset } from './sample-ruleset';
import { addBuildSpellSchool, changeBuildAlchemySlot, changeBuildSpellSlot, addBuildAlchemySpecialty } from './slot-purchase';
import { allowedSpellSchools } from './spell-schools';
import { entryKind } from './totals';
import { CHARACTER_CLASSES, ALCHEMY_SPECIALTIES, type CharacterContext, type WorkingBuild } from './types';
import { validateBuild } from './validity';

const data = indexGameData(sampleRuleset);
const schools = allowedSpellSchools([]);
const ctx: CharacterContext = { character_xp_total: 400, additional_spell_schools: [] };

interface Step {
  op: 'increase' | 'decrease' | 'spell' | 'alchemy';
  pick: number;
  left: boolean;
  school: number;
  seed: number;
  column: number;
  level: number;
  down: boolean;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  op: fc.constantFrom('increase', 'increase', 'increase', 'decrease', 'spell', 'alchemy'),
  pick: fc.nat(),
  left: fc.boolean(),
  school: fc.nat(),
  seed: fc.nat(),
  column: fc.nat({ max: 2 }),
  level: fc.integer({ min: 1, max: 9 }),
  down: fc.boolean(),
});

const startArb = fc.record({ cls: fc.constantFrom(...CHARACTER_CLASSES), race: fc.nat({ max: data.races.length - 1 }) });

function startBuild(cls: (typeof CHARACTER_CLASSES)[number], raceIndex: number): WorkingBuild {
  const race = data.races[raceIndex]!;
  const attributes = [...race.default_attributes, ...(race.attribute_choice ? [race.attribute_choice[0]!] : [])];
  return emptyBuild({
    character_name: 'Prop',
    character_class: cls,
    character_race: { race: race.race_name, subculture: race.subculture_name, transformation: null, race_attributes: attributes },
  });
}

/** Skills each class has a price for: picking among them makes purchases succeed more often. */
const priced = new Map(CHARACTER_CLASSES.map((cls) => [cls, data.skills.filter((s) => costTableFor(s, cls))] as const));

function targetOf(build: WorkingBuild, step: Step): PurchaseTarget {
  // Decreases pick among the skills the build has, so they are rarely no-ops.
  const owned = Object.keys(build.character_skills);
  const pool = priced.get(build.character_class!)!;
  const fromOwned = step.op === 'decrease' && owned.length > 0;
  const skill = fromOwned ? data.skillsById.get(owned[step.pick % owned.length]!)! : pool[step.pick % pool.length]!;
  const kind = entryKind(skill);
  if (kind === 'handed') return { skillId: skill._id, hand: step.left ? 'left' : 'right' };
  if (kind === 'magic_schools') return { skillId: skill._id, school: schools[step.school % schools.length]! };
  return { skillId: skill._id };
}

/** Answers every variety grant with choices derived from the seed. */
function choicesFor(build: WorkingBuild, target: PurchaseTarget, seed: number): Record<string, string[]> {
  const choices: Record<string, string[]> = {};
  for (const pending of pendingGrantChoices(data, build, target, ctx)) {
    const ids = pending.options.map((o) => o.id);
    const start = seed % ids.length;
    choices[pending.key] = [...ids.slice(start), ...ids.slice(0, start)].slice(0, pending.variety);
  }
  return choices;
}

/** A replaced purchase granted more than one level cannot be undone: the spec's operational error. */
function isReplacedMultiLevel(error: unknown): boolean {
  return error instanceof OperationalError && error.message === MESSAGES.replacedPurchaseMultiLevel;
}

/** Applies one random step if it is allowed; returns the next build and whether it was a decrease. */
function applyStep(build: WorkingBuild, step: Step): { next: WorkingBuild; decreased: boolean } {
  const slot = data.skills.find((s) => entryKind(s) === (step.op === 'spell' ? 'spell_slot' : 'alchemy_slot'));
  if (step.op === 'spell' && slot) {
    const entry = build.character_skills[slot._id] as { spell_schools: string[] } | undefined;
    const chosen = entry?.spell_schools.length ?? 0;
    const result =
      step.column >= chosen && !step.down
        ? addBuildSpellSchool(data, build, ctx, slot._id, schools[step.school % schools.length]!)
        : changeBuildSpellSlot(data, build, ctx, slot._id, Math.min(step.column, Math.max(chosen - 1, 0)), step.level, step.down ? -1 : 1);
    return { next: result.ok ? result.build : build, decreased: result.ok && step.down };
  }
  if (step.op === 'alchemy' && slot) {
    const entry = build.character_skills[slot._id] as { specialties: string[] } | undefined;
    const chosen = entry?.specialties.length ?? 0;
    const level = ((step.level - 1) % 6) + 1;
    const result =
      step.column >= chosen && !step.down && step.seed % 3 === 0
        ? addBuildAlchemySpecialty(data, build, ctx, slot._id, ALCHEMY_SPECIALTIES[step.school % 3]!)
        : changeBuildAlchemySlot(data, build, ctx, slot._id, Math.min(step.column, Math.max(chosen - 1, 0)), level, step.down ? -1 : 1);
    return { next: result.ok ? result.build : build, decreased: result.ok && step.down };
  }
  const target = targetOf(build, step);
  if (step.op === 'decrease') {
    try {
      return canDecrease(data, build, ctx, target).ok
        ? { next: decrease(data, build, ctx, target), decreased: true }
        : { next: build, decreased: false };
    } catch (error) {
      if (isReplacedMultiLevel(error)) return { next: build, decreased: false };
      throw error;
    }
  }
  const choices = choicesFor(build, target, step.seed);
  if (!canIncrease(data, build, ctx, target, choices).ok) return { next: build, decreased: false };
  return { next: increase(data, build, ctx, target, choices), decreased: false };
}

function play(start: WorkingBuild, steps: Step[], each: (before: WorkingBuild, after: WorkingBuild, decreased: boolean) => void) {
  let build = start;
  for (const step of steps) {
    const { next, decreased } = applyStep(build, step);
    each(build, next, decreased);
    build = next;
  }
  return build;
}

const RUNS = { numRuns: 60 };

describe('random purchase sequences on the sample ruleset', () => {
  it('the build cost always equals the sum over skills (recomputeCost)', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { minLength: 20, maxLength: 60 }), ({ cls, race }, steps) => {
        play(startBuild(cls, race), steps, (_before, after) => {
          expect(after.character_build_cost).toBe(recomputeCost(data, after));
          expect(after.character_build_cost).toBeLessThanOrEqual(ctx.character_xp_total);
        });
      }),
      RUNS,
    );
  });

  it('a valid build never becomes invalid through a decrease (or an increase) that was not blocked', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { minLength: 20, maxLength: 60 }), ({ cls, race }, steps) => {
        play(startBuild(cls, race), steps, (before, after) => {
          expect(() => validateBuild(data, before, ctx)).not.toThrow();
          expect(() => validateBuild(data, after, ctx)).not.toThrow();
        });
      }),
      RUNS,
    );
  });

  it('increase then decrease restores the build and its cost exactly', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { minLength: 10, maxLength: 50 }), stepArb, ({ cls, race }, steps, probe) => {
        const build = play(startBuild(cls, race), steps, () => undefined);
        const target = targetOf(build, { ...probe, op: 'increase' });
        const choices = choicesFor(build, target, probe.seed);
        fc.pre(canIncrease(data, build, ctx, target, choices).ok);
        const up = increase(data, build, ctx, target, choices);
        let down: WorkingBuild;
        try {
          down = decrease(data, up, ctx, target);
        } catch (error) {
          fc.pre(!isReplacedMultiLevel(error));
          throw error;
        }
        expect(down).toEqual(build);
        expect(down.character_build_cost).toBe(build.character_build_cost);
      }),
      RUNS,
    );
  });

  it('stored -> working -> stored is the identity after compaction', () => {
    fc.assert(
      fc.property(startArb, fc.array(stepArb, { minLength: 10, maxLength: 50 }), ({ cls, race }, steps) => {
        const build = play(startBuild(cls, race), steps, () => undefined);
        const stored = toStored(compact(data, build));
        expect(toStored(compact(data, toWorking(stored)))).toEqual(stored);
        expect(toWorking(stored)).toEqual(compact(data, build));
      }),
      RUNS,
    );
  });
});
