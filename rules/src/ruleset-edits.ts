import type { PrereqModel, RaceDefinition, Ruleset, SkillDefinition, SkillGrantDefinition, TransformationDefinition } from './types';

/*
 * A ruleset edited one object at a time (the ruleset editor): which objects a ruleset has, how one is
 * read and replaced, and what a skill's rename or removal does to the skills naming it. The server
 * keeps each object's version by its key; the editor shows the same dependents before a removal.
 */

/** The parts of a ruleset the editor saves one at a time. */
export const RULESET_OBJECT_KINDS = [
  'skill',
  'race',
  'transformation',
  'event_role_type',
  'class_description',
  'rulebooks',
  'general',
] as const;
export type RulesetObjectKind = (typeof RULESET_OBJECT_KINDS)[number];

/** The ruleset's header: everything not kept in another object. */
export interface RulesetGeneral {
  name: string;
  version: number | string;
  character_levels: Ruleset['character_levels'];
  additional_spell_schools: string[];
}

/** Kinds that are one object per ruleset (their key is ''). */
const SINGLE: ReadonlySet<RulesetObjectKind> = new Set(['rulebooks', 'general']);

/** The key an object's version is kept under: `skill:<id>`, `event_role_type:pc`, `general`. */
export function rulesetObjectKey(kind: RulesetObjectKind, key: string): string {
  return SINGLE.has(kind) ? kind : `${kind}:${key}`;
}

/** One object of a ruleset as the editor saves it, or null when the ruleset has none by that key. */
export function rulesetObject(ruleset: Ruleset, kind: RulesetObjectKind, key: string): unknown {
  switch (kind) {
    case 'skill':
      return ruleset.skills.find((skill) => skill._id === key) ?? null;
    case 'race':
      return ruleset.races.find((race) => race._id === key) ?? null;
    case 'transformation':
      return ruleset.transformations.find((transformation) => transformation._id === key) ?? null;
    case 'event_role_type':
      return Object.hasOwn(ruleset.event_role_types, key) ? ruleset.event_role_types[key] : null;
    case 'class_description': {
      const descriptions = (ruleset.class_descriptions ?? {}) as Record<string, string>;
      return Object.hasOwn(descriptions, key) ? descriptions[key] : null;
    }
    case 'rulebooks':
      return ruleset.rulebooks ?? null;
    case 'general':
      return {
        name: ruleset.name,
        version: ruleset.version,
        character_levels: ruleset.character_levels,
        additional_spell_schools: ruleset.additional_spell_schools,
      } satisfies RulesetGeneral;
  }
}

/** A skill that names another in its prerequisites or grants. */
export interface SkillDependent {
  id: string;
  name: string;
  /** where it names the skill */
  in: 'prerequisites' | 'grants';
}

function prereqNames(node: PrereqModel | null, name: string): boolean {
  if (!node) return false;
  if ('and' in node) return node.and.some((child) => prereqNames(child, name));
  if ('or' in node) return node.or.some((child) => prereqNames(child, name));
  return 'skill' in node && node.skill.name === name;
}

const grantNames = (grant: SkillGrantDefinition, name: string) => grant.skill === name || (grant.choices ?? []).includes(name);

/** The skills whose prerequisites or grants name `name` (a removal changes them; a rename rewrites them). */
export function skillDependents(ruleset: Ruleset, name: string): SkillDependent[] {
  const dependents: SkillDependent[] = [];
  for (const skill of ruleset.skills) {
    if (skill.skill_name === name) continue;
    if (prereqNames(skill.skill_prereq_model, name)) dependents.push({ id: skill._id, name: skill.skill_name, in: 'prerequisites' });
    if (skill.skill_grants.some((grant) => grantNames(grant, name)))
      dependents.push({ id: skill._id, name: skill.skill_name, in: 'grants' });
  }
  return dependents;
}

