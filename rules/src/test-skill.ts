import type { PrereqModel, SkillDefinition, SkillOptions } from './types';

/**
 * Test factory: a plain general skill costing 1, bought once, with no prerequisites or grants; the
 * id is the lower-cased name unless given. Overrides take the definition's own fields, plus the
 * shorthands `options` and `prereq`. Used by the rules' tests only (not exported from index.ts).
 */
export function testSkill(
  name: string,
  over: Partial<SkillDefinition> & { options?: SkillOptions; prereq?: PrereqModel } = {},
): SkillDefinition {
  const { options, prereq, ...rest } = over;
  return {
    _id: name.toLowerCase(),
    skill_name: name,
    skill_description: '',
    skill_type: 'general',
    skill_subtype: null,
    skill_tags: [],
    skill_max_purchases: 1,
    skill_cost_model: { all: [1] },
    skill_prereq_model: prereq ?? null,
    skill_prereq_description: null,
    skill_grants: [],
    skill_options: options ?? {},
    ...rest,
  };
}
