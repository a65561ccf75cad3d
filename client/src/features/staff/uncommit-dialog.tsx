import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from './confirm-dialog';
import { StaffFormStatus, useStaffForm } from './staff-form';
import { STAFF_TEXT } from './staff-messages';
import { UncommitCharacterMutation } from './staff.operations';

/** Events §4: the three uncommit scopes, the middle one preselected, each saying exactly what it erases. */
export const UNCOMMIT_SCOPES = [
  {
    value: 'SKILLS',
    label: 'Skills only',
    erases:
      'Erases the committed skills. The committed name, race, race attributes and class stay; the player may lower or change any skill.',
  },
  {
    value: 'SKILLS_AND_RACE_ATTRIBUTES',
    label: 'Skills and racial attributes',
    erases:
      'Erases the committed skills and race attributes. The player chooses the race attributes again and may lower or change any skill.',
  },
  {
    value: 'EVERYTHING',
    label: 'Everything',
    erases: 'Erases the whole committed build: skills, race attributes, name, race and class. The player may change race and class again.',
  },
] as const;

type UncommitOption = (typeof UNCOMMIT_SCOPES)[number];
export type UncommitScope = UncommitOption['value'];
const DEFAULT_UNCOMMIT_OPTION: UncommitOption = UNCOMMIT_SCOPES[1];

/** Uncommit with a chosen scope, confirmed; 'Update was successful.' afterwards. */
export function UncommitDialog({
  character,
  onClose,
  onDone,
}: {
  character: { id: string; userId: string; name: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<UncommitOption>(DEFAULT_UNCOMMIT_OPTION);
  const scope = chosen.value;
  const [uncommit] = useMutation(UncommitCharacterMutation);
  const form = useStaffForm();
  const groupName = useId();

  async function handleConfirm() {
    const ok = await form.submit(async () => {
      await uncommit({ variables: { userId: character.userId, characterId: character.id, scope } });
      return STAFF_TEXT.updated;
    });
    if (ok) onDone();
  }

  return (
    <ConfirmDialog
      show
      title={`Uncommit ${character.name}`}
      confirmLabel={`Uncommit: ${chosen.label.toLowerCase()}`}
      busy={form.submitting}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    >
      <fieldset>
        <legend className="h6">What to reset</legend>
        {UNCOMMIT_SCOPES.map((option) => (
          <Form.Check
            key={option.value}
            type="radio"
            id={`${groupName}-${option.value}`}
            name={groupName}
            label={option.label}
            checked={scope === option.value}
            disabled={form.submitting}
            onChange={() => setChosen(option)}
          />
        ))}
      </fieldset>
      <p className="mt-3 mb-0" aria-live="polite">
        <strong>{chosen.erases}</strong> This cannot be undone.
      </p>
      <StaffFormStatus state={form.state} />
    </ConfirmDialog>
  );
}
