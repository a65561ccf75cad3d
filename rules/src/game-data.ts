import type {
  RaceDefinition,
  Ruleset,
  SkillDefinition,
  TransformationDefinition,
} from './types';

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

export function indexGameData(ruleset: Ruleset): GameData {
  const skillsById = new Map<string, SkillDefinition>();
  const skillsByName = new Map<string, SkillDefinition>();
  const skillsByTag = new Map<string, SkillDefinition[]>();
  const skillsByType = new Map<string, SkillDefinition[]>();
  for (const skill of ruleset.skills) {
    skillsById.set(skill._id, skill);
    skillsByName.set(skill.skill_name, skill);
    for (const tag of skill.skill_tags) pushTo(skillsByTag, tag, skill);
    pushTo(skillsByType, skill.skill_type, skill);
  }
  const transformationsByName = new Map(
    ruleset.transformations.map((t) => [t.transformation_name, t] as const),
  );
  return {
    ruleset,
    skills: ruleset.skills,
    skillsById,
    skillsByName,
    skillsByTag,
    skillsByType,
    races: ruleset.races,
    transformationsByName,
  };
}
