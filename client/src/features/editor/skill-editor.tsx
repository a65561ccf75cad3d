import {
  entryKind,
  groupSkillsForEditor,
  pendingGrantChoices,
  type GrantChoices,
  type PendingGrantChoice,
  type PurchaseTarget,
} from '@larp/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { EditorAction, EditorState } from './editor-state';
import { GrantChoiceModal } from './grant-choice-modal';
import { AlchemyPyramid, SpellPyramid } from './pyramids';
import { SkillRow, type SkillRowHandlers } from './skill-row';
import { isSlotSkill, skillRowView, type SkillRowView } from './skill-rows';

export type SkillFilter = 'all' | 'purchasable';

const TYPE_TITLES: Record<string, string> = { advanced_maneuver: 'Advanced maneuver' };
function typeTitle(type: string): string {
  return TYPE_TITLES[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

export interface SkillEditorProps {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
}

/**
 * The skill part of the editor: the All / Purchasable filter, skills grouped and ordered by the
 * rules' groupSkillsForEditor, one memoised row per skill, both pyramids, and the grant modal.
 * Decision: 'Purchasable Skills' shows skills that can be bought now plus those already owned (so
 * what was bought can still be lowered there); the pyramids always show.
 */
export function SkillEditor({ state, dispatch }: SkillEditorProps) {
  const [filter, setFilter] = useState<SkillFilter>('all');
  const [pending, setPending] = useState<{ target: PurchaseTarget; choices: GrantChoices; asks: PendingGrantChoice[] } | null>(null);
  // Handlers read the newest state through a ref so they stay one object for the whole session
  // and the memoised rows never re-render because of them.
  const stateRef = useRef(state);
  stateRef.current = state;

  const handlers = useMemo<SkillRowHandlers>(
    () => ({
      onIncrease: (target) => {
        const { data, build, ctx } = stateRef.current;
        const asks = pendingGrantChoices(data, build, target, ctx);
        if (asks.length > 0) setPending({ target, choices: {}, asks });
        else dispatch({ type: 'increase', target });
      },
      onDecrease: (target) => dispatch({ type: 'decrease', target }),
    }),
    [dispatch],
  );

  const handleConfirm = useCallback(
    (answered: GrantChoices) => {
      if (!pending) return;
      const choices = { ...pending.choices, ...answered };
      const { data, build, ctx } = stateRef.current;
      // A chosen skill may itself grant a choice (grant chains): ask again until none is left.
      const more = pendingGrantChoices(data, build, pending.target, ctx, choices).filter((ask) => !(ask.key in choices));
      if (more.length > 0) setPending({ target: pending.target, choices, asks: more });
      else {
        setPending(null);
        dispatch({ type: 'increase', target: pending.target, choices });
      }
    },
    [pending, dispatch],
  );

  const groups = useMemo(() => groupSkillsForEditor(state.data.ruleset.skills), [state.data]);
  const views = useMemo(() => {
    const map = new Map<string, { view: SkillRowView; key: string }>();
    for (const skill of state.data.ruleset.skills) {
      if (isSlotSkill(skill)) continue;
      const view = skillRowView(state.data, state.build, state.ctx, skill);
      map.set(skill._id, { view, key: JSON.stringify(view) });
    }
    return map;
  }, [state]);

  return (
    <section aria-labelledby="skills-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-4">
        <h2 id="skills-title" className="h4 mb-0">
          Skills
        </h2>
        <ToggleButtonGroup type="radio" name="skill-filter" value={filter} onChange={(value: SkillFilter) => setFilter(value)} aria-label="Skill filter">
          <ToggleButton id="filter-all" value="all" variant="outline-primary" size="sm">
            All Skills
          </ToggleButton>
          <ToggleButton id="filter-purchasable" value="purchasable" variant="outline-primary" size="sm">
            Purchasable Skills
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {groups.map((group) => (
        <section key={group.skill_type} aria-label={typeTitle(group.skill_type)} className="mt-3">
          <h3 className="h5">{typeTitle(group.skill_type)}</h3>
          {group.subtypes.map((subtype, index) => {
            const rows = subtype.skills.filter((skill) => {
              if (isSlotSkill(skill)) return true;
              const view = views.get(skill._id)?.view;
              return filter === 'all' || (view !== undefined && (view.purchasable || view.owned));
            });
            if (rows.length === 0) return null;
            return (
              <div key={`${subtype.subtype ?? ''}-${index}`} className="mb-2">
                {subtype.subtype && <h4 className="h6 text-body-secondary mt-2">{subtype.subtype}</h4>}
                <ul className="list-group">
                  {rows.map((skill) => {
                    if (isSlotSkill(skill)) {
                      const Pyramid = entryKind(skill) === 'spell_slot' ? SpellPyramid : AlchemyPyramid;
                      return (
                        <li key={skill._id} className="list-group-item">
                          <Pyramid state={state} skill={skill} dispatch={dispatch} />
                        </li>
                      );
                    }
                    const row = views.get(skill._id) as { view: SkillRowView; key: string };
                    return <SkillRow key={skill._id} view={row.view} viewKey={row.key} handlers={handlers} />;
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
      <GrantChoiceModal pending={pending?.asks ?? null} onConfirm={handleConfirm} onCancel={() => setPending(null)} />
    </section>
  );
}
