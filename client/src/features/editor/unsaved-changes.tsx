import type { StoredBuild } from '@larp/rules';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router';

/*
 * Unsaved editor changes are never lost without a word. Leaving inside the app asks
 * first (the router's blocker); closing or reloading the tab asks the browser's own question; and
 * the working build is kept as a local draft that survives a reload, offered back on the next load.
 */

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'You have changes to this build that are not saved. If you leave now they stay only as a draft in this browser.';

/** Blocks navigation away while `dirty`, and asks before the tab is closed or reloaded; `text` says what would be lost. */
export function LeaveGuard({ dirty, text = LEAVE_TEXT }: { dirty: boolean; text?: string }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    // preventDefault is how a page asks (the HTML standard; the deprecated returnValue is not needed)
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Modal show={open} onHide={() => blocker.reset?.()} aria-labelledby="leave-title">
      <Modal.Header closeButton>
        <Modal.Title id="leave-title">{LEAVE_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button variant="outline-danger" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

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
