import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';

export const UNSUBSCRIBE_TEXT = {
  ask: 'Stop the reminder mails (commit your build, the survey is open)? Mails about your registrations still come.',
  done: 'Reminder mails are off. You can turn them on again on your account page.',
  failed: 'Something went wrong. Please try again later.',
} as const;

type State = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /unsubscribe/{token}: the link in a reminder's text. Opening it changes nothing; the
 * button POSTs to /api/v1/unsubscribe/{token}, the same call mail programs make for one-click
 * unsubscribe (List-Unsubscribe-Post). No sign-in needed: the token is the authority.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      const response = await fetch(`/api/v1/unsubscribe/${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.ok) setState({ kind: 'done' });
      else setState({ kind: 'failed', message: response.status < 500 && body?.message ? body.message : UNSUBSCRIBE_TEXT.failed });
    } catch {
      setState({ kind: 'failed', message: UNSUBSCRIBE_TEXT.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>Unsubscribe</PageTitle>
      <h1>Unsubscribe</h1>
      {state.kind !== 'done' && (
        <>
          <p>{UNSUBSCRIBE_TEXT.ask}</p>
          <Button onClick={() => void unsubscribe()} disabled={busy}>
            {busy ? 'Unsubscribing…' : 'Stop reminder mails'}
          </Button>
        </>
      )}
      {state.kind === 'done' && (
        <FormMessage trigger={state} variant="success">
          {UNSUBSCRIBE_TEXT.done}
        </FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
      <p className="mt-3">
        <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}

export default UnsubscribePage;
