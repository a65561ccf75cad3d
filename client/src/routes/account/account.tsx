import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormMessage } from '../../components/form-message';
import { ACCOUNT_TEXT } from '../../features/accounts/account-messages';
import { UpdatePasswordMutation } from '../../features/accounts/accounts.operations';
import { classifyFailure, failureMessage } from '../../features/accounts/form-result';
import { PageTitle } from '../../components/page-title';
import { DeleteAccount, DownloadMyData, ProfileForm, SessionsList } from '../../features/privacy/privacy-sections';
import { NotificationSettings } from '../../features/notifications/notification-settings';
import { PASSWORD_RULE } from '@larp/rules';
import type { LoaderData } from '../preload';
import type { loader } from './account.loader';

type PasswordState = { kind: 'idle' } | { kind: 'updated' } | { kind: 'failed'; message: string };

const EMPTY = { passwordCurrent: '', password: '', passwordConfirm: '' };

/** /account: change password (the spec's update_password action, events §5 and §8). */
export function AccountPage() {
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const [fields, setFields] = useState(EMPTY);
  const [state, setState] = useState<PasswordState>({ kind: 'idle' });
  const [updatePassword, { loading }] = useMutation(UpdatePasswordMutation);

  const change = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (!fields.passwordCurrent || !fields.password || !fields.passwordConfirm) {
      setState({ kind: 'failed', message: ACCOUNT_TEXT.updateFieldsMissing });
      return;
    }
    if (fields.password !== fields.passwordConfirm) {
      setState({ kind: 'failed', message: ACCOUNT_TEXT.updateMismatch });
      return;
    }
    try {
      await updatePassword({ variables: { input: fields } });
      setFields(EMPTY);
      setState({ kind: 'updated' });
    } catch (error) {
      const message = failureMessage(classifyFailure(error), {
        invalid: ACCOUNT_TEXT.updateInvalid,
        error: ACCOUNT_TEXT.updateError,
      });
      setState({ kind: 'failed', message });
    }
  }

  return (
    <>
      <PageTitle>Account</PageTitle>
      <h1>Account</h1>
      <p>
        <Link to="/account/api-tokens">API tokens and calendar feed</Link>
      </p>
      <ProfileForm profile={preloaded.profile} />
      <h2 className="h4">Change Password</h2>
      <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Change password" style={{ maxWidth: '32rem' }}>
        <Form.Group className="mb-3" controlId="account-password-current">
          <Form.Label>Current Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={fields.passwordCurrent}
            onChange={change('passwordCurrent')}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="account-password">
          <Form.Label>New Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="new-password"
            aria-describedby="account-password-rule"
            value={fields.password}
            onChange={change('password')}
          />
          <Form.Text id="account-password-rule">{PASSWORD_RULE} Changing it signs you out everywhere else.</Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="account-password-confirm">
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control type="password" autoComplete="new-password" value={fields.passwordConfirm} onChange={change('passwordConfirm')} />
        </Form.Group>
        <Button type="submit" disabled={loading}>
          Update Password
        </Button>
      </Form>
      {state.kind === 'updated' && (
        <FormMessage trigger={state} variant="success">
          {ACCOUNT_TEXT.updateSuccess}
        </FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
      <div className="mt-4">
        <NotificationSettings settings={preloaded.notificationSettings} />
        <SessionsList sessions={preloaded.sessions} />
        <DownloadMyData />
        <DeleteAccount deletion={preloaded.deletion} />
      </div>
    </>
  );
}

export default AccountPage;
