/**
 * Whole-build validity (players §5): the server's final word on a saved or committed build.
 * validateBuild throws SkillError with exactly the spec's messages (MESSAGES in errors.ts), in
 * this order: unknown skills, malformed or unavailable entries, prerequisites, pyramids, grants.
 *
 * Decisions (also in rules/README.md):
 *  - Decision: Prerequisites are checked for purchased amounts only (purchase_count > 0): a skill held only
 *    through grants was paid for by the granting skill. The level passed is the amount's total.
 *    Handed skills are checked per hand, magic-school skills per school. Spell-slot skills are not
 *    checked (spec); alchemy is checked at level 1 when it holds any slot.
 *  - Decision: Class and trait-group availability, like prerequisites, apply to purchases, not grants.
 *  - Decision: Purchases may not take an amount above skill_max_purchases (purchases plus grants); grants
 *    alone may (two skills granting the same single-rank skill is a legal build).
 *  - Decision: The {json} of a grant message is the grant definition for missing grants, and the grant on
 *    the character (with the skill_id it sits on) for unaccounted and extra grants.
 */
import { allowedSpellSchools } from './spell-schools';
import { validateAlchemyPyramid } from './alchemy-pyramid';
import { validateSpellPyramid } from './spell-pyramid';
import { checkPrereqs, type PrereqCheck } from './prereqs';
import { costTableFor } from './costs';
import { MESSAGES, SkillError } from './errors';
import type { GameData } from './game-data';
import { grantDefinitionWellFormed, grantLevel, grantOptions, isVarietyGrant } from './grants';
import { amountTotal, entryKind } from './totals';
import {
  ALCHEMY_SLOT_LEVELS,
  SPELL_SLOT_LEVELS,
  type AlchemySlotEntry,
  type Amount,
  type CharacterContext,
  type Grant,
  type HandedEntry,
  type MagicSchoolsEntry,
  type SkillDefinition,
  type SkillEntry,
  type SpellSlotEntry,
  type WorkingBuild,
} from './types';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isPositive = (n: unknown): n is number => isCount(n) && n > 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function grantShapeOk(grant: unknown): boolean {
  if (!isObject(grant)) return false;
  if (!isPositive(grant.count) || !isPositive(grant.at_level) || typeof grant.granted_by !== 'string') return false;
  return grant.replaces_purchase === undefined || typeof grant.replaces_purchase === 'boolean';
}

function amountShapeOk(amount: unknown): amount is Amount {
  if (!isObject(amount) || !isCount(amount.purchase_count) || !Array.isArray(amount.grants)) return false;
  return amount.grants.every(grantShapeOk);
}

function levelsShapeOk(levels: unknown, width: number): levels is number[][] {
  return Array.isArray(levels) && levels.every((row) => Array.isArray(row) && row.length === width && row.every(isCount));
}

const isNameList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Whether an entry has the shape its skill's options ask for, with non-negative integer counts. */
export function entryShapeOk(skill: SkillDefinition, entry: unknown): entry is SkillEntry {
  if (!isObject(entry)) return false;
  switch (entryKind(skill)) {
    case 'handed':
      return amountShapeOk(entry.left) && amountShapeOk(entry.right);
    case 'spell_slot':
      return levelsShapeOk(entry.levels, SPELL_SLOT_LEVELS) && isNameList(entry.spell_schools);
    case 'alchemy_slot':
      return levelsShapeOk(entry.levels, ALCHEMY_SLOT_LEVELS) && isNameList(entry.specialties);
    case 'magic_schools':
      return isObject(entry.schools) && Object.values(entry.schools).every(amountShapeOk);
    default:
      return amountShapeOk(entry);
  }
}

/** The amounts of an entry of a known kind, each with the hand or school it belongs to. */
function labelledAmounts(skill: SkillDefinition, entry: SkillEntry): { amount: Amount; hand?: 'left' | 'right'; school?: string }[] {
  switch (entryKind(skill)) {
    case 'handed':
      return [
        { amount: (entry as HandedEntry).left, hand: 'left' },
        { amount: (entry as HandedEntry).right, hand: 'right' },
      ];
    case 'magic_schools':
      return Object.entries((entry as MagicSchoolsEntry).schools).map(([school, amount]) => ({ amount, school }));
    case 'spell_slot':
    case 'alchemy_slot':
      return [];
    default:
      return [{ amount: entry as Amount }];
  }
}