/** The model with every condition on `name` renamed to `to`, or dropped when `to` is null. */
function rewritePrereq(node: PrereqModel | null, name: string, to: string | null): PrereqModel | null {
  if (!node) return null;
  if ('and' in node || 'or' in node) {
    const key = 'and' in node ? 'and' : 'or';
    const children = ('and' in node ? node.and : node.or)
      .map((child) => rewritePrereq(child, name, to))
      .filter((child): child is PrereqModel => child !== null);
    if (children.length === 0) return null;
    // an and/or left with one condition is that condition
    if (children.length === 1 && to === null) return children[0] ?? null;
    return key === 'and' ? { and: children } : { or: children };
  }
  if ('skill' in node && node.skill.name === name) return to === null ? null : { skill: { ...node.skill, name: to } };
  return node;
}

function rewriteGrants(grants: SkillGrantDefinition[], name: string, to: string | null): SkillGrantDefinition[] {
  const result: SkillGrantDefinition[] = [];
  for (const grant of grants) {
    if (grant.skill === name) {
      if (to !== null) result.push({ ...grant, skill: to });
    } else if (grant.choices?.includes(name)) {
      const choices = to === null ? grant.choices.filter((choice) => choice !== name) : grant.choices.map((c) => (c === name ? to : c));
      // a choice among fewer skills than it asks for could never be made
      if (choices.length >= (grant.variety ?? 1)) result.push({ ...grant, choices });
    } else {
      result.push(grant);
    }
  }
  return result;
}

/** The skill with its references to `name` renamed to `to` (null: dropped); the same object when none. */
function rewriteSkill(skill: SkillDefinition, name: string, to: string | null): SkillDefinition {
  if (!prereqNames(skill.skill_prereq_model, name) && !skill.skill_grants.some((grant) => grantNames(grant, name))) return skill;
  return {
    ...skill,
    skill_prereq_model: rewritePrereq(skill.skill_prereq_model, name, to),
    skill_grants: rewriteGrants(skill.skill_grants, name, to),
  };
}

/** A ruleset with one object put in place (a new one added at the end) or, with null, taken out. */
export interface RulesetEdit {
  ruleset: Ruleset;
  /** the keys (rulesetObjectKey) of other objects the edit changed: skills naming a renamed or removed skill, races naming a transformation */
  alsoChanged: string[];
}

function putById<T extends { _id: string }>(list: T[], key: string, value: T | null): T[] {
  const index = list.findIndex((item) => item._id === key);
  if (value === null) return list.filter((item) => item._id !== key);
  if (index < 0) return [...list, value];
  return list.map((item, at) => (at === index ? value : item));
}

function putByKey(map: Record<string, string>, key: string, value: string | null): Record<string, string> {
  const entries = Object.entries(map).filter(([name]) => name !== key);
  const replaced = Object.hasOwn(map, key) && value !== null;
  // a replaced value keeps its place; a new one goes last
  return Object.fromEntries(
    replaced
      ? Object.entries(map).map(([name, text]) => [name, name === key ? value : text])
      : value === null
        ? entries
        : [...entries, [key, value]],
  );
}

/** The trait groups (race attributes) each race row and transformation gives, as defaults or choices. */
export function traitGroupsOf(ruleset: Ruleset): Set<string> {
  const groups = new Set<string>();
  for (const race of ruleset.races) for (const name of [...race.default_attributes, ...(race.attribute_choice ?? [])]) groups.add(name);
  for (const transformation of ruleset.transformations) for (const name of transformation.default_attributes) groups.add(name);
  return groups;
}

/** Whether a prerequisite can never hold without the trait groups: a condition on one outside every `or` with another way. */
function needsTraitGroup(node: PrereqModel | null, groups: ReadonlySet<string>): boolean {
  if (!node) return false;
  if ('and' in node) return node.and.some((child) => needsTraitGroup(child, groups));
  if ('or' in node) return node.or.every((child) => needsTraitGroup(child, groups));
  return 'trait_group' in node && groups.has(node.trait_group);
}

/** The prerequisite with the ways that need the trait groups taken out of its `or`s (it does not need them itself). */
function withoutTraitGroupWays(node: PrereqModel | null, groups: ReadonlySet<string>): PrereqModel | null {
  if (!node) return null;
  if ('and' in node) return { and: node.and.map((child) => withoutTraitGroupWays(child, groups) as PrereqModel) };
  if ('or' in node) {
    const ways = node.or
      .filter((child) => !needsTraitGroup(child, groups))
      .map((child) => withoutTraitGroupWays(child, groups) as PrereqModel);
    // an or left with one way is that way
    return ways.length === 1 ? (ways[0] as PrereqModel) : { or: ways };
  }
  return node;
}

