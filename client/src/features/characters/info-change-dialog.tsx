import type { InfoChangeRemovals } from '@larp/rules';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CHARACTER_TEXT, removedSkillsText } from './character-messages';

export interface InfoChangeDialogProps {
  removals: InfoChangeRemovals;
  /** whether the class changes (every skill goes), rather than the race, attributes or transformation */
  classChange: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an info change that takes skills away: each skill that goes (with what its removal
 * gives back) and the XP returned, all from the rules' infoChangeRemovals, so the list is what the
 * server's save will remove.
 */
export function InfoChangeDialog({ removals, classChange, onCancel, onConfirm }: InfoChangeDialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={onCancel} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {CHARACTER_TEXT.removalTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{classChange ? CHARACTER_TEXT.classChangeWarning : CHARACTER_TEXT.raceChangeRemoves}</p>
        <ul aria-label="Skills removed">
          {removals.skills.map((skill) => (
            <li key={skill.skillId}>
              {removedSkillsText([skill])}
              {' — '}
              {skill.xp > 0 ? `${skill.xp} XP back` : 'granted, no XP'}
            </li>
          ))}
        </ul>
        <p className="mb-0">
          <strong>{CHARACTER_TEXT.xpReturned(removals.xpReturned)}</strong>
        </p>
      </Modal.Body>
      <Modal.Footer>
        {/* the focus starts on the harmless choice: a stray Enter keeps the skills */}
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {CHARACTER_TEXT.removalConfirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
