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
 * Performance: validateBuild runs on every editor change and every save, so its happy path
 * allocates almost nothing (an allocating path makes a minor GC land in some validations, which
 * sets the p99): indexed loops instead of for...of (whose iterators are not
 * always optimized away), no per-entry lists of amounts, prerequisites answered without wording (no
 * phrases, no arrays) and worded only when unmet. The ruleset is indexed once per GameData
 * (skill-index.ts): each skill's entry kind, its grant definitions resolved to skills, its prerequisite
 * model compiled against the ruleset (prereqs-met.ts); each owned skill id is looked up once per
 * validation, not once per pass. That halved the validation time on a maximal build.
 */
import { allowedSpellSchools } from './spell-schools';
import { validateAlchemyPyramid } from './alchemy-pyramid';
import { validateSpellPyramid } from './spell-pyramid';
import { checkPrereqs, type PrereqCheck } from './prereqs';
import { recordPrereqsMet } from './prereqs-met';
import { grantDefinitionsOf, kindOf, recordOf, skillIndexOf, type IndexedSkill, type SkillIndex } from './skill-index';
import { costTableFor } from './costs';
import { MESSAGES, SkillError } from './errors';
import type { GameData } from './game-data';
import { grantLevel } from './grants';
import { amountTotal, entryKind, type EntryKind } from './totals';
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
  return shapeOfKindOk(entryKind(skill), entry);
}

/** entryShapeOk once the entry is known to be an object and the skill's kind is known. */
function shapeOfKindOk(kind: EntryKind, entry: Record<string, unknown>): entry is SkillEntry & Record<string, unknown> {
  switch (kind) {
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
function entryValid(build: WorkingBuild, allowed: readonly string[], record: IndexedSkill, entry: unknown): boolean {
  // entryShapeOk, with the kind the index knows (asked of entryKind, which may throw, only once the entry is an object)
  if (!isObject(entry)) return false;
  const kind = kindOf(record);
  if (!shapeOfKindOk(kind, entry)) return false;
  const skill = record.skill;
  let purchased = false;
  switch (kind) {
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
  const index = skillIndexOf(data);
  return ownedRecordPrereqsMet(index, build, ctx, recordOf(index, skill), entry);
}

/** ownedPrereqsMet of an indexed skill: its kind and compiled model are at hand. */
function ownedRecordPrereqsMet(
  index: SkillIndex,
  build: WorkingBuild,
  ctx: CharacterContext,
  record: IndexedSkill,
  entry: SkillEntry,
): boolean {
  const skill = record.skill;
  if (!skill.skill_prereq_model) return true;
  switch (kindOf(record)) {
    case 'spell_slot':
      return true;
    case 'alchemy_slot':
      return hasSlots(entry) ? recordPrereqsMet(index, build, ctx, record, 1) : true;
    case 'handed': {
      const { left, right } = entry as HandedEntry;
      const max = skill.skill_max_purchases;
      if (left.purchase_count > 0 && !recordPrereqsMet(index, build, ctx, record, amountTotal(left, max), 'left')) return false;
      return right.purchase_count === 0 || recordPrereqsMet(index, build, ctx, record, amountTotal(right, max), 'right');
    }
    case 'magic_schools': {
      const schools = (entry as MagicSchoolsEntry).schools;
      // Object.entries' order, without its pairs
      const names = Object.keys(schools);
      for (let i = 0; i < names.length; i += 1) {
        const school = names[i] as string;
        const amount = schools[school] as Amount;
        if (amount.purchase_count === 0) continue;
        if (!recordPrereqsMet(index, build, ctx, record, amountTotal(amount, skill.skill_max_purchases), undefined, school)) return false;
      }
      return true;
    }
    default: {
      const amount = entry as Amount;
      return amount.purchase_count === 0 || recordPrereqsMet(index, build, ctx, record, amountTotal(amount, skill.skill_max_purchases));
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

/**
 * The grants of the owned skills: every placed grant accounted for by exactly one definition of an
 * owned skill at an owned level, every such definition matched. Reads the owned skills' records and
 * entries from ownedRecords / ownedEntries (validateBuild), `count` of them, in build order.
 */
function checkGrants(index: SkillIndex, build: WorkingBuild, skillIds: readonly string[], count: number): void {
  const data = index.data;
  // Every grant on the character (the skill it sits on, the grant), in build order.
  const ids: string[] = [];
  const grants: Grant[] = [];
  for (let i = 0; i < count; i += 1) {
    const skillId = skillIds[i] as string;
    const entry = ownedEntries[i] as SkillEntry;
    switch (kindOf(ownedRecords[i] as IndexedSkill)) {
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
  for (let i = 0; i < count; i += 1) {
    const skillId = skillIds[i] as string;
    const record = ownedRecords[i] as IndexedSkill;
    const skill = record.skill;
    if (skill.skill_grants.length === 0) continue;
    const level = grantLevel(data, build, skill);
    for (const { definition, wellFormed, targetId, options } of grantDefinitionsOf(index, record)) {
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

/**
 * The owned skills' records and entries while validateBuild runs, by position in Object.keys of
 * the build: each skill id is looked up once (not once per pass), into arrays kept between calls
 * (validation never re-enters) and emptied after each, so that no build is held.
 */
const ownedRecords: (IndexedSkill | undefined)[] = [];
const ownedEntries: unknown[] = [];

export function validateBuild(data: GameData, build: WorkingBuild, ctx: CharacterContext): void {
  const index = skillIndexOf(data);
  const skills = build.character_skills;
  const skillIds = Object.keys(skills);
  const count = skillIds.length;
  try {
    for (let i = 0; i < count; i += 1) {
      const skillId = skillIds[i] as string;
      const record = index.byId.get(skillId);
      if (record === undefined) throw new SkillError(MESSAGES.skillNotFound(skillId));
      ownedRecords[i] = record;
      ownedEntries[i] = skills[skillId];
    }
    const allowed = allowedSchoolsOf(ctx);
    for (let i = 0; i < count; i += 1) {
      if (!entryValid(build, allowed, ownedRecords[i] as IndexedSkill, ownedEntries[i])) throw new SkillError(MESSAGES.someSkillInvalid);
    }
    for (let i = 0; i < count; i += 1) {
      const record = ownedRecords[i] as IndexedSkill;
      const entry = ownedEntries[i] as SkillEntry;
      const kind = kindOf(record);
      if (kind === 'spell_slot') {
        if (!validateSpellPyramid(entry as SpellSlotEntry, allowed).valid) throw new SkillError(MESSAGES.spellSlotsInvalid);
        continue;
      }
      if (kind === 'alchemy_slot' && !validateAlchemyPyramid(entry as AlchemySlotEntry).valid) {
        throw new SkillError(MESSAGES.alchemySlotsInvalid);
      }
      if (!ownedRecordPrereqsMet(index, build, ctx, record, entry)) throw new SkillError(MESSAGES.prereqsNotMet(record.skill.skill_name));
    }
    checkGrants(index, build, skillIds, count);
  } finally {
    ownedRecords.fill(undefined, 0, count);
    ownedEntries.fill(undefined, 0, count);
  }
}

/** 'Not enough XP' when the build's recomputed cost is above the character's XP total. */
export function checkAffordable(build: WorkingBuild, ctx: CharacterContext): void {
  if (build.character_build_cost > ctx.character_xp_total) throw new SkillError(MESSAGES.notEnoughXp);
}
