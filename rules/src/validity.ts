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
 *
 * Performance (issue 16): validateBuild runs on every editor change and every save, so its happy path
 * allocates almost nothing (about 4 KB on a maximal build instead of 26 KB, which made a minor GC land
 * in one validation of ten and set the p99): indexed loops instead of for...of (whose iterators are not
 * always optimized away), no per-entry lists of amounts, grant definitions resolved once per GameData,
 * prerequisites answered by prereqsMet (no phrases, no arrays) and worded only when unmet.
 */
import { allowedSpellSchools } from './spell-schools';
import { validateAlchemyPyramid } from './alchemy-pyramid';
import { validateSpellPyramid } from './spell-pyramid';
import { checkPrereqs, prereqsMet, type PrereqCheck } from './prereqs';
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
  type SkillGrantDefinition,
  type SpellSlotEntry,
  type WorkingBuild,
} from './types';

/** The nine schools, shared while no extra school is enabled (read only). */
const NINE_SCHOOLS: readonly string[] = allowedSpellSchools([]);

function allowedSchoolsOf(ctx: CharacterContext): readonly string[] {
  const additional = (ctx as Partial<CharacterContext>).additional_spell_schools;
  return additional === undefined || additional.length === 0 ? NINE_SCHOOLS : allowedSpellSchools(additional);
}

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
  const grantList = amount.grants;
  for (let grantIndex = 0; grantIndex < grantList.length; grantIndex += 1) {
    const grant = grantList[grantIndex];
    if (grant === undefined) continue;
    sum += grant.count;
  }
  return sum;
}

function hasSlots(entry: SkillEntry): boolean {
  return (entry as SpellSlotEntry | AlchemySlotEntry).levels.some((row) => row.some((n) => n > 0));
}

/** An amount's own rule: purchases never above max (with grants), a school this character may choose. */
function amountValid(skill: SkillDefinition, amount: Amount, school: string | undefined, allowed: readonly string[]): boolean {
  if (amount.purchase_count > 0 && amount.purchase_count + grantSum(amount) > skill.skill_max_purchases) return false;
  return school === undefined || allowed.includes(school);
}

/**
 * Malformed shapes, negative or fractional counts, purchases above max, schools that are not
 * allowed, a class without a cost entry or a missing trait group: all 'Some skill was invalid'.
 * (labelledAmounts + entryPurchased, without building the list: this runs for every owned skill.)
 */
