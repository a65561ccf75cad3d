import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ConfirmDialog } from '../staff/confirm-dialog';
import { StaffUserConnectionQuery } from '../staff/staff.operations';
import { classifyFailure } from '../accounts/form-result';
import { EraseUserMutation } from './erase-user.operations';

export interface EraseUserDialogProps {
  user: { id: string; name: string; email: string };
  onClose: (result: string | null) => void;
}

/** The staff user screen's confirmation before an admin erases an account at once. */
export function EraseUserDialog({ user, onClose }: EraseUserDialogProps) {
  const [eraseUser, { loading }] = useMutation(EraseUserMutation, {
    refetchQueries: [StaffUserConnectionQuery],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);

  async function handleConfirm() {
    try {
      const answer = await eraseUser({ variables: { userId: user.id } });
      onClose(answer.data?.eraseUser ?? null);
    } catch (error) {
      const failed = classifyFailure(error);
      setFailure(failed.status === 'invalid' && failed.serverMessage ? failed.serverMessage : 'Error deleting the account.');
    }
  }

  return (
    <ConfirmDialog
      show
      title={`Delete the account of ${user.name}?`}
      confirmLabel="Delete Account"
      busy={loading}
      onConfirm={() => void handleConfirm()}
      onCancel={() => onClose(null)}
    >
      <p>
        The account of {user.name} ({user.email}) is erased now, without a grace period. This cannot be undone.
      </p>
      <p className="mb-0">
        Names, email, password, sessions and registration and survey answers are deleted; characters never played are deleted; played
        characters, XP, shards, deaths and attendance stay under a pseudonym.
      </p>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
