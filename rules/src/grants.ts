/**
 * Grants (players §3 "Grant", §4 increase/decrease): owning a level of a skill gives levels of
 * other skills. This module applies and removes them on a draft of a build; purchase.ts decides
 * when, and validity.ts checks a finished build against the same definitions.
 *
 * Decisions (also in rules/README.md):
 *  - Decision: A skill's level for its grants is its skill total (skillTotal: purchases plus grant counts,
 *    both hands or all schools together). Owning level L gives every definition with level <= L.
 *  - Decision: Grants chain: a granted skill that reaches a level with grant definitions gives those too.
 *  - Decision: Grants go onto plain skills only; a definition naming a handed, slot or magic-school skill
 *    is a game-data fault (OperationalError). Slot skills give no grants.
 *  - Decision: A grant that would take its target above skill_max_purchases while the target has a purchase
 *    replaces that purchase: purchase_count - 1 and replaces_purchase: true on the grant. Costs are
 *    recomputed from the cost model, so the build cost drops by what that purchase cost.
 *  - Decision: Granted skills need no class, trait group or prerequisites: the granting skill paid for them.
 */
import { MESSAGES, OperationalError, SkillError } from './errors';
import type { GameData } from './game-data';
import { skillCost } from './costs';
import { cloneEntry, compactEntry, emptyEntry } from './forms';
import { entryKind, entryTotal } from './totals';
import type { Amount, Grant, SkillDefinition, SkillEntry, SkillGrantDefinition, WorkingBuild } from './types';

/** Chosen skill ids per grant key, answered by the editor's modal. */
export type GrantChoices = Record<string, string[]>;

/** A variety grant still waiting for the player's choice. */
export interface PendingGrantChoice {
  /** the key to answer under in GrantChoices */
  key: string;
  granted_by: string;
  granted_by_name: string;
  at_level: number;
  count: number;
  /** exactly this many different skills must be chosen */
  variety: number;
  options: { id: string; name: string }[];
}

/** A variety grant answered wrongly: too few, too many, repeated or unknown skills. */
export class GrantChoiceError extends SkillError {}

/** Chains longer than this mean the game data grants in a circle. */
const MAX_GRANT_DEPTH = 16;

export function grantKey(skillId: string, definitionIndex: number): string {
  return `${skillId}:${definitionIndex}`;
}

export function isVarietyGrant(definition: SkillGrantDefinition): boolean {
  return definition.variety !== undefined;
}

/** A definition the engine can read: positive integer level and count, and a target. */
export function grantDefinitionWellFormed(data: GameData, definition: SkillGrantDefinition): boolean {
  const positiveInt = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (!positiveInt(definition.level) || !positiveInt(definition.count)) return false;
  if (isVarietyGrant(definition)) {
    if (!positiveInt(definition.variety)) return false;
    if (definition.choices === undefined && definition.choice_tag === undefined) return false;
    return grantOptions(data, definition).length >= (definition.variety as number);
  }
  return typeof definition.skill === 'string' && data.skillsByName.has(definition.skill);
}

/** The skills a variety grant may be given to: its named choices, or every skill with its tag. */
export function grantOptions(data: GameData, definition: SkillGrantDefinition): SkillDefinition[] {
  if (definition.choices) {
    const found: SkillDefinition[] = [];
    for (const name of definition.choices) {
      const skill = data.skillsByName.get(name);
      if (skill) found.push(skill);
    }
    return found;
  }
  if (definition.choice_tag !== undefined) return data.skillsByTag.get(definition.choice_tag) ?? [];
  return [];
}

/** The level a skill gives grants for. Slot skills give none (level 0). */
export function grantLevel(data: GameData, build: WorkingBuild, skill: SkillDefinition): number {
  const kind = entryKind(skill);
  if (kind === 'spell_slot' || kind === 'alchemy_slot') return 0;
  return entryTotal(skill, build.character_skills[skill._id]);
}

function grantsTotal(amount: Amount): number {
  let total = 0;
  for (const grant of amount.grants) total += grant.count;
  return total;
}

