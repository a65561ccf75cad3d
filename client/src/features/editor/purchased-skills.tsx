import { ATTRIBUTES_NOT_CHOSEN, compact, entryText, sortSkillsForEditor, type GameData, type WorkingBuild } from '@larp/rules';
import { memo } from 'react';

/**
 * The character sheet: the skills owned, in the editor's order, each in players' words (the rules'
 * entryText: 'left 1, right 2', 'Arcane: 2 first-level, 1 second-level'). Without race attributes
 * the spec's message replaces it (skills cannot be bought yet); with none owned, 'No skills purchased'.
 * Props are stable ({ data, build }): the staff character sheet reuses this component, with each
 * skill's description under it (`descriptions`), since a printed sheet is read away from the rules.
 */
export const PurchasedSkills = memo(function PurchasedSkills({
  data,
  build,
  descriptions = false,
}: {
  data: GameData;
  build: WorkingBuild;
  descriptions?: boolean;
}) {
  if (!build.character_race.race_attributes) return <p className="alert alert-info">{ATTRIBUTES_NOT_CHOSEN}</p>;
  const owned = compact(data, build);
  const skills = sortSkillsForEditor(Object.keys(owned.character_skills).flatMap((id) => data.skillsById.get(id) ?? []));
  if (skills.length === 0) return <p>No skills purchased</p>;
  return (
    <ul className="list-unstyled mb-0">
      {skills.map((skill) => (
        <li key={skill._id}>
          <strong>{skill.skill_name}</strong>: {entryText(skill, owned.character_skills[skill._id])}
          {descriptions && skill.skill_description.trim() && <p className="skill-description small mb-1">{skill.skill_description}</p>}
        </li>
      ))}
    </ul>
  );
});
