import { useMutation } from '@apollo/client/react';
import { ACCOUNT_FORM_MESSAGES } from '@larp/rules';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/date-time';
import { FormMessage } from '../../components/form-message';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { classifyFailure } from '../accounts/form-result';
import { deviceName } from './device-name';
import {
  AccountDeletionQuery,
  AccountProfileQuery,
  CancelAccountDeletionMutation,
  ConfirmEmailMutation,
  EndSessionMutation,
  MySessionsQuery,
  RequestAccountDeletionMutation,
  UpdateProfileMutation,
} from './privacy.operations';

type Result = { kind: 'idle' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The server's message for a refusal, or a general one for a fault. */
function failureText(error: unknown, fallback: string): string {
  const failure = classifyFailure(error);
  return failure.status === 'invalid' && failure.serverMessage ? failure.serverMessage : fallback;
}

function ResultMessage({ result }: { result: Result }) {
  if (result.kind === 'idle') return null;
  return (
    <FormMessage trigger={result} variant={result.kind === 'done' ? 'success' : 'danger'}>
      {result.message}
    </FormMessage>
  );
}

const Waiting = ({ label }: { label: string }) => (
  <p aria-live="polite">
    <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
    {label}
  </p>
);

/** "Download my data": the export as JSON and as a readable page. */
export function DownloadMyData() {
  return (
    <section aria-labelledby="account-your-data" className="mb-4">
      <h2 id="account-your-data" className="h4">
        Your Data
      </h2>
      <p>
        Everything we store about you: profile and consents, characters and builds, XP and shards, registrations and answers, attendance,
        surveys, sessions and API tokens. How long each is kept is in the <Link to="/privacy">privacy statement</Link>.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href="/api/v1/user/export" download="my-data.json">
          Download my data
        </a>
        <Link className="btn btn-outline-primary" to="/account/my-data">
          View my data
        </Link>
      </div>
    </section>
  );
}

/*
 * /account's sections read the queries its route loader started (routes/account/account.loader.ts),
 * each handed its own.
 */

/** Names, email (confirmed by a link before it counts) and the email consent. */
export function ProfileForm({ profile }: { profile: PreloadedOf<typeof AccountProfileQuery> }) {
  const { data } = usePreloaded(profile);
  const [fields, setFields] = useState<{ firstName: string; lastName: string; email: string; emailConsent: boolean } | null>(null);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileMutation);
  const [confirmEmail] = useMutation(ConfirmEmailMutation);
  const [searchParams, setSearchParams] = useSearchParams();
  const confirming = useRef(false);
  // The address a mail link just confirmed: it wins over a profile answer that may have been read before.
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);

  const user = data?.currentUser;
  // Until the first edit, the form shows the profile as answered (in the first render with it, so
  // the form takes its place at once and nothing below it moves).
  const shown =
    fields ??
    (user
      ? { firstName: user.firstName, lastName: user.lastName, email: confirmedEmail ?? user.email, emailConsent: user.emailConsent }
      : null);

  // The link of the email-change mail: /account?confirm_email=<token>.
  const token = searchParams.get('confirm_email');
  useEffect(() => {
    if (!token || confirming.current) return;
    confirming.current = true;
    confirmEmail({ variables: { token } })
      .then((answer) => {
        const confirmed = answer.data?.confirmEmail;
        if (confirmed) {
          setConfirmedEmail(confirmed.user.email);
          setFields((current) => (current ? { ...current, email: confirmed.user.email } : current));
        }
        setResult({ kind: 'done', message: confirmed?.message ?? '' });
      })
      .catch((error: unknown) => setResult({ kind: 'failed', message: failureText(error, 'Error confirming the email address.') }))
      .finally(() => {
        searchParams.delete('confirm_email');
        setSearchParams(searchParams, { replace: true });
      });
  }, [token, confirmEmail, searchParams, setSearchParams]);

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (!shown) return;
    try {
      const answer = await updateProfile({ variables: { input: shown } });
      setResult({ kind: 'done', message: answer.data?.updateProfile.message ?? '' });
    } catch (error) {
      setResult({ kind: 'failed', message: failureText(error, 'Error saving the profile.') });
    }
  }

  const change = (name: 'firstName' | 'lastName' | 'email') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => {
      const base = current ?? shown;
      return base ? { ...base, [name]: event.target.value } : base;
    });

  return (
    <section aria-labelledby="account-profile" className="mb-4">
      <h2 id="account-profile" className="h4">
        Profile
      </h2>
      {shown === null ? (
        <Waiting label="Loading your profile..." />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Profile" style={{ maxWidth: '32rem' }}>
          <Form.Group className="mb-3" controlId="profile-first-name">
            <Form.Label>First Name</Form.Label>
            <Form.Control autoComplete="given-name" value={shown.firstName} onChange={change('firstName')} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="profile-last-name">
            <Form.Label>Last Name</Form.Label>
            <Form.Control autoComplete="family-name" value={shown.lastName} onChange={change('lastName')} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="profile-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              value={shown.email}
              onChange={change('email')}
              aria-describedby="profile-email-help"
            />
            <Form.Text id="profile-email-help">A new address is used once you open the link we send to it.</Form.Text>
          </Form.Group>
          <Form.Check
            className="mb-3"
            id="profile-email-consent"
            label="Send me news about events by email"
            checked={shown.emailConsent}
            onChange={(event) => setFields({ ...shown, emailConsent: event.target.checked })}
          />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </Form>
      )}
      <ResultMessage result={result} />
    </section>
  );
}