function grantSum(amount: Amount): number {
  let sum = 0;
  for (const grant of amount.grants) sum += grant.count;
  return sum;
}

function hasSlots(entry: SkillEntry): boolean {
  return (entry as SpellSlotEntry | AlchemySlotEntry).levels.some((row) => row.some((n) => n > 0));
}

/** Whether the entry holds anything the character paid for. */
function entryPurchased(skill: SkillDefinition, entry: SkillEntry, labelled: readonly { amount: Amount }[]): boolean {
  const kind = entryKind(skill);
  if (kind === 'spell_slot' || kind === 'alchemy_slot') return hasSlots(entry);
  return labelled.some(({ amount }) => amount.purchase_count > 0);
}

/**
 * Malformed shapes, negative or fractional counts, purchases above max, schools that are not
 * allowed, a class without a cost entry or a missing trait group: all 'Some skill was invalid'.
 */
function entryValid(build: WorkingBuild, allowed: readonly string[], skill: SkillDefinition, entry: unknown): boolean {
  if (!entryShapeOk(skill, entry)) return false;
  const labelled = labelledAmounts(skill, entry);
  for (const { amount, school } of labelled) {
    if (amount.purchase_count > 0 && amount.purchase_count + grantSum(amount) > skill.skill_max_purchases) return false;
    if (school !== undefined && !allowed.includes(school)) return false;
  }
  if (entryPurchased(skill, entry, labelled)) {
    if (!costTableFor(skill, build.character_class)) return false;
    const trait = skill.skill_trait_group;
    if (trait && !(build.character_race.race_attributes ?? []).includes(trait)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Prerequisites of owned skills (shared with purchase.ts for the 'necessary' rule)
// ---------------------------------------------------------------------------------------------

/**
 * The prerequisites of an owned entry, checked at the level it is held: every purchased amount
 * (per hand, per school) must meet them. Spell-slot skills are exempt (spec).
 */
export function ownedPrereqCheck(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skill: SkillDefinition,
  entry: SkillEntry,
): PrereqCheck {
  if (!skill.skill_prereq_model) return { met: true };
  const kind = entryKind(skill);
  if (kind === 'spell_slot') return { met: true };
  if (kind === 'alchemy_slot') return hasSlots(entry) ? checkPrereqs(data, build, ctx, skill, { level: 1 }) : { met: true };
  for (const { amount, hand, school } of labelledAmounts(skill, entry)) {
    if (amount.purchase_count === 0) continue;
    const level = amountTotal(amount, skill.skill_max_purchases);
    const check = checkPrereqs(data, build, ctx, skill, { level, hand, school });
    if (!check.met) return check;
  }
  return { met: true };
}

// ---------------------------------------------------------------------------------------------
// Grants
// ---------------------------------------------------------------------------------------------

interface PlacedGrant {
  skillId: string;
  grant: Grant;
}

function grantJson(placed: PlacedGrant): Record<string, unknown> {
  return { skill_id: placed.skillId, ...placed.grant };
}

function checkGrants(data: GameData, build: WorkingBuild): void {
  // Every grant on the character, by the skill that gave it.
  const byGranter = new Map<string, PlacedGrant[]>();
  const all: PlacedGrant[] = [];
  for (const [skillId, entry] of Object.entries(build.character_skills)) {
    const skill = data.skillsById.get(skillId) as SkillDefinition;
    for (const { amount } of labelledAmounts(skill, entry)) {
      for (const grant of amount.grants) {
        const placed = { skillId, grant };
        all.push(placed);
        const list = byGranter.get(grant.granted_by);
        if (list) list.push(placed);
        else byGranter.set(grant.granted_by, [placed]);
      }
    }
  }
  const accounted = new Set<PlacedGrant>();
  // Each definition of each owned skill at each owned level must be matched.
  for (const skillId of Object.keys(build.character_skills)) {
    const skill = data.skillsById.get(skillId) as SkillDefinition;
    if (skill.skill_grants.length === 0) continue;
    const level = grantLevel(data, build, skill);
    const given = byGranter.get(skillId) ?? [];
    for (const definition of skill.skill_grants) {
      if (!grantDefinitionWellFormed(data, definition)) throw new SkillError(MESSAGES.invalidGrantCode1);
      if (definition.level > level) continue;
      const matches = (placed: PlacedGrant, targetId: string) =>
        !accounted.has(placed) &&
        placed.skillId === targetId &&
        placed.grant.at_level === definition.level &&
        placed.grant.count === definition.count;
      if (!isVarietyGrant(definition)) {
        const targetId = (data.skillsByName.get(definition.skill as string) as SkillDefinition)._id;
        const match = given.find((placed) => matches(placed, targetId));
        if (!match) throw new SkillError(MESSAGES.unableToFindGrant(definition));
        accounted.add(match);
        continue;
      }
      // A variety grant: `variety` different skills among its options, one matching grant each.
      const variety = definition.variety as number;
      let found = 0;
      for (const option of grantOptions(data, definition)) {
        if (found === variety) break;
        const match = given.find((placed) => matches(placed, option._id));
        if (match) {
          accounted.add(match);
          found++;
        }
      }
      if (found < variety) throw new SkillError(MESSAGES.notEnoughGrants(skill.skill_name, definition.level, found));
    }
  }
  const unaccounted = all.filter((placed) => !accounted.has(placed));
  if (unaccounted.length === 0) return;
  for (const placed of unaccounted) {
    const granter = data.skillsById.get(placed.grant.granted_by);
    const level = granter && build.character_skills[granter._id] ? grantLevel(data, build, granter) : 0;
    const defined = granter?.skill_grants.some((d) => d.level === placed.grant.at_level);
    if (!granter || level < placed.grant.at_level || !defined) {
      throw new SkillError(MESSAGES.unableToAccountForGrant(grantJson(placed)));
    }
  }
  throw new SkillError(MESSAGES.extraGrants(unaccounted.map(grantJson)));
}

// ---------------------------------------------------------------------------------------------
// The whole build
// ---------------------------------------------------------------------------------------------

export function validateBuild(data: GameData, build: WorkingBuild, ctx: CharacterContext): void {
  const owned: [SkillDefinition, SkillEntry][] = [];
  for (const [skillId, entry] of Object.entries(build.character_skills)) {
    const skill = data.skillsById.get(skillId);
    if (!skill) throw new SkillError(MESSAGES.skillNotFound(skillId));
    owned.push([skill, entry]);
  }
  const allowed = allowedSpellSchools(ctx.additional_spell_schools);
  for (const [skill, entry] of owned) {
    if (!entryValid(build, allowed, skill, entry)) throw new SkillError(MESSAGES.someSkillInvalid);
  }
  for (const [skill, entry] of owned) {
    const kind = entryKind(skill);
    if (kind === 'spell_slot') {
      if (!validateSpellPyramid(entry as SpellSlotEntry, allowed).valid) throw new SkillError(MESSAGES.spellSlotsInvalid);
      continue;
    }
    if (kind === 'alchemy_slot' && !validateAlchemyPyramid(entry as AlchemySlotEntry).valid) {
      throw new SkillError(MESSAGES.alchemySlotsInvalid);
    }
    if (!ownedPrereqCheck(data, build, ctx, skill, entry).met) throw new SkillError(MESSAGES.prereqsNotMet(skill.skill_name));
  }
  checkGrants(data, build);
}

/** 'Not enough XP' when the build's recomputed cost is above the character's XP total. */
export function checkAffordable(build: WorkingBuild, ctx: CharacterContext): void {
  if (build.character_build_cost > ctx.character_xp_total) throw new SkillError(MESSAGES.notEnoughXp);
}
