import type { StoredBuild } from '@larp/rules';

/*
 * Unsaved editor changes are never lost without a word. Leaving asks first (LeaveGuard), and the
 * working build is kept as a local draft that survives a reload, offered back on the next load.
 */

export const LEAVE_TEXT = 'You have changes to this build that are not saved. If you leave now they stay only as a draft in this browser.';

/** A draft of one character's build kept in this browser. */
export interface Draft {
  build: StoredBuild;
  /** the build_version the draft started from */
  buildVersion: number;
  /** when it was last changed (ISO 8601) */
  savedAt: string;
}

const draftKey = (characterId: string) => `editor-draft:${characterId}`;

export function readDraft(characterId: string, storage?: Storage): Draft | null {
  try {
    const text = (storage ?? localStorage).getItem(draftKey(characterId));
    if (!text) return null;
    // whatever was stored, checked before it is taken for a draft
    const draft = JSON.parse(text) as { build?: { character_skills?: unknown } | null; buildVersion?: unknown } | null;
    return Array.isArray(draft?.build?.character_skills) && typeof draft.buildVersion === 'number' ? (draft as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(characterId: string, draft: Draft, storage?: Storage): void {
  try {
    (storage ?? localStorage).setItem(draftKey(characterId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the leave warning still protects the work
  }
}

export function clearDraft(characterId: string, storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(draftKey(characterId));
  } catch {
    // nothing to clear
  }
}
