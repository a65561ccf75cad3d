import type { GrantChoices, PendingGrantChoice } from '@larp/rules';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

export interface GrantChoiceModalProps {
  /** the variety grants to answer (from the rules' pendingGrantChoices); null hides the modal */
  pending: PendingGrantChoice[] | null;
  onConfirm: (choices: GrantChoices) => void;
  onCancel: () => void;
}

/** True when every pending grant has exactly its variety count of skills chosen. */
export function choicesComplete(pending: readonly PendingGrantChoice[], choices: GrantChoices): boolean {
  return pending.every((grant) => (choices[grant.key] ?? []).length === grant.variety);
}

/**
 * Chooses the skills a variety grant gives ("choose 2 professions"): exactly the variety count per
 * grant, so Confirm stays disabled until each grant has exactly that many ticked; further ticks are
 * refused once the count is reached.
 */
export function GrantChoiceModal({ pending, onConfirm, onCancel }: GrantChoiceModalProps) {
  const [choices, setChoices] = useState<GrantChoices>({});
  const show = pending !== null && pending.length > 0;
  const grants = pending ?? [];
  const missing = grants.reduce((sum, grant) => sum + Math.max(0, grant.variety - (choices[grant.key] ?? []).length), 0);

  function toggle(grant: PendingGrantChoice, id: string) {
    setChoices((current) => {
      const chosen = current[grant.key] ?? [];
      const next = chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];
      return { ...current, [grant.key]: next };
    });
  }

  return (
    <Modal show={show} onHide={onCancel} onExited={() => setChoices({})} aria-labelledby="grant-choice-title">
      <Modal.Header closeButton>
        <Modal.Title id="grant-choice-title">Choose granted skills</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {grants.map((grant) => {
          const chosen = choices[grant.key] ?? [];
          const full = chosen.length >= grant.variety;
          return (
            <fieldset key={grant.key} className="mb-3">
              <legend className="h6">
                {grant.granted_by_name} (level {grant.at_level}) grants {grant.count === 1 ? 'a level' : `${grant.count} levels`} of{' '}
                {grant.variety} different skill{grant.variety === 1 ? '' : 's'}: choose exactly {grant.variety} ({chosen.length} chosen)
              </legend>
              {grant.options.map((option) => {
                const checked = chosen.includes(option.id);
                return (
                  <Form.Check
                    key={option.id}
                    type="checkbox"
                    id={`grant-${grant.key}-${option.id}`}
                    label={option.name}
                    checked={checked}
                    disabled={!checked && full}
                    aria-describedby={!checked && full ? `grant-${grant.key}-full` : undefined}
                    onChange={() => toggle(grant, option.id)}
                  />
                );
              })}
              {full && grant.options.length > grant.variety && (
                <Form.Text id={`grant-${grant.key}-full`} className="d-block">
                  {grant.variety} chosen: untick one to choose another.
                </Form.Text>
              )}
            </fieldset>
          );
        })}
      </Modal.Body>
      <Modal.Footer>
        {!choicesComplete(grants, choices) && (
          <span id="grant-choice-why" className="me-auto small text-body-secondary">
            Choose {missing} more to confirm.
          </span>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={!choicesComplete(grants, choices)}
          aria-describedby={choicesComplete(grants, choices) ? undefined : 'grant-choice-why'}
          onClick={() => onConfirm(choices)}
        >
          Confirm
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
