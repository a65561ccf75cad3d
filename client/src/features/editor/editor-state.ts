import {
  canDecrease,
  canIncrease,
  compact,
  decrease,
  increase,
  toStored,
  toWorking,
  type BuildChange,
  type CharacterClass,
  type CharacterContext,
  type GameData,
  type GrantChoices,
  type PurchaseCheck,
  type PurchaseTarget,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import type { EditorBuildFieldsFragment } from '../../graphql/generated/graphql';

/** A GraphQL build (camelCase header, entries as JSON) in the rules' stored form. */
export function storedBuildOf(build: EditorBuildFieldsFragment): StoredBuild {
  return {
    character_name: build.characterName,
    character_class: build.characterClass as CharacterClass | null,
    character_build_cost: build.characterBuildCost,
    created_at: build.createdAt ?? undefined,
    character_race: {
      race: build.characterRace.race,
      subculture: build.characterRace.subculture,
      transformation: build.characterRace.transformation,
      race_attributes: build.characterRace.raceAttributes,
    },
    character_skills: build.characterSkills.map(
      (row) => ({ ...(row.entry as object), skill_id: row.skillId }) as StoredBuild['character_skills'][number],
    ),
  };
}

/** The build to send: skills the character does not have dropped, in the stored form. */
export function buildToSend(data: GameData, build: WorkingBuild): StoredBuild {
  return toStored(compact(data, build));
}

export interface EditorState {
  data: GameData;
  ctx: CharacterContext;
  build: WorkingBuild;
}

/**
 * Every change of the working build goes through this one reducer, so a counter's handler can be
 * one stable `dispatch` and rows that did not change are not re-rendered. Each step is the rules'
 * own function; a blocked step leaves the build as it was (its control is disabled anyway).
 */
export type EditorAction =
  | { type: 'load'; data: GameData; ctx: CharacterContext; build: WorkingBuild }
  | { type: 'increase'; target: PurchaseTarget; choices?: GrantChoices }
  | { type: 'decrease'; target: PurchaseTarget }
  | { type: 'slots'; step: (data: GameData, build: WorkingBuild, ctx: CharacterContext) => BuildChange };

export function editorReducer(state: EditorState | null, action: EditorAction): EditorState | null {
  if (action.type === 'load') return { data: action.data, ctx: action.ctx, build: action.build };
  if (!state) return state;
  const { data, ctx, build } = state;
  if (action.type === 'increase') {
    if (!canIncrease(data, build, ctx, action.target, action.choices).ok) return state;
    return { ...state, build: increase(data, build, ctx, action.target, action.choices) };
  }
  if (action.type === 'decrease') {
    if (!canDecrease(data, build, ctx, action.target).ok) return state;
    return { ...state, build: decrease(data, build, ctx, action.target) };
  }
  const change = action.step(data, build, ctx);
  return change.ok ? { ...state, build: change.build } : state;
}

export function loadAction(
  data: GameData,
  saved: EditorBuildFieldsFragment,
  committed: EditorBuildFieldsFragment | null,
  isCommitted: boolean,
  character: { characterXpTotal: number; additionalSpellSchools: string[] },
): EditorAction {
  return {
    type: 'load',
    data,
    build: toWorking(storedBuildOf(saved)),
    ctx: {
      character_xp_total: character.characterXpTotal,
      additional_spell_schools: character.additionalSpellSchools,
      committed_build: isCommitted && committed ? toWorking(storedBuildOf(committed)) : null,
    },
  };
}

/** A control's state: enabled, or disabled with the rules' reason. */
export interface ControlCheck {
  ok: boolean;
  reason: string;
  /** the change of build cost when enabled */
  cost: number;
  /** the rules' block code ('xp', 'pyramid', ...); '' when enabled */
  code: string;
  /**
   * a reason shown only once its control is pressed (screen readers get it at once): nothing to
   * remove, or the committed build's floor, which would otherwise stand beside every such control
   */
  quiet: boolean;
}

/** The blocks said only when pressed. */
const quietCode = (code: string) => code === 'nothing' || code === 'committed';

export function controlCheck(check: PurchaseCheck): ControlCheck {
  if (check.ok) return { ok: true, reason: '', cost: check.cost, quiet: false, code: '' };
  return { ok: false, reason: check.reason, cost: 0, quiet: quietCode(check.code), code: check.code };
}

export function changeCheck(change: BuildChange): ControlCheck {
  if (change.ok) return { ok: true, reason: '', cost: change.cost, quiet: false, code: '' };
  return { ok: false, reason: change.reason, cost: 0, quiet: quietCode(change.code), code: change.code };
}
