import {
  allowedSpellSchools,
  amountTotal,
  canDecrease,
  canIncrease,
  describePrereqs,
  entryKind,
  targetAmount,
  type CharacterContext,
  type GameData,
  type PurchaseTarget,
  type SkillDefinition,
  type WorkingBuild,
} from '@larp/rules';
import { controlCheck, type ControlCheck } from './editor-state';

/** One plus/minus pair (or checkbox): a plain skill has one, a handed skill two, a magic-school skill one per school. */
export interface CounterView {
  /** 'Left', 'Right', a school name, or null for a plain skill */
  label: string | null;
  target: PurchaseTarget;
  value: number;
  plus: ControlCheck;
  minus: ControlCheck;
}

/** What a skill row shows; compared by its JSON key so an unchanged row is not re-rendered. */
export interface SkillRowView {
  skillId: string;
  name: string;
  description: string;
  prerequisites: string;
  maxPurchases: number;
  /** a single-purchase plain skill: a checkbox instead of a counter */
  single: boolean;
  counters: CounterView[];
  /** owned (any counter above 0) */
  owned: boolean;
  /** some counter can go up now */
  purchasable: boolean;
  /** neither owned nor purchasable: why, in one line (the missing prerequisite, the XP short, ...); else '' */
  unavailable: string;
  /** not owned, and blocked by the rules for a trait group the race attributes lack (another race's racial skill) */
  otherTraits: boolean;
}

/**
 * A block reason on one line: the rules list each unmet prerequisite as its own 'Requires ...'; they
 * are joined into one sentence ('Requires Parry x2 and Dodge').
 */
export function oneLineReason(reason: string): string {
  const parts = reason.split('; ').filter(Boolean);
  if (parts.length < 2 || !parts.every((part) => part.startsWith('Requires '))) return reason;
  const needs = parts.map((part) => part.slice('Requires '.length));
  return `Requires ${needs.slice(0, -1).join(', ')} and ${needs[needs.length - 1]}`;
}

function counterTargets(skill: SkillDefinition, ctx: CharacterContext): { label: string | null; target: PurchaseTarget }[] {
  const kind = entryKind(skill);
  if (kind === 'handed') {
    return [
      { label: 'Left', target: { skillId: skill._id, hand: 'left' } },
      { label: 'Right', target: { skillId: skill._id, hand: 'right' } },
    ];
  }
  if (kind === 'magic_schools') {
    return allowedSpellSchools(ctx.additional_spell_schools).map((school) => ({ label: school, target: { skillId: skill._id, school } }));
  }
  return [{ label: null, target: { skillId: skill._id } }];
}

/** The row of a plain, handed or magic-school skill, every control judged by the rules. */
export function skillRowView(data: GameData, build: WorkingBuild, ctx: CharacterContext, skill: SkillDefinition): SkillRowView {
  const counters = counterTargets(skill, ctx).map(({ label, target }) => ({
    label,
    target,
    value: amountTotal(targetAmount(build, skill, target), skill.skill_max_purchases),
    plus: controlCheck(canIncrease(data, build, ctx, target)),
    minus: controlCheck(canDecrease(data, build, ctx, target)),
  }));
  const owned = counters.some((counter) => counter.value > 0);
  const purchasable = counters.some((counter) => counter.plus.ok);
  const blocked = counters.find((counter) => !counter.plus.ok)?.plus;
  return {
    skillId: skill._id,
    name: skill.skill_name,
    description: skill.skill_description,
    prerequisites: skill.skill_prereq_description ?? (skill.skill_prereq_model ? describePrereqs(skill.skill_prereq_model) : ''),
    maxPurchases: skill.skill_max_purchases,
    single: entryKind(skill) === 'plain' && skill.skill_max_purchases === 1,
    counters,
    owned,
    purchasable,
    unavailable: !owned && !purchasable && blocked ? oneLineReason(blocked.reason) : '',
    otherTraits: !owned && counters.every((counter) => counter.plus.code === 'trait_group'),
  };
}

/** The slot skills have their pyramids instead of rows. */
export function isSlotSkill(skill: SkillDefinition): boolean {
  const kind = entryKind(skill);
  return kind === 'spell_slot' || kind === 'alchemy_slot';
}