/** The amounts of an entry, whatever its shape (slot entries hold none). */
export function entryAmounts(entry: SkillEntry): Amount[] {
  if ('left' in entry && 'right' in entry) return [entry.left, entry.right];
  if ('schools' in entry) return Object.values(entry.schools);
  if ('purchase_count' in entry) return [entry];
  return [];
}

/**
 * A copy-on-write draft of a build: entries are copied the first time they change, every touched
 * skill is remembered, and finish() compacts the touched entries and adds their cost difference
 * to character_build_cost (so a build whose cost was right stays right).
 */
export class BuildDraft {
  readonly build: WorkingBuild;
  private readonly original: WorkingBuild;
  private readonly touched = new Set<string>();

  constructor(
    readonly data: GameData,
    original: WorkingBuild,
  ) {
    this.original = original;
    this.build = { ...original, character_skills: { ...original.character_skills } };
  }

  /** The entry of a skill, copied and created (empty) if needed, ready to be changed. */
  writable(skill: SkillDefinition): SkillEntry {
    const skills = this.build.character_skills;
    const existing = skills[skill._id];
    // a touched entry is already this draft's own copy
    if (existing && this.touched.has(skill._id)) return existing;
    this.touched.add(skill._id);
    const entry = existing ? cloneEntry(existing) : emptyEntry(skill);
    skills[skill._id] = entry;
    return entry;
  }

  levelOf(skill: SkillDefinition): number {
    return grantLevel(this.data, this.build, skill);
  }

  touchedIds(): string[] {
    return [...this.touched];
  }

  /** The finished build and how much its cost changed. */
  finish(): { build: WorkingBuild; cost: number } {
    let skills = this.build.character_skills;
    const cls = this.build.character_class;
    let cost = 0;
    for (const skillId of this.touched) {
      const skill = this.data.skillsById.get(skillId) as SkillDefinition;
      const before = this.original.character_skills[skillId];
      const current = skills[skillId];
      const compacted = current ? compactEntry(current) : null;
      if (compacted) {
        skills[skillId] = compacted;
      } else {
        const { [skillId]: _emptied, ...kept } = skills;
        skills = kept;
      }
      cost += (compacted ? skillCost(this.data, skill, compacted, cls) : 0) - (before ? skillCost(this.data, skill, before, cls) : 0);
    }
    this.build.character_skills = skills;
    this.build.character_build_cost = this.original.character_build_cost + cost;
    return { build: this.build, cost };
  }
}

/** How grants are applied: with the player's choices, or collecting the choices still missing. */
export interface GrantApplication {
  choices: GrantChoices;
  /** when set, a variety grant without an answer is recorded here instead of raising an error */
  pending?: PendingGrantChoice[];
}

function plainTarget(skill: SkillDefinition): void {
  if (entryKind(skill) !== 'plain') throw new OperationalError(MESSAGES.cannotInterpretSkill);
}

function chosenSkills(
  data: GameData,
  granting: SkillDefinition,
  definition: SkillGrantDefinition,
  key: string,
  application: GrantApplication,
): SkillDefinition[] | null {
  const options = grantOptions(data, definition);
  const variety = definition.variety as number;
  const chosen = application.choices[key];
  if (chosen === undefined && application.pending) {
    application.pending.push({
      key,
      granted_by: granting._id,
      granted_by_name: granting.skill_name,
      at_level: definition.level,
      count: definition.count,
      variety,
      options: options.map((s) => ({ id: s._id, name: s.skill_name })),
    });
    return null;
  }
  const names = options.map((s) => s.skill_name).join(', ');
  const ask = `${granting.skill_name} (level ${definition.level}) grants ${variety} different skills of: ${names}`;
  if (!Array.isArray(chosen) || chosen.length !== variety || new Set(chosen).size !== variety) {
    throw new GrantChoiceError(`${ask}; choose exactly ${variety}`);
  }
  const picked: SkillDefinition[] = [];
  for (const id of chosen) {
    const skill = options.find((s) => s._id === id);
    if (!skill) throw new GrantChoiceError(`${ask}; ${id} is not one of them`);
    picked.push(skill);
  }
  return picked;
}

