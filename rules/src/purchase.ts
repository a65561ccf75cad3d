/**
 * Buying and selling levels of a skill (players §4 "Skill purchase increase/decrease", §5 "Skill
 * purchase"). One immutable API for the client editor (to enable a button and say why not) and
 * the server (to decide). Every blocked result carries a code and a reason a player understands.
 *
 * Decisions (also in rules/README.md):
 *  - Decision: `cost` in a result is the change of the build's cost the step causes, grants included: a
 *    grant that replaces a purchase refunds it, a grant onto a skill already bought moves its
 *    purchases to later (possibly dearer) levels. The XP check uses that change.
 *  - Decision: Handed skills are bought per hand and magic-school skills per school; skill_max_purchases
 *    applies to each hand or school on its own, and prerequisites are checked at that amount's level.
 *  - Decision: A decrease below the committed build is found by running the regression rule on the result.
 *  - Decision: A decrease is 'necessary' when an owned skill whose prerequisites held before no longer does.
 */
import { checkPrereqs } from './prereqs';
import { costTableFor, grantedLevels, targetAmount, type PurchaseTarget } from './costs';
import { MESSAGES, SkillError } from './errors';
import type { GameData } from './game-data';
import {
  BuildDraft,
  GrantChoiceError,
  applyGrants,
  grantingSkillNames,
  removeGrants,
  type GrantApplication,
  type GrantChoices,
  type PendingGrantChoice,
} from './grants';
import { findRegression } from './regression';
import { allowedSpellSchools } from './spell-schools';
import { amountTotal, entryKind } from './totals';
import type { Amount, CharacterContext, SkillDefinition, WorkingBuild } from './types';
import { ownedPrereqCheck } from './validity';

export type { PurchaseTarget } from './costs';

export type BlockCode =
  | 'attributes' // race attributes not chosen yet
  | 'skill' // unknown skill, or a target that does not fit the skill (hand, school)
  | 'class' // no cost entry for the character's class nor for all
  | 'trait_group' // the race attributes lack the skill's trait group
  | 'max' // 'Max skill level reached'
  | 'prereqs' // prerequisites unmet
  | 'xp' // 'Not enough XP'
  | 'choices' // a variety grant answered with the wrong number or kind of skills
  | 'nothing' // nothing purchased to remove
  | 'granted' // only granted levels: 'Granted by X'
  | 'committed' // below the committed build
  | 'necessary' // another owned skill needs it
  | 'pyramid'; // the spell or alchemy pyramid would become invalid

export interface Blocked {
  ok: false;
  code: BlockCode;
  reason: string;
}
export type PurchaseCheck = { ok: true; cost: number } | Blocked;
/** The result of a step at the build level: the new build, or why not. */
export type BuildChange = { ok: true; build: WorkingBuild; cost: number } | Blocked;

/** Thrown by increase/decrease when the step is blocked; the message is the player-readable reason. */
export class PurchaseBlockedError extends SkillError {
  constructor(
    readonly code: BlockCode,
    reason: string,
  ) {
    super(reason);
  }
}

export const ATTRIBUTES_NOT_CHOSEN = "Please select your character's attributes in order to begin purchasing skills";

export function blocked(code: BlockCode, reason: string): Blocked {
  return { ok: false, code, reason };
}

// ---------------------------------------------------------------------------------------------
// Checks shared with the slot skills (slot-purchase.ts)
// ---------------------------------------------------------------------------------------------

/** Whether the character may buy the skill at all: attributes chosen, class and trait group fit. */
export function availabilityBlock(build: WorkingBuild, skill: SkillDefinition): Blocked | null {
  const attributes = build.character_race.race_attributes;
  if (!attributes) return blocked('attributes', ATTRIBUTES_NOT_CHOSEN);
  if (!costTableFor(skill, build.character_class)) {
    const cls = build.character_class ?? 'unchosen';
    return blocked('class', `${skill.skill_name} is not available to the ${cls} class`);
  }
  const trait = skill.skill_trait_group;
  if (trait && !attributes.includes(trait)) {
    return blocked('trait_group', `${skill.skill_name} requires the ${trait} trait`);
  }
  return null;
}

