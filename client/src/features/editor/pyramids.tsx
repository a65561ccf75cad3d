import {
  addBuildAlchemySpecialty,
  addBuildSpellSchool,
  ALCHEMY_SLOT_LEVELS,
  ALCHEMY_SPECIALTIES,
  allowedSpellSchools,
  changeBuildAlchemySlot,
  changeBuildSpellSlot,
  MAX_ALCHEMY_SPECIALTIES,
  MAX_SPELL_SCHOOLS,
  removeBuildAlchemySpecialty,
  removeBuildSpellSchool,
  SPELL_SLOT_LEVELS,
  type AlchemySlotEntry,
  type SkillDefinition,
  type SpellSlotEntry,
} from '@larp/rules';
import { entryKind } from '@larp/rules';
import { useMemo } from 'react';
import { changeCheck, type EditorAction, type EditorState } from './editor-state';
import { pyramidCells, SlotPyramid, type PyramidHandlers, type PyramidView } from './slot-pyramid';

export interface PyramidProps {
  state: EditorState;
  skill: SkillDefinition;
  dispatch: (action: EditorAction) => void;
}

export function spellView({ data, build, ctx }: EditorState, skill: SkillDefinition): PyramidView {
  const id = skill._id;
  const entry = build.character_skills[id] as SpellSlotEntry | undefined;
  return {
    title: skill.skill_name,
    columnNoun: 'school',
    columns: MAX_SPELL_SCHOOLS,
    levels: SPELL_SLOT_LEVELS,
    columnNames: entry?.spell_schools ?? [],
    counts: entry?.levels ?? [],
    cells: pyramidCells(MAX_SPELL_SCHOOLS, SPELL_SLOT_LEVELS, (column, level, delta) =>
      changeCheck(changeBuildSpellSlot(data, build, ctx, id, column, level, delta)),
    ),
    nextColumn: allowedSpellSchools(ctx.additional_spell_schools).map((name) => ({
      name,
      check: changeCheck(addBuildSpellSchool(data, build, ctx, id, name)),
    })),
    removeColumn: changeCheck(removeBuildSpellSchool(data, build, ctx, id)),
  };
}

/**
 * Column 1 holds basic alchemy (levels 1-3) before any specialty is chosen (the rules' decision),
 * so it is headed 'Basic alchemy' until then.
 */
export function alchemyView({ data, build, ctx }: EditorState, skill: SkillDefinition): PyramidView {
  const id = skill._id;
  const entry = build.character_skills[id] as AlchemySlotEntry | undefined;
  const specialties = entry?.specialties ?? [];
  return {
    title: skill.skill_name,
    columnNoun: 'specialty',
    columns: MAX_ALCHEMY_SPECIALTIES,
    levels: ALCHEMY_SLOT_LEVELS,
    columnNames: specialties.length > 0 ? specialties : ['Basic alchemy'],
    counts: entry?.levels ?? [],
    cells: pyramidCells(MAX_ALCHEMY_SPECIALTIES, ALCHEMY_SLOT_LEVELS, (column, level, delta) =>
      changeCheck(changeBuildAlchemySlot(data, build, ctx, id, column, level, delta)),
    ),
    nextColumn: ALCHEMY_SPECIALTIES.map((name) => ({ name, check: changeCheck(addBuildAlchemySpecialty(data, build, ctx, id, name)) })),
    removeColumn: changeCheck(removeBuildAlchemySpecialty(data, build, ctx, id)),
  };
}

/** The view of either pyramid, every check answered by the rules. */
export function pyramidView(state: EditorState, skill: SkillDefinition): PyramidView {
  return entryKind(skill) === 'spell_slot' ? spellView(state, skill) : alchemyView(state, skill);
}

/** Whether a pyramid offers anything now (a slot or a column to add) or holds slots: what 'Purchasable Skills' shows. */
export function pyramidOffers(view: PyramidView): boolean {
  return (
    view.cells.some((column) => column.some((cell) => cell.plus.ok)) ||
    view.nextColumn.some((option) => option.check.ok && !view.columnNames.includes(option.name)) ||
    view.counts.some((column) => column.some((count) => count > 0))
  );
}

function useHandlers(skill: SkillDefinition, dispatch: (action: EditorAction) => void): PyramidHandlers {
  return useMemo<PyramidHandlers>(() => {
    const id = skill._id;
    if (entryKind(skill) === 'spell_slot') {
      return {
        onCell: (column, level, delta) =>
          dispatch({ type: 'slots', step: (d, b, c) => changeBuildSpellSlot(d, b, c, id, column, level, delta) }),
        onAddColumn: (school) => dispatch({ type: 'slots', step: (d, b, c) => addBuildSpellSchool(d, b, c, id, school) }),
        onRemoveColumn: () => dispatch({ type: 'slots', step: (d, b, c) => removeBuildSpellSchool(d, b, c, id) }),
      };
    }
    return {
      onCell: (column, level, delta) =>
        dispatch({ type: 'slots', step: (d, b, c) => changeBuildAlchemySlot(d, b, c, id, column, level, delta) }),
      onAddColumn: (specialty) => dispatch({ type: 'slots', step: (d, b, c) => addBuildAlchemySpecialty(d, b, c, id, specialty) }),
      onRemoveColumn: () => dispatch({ type: 'slots', step: (d, b, c) => removeBuildAlchemySpecialty(d, b, c, id) }),
    };
  }, [skill, dispatch]);
}

/**
 * A slot pyramid from a view the editor already computed (the spell pyramid: 3 schools x 9 levels,
 * the schools allowed including the character's additional ones; alchemy: 3 specialty columns x 6 levels).
 */
export function Pyramid({
  view,
  viewKey,
  skill,
  dispatch,
}: {
  view: PyramidView;
  viewKey: string;
  skill: SkillDefinition;
  dispatch: (action: EditorAction) => void;
}) {
  const handlers = useHandlers(skill, dispatch);
  return <SlotPyramid view={view} viewKey={viewKey} handlers={handlers} />;
}

/** The spell-school pyramid, computing its own view (kept for callers outside the editor). */
export function SpellPyramid({ state, skill, dispatch }: PyramidProps) {
  const view = useMemo(() => spellView(state, skill), [state, skill]);
  return <Pyramid view={view} viewKey={JSON.stringify(view)} skill={skill} dispatch={dispatch} />;
}

/** The alchemy pyramid, computing its own view. */
export function AlchemyPyramid({ state, skill, dispatch }: PyramidProps) {
  const view = useMemo(() => alchemyView(state, skill), [state, skill]);
  return <Pyramid view={view} viewKey={JSON.stringify(view)} skill={skill} dispatch={dispatch} />;
}