/** Gives `skill` the grants of every definition with a level in (fromLevel, toLevel]. */
export function applyGrants(
  draft: BuildDraft,
  skill: SkillDefinition,
  fromLevel: number,
  toLevel: number,
  application: GrantApplication,
  depth = 0,
): void {
  if (depth > MAX_GRANT_DEPTH) throw new OperationalError(MESSAGES.cannotInterpretSkill);
  const data = draft.data;
  skill.skill_grants.forEach((definition, index) => {
    if (definition.level <= fromLevel || definition.level > toLevel) return;
    if (!grantDefinitionWellFormed(data, definition)) throw new OperationalError(MESSAGES.cannotInterpretSkill);
    let targets: SkillDefinition[];
    if (isVarietyGrant(definition)) {
      const picked = chosenSkills(data, skill, definition, grantKey(skill._id, index), application);
      if (!picked) return;
      targets = picked;
    } else {
      targets = [data.skillsByName.get(definition.skill as string) as SkillDefinition];
    }
    for (const target of targets) {
      giveGrant(draft, target, { count: definition.count, granted_by: skill._id, at_level: definition.level }, application, depth);
    }
  });
}

function giveGrant(draft: BuildDraft, target: SkillDefinition, grant: Grant, application: GrantApplication, depth: number): void {
  plainTarget(target);
  const before = draft.levelOf(target);
  const amount = draft.writable(target) as Amount;
  const overflow = amount.purchase_count + grantsTotal(amount) + grant.count - target.skill_max_purchases;
  if (amount.purchase_count > 0 && overflow > 0) {
    // Decision: as many purchases as the grant pushes over the maximum are replaced (one, for a
    // count-1 grant), so the result stays within skill_max_purchases. Undoing a replacement by a
    // grant of count > 1 is the spec's operational error (see removeGrants).
    amount.purchase_count -= Math.min(amount.purchase_count, overflow);
    grant.replaces_purchase = true;
  }
  amount.grants.push(grant);
  const after = draft.levelOf(target);
  if (after > before) applyGrants(draft, target, before, after, application, depth + 1);
}

/**
 * Removes every grant `skill` gave above `level` (it dropped to that level), re-charging any
 * purchase a removed grant had replaced, and removing in turn the grants of skills that drop.
 */
export function removeGrants(draft: BuildDraft, skill: SkillDefinition, level: number, depth = 0): void {
  if (depth > MAX_GRANT_DEPTH) throw new OperationalError(MESSAGES.cannotInterpretSkill);
  const data = draft.data;
  for (const [skillId, entry] of Object.entries(draft.build.character_skills)) {
    const holds = entryAmounts(entry).some((a) => a.grants.some((g) => g.granted_by === skill._id && g.at_level > level));
    if (!holds) continue;
    const target = data.skillsById.get(skillId);
    if (!target) throw new SkillError(MESSAGES.skillNotFound(skillId));
    const before = draft.levelOf(target);
    for (const amount of entryAmounts(draft.writable(target))) {
      const kept: Grant[] = [];
      for (const grant of amount.grants) {
        if (grant.granted_by !== skill._id || grant.at_level <= level) {
          kept.push(grant);
          continue;
        }
        if (grant.replaces_purchase) {
          if (grant.count > 1) throw new OperationalError(MESSAGES.replacedPurchaseMultiLevel);
          amount.purchase_count += 1;
        }
      }
      amount.grants = kept;
    }
    const after = draft.levelOf(target);
    if (after < before) removeGrants(draft, target, after, depth + 1);
  }
}

/** The names of the skills that granted an amount its grants, for 'Granted by X'. */
export function grantingSkillNames(data: GameData, amount: Amount): string[] {
  const names: string[] = [];
  for (const grant of amount.grants) {
    const name = data.skillsById.get(grant.granted_by)?.skill_name ?? grant.granted_by;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
