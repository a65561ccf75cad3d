import { buildDiff, entryText, raceAttributesText, type BuildDifference, type GameData, type StoredBuild } from '@larp/rules';
import { memo } from 'react';

const HEADER_NAMES: Record<Extract<BuildDifference, { kind: 'header' }>['field'], string> = {
  character_name: 'Name',
  character_class: 'Class',
  race: 'Race',
  race_attributes: 'Attributes',
};

/** One difference in words: 'Parry: 1 → 2', 'Dodge: new, 1', 'Name: Brom → Brom the Bold'. */
export function differenceText(data: GameData, difference: BuildDifference): { what: string; before: string; after: string } {
  if (difference.kind === 'header') {
    const words = (text: string) =>
      difference.field === 'race_attributes' ? raceAttributesText(text ? text.split(', ') : null) : text || 'Not selected';
    return { what: HEADER_NAMES[difference.field], before: words(difference.before), after: words(difference.after) };
  }
  const skill = data.skillsById.get(difference.skill_id);
  if (!skill) return { what: difference.skill_id, before: difference.before ? 'held' : 'none', after: difference.after ? 'held' : 'none' };
  return {
    what: skill.skill_name,
    before: difference.before ? entryText(skill, difference.before) : 'none',
    after: entryText(skill, difference.after),
  };
}

/**
 * What Commit will make permanent: the build being edited against the committed build, one line per
 * changed field or skill. Empty when nothing differs.
 */
export const BuildChanges = memo(function BuildChanges({
  data,
  committed,
  current,
}: {
  data: GameData;
  committed: StoredBuild;
  current: StoredBuild;
}) {
  const differences = buildDiff(committed, current);
  if (differences.length === 0) return <p className="mb-0">Nothing to commit: this is the committed build.</p>;
  return (
    <ul className="mb-0 ps-3" aria-label="Changes since the commit">
      {differences.map((difference) => {
        const { what, before, after } = differenceText(data, difference);
        const key = difference.kind === 'header' ? difference.field : difference.skill_id;
        return (
          <li key={key}>
            <strong>{what}</strong>:{' '}
            {before === 'none' ? (
              <>new, {after}</>
            ) : (
              <>
                {before} → {after}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
});