/** The signed-in browsers, with a way to end the others. */
export function SessionsList({ sessions }: { sessions: PreloadedOf<typeof MySessionsQuery> }) {
  const { data, refreshing, refetch } = usePreloaded(sessions);
  const [endSession, { loading: ending }] = useMutation(EndSessionMutation);
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  async function handleEnd(id: string) {
    try {
      const answer = await endSession({ variables: { id } });
      setResult({ kind: 'done', message: answer.data?.endSession ?? '' });
      await refetch();
    } catch (error) {
      setResult({ kind: 'failed', message: failureText(error, 'Error ending the session.') });
    }
  }

  return (
    <section aria-labelledby="account-sessions" className="mb-4">
      <h2 id="account-sessions" className="h4">
        Sessions
      </h2>
      {refreshing || !data ? (
        <Waiting label="Loading your sessions..." />
      ) : (
        <div className="table-responsive">
          <Table size="sm" aria-labelledby="account-sessions">
            <thead>
              <tr>
                <th scope="col">Device</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.mySessions.map((session) => (
                <tr key={session.id}>
                  <td className="text-break" title={session.device ?? undefined}>
                    {deviceName(session.device)}
                  </td>
                  <td>{formatDateTime(session.createdAt)}</td>
                  <td>{formatDateTime(session.lastSeen)}</td>
                  <td>
                    {session.current ? (
                      'This browser'
                    ) : (
                      <Button size="sm" variant="outline-danger" disabled={ending} onClick={() => void handleEnd(session.id)}>
                        End session
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <ResultMessage result={result} />
    </section>
  );
}

/** "Delete my account": asks for the password, schedules erasure after the grace period, cancellable until then. */
export function DeleteAccount({ deletion }: { deletion: PreloadedOf<typeof AccountDeletionQuery> }) {
  const { data } = usePreloaded(deletion);
  const [requestDeletion, { loading: requesting }] = useMutation(RequestAccountDeletionMutation, {
    refetchQueries: [AccountDeletionQuery],
    awaitRefetchQueries: true,
  });
  const [cancelDeletion, { loading: cancelling }] = useMutation(CancelAccountDeletionMutation, {
    refetchQueries: [AccountDeletionQuery],
    awaitRefetchQueries: true,
  });
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  async function handleDelete(event: React.SubmitEvent) {
    event.preventDefault();
    if (password === '') {
      setResult({ kind: 'failed', message: ACCOUNT_FORM_MESSAGES.passwordMissing });
      return;
    }
    try {
      const answer = await requestDeletion({ variables: { password } });
      const eraseAt = answer.data?.requestAccountDeletion.eraseAt;
      setPassword('');
      setAsking(false);
      setResult({
        kind: 'done',
        message: `Your account will be deleted on ${eraseAt ? formatDateTime(eraseAt) : ''}. We sent you an email with a link to cancel.`,
      });
    } catch (error) {
      setResult({ kind: 'failed', message: failureText(error, 'Error scheduling the deletion.') });
    }
  }

  async function handleCancel() {
    try {
      const answer = await cancelDeletion();
      setResult({ kind: 'done', message: answer.data?.cancelAccountDeletion ?? '' });
    } catch (error) {
      setResult({ kind: 'failed', message: failureText(error, 'Error cancelling the deletion.') });
    }
  }

  const pending = data?.accountDeletion;
  return (
    <section aria-labelledby="delete-account" className="mb-4">
      <h2 id="delete-account" className="h4">
        Delete Account
      </h2>
      {!pending ? (
        <Waiting label="Loading..." />
      ) : pending.scheduled && pending.eraseAt ? (
        <>
          <p>
            Your account is scheduled for deletion on <strong>{formatDateTime(pending.eraseAt)}</strong>. Until then you can cancel, and
            download your data.
          </p>
          <Button variant="primary" disabled={cancelling} onClick={() => void handleCancel()}>
            {cancelling ? 'Cancelling...' : 'Cancel Deletion'}
          </Button>
        </>
      ) : asking ? (
        <Form onSubmit={(event) => void handleDelete(event)} noValidate aria-label="Delete my account" style={{ maxWidth: '32rem' }}>
          <p>
            Your account will be erased after a grace period, during which you can cancel. Your names, email, password, sessions, and
            registration and survey answers are deleted; characters you played and the game&apos;s records (XP, shards, deaths, attendance)
            stay under a pseudonym. Registrations for events that have not started are cancelled.
          </p>
          <Form.Group className="mb-3" controlId="delete-account-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={requesting}>
              {requesting ? 'Scheduling...' : 'Delete My Account'}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep My Account
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="outline-danger" onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      )}
      <ResultMessage result={result} />
    </section>
  );
}
