import { skillIndexOf } from './skill-index';
import type { PrereqModel, RaceDefinition, Ruleset, SkillDefinition, TransformationDefinition } from './types';

/** A ruleset indexed for fast lookups. Build it once per ruleset with indexGameData. */
export interface GameData {
  ruleset: Ruleset;
  skills: SkillDefinition[];
  skillsById: Map<string, SkillDefinition>;
  skillsByName: Map<string, SkillDefinition>;
  skillsByTag: Map<string, SkillDefinition[]>;
  skillsByType: Map<string, SkillDefinition[]>;
  races: RaceDefinition[];
  transformationsByName: Map<string, TransformationDefinition>;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Skill names a prerequisite model depends on, so that a decrease of one of them can be checked against
 * its dependents. Decision: a selector by tag or type depends on every skill with that tag or type, and
 * a spell_slot / strict_pyramid (alchemy_slot) condition depends on the spell-slot (alchemy-slot) skill,
 * because lowering any of those can break the prerequisite. (prereqs.ts prereqSkillNames lists the
 * names only, which would miss those dependents.)
 */
function prereqDependencies(
  model: PrereqModel | null,
  byTag: Map<string, SkillDefinition[]>,
  byType: Map<string, SkillDefinition[]>,
  slotSkills: { spell?: string; alchemy?: string },
  out: Set<string>,
): Set<string> {
  if (!model || typeof model !== 'object') return out;
  if ('and' in model || 'or' in model) {
    const children = 'and' in model ? model.and : model.or;
    for (const child of children) prereqDependencies(child, byTag, byType, slotSkills, out);
  } else if ('skill' in model) {
    const { name, tag, type } = model.skill;
    if (name !== undefined) out.add(name);
    const selected = tag !== undefined ? byTag.get(tag) : type !== undefined ? byType.get(type) : undefined;
    for (const skill of selected ?? []) out.add(skill.skill_name);
  } else if (('spell_slot' in model || 'strict_pyramid' in model) && slotSkills.spell) {
    out.add(slotSkills.spell);
  } else if ('alchemy_slot' in model && slotSkills.alchemy) {
    out.add(slotSkills.alchemy);
  }
  return out;
}

/**
 * Index a ruleset for fast lookups and compute each skill's prereq_skills and prereq_of (names).
 * The input is not mutated: the indexed skills are copies carrying the computed fields.
 */
export function indexGameData(ruleset: Ruleset): GameData {
  const skills: SkillDefinition[] = ruleset.skills.map((skill) => ({ ...skill }));
  const skillsById = new Map<string, SkillDefinition>();
  const skillsByName = new Map<string, SkillDefinition>();
  const skillsByTag = new Map<string, SkillDefinition[]>();
  const skillsByType = new Map<string, SkillDefinition[]>();
  for (const skill of skills) {
    skillsById.set(skill._id, skill);
    skillsByName.set(skill.skill_name, skill);
    for (const tag of skill.skill_tags) pushTo(skillsByTag, tag, skill);
    pushTo(skillsByType, skill.skill_type, skill);
  }
  const slotSkills = {
    spell: skills.find((s) => s.skill_options.spell_slot)?.skill_name,
    alchemy: skills.find((s) => s.skill_options.alchemy_slot)?.skill_name,
  };
  const prereqOf = new Map<string, string[]>();
  for (const skill of skills) {
    const deps = prereqDependencies(skill.skill_prereq_model, skillsByTag, skillsByType, slotSkills, new Set());
    deps.delete(skill.skill_name);
    skill.prereq_skills = [...deps];
    for (const name of deps) pushTo(prereqOf, name, skill.skill_name);
  }
  for (const skill of skills) skill.prereq_of = prereqOf.get(skill.skill_name) ?? [];
  const transformationsByName = new Map(ruleset.transformations.map((t) => [t.transformation_name, t] as const));
  const data: GameData = {
    ruleset: { ...ruleset, skills },
    skills,
    skillsById,
    skillsByName,
    skillsByTag,
    skillsByType,
    races: ruleset.races,
    transformationsByName,
  };
  // Each skill's record for validation (skill-index.ts), made here once rather than on first use.
  skillIndexOf(data);
  return data;
}