/** What removing a race row takes with it, beside the row itself. */
export interface RemovalConsequences {
  /** the trait groups no other race row or transformation gives: they go with the row */
  traitGroups: string[];
  /** the skills that go with them: those of the trait group and those whose prerequisites could never hold again */
  skillsRemoved: string[];
  /** the skills that keep other ways and lose the ways through the trait group */
  skillsChanged: string[];
}

/**
 * A trait group given only by the removed race row goes with it: its skills (their
 * `skill_trait_group`) go, as do the skills whose prerequisites could then never hold (a condition on it
 * outside every `or` with another way); an `or` loses the ways that need it. The skills that go are
 * removed as a skill removal is (their dependents lose the conditions and grants naming them).
 */
function withoutTraitGroups(
  before: Ruleset,
  next: Ruleset,
  alsoChanged: string[],
  consequences: RemovalConsequences = { traitGroups: [], skillsRemoved: [], skillsChanged: [] },
): Ruleset {
  const left = traitGroupsOf(next);
  const gone = new Set([...traitGroupsOf(before)].filter((group) => !left.has(group)));
  if (gone.size === 0) return next;
  consequences.traitGroups.push(...gone);
  const removed = next.skills.filter(
    (skill) =>
      (typeof skill.skill_trait_group === 'string' && gone.has(skill.skill_trait_group)) || needsTraitGroup(skill.skill_prereq_model, gone),
  );
  const removedIds = new Set(removed.map((skill) => skill._id));
  let result: Ruleset = {
    ...next,
    skills: next.skills.map((skill) => {
      if (removedIds.has(skill._id)) return skill;
      const model = withoutTraitGroupWays(skill.skill_prereq_model, gone);
      if (JSON.stringify(model) === JSON.stringify(skill.skill_prereq_model)) return skill;
      alsoChanged.push(rulesetObjectKey('skill', skill._id));
      consequences.skillsChanged.push(skill.skill_name);
      return { ...skill, skill_prereq_model: model };
    }),
  };
  for (const skill of removed) {
    const edit = putRulesetObject(result, 'skill', skill._id, null);
    result = edit.ruleset;
    alsoChanged.push(rulesetObjectKey('skill', skill._id), ...edit.alsoChanged);
    consequences.skillsRemoved.push(skill.skill_name);
    // the skills naming it lose those conditions and grants
    for (const key of edit.alsoChanged) {
      const name = result.skills.find((other) => rulesetObjectKey('skill', other._id) === key)?.skill_name;
      if (name !== undefined && !consequences.skillsChanged.includes(name)) consequences.skillsChanged.push(name);
    }
  }
  return result;
}

/** What removing the race row `key` takes with it (the removal dialog says it before it is kept). */
export function removalConsequences(ruleset: Ruleset, key: string): RemovalConsequences {
  const consequences: RemovalConsequences = { traitGroups: [], skillsRemoved: [], skillsChanged: [] };
  const next = { ...ruleset, races: ruleset.races.filter((race) => race._id !== key) };
  withoutTraitGroups(ruleset, next, [], consequences);
  consequences.skillsChanged = consequences.skillsChanged.filter((name) => !consequences.skillsRemoved.includes(name));
  return consequences;
}

/**
 * Puts `value` in place of the object `kind`/`key` (null removes it). A skill's new name is written
 * into the prerequisites and grants that named the old one; a removed skill's conditions and grants are
 * taken out of its dependents; a transformation's new name is written into the races that list it, and a
 * removed transformation is taken off their lists. A removed race row that was the only one giving a
 * trait group takes the trait group with it (withoutTraitGroups); a transformation is refused while a
 * skill needs its attribute, as the validator says.
 * The value is not checked here: the result goes through validateRuleset.
 */
