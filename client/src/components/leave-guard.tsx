import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBlocker } from 'react-router';

/*
 * Unsaved work is never lost without a word: leaving inside the app asks first (the router's
 * blocker), and closing or reloading the tab asks the browser's own question.
 */

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_FORM_TEXT = 'You have changes on this page that are not saved. If you leave now they are lost.';

/** Blocks navigation away while `dirty`, and asks before the tab is closed or reloaded; `text` says what would be lost. */
export function LeaveGuard({ dirty, text = LEAVE_FORM_TEXT }: { dirty: boolean; text?: string }) {
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

/**
 * Whether a form holds changes not yet saved: `onChange` goes on the form element (every field's
 * change bubbles to it), `saved()` after a successful save; the page renders
 * `<LeaveGuard dirty={changes.dirty} />`.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const onChange = useCallback(() => setDirty(true), []);
  const saved = useCallback(() => setDirty(false), []);
  return { dirty, onChange, saved };
}
