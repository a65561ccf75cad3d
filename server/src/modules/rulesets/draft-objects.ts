import { rulesetObject, rulesetObjectKey, type RulesetObjectKind } from '@larp/rules';
import { z } from 'zod';
import type { RulesetDraft } from '../../db';

/*
 * The objects of a draft the editor saves one at a time (rules' ruleset-edits.ts), each with its
 * version: what a save answers, and what a stale save's 409 carries as `current`.
 */

/** A draft's object with its version; after a save, the keys of the other objects it changed too. */
export interface DraftObjectView {
  kind: RulesetObjectKind;
  key: string;
  version: number;
  value: unknown;
  alsoChanged: string[];
}

/** An object's version: as recorded at its last save, else 1 for one the draft has and 0 for one it has not. */
export function versionOf(draft: RulesetDraft, key: string, exists: boolean): number {
  return draft.objectVersions?.[key] ?? (exists ? 1 : 0);
}

/** The object `kind`/`key` of the draft as it is now. */
export function objectView(draft: RulesetDraft, kind: RulesetObjectKind, key: string): DraftObjectView {
  const value = rulesetObject(draft.ruleset, kind, key);
  return { kind, key, version: versionOf(draft, rulesetObjectKey(kind, key), value !== null), value, alsoChanged: [] };
}

export function presentObject(view: DraftObjectView) {
  return { kind: view.kind, key: view.key, version: view.version, value: view.value, also_changed: view.alsoChanged };
}

/*
 * An object's value by its kind: a skill, race or transformation as the ruleset JSON has it (its own
 * fields kept, as the game data answers them), an event role type's or class's description, the
 * rulebook links, or the ruleset's header.
 */
const definition = z.looseObject({ _id: z.string() });
const objectValueOutput = z
  .union([
    definition.extend({ skill_name: z.string() }),
    definition.extend({ race_name: z.string() }),
    definition.extend({ transformation_name: z.string() }),
    z.string(),
    z.array(z.object({ label: z.string(), url: z.string(), text: z.string().optional() })),
    z.object({
      name: z.string(),
      version: z.union([z.string(), z.number()]),
      character_levels: z.array(z.object({ level: z.number().int(), xp: z.number().int() })),
      additional_spell_schools: z.array(z.string()),
    }),
  ])
  .nullable();

export const objectOutput = z.object({
  kind: z.string(),
  key: z.string(),
  /** 0: the draft has no such object (a removal's answer) */
  version: z.number().int(),
  /** the object as saved; null when removed */
  value: objectValueOutput,
  /** the keys (kind:key) of other objects the save changed: skills naming a renamed or removed skill */
  also_changed: z.array(z.string()),
});
