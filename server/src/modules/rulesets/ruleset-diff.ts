import {
  describePrereqs,
  traitGroupsOf,
  type RaceDefinition,
  type Ruleset,
  type SkillDefinition,
  type TransformationDefinition,
} from '@larp/rules';

/*
 * What a draft changes against the ruleset in force, in words a game designer
 * reads. Objects are matched by `_id`, so a renamed skill is "renamed", not removed and added.
 */

export interface ObjectChange {
  /** the object's name in the draft (races: "Subculture Race") */
  name: string;
  id: string;
  /** which parts changed: cost, prerequisites, grants, maximum, options, name, ... */
  fields: string[];
  /** one sentence per change */
  changes: string[];
}

export interface PartDiff {
  added: string[];
  removed: string[];
  changed: ObjectChange[];
}

export interface RulesetDiff {
  skills: PartDiff;
  races: PartDiff;
  transformations: PartDiff;
  /** the header, level table, role types and secret schools */
  general: string[];
  /** every change as one line, for the screen and the CLI */
  summary: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const list = (values: readonly unknown[]): string =>
  values.map((value) => (Array.isArray(value) ? `[${list(value)}]` : String(value))).join(', ');
const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

function costWords(model: Record<string, unknown>): string {
  const parts = Object.entries(model).map(([cls, table]) => `${cls} ${Array.isArray(table) ? list(table) : String(table)}`);
  return parts.length ? parts.join('; ') : 'nobody can buy it';
}

function prereqWords(skill: SkillDefinition): string {
  if (!skill.skill_prereq_model) return 'none';
  return describePrereqs(skill.skill_prereq_model) || skill.skill_prereq_description || 'none';
}

function grantWords(skill: SkillDefinition): string {
  if (skill.skill_grants.length === 0) return 'nothing';
  return skill.skill_grants
    .map((grant) => {
      const target = grant.skill
        ? grant.skill
        : grant.choices
          ? `a choice of ${grant.variety ?? 1} among ${grant.choices.join(', ')}`
          : `a choice of ${grant.variety ?? 1} ${grant.choice_tag} skills`;
      return `${grant.count} × ${target} at level ${grant.level}`;
    })
    .join('; ');
}

function optionWords(skill: SkillDefinition): string {
  const on = Object.entries(skill.skill_options) // the ruleset's checks refuse a skill without them
    .filter(([, value]) => value === true)
    .map(([key]) => key.replace(/_/g, ' '));
  return on.length ? on.join(', ') : 'plain';
}

/** The changes of one skill, as [field, sentence] pairs. */
export function skillChanges(before: SkillDefinition, after: SkillDefinition): [string, string][] {
  const changes: [string, string][] = [];
  if (before.skill_name !== after.skill_name) changes.push(['name', `Renamed from "${before.skill_name}" to "${after.skill_name}".`]);
  if (!same(before.skill_cost_model, after.skill_cost_model)) {
    changes.push(['cost', `Cost changed from ${costWords(before.skill_cost_model)} to ${costWords(after.skill_cost_model)}.`]);
  }
  if (!same(before.skill_prereq_model, after.skill_prereq_model)) {
    changes.push(['prerequisites', `Prerequisites changed from "${prereqWords(before)}" to "${prereqWords(after)}".`]);
  } else if ((before.skill_prereq_description ?? null) !== (after.skill_prereq_description ?? null)) {
    changes.push(['prerequisite description', `Prerequisite text changed to "${after.skill_prereq_description ?? prereqWords(after)}".`]);
  }
  if (!same(before.skill_grants, after.skill_grants))
    changes.push(['grants', `Grants changed from ${grantWords(before)} to ${grantWords(after)}.`]);
  if (before.skill_max_purchases !== after.skill_max_purchases) {
    changes.push(['maximum', `Maximum purchases changed from ${before.skill_max_purchases} to ${after.skill_max_purchases}.`]);
  }
  if (!same(before.skill_options, after.skill_options))
    changes.push(['options', `Options changed from ${optionWords(before)} to ${optionWords(after)}.`]);
  if (before.skill_type !== after.skill_type || (before.skill_subtype ?? null) !== (after.skill_subtype ?? null)) {
    const kind = (s: SkillDefinition) => [s.skill_type, s.skill_subtype].filter(Boolean).join(' / ');
    changes.push(['type', `Type changed from ${kind(before)} to ${kind(after)}.`]);
  }
  if ((before.skill_trait_group ?? null) !== (after.skill_trait_group ?? null)) {
    changes.push([
      'trait group',
      `Required race trait changed from ${before.skill_trait_group ?? 'none'} to ${after.skill_trait_group ?? 'none'}.`,
    ]);
  }
  if (!same(before.skill_tags, after.skill_tags))
    changes.push(['tags', `Tags changed from ${list(before.skill_tags) || 'none'} to ${list(after.skill_tags) || 'none'}.`]);
  if (before.skill_description !== after.skill_description) changes.push(['description', 'Description reworded.']);
  return changes;
}

const raceName = (race: RaceDefinition) => [race.subculture_name, race.race_name].filter(Boolean).join(' ');

function raceChanges(before: RaceDefinition, after: RaceDefinition): [string, string][] {
  const changes: [string, string][] = [];
  if (raceName(before) !== raceName(after)) changes.push(['name', `Renamed from "${raceName(before)}" to "${raceName(after)}".`]);
  if (!same(before.default_attributes, after.default_attributes)) {
    changes.push([
      'default attributes',
      `Default attributes changed from ${list(before.default_attributes)} to ${list(after.default_attributes)}.`,
    ]);
  }
  if (!same(before.attribute_choice, after.attribute_choice)) {
    changes.push([
      'attribute choice',
      `Attribute choices changed from ${list(before.attribute_choice ?? []) || 'none'} to ${list(after.attribute_choice ?? []) || 'none'}.`,
    ]);
  }
  if (!same(before.transformations, after.transformations)) {
    changes.push([
      'transformations',
      `Possible transformations changed from ${list(before.transformations) || 'none'} to ${list(after.transformations) || 'none'}.`,
    ]);
  }
  if ((before.race_description ?? null) !== (after.race_description ?? null)) changes.push(['description', 'Description reworded.']);
  return changes;
}

function transformationChanges(before: TransformationDefinition, after: TransformationDefinition): [string, string][] {
  const changes: [string, string][] = [];
  if (before.transformation_name !== after.transformation_name) {
    changes.push(['name', `Renamed from "${before.transformation_name}" to "${after.transformation_name}".`]);
  }
  if (!same(before.default_attributes, after.default_attributes)) {
    changes.push([
      'default attributes',
      `Attributes changed from ${list(before.default_attributes)} to ${list(after.default_attributes)}.`,
    ]);
  }
  if ((before.transformation_description ?? null) !== (after.transformation_description ?? null))
    changes.push(['description', 'Description reworded.']);
  return changes;
}

function diffPart<T extends { _id: string }>(
  before: T[],
  after: T[],
  nameOf: (item: T) => string,
  changesOf: (a: T, b: T) => [string, string][],
): PartDiff {
  const old = new Map(before.map((item) => [item._id, item]));
  const fresh = new Map(after.map((item) => [item._id, item]));
  const diff: PartDiff = { added: [], removed: [], changed: [] };
  for (const item of after) {
    const previous = old.get(item._id);
    if (!previous) {
      diff.added.push(nameOf(item));
      continue;
    }
    const changes = changesOf(previous, item);
    if (changes.length)
      diff.changed.push({
        name: nameOf(item),
        id: item._id,
        fields: changes.map(([field]) => field),
        changes: changes.map(([, words]) => words),
      });
  }
  for (const item of before) if (!fresh.has(item._id)) diff.removed.push(nameOf(item));
  return diff;
}

/** The ruleset's secret schools: a stored ruleset may leave the list out (the ruleset's checks read it as none). */
const secretSchools = (ruleset: Ruleset): readonly string[] => (ruleset as Partial<Ruleset>).additional_spell_schools ?? [];

function generalChanges(before: Ruleset, after: Ruleset): string[] {
  const lines: string[] = [];
  if (before.name !== after.name) lines.push(`The ruleset is renamed from "${before.name}" to "${after.name}".`);
  if (before.version !== after.version) lines.push(`Its own version label changes from ${before.version} to ${after.version}.`);
  if (!same(before.character_levels, after.character_levels)) {
    const words = (levels: Ruleset['character_levels']) => levels.map(({ level, xp }) => `${level}: ${xp}`).join(', ');
    lines.push(`The XP needed per character level changes from ${words(before.character_levels)} to ${words(after.character_levels)}.`);
  }
  if (!same(before.event_role_types, after.event_role_types)) {
    lines.push(`Event roles change from ${list(Object.keys(before.event_role_types))} to ${list(Object.keys(after.event_role_types))}.`);
  }
  const gone = [...traitGroupsOf(before)].filter((group) => !traitGroupsOf(after).has(group));
  if (gone.length) {
    const skills = before.skills.filter((skill) => skill.skill_trait_group && gone.includes(skill.skill_trait_group));
    const left = skills.filter((skill) => after.skills.some((other) => other._id === skill._id)).length;
    lines.push(
      `Trait ${gone.length === 1 ? 'group' : 'groups'} ${quoted(gone)} ${gone.length === 1 ? 'is' : 'are'} no longer given by any race or transformation${
        skills.length && left === 0
          ? `: ${gone.length === 1 ? 'its' : 'their'} ${skills.length === 1 ? 'skill goes' : 'skills go'} too`
          : ''
      }.`,
    );
  }
  if (!same(before.additional_spell_schools, after.additional_spell_schools)) {
    lines.push(`Secret spell schools change from ${list(secretSchools(before)) || 'none'} to ${list(secretSchools(after)) || 'none'}.`);
  }
  return lines;
}

function summarize(kind: string, part: PartDiff): string[] {
  const lines: string[] = [];
  if (part.added.length) lines.push(`${kind} added: ${quoted(part.added)}.`);
  if (part.removed.length) lines.push(`${kind} removed: ${quoted(part.removed)}.`);
  for (const change of part.changed) for (const words of change.changes) lines.push(`${kind.replace(/s$/, '')} "${change.name}": ${words}`);
  return lines;
}

/** The draft's changes against the ruleset in force. */
export function diffRulesets(before: Ruleset, after: Ruleset): RulesetDiff {
  const skills = diffPart(before.skills, after.skills, (skill) => skill.skill_name, skillChanges);
  const races = diffPart(before.races, after.races, raceName, raceChanges);
  const transformations = diffPart(before.transformations, after.transformations, (t) => t.transformation_name, transformationChanges);
  const general = generalChanges(before, after);
  const summary = [
    ...general,
    ...summarize('Skills', skills),
    ...summarize('Races', races),
    ...summarize('Transformations', transformations),
  ];
  if (summary.length === 0) summary.push('No changes: the draft is the same as the ruleset in force.');
  return { skills, races, transformations, general, summary };
}