/** 'Not enough XP' when the step costs more than the XP the build has not spent yet. */
export function xpBlock(build: WorkingBuild, ctx: CharacterContext, cost: number): Blocked | null {
  if (cost <= 0) return null;
  const available = ctx.character_xp_total - build.character_build_cost;
  if (cost <= available) return null;
  return blocked('xp', `${MESSAGES.notEnoughXp}: this costs ${cost} XP and ${Math.max(available, 0)} XP is available`);
}

/** Blocks a result that falls below the committed build. */
export function committedBlock(ctx: CharacterContext, skill: SkillDefinition, after: WorkingBuild): Blocked | null {
  if (!ctx.committed_build) return null;
  if (findRegression(after, ctx.committed_build) === null) return null;
  return blocked('committed', `${skill.skill_name} cannot go below your committed build`);
}

/** Owned skills whose prerequisites held in `before` and fail in `after`. */
export function brokenDependents(data: GameData, before: WorkingBuild, after: WorkingBuild, ctx: CharacterContext): SkillDefinition[] {
  const broken: SkillDefinition[] = [];
  for (const [skillId, entry] of Object.entries(after.character_skills)) {
    const skill = data.skillsById.get(skillId);
    if (!skill || !skill.skill_prereq_model) continue;
    if (ownedPrereqCheck(data, after, ctx, skill, entry).met) continue;
    const was = before.character_skills[skillId] ?? entry;
    if (ownedPrereqCheck(data, before, ctx, skill, was).met) broken.push(skill);
  }
  return broken;
}

/** The 'necessary' rule: a step that breaks a dependent owned skill's prerequisites is blocked. */
export function necessaryBlock(
  data: GameData,
  skill: SkillDefinition,
  before: WorkingBuild,
  after: WorkingBuild,
  ctx: CharacterContext,
): Blocked | null {
  const broken = brokenDependents(data, before, after, ctx);
  if (broken.length === 0) return null;
  const names = broken.map((s) => s.skill_name).join(', ');
  return blocked('necessary', `${skill.skill_name} is needed by ${names}`);
}

// ---------------------------------------------------------------------------------------------
// Increase
// ---------------------------------------------------------------------------------------------

function resolveTarget(data: GameData, ctx: CharacterContext, target: PurchaseTarget): { skill: SkillDefinition } | Blocked {
  const skill = data.skillsById.get(target.skillId);
  if (!skill) return blocked('skill', MESSAGES.skillNotFound(target.skillId));
  const kind = entryKind(skill);
  if (kind === 'spell_slot' || kind === 'alchemy_slot') {
    return blocked('skill', `${skill.skill_name} is bought slot by slot in its pyramid`);
  }
  if (kind === 'handed' && target.hand !== 'left' && target.hand !== 'right') {
    return blocked('skill', `Choose a hand for ${skill.skill_name}`);
  }
  if (kind === 'magic_schools') {
    if (target.school === undefined || !allowedSpellSchools(ctx.additional_spell_schools).includes(target.school)) {
      return blocked('skill', `Choose a school for ${skill.skill_name}`);
    }
  }
  return { skill };
}

/** The amount a target buys into, ready to change inside a draft. */
function draftAmount(draft: BuildDraft, skill: SkillDefinition, target: PurchaseTarget): Amount {
  const entry = draft.writable(skill);
  const kind = entryKind(skill);
  if (kind === 'handed') return (entry as { left: Amount; right: Amount })[target.hand as 'left' | 'right'];
  if (kind === 'magic_schools') {
    const schools = (entry as { schools: Record<string, Amount> }).schools;
    const school = target.school as string;
    if (!schools[school]) schools[school] = { purchase_count: 0, grants: [] };
    return schools[school];
  }
  return entry as Amount;
}

interface IncreasePlan {
  result: BuildChange;
  pending: PendingGrantChoice[];
}