export function putRulesetObject(ruleset: Ruleset, kind: RulesetObjectKind, key: string, value: unknown): RulesetEdit {
  const alsoChanged: string[] = [];
  const next: Ruleset = { ...ruleset };
  switch (kind) {
    case 'skill': {
      const before = ruleset.skills.find((skill) => skill._id === key);
      const after = value as SkillDefinition | null;
      let skills = putById(ruleset.skills, key, after);
      if (before && (after === null || after.skill_name !== before.skill_name)) {
        const to = after === null ? null : after.skill_name;
        skills = skills.map((skill) => {
          if (skill._id === key) return skill;
          const rewritten = rewriteSkill(skill, before.skill_name, to);
          if (rewritten !== skill) alsoChanged.push(rulesetObjectKey('skill', skill._id));
          return rewritten;
        });
      }
      next.skills = skills;
      break;
    }
    case 'race':
      next.races = putById(ruleset.races, key, value as RaceDefinition | null);
      if (value === null) return { ruleset: withoutTraitGroups(ruleset, next, alsoChanged), alsoChanged: [...new Set(alsoChanged)] };
      break;
    case 'transformation': {
      const before = ruleset.transformations.find((transformation) => transformation._id === key);
      const after = value as TransformationDefinition | null;
      next.transformations = putById(ruleset.transformations, key, after);
      if (before && (after === null || after.transformation_name !== before.transformation_name)) {
        // the races listing it follow: a new name is written in its place, a removal takes it off their lists
        next.races = ruleset.races.map((race) => {
          if (!race.transformations.includes(before.transformation_name)) return race;
          alsoChanged.push(rulesetObjectKey('race', race._id));
          const transformations =
            after === null
              ? race.transformations.filter((name) => name !== before.transformation_name)
              : race.transformations.map((name) => (name === before.transformation_name ? after.transformation_name : name));
          return { ...race, transformations };
        });
      }
      break;
    }
    case 'event_role_type':
      next.event_role_types = putByKey(ruleset.event_role_types, key, value as string | null);
      break;
    case 'class_description':
      next.class_descriptions = putByKey(ruleset.class_descriptions ?? {}, key, value as string | null);
      break;
    case 'rulebooks':
      if (value === null) delete next.rulebooks;
      else next.rulebooks = value as Ruleset['rulebooks'];
      break;
    case 'general': {
      const general = value as RulesetGeneral;
      next.name = general.name;
      next.version = general.version;
      next.character_levels = general.character_levels;
      next.additional_spell_schools = general.additional_spell_schools;
      break;
    }
  }
  return { ruleset: next, alsoChanged };
}

/** The designer's words for the fields the validator names (its problems say `skill_cost_model.rogue ...`). */
const FIELD_WORDS: Array<[RegExp, string]> = [
  [/^skill_name/, 'Name'],
  [/^skill_description/, 'Description'],
  [/^skill_type/, 'Type'],
  [/^skill_subtype/, 'Subtype'],
  [/^skill_tags/, 'Tags'],
  [/^skill_max_purchases/, 'Maximum purchases'],
  [/^skill_cost_model/, 'Cost'],
  [/^skill_prereq_model/, 'Prerequisites'],
  [/^skill_prereq_description/, 'Prerequisite text'],
  [/^skill_trait_group/, 'Trait group'],
  [/^skill_grants/, 'Grants'],
  [/^skill_options/, 'Options'],
  [/^race_name/, 'Race'],
  [/^subculture_name/, 'Subculture'],
  [/^default_attributes/, 'Default attributes'],
  [/^attribute_choice/, 'Attribute choices'],
  [/^transformations/, 'Transformations'],
  [/^transformation_name/, 'Name'],
  [/^event_role_types/, 'Event role types'],
  [/^character_levels/, 'Character levels'],
  [/^additional_spell_schools/, 'Secret spell schools'],
  [/^rulebooks/, 'Rulebook links'],
  [/^class_descriptions/, 'Class descriptions'],
  [/^version/, 'Version label'],
  [/^name/, 'Ruleset name'],
];

/** A validator problem line split into the object, the field in the designer's words, and the message. */
export interface RulesetProblemInWords {
  object: string;
  field: string;
  message: string;
}

export function problemInWords(line: string): RulesetProblemInWords {
  const colon = line.indexOf(': ');
  const object = colon >= 0 ? line.slice(0, colon) : 'Ruleset';
  const message = colon >= 0 ? line.slice(colon + 2) : line;
  const field = FIELD_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? '';
  return { object, field, message };
}
