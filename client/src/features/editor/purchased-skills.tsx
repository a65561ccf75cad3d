import { compact, entryKind, skillTotal, sortSkillsForEditor, type Amount, type GameData, type WorkingBuild } from '@larp/rules';
import { ATTRIBUTES_NOT_CHOSEN } from '@larp/rules';
import { memo } from 'react';

function amountText(amount: Amount): string {
  const granted = amount.grants.reduce((sum, grant) => sum + grant.count, 0);
  return granted > 0 ? `${amount.purchase_count} bought, ${granted} granted` : `${amount.purchase_count}`;
}

/** One owned skill in words: the total, by hand, by school, or the slots by column. */
function holdingText(data: GameData, build: WorkingBuild, skillId: string): string {
  const skill = data.skillsById.get(skillId);
  const entry = build.character_skills[skillId];
  if (!skill || !entry) return '';
  switch (entryKind(skill)) {
    case 'handed': {
      const hands = entry as { left: Amount; right: Amount };
      return `left ${amountText(hands.left)}, right ${amountText(hands.right)}`;
    }
    case 'magic_schools':
      return Object.entries((entry as { schools: Record<string, Amount> }).schools)
        .map(([school, amount]) => `${school} ${amountText(amount)}`)
        .join(', ');
    case 'spell_slot':
    case 'alchemy_slot': {
      const slots = entry as { levels: number[][]; spell_schools?: string[]; specialties?: string[] };
      const names = slots.spell_schools ?? slots.specialties ?? [];
      return slots.levels.map((row, column) => `${names[column] ?? 'basic'}: ${row.join('/')}`).join('; ');
    }
    default:
      return `${skillTotal(data, build, skillId)} (${amountText(entry as Amount)})`;
  }
}

/**
 * The character sheet: the skills owned, in the editor's order. Without race attributes the spec's
 * message replaces it (skills cannot be bought yet); with none owned, 'No skills purchased'.
 */
export const PurchasedSkills = memo(function PurchasedSkills({ data, build }: { data: GameData; build: WorkingBuild }) {
  if (!build.character_race.race_attributes) return <p className="alert alert-info">{ATTRIBUTES_NOT_CHOSEN}</p>;
  const owned = compact(data, build);
  const skills = sortSkillsForEditor(Object.keys(owned.character_skills).flatMap((id) => data.skillsById.get(id) ?? []));
  if (skills.length === 0) return <p>No skills purchased</p>;
  return (
    <ul className="list-unstyled mb-0">
      {skills.map((skill) => (
        <li key={skill._id}>
          <strong>{skill.skill_name}</strong>: {holdingText(data, owned, skill._id)}
        </li>
      ))}
    </ul>
  );
});