function planIncrease(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  target: PurchaseTarget,
  application: GrantApplication,
): IncreasePlan {
  const pending = application.pending ?? [];
  const stop = (b: Blocked): IncreasePlan => ({ result: b, pending });
  const resolved = resolveTarget(data, ctx, target);
  if ('ok' in resolved) return stop(resolved);
  const { skill } = resolved;
  const available = availabilityBlock(build, skill);
  if (available) return stop(available);
  const amount = targetAmount(build, skill, target);
  const held = amountTotal(amount, skill.skill_max_purchases);
  if (held >= skill.skill_max_purchases) return stop(blocked('max', MESSAGES.maxSkillLevel));
  const prereqs = checkPrereqs(data, build, ctx, skill, { level: held + 1, hand: target.hand, school: target.school });
  if (!prereqs.met) return stop(blocked('prereqs', prereqs.missing.join('; ')));

  const draft = new BuildDraft(data, build);
  const levelBefore = draft.levelOf(skill);
  draftAmount(draft, skill, target).purchase_count += 1;
  const levelAfter = draft.levelOf(skill);
  if (levelAfter > levelBefore) applyGrants(draft, skill, levelBefore, levelAfter, application);
  const done = draft.finish();
  const xp = xpBlock(build, ctx, done.cost);
  if (xp) return stop(xp);
  return { result: { ok: true, build: done.build, cost: done.cost }, pending };
}

/**
 * Whether the target's next level can be bought, and what it would change the build cost by.
 * Without `choices`, variety grants the player has not answered yet are left out of the cost.
 */
export function canIncrease(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  target: PurchaseTarget,
  choices: GrantChoices = {},
): PurchaseCheck {
  try {
    const { result } = planIncrease(data, build, ctx, target, { choices, pending: [] });
    return result.ok ? { ok: true, cost: result.cost } : result;
  } catch (error) {
    if (error instanceof GrantChoiceError) return blocked('choices', error.message);
    throw error;
  }
}

/** The variety grants buying the target's next level would ask the player to choose. */
export function pendingGrantChoices(
  data: GameData,
  build: WorkingBuild,
  target: PurchaseTarget,
  ctx: CharacterContext = { character_xp_total: Number.MAX_SAFE_INTEGER, additional_spell_schools: [] },
  choices: GrantChoices = {},
): PendingGrantChoice[] {
  return planIncrease(data, build, ctx, target, { choices, pending: [] }).pending;
}

/**
 * Buys the target's next level: purchase_count + 1, the level's cost added, the skill's grants
 * for the new level applied. Every variety grant needs its choices (GrantChoiceError otherwise);
 * a blocked step throws PurchaseBlockedError with the reason.
 */
export function increase(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  target: PurchaseTarget,
  choices: GrantChoices = {},
): WorkingBuild {
  const { result } = planIncrease(data, build, ctx, target, { choices });
  if (!result.ok) throw new PurchaseBlockedError(result.code, result.reason);
  return result.build;
}

// ---------------------------------------------------------------------------------------------
// Decrease
// ---------------------------------------------------------------------------------------------

function planDecrease(data: GameData, build: WorkingBuild, ctx: CharacterContext, target: PurchaseTarget): BuildChange {
  const resolved = resolveTarget(data, ctx, target);
  if ('ok' in resolved) return resolved;
  const { skill } = resolved;
  const amount = targetAmount(build, skill, target);
  if (amount.purchase_count === 0) {
    if (grantedLevels(amount) > 0) return blocked('granted', `Granted by ${grantingSkillNames(data, amount).join(', ')}`);
    return blocked('nothing', `${skill.skill_name} has not been purchased`);
  }
  const draft = new BuildDraft(data, build);
  const levelBefore = draft.levelOf(skill);
  draftAmount(draft, skill, target).purchase_count -= 1;
  const levelAfter = draft.levelOf(skill);
  if (levelAfter < levelBefore) removeGrants(draft, skill, levelAfter);
  const done = draft.finish();
  const committed = committedBlock(ctx, skill, done.build);
  if (committed) return committed;
  const necessary = necessaryBlock(data, skill, build, done.build, ctx);
  if (necessary) return necessary;
  return { ok: true, build: done.build, cost: done.cost };
}

/** Whether one purchase of the target can be removed, and the (negative) change of build cost. */
export function canDecrease(data: GameData, build: WorkingBuild, ctx: CharacterContext, target: PurchaseTarget): PurchaseCheck {
  const result = planDecrease(data, build, ctx, target);
  return result.ok ? { ok: true, cost: result.cost } : result;
}

/**
 * Removes one purchase of the target: the grants the skill gave at the lost level go (and those
 * their skills gave, if they drop), a purchase a removed grant had replaced is charged again.
 */
export function decrease(data: GameData, build: WorkingBuild, ctx: CharacterContext, target: PurchaseTarget): WorkingBuild {
  const result = planDecrease(data, build, ctx, target);
  if (!result.ok) throw new PurchaseBlockedError(result.code, result.reason);
  return result.build;
}
