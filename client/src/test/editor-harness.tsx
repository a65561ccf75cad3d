import { emptyBuild, indexGameData, type CharacterClass, type CharacterContext, type GameData, type WorkingBuild } from '@larp/rules';
import { sampleRuleset } from '../../../rules/src/sample-ruleset';
import { act } from '@testing-library/react';
import { useReducer } from 'react';
import { editorReducer } from '../features/editor/editor-state';
import { SkillEditor } from '../features/editor/skill-editor';

/** The sample ruleset's game data, indexed once for the editor's component tests. */
export const sampleData: GameData = indexGameData(sampleRuleset);

export function skillId(name: string): string {
  const skill = sampleData.skillsByName.get(name);
  if (!skill) throw new Error(`No sample skill ${name}`);
  return skill._id;
}

/** A Highland Human of the given class with no skills. */
export function startBuild(cls: CharacterClass, skills: WorkingBuild['character_skills'] = {}): WorkingBuild {
  const build = emptyBuild({
    character_name: 'Test Hero',
    character_class: cls,
    character_race: { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: ['Human', 'Highlander'] },
  });
  return { ...build, character_skills: skills };
}

/** The skill part of the editor with its reducer, as the page uses it. */
export function EditorHarness({ build, ctx }: { build: WorkingBuild; ctx: CharacterContext }) {
  const [state, dispatch] = useReducer(editorReducer, { data: sampleData, ctx, build });
  if (!state) return null;
  return (
    <>
      <output aria-label="Current Build Cost">{state.build.character_build_cost}</output>
      <SkillEditor state={state} dispatch={dispatch} />
    </>
  );
}

/**
 * The control named `label` (its aria-label, the text of its <label>, or a button's text). Testing Library's
 * getByLabelText takes tens of seconds on the 3,000-element editor in jsdom; this is the same
 * lookup by accessible label, done directly.
 */
export function byLabel(label: string | RegExp): HTMLButtonElement & HTMLInputElement {
  const found = queryByLabel(label);
  if (!found) throw new Error(`No control labelled ${String(label)}`);
  return found;
}

export function queryByLabel(label: string | RegExp): (HTMLButtonElement & HTMLInputElement) | null {
  const matches = (text: string | null) => text !== null && (typeof label === 'string' ? text.trim() === label : label.test(text.trim()));
  for (const element of document.querySelectorAll<HTMLElement>('[aria-label]')) {
    if (matches(element.getAttribute('aria-label'))) return element as HTMLButtonElement & HTMLInputElement;
  }
  for (const element of document.querySelectorAll<HTMLLabelElement>('label')) {
    if (matches(element.textContent) && element.control) return element.control as HTMLButtonElement & HTMLInputElement;
  }
  // A button without aria-label is named by its text.
  for (const element of document.querySelectorAll<HTMLButtonElement>('button:not([aria-label])')) {
    if (matches(element.textContent)) return element as HTMLButtonElement & HTMLInputElement;
  }
  return null;
}

/** Shows the whole ruleset: the All Skills filter with every group expanded. */
export function showAll(): void {
  act(() => byLabel('All Skills').click());
  act(() => byLabel('Expand all').click());
}