function entryValid(build: WorkingBuild, allowed: readonly string[], skill: SkillDefinition, entry: unknown): boolean {
  if (!entryShapeOk(skill, entry)) return false;
  let purchased = false;
  switch (entryKind(skill)) {
    case 'handed': {
      const { left, right } = entry as HandedEntry;
      if (!amountValid(skill, left, undefined, allowed) || !amountValid(skill, right, undefined, allowed)) return false;
      purchased = left.purchase_count > 0 || right.purchase_count > 0;
      break;
    }
    case 'magic_schools': {
      const schools = (entry as MagicSchoolsEntry).schools;
      for (const [school, amount] of Object.entries(schools)) {
        if (!amountValid(skill, amount, school, allowed)) return false;
        if (amount.purchase_count > 0) purchased = true;
      }
      break;
    }
    case 'spell_slot':
    case 'alchemy_slot':
      purchased = hasSlots(entry);
      break;
    default: {
      const amount = entry as Amount;
      if (!amountValid(skill, amount, undefined, allowed)) return false;
      purchased = amount.purchase_count > 0;
    }
  }
  if (purchased) {
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

/** ownedPrereqCheck(...).met without the result objects (the validation hot path). */
export function ownedPrereqsMet(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skill: SkillDefinition,
  entry: SkillEntry,
): boolean {
  if (!skill.skill_prereq_model) return true;
  switch (entryKind(skill)) {
    case 'spell_slot':
      return true;
    case 'alchemy_slot':
      return hasSlots(entry) ? prereqsMet(data, build, ctx, skill, 1) : true;
    case 'handed': {
      const { left, right } = entry as HandedEntry;
      const max = skill.skill_max_purchases;
      if (left.purchase_count > 0 && !prereqsMet(data, build, ctx, skill, amountTotal(left, max), 'left')) return false;
      return right.purchase_count === 0 || prereqsMet(data, build, ctx, skill, amountTotal(right, max), 'right');
    }
    case 'magic_schools': {
      const schools = (entry as MagicSchoolsEntry).schools;
      for (const [school, amount] of Object.entries(schools)) {
        if (amount.purchase_count === 0) continue;
        if (!prereqsMet(data, build, ctx, skill, amountTotal(amount, skill.skill_max_purchases), undefined, school)) return false;
      }
      return true;
    }
    default: {
      const amount = entry as Amount;
      return amount.purchase_count === 0 || prereqsMet(data, build, ctx, skill, amountTotal(amount, skill.skill_max_purchases));
    }
  }
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

/** A grant definition read once per indexed ruleset: whether it is well formed, and whom it may go to. */
interface IndexedGrantDefinition {
  definition: SkillGrantDefinition;
  wellFormed: boolean;
  /** the named skill's id (non-variety grants) */
  targetId: string | undefined;
  /** the skills a variety grant may go to, in order */
  options: readonly SkillDefinition[];
}

const grantIndexes = new WeakMap<GameData, Map<SkillDefinition, IndexedGrantDefinition[]>>();

/** Each skill's grant definitions, checked and resolved once per GameData object. */
function grantDefinitionsOf(data: GameData, skill: SkillDefinition): IndexedGrantDefinition[] {
  let index = grantIndexes.get(data);
  if (!index) {
    index = new Map();
    grantIndexes.set(data, index);
  }
  let definitions = index.get(skill);
  if (!definitions) {
    definitions = skill.skill_grants.map((definition) => {
      const wellFormed = grantDefinitionWellFormed(data, definition);
      const variety = isVarietyGrant(definition);
      return {
        definition,
        wellFormed,
        targetId: wellFormed && !variety ? (data.skillsByName.get(definition.skill as string) as SkillDefinition)._id : undefined,
        options: wellFormed && variety ? grantOptions(data, definition) : [],
      };
    });
    index.set(skill, definitions);
  }
  return definitions;
}

/** Appends the grants of one amount to the placed lists. */
function placeGrants(amount: Amount, skillId: string, ids: string[], grants: Grant[]): void {
  const grantList = amount.grants;
  for (let grantIndex = 0; grantIndex < grantList.length; grantIndex += 1) {
    const grant = grantList[grantIndex];
    if (grant === undefined) continue;
    ids.push(skillId);
    grants.push(grant);
  }
}

/** The first placed grant given by `granterId` to `targetId` at the definition's level and count, not yet accounted; -1 when none. */
function findGrant(
  ids: readonly string[],
  grants: readonly Grant[],
  accounted: readonly boolean[],
  granterId: string,
  targetId: string,
  definition: SkillGrantDefinition,
): number {
  for (let i = 0; i < grants.length; i += 1) {
    const grant = grants[i];
    if (grant === undefined) continue;
    if (
      !accounted[i] &&
      grant.granted_by === granterId &&
      ids[i] === targetId &&
      grant.at_level === definition.level &&
      grant.count === definition.count
    ) {
      return i;
    }
  }
  return -1;
}

function checkGrants(data: GameData, build: WorkingBuild, skillIds: readonly string[]): void {
  // Every grant on the character (the skill it sits on, the grant), in build order.
  const ids: string[] = [];
  const grants: Grant[] = [];
  for (let skillIdIndex = 0; skillIdIndex < skillIds.length; skillIdIndex += 1) {
    const skillId = skillIds[skillIdIndex];
    if (skillId === undefined) continue;
    const skill = data.skillsById.get(skillId) as SkillDefinition;
    const entry = build.character_skills[skillId];
    switch (entryKind(skill)) {
      case 'handed':
        placeGrants((entry as HandedEntry).left, skillId, ids, grants);
        placeGrants((entry as HandedEntry).right, skillId, ids, grants);
        break;
      case 'magic_schools': {
        const schools = (entry as MagicSchoolsEntry).schools;
        for (const amount of Object.values(schools)) placeGrants(amount, skillId, ids, grants);
        break;
      }
      case 'spell_slot':
      case 'alchemy_slot':
        break;
      default:
        placeGrants(entry as Amount, skillId, ids, grants);
    }
  }
  const accounted: boolean[] = new Array<boolean>(grants.length).fill(false);
  // Each definition of each owned skill at each owned level must be matched.
  for (let skillIdIndex = 0; skillIdIndex < skillIds.length; skillIdIndex += 1) {
    const skillId = skillIds[skillIdIndex];
    if (skillId === undefined) continue;
    const skill = data.skillsById.get(skillId) as SkillDefinition;
    if (skill.skill_grants.length === 0) continue;
    const level = grantLevel(data, build, skill);
    for (const { definition, wellFormed, targetId, options } of grantDefinitionsOf(data, skill)) {
      if (!wellFormed) throw new SkillError(MESSAGES.invalidGrantCode1);
      if (definition.level > level) continue;
      if (targetId !== undefined) {
        const match = findGrant(ids, grants, accounted, skillId, targetId, definition);
        if (match < 0) throw new SkillError(MESSAGES.unableToFindGrant(definition));
        accounted[match] = true;
        continue;
      }
      // A variety grant: `variety` different skills among its options, one matching grant each.
      const variety = definition.variety as number;
      let found = 0;
      for (let optionIndex = 0; optionIndex < options.length; optionIndex += 1) {
        const option = options[optionIndex];
        if (option === undefined) continue;
        if (found === variety) break;
        const match = findGrant(ids, grants, accounted, skillId, option._id, definition);
        if (match >= 0) {
          accounted[match] = true;
          found++;
        }
      }
      if (found < variety) throw new SkillError(MESSAGES.notEnoughGrants(skill.skill_name, definition.level, found));
    }
  }
  if (!accounted.includes(false)) return;
  const unaccounted: PlacedGrant[] = [];
  for (let i = 0; i < grants.length; i += 1) {
    const skillId = ids[i];
    const grant = grants[i];
    if (!accounted[i] && skillId !== undefined && grant !== undefined) unaccounted.push({ skillId, grant });
  }
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
  const skills = build.character_skills;
  const skillIds = Object.keys(skills);
  for (let skillIdIndex = 0; skillIdIndex < skillIds.length; skillIdIndex += 1) {
    const skillId = skillIds[skillIdIndex];
    if (skillId === undefined) continue;
    if (!data.skillsById.has(skillId)) throw new SkillError(MESSAGES.skillNotFound(skillId));
  }
  const allowed = allowedSchoolsOf(ctx);
  for (let skillIdIndex = 0; skillIdIndex < skillIds.length; skillIdIndex += 1) {
    const skillId = skillIds[skillIdIndex];
    if (skillId === undefined) continue;
    if (!entryValid(build, allowed, data.skillsById.get(skillId) as SkillDefinition, skills[skillId])) {
      throw new SkillError(MESSAGES.someSkillInvalid);
    }
  }
  for (let skillIdIndex = 0; skillIdIndex < skillIds.length; skillIdIndex += 1) {
    const skillId = skillIds[skillIdIndex];
    if (skillId === undefined) continue;
    const skill = data.skillsById.get(skillId) as SkillDefinition;
    const entry = skills[skillId];
    if (entry === undefined) continue;
    const kind = entryKind(skill);
    if (kind === 'spell_slot') {
      if (!validateSpellPyramid(entry as SpellSlotEntry, allowed).valid) throw new SkillError(MESSAGES.spellSlotsInvalid);
      continue;
    }
    if (kind === 'alchemy_slot' && !validateAlchemyPyramid(entry as AlchemySlotEntry).valid) {
      throw new SkillError(MESSAGES.alchemySlotsInvalid);
    }
    if (!ownedPrereqsMet(data, build, ctx, skill, entry)) throw new SkillError(MESSAGES.prereqsNotMet(skill.skill_name));
  }
  checkGrants(data, build, skillIds);
}

/** 'Not enough XP' when the build's recomputed cost is above the character's XP total. */
export function checkAffordable(build: WorkingBuild, ctx: CharacterContext): void {
  if (build.character_build_cost > ctx.character_xp_total) throw new SkillError(MESSAGES.notEnoughXp);
}
