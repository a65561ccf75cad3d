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
import { memo, useMemo } from 'react';
import { changeCheck, type EditorAction, type EditorState } from './editor-state';
import { SlotPyramid } from './slot-pyramid';

export interface PyramidProps {
  state: EditorState;
  skill: SkillDefinition;
  dispatch: (action: EditorAction) => void;
}

/** The spell-school pyramid: 3 schools x 9 levels; the schools allowed include the character's additional ones. */
export const SpellPyramid = memo(function SpellPyramid({ state, skill, dispatch }: PyramidProps) {
  const rules = useMemo(() => {
    const { data, build, ctx } = state;
    const id = skill._id;
    const entry = build.character_skills[id] as SpellSlotEntry | undefined;
    return {
      title: skill.skill_name,
      columnNoun: 'school',
      columns: MAX_SPELL_SCHOOLS,
      levels: SPELL_SLOT_LEVELS,
      columnNames: entry?.spell_schools ?? [],
      counts: entry?.levels ?? [],
      nextColumnOptions: allowedSpellSchools(ctx.additional_spell_schools),
      cell: (column: number, level: number, delta: 1 | -1) => changeCheck(changeBuildSpellSlot(data, build, ctx, id, column, level, delta)),
      addColumn: (school: string) => changeCheck(addBuildSpellSchool(data, build, ctx, id, school)),
      removeColumn: () => changeCheck(removeBuildSpellSchool(data, build, ctx, id)),
      onCell: (column: number, level: number, delta: 1 | -1) =>
        dispatch({ type: 'slots', step: (d, b, c) => changeBuildSpellSlot(d, b, c, id, column, level, delta) }),
      onAddColumn: (school: string) => dispatch({ type: 'slots', step: (d, b, c) => addBuildSpellSchool(d, b, c, id, school) }),
      onRemoveColumn: () => dispatch({ type: 'slots', step: (d, b, c) => removeBuildSpellSchool(d, b, c, id) }),
    };
  }, [state, skill, dispatch]);
  return <SlotPyramid {...rules} />;
});

/**
 * The alchemy pyramid: 3 specialty columns x 6 levels. Column 1 holds basic alchemy (levels 1-3)
 * before any specialty is chosen (the rules' decision), so it is headed 'Basic alchemy' until then.
 */
export const AlchemyPyramid = memo(function AlchemyPyramid({ state, skill, dispatch }: PyramidProps) {
  const rules = useMemo(() => {
    const { data, build, ctx } = state;
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
      nextColumnOptions: [...ALCHEMY_SPECIALTIES],
      cell: (column: number, level: number, delta: 1 | -1) => changeCheck(changeBuildAlchemySlot(data, build, ctx, id, column, level, delta)),
      addColumn: (specialty: string) => changeCheck(addBuildAlchemySpecialty(data, build, ctx, id, specialty)),
      removeColumn: () => changeCheck(removeBuildAlchemySpecialty(data, build, ctx, id)),
      onCell: (column: number, level: number, delta: 1 | -1) =>
        dispatch({ type: 'slots', step: (d, b, c) => changeBuildAlchemySlot(d, b, c, id, column, level, delta) }),
      onAddColumn: (specialty: string) => dispatch({ type: 'slots', step: (d, b, c) => addBuildAlchemySpecialty(d, b, c, id, specialty) }),
      onRemoveColumn: () => dispatch({ type: 'slots', step: (d, b, c) => removeBuildAlchemySpecialty(d, b, c, id) }),
    };
  }, [state, skill, dispatch]);
  return <SlotPyramid {...rules} />;
});
