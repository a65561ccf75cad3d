import { useCallback, useRef, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { FormMessage } from '../../components/form-message';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import { STAFF_TEXT } from './staff-messages';

/** Where a staff form is: nothing sent yet, sending, done (the spec's success text), or refused/failed (kept input). */
export type StaffFormState =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'succeeded'; message: string } | { kind: 'failed'; message: string };

/** The §8 text for a failed staff request: the server's own message for an invalid one, the spec's defaults otherwise. */
export function staffFailureMessage(error: unknown): string {
  return failureMessage(classifyFailure(error), { invalid: STAFF_TEXT.invalid, error: STAFF_TEXT.serverError });
}

/**
 * The staff form pattern: `submit(run)` refuses a second send while one runs, shows progress, and
 * ends in the spec's success text or the failure's text. The form's fields live in the page's own
 * state and are never cleared on failure, so the admin's input stays. `refuse(message)` shows a
 * check the client made before sending (events §5 texts).
 */
export function useStaffForm() {
  const [state, setState] = useState<StaffFormState>({ kind: 'idle' });
  const running = useRef(false);

  const submit = useCallback(async (run: () => Promise<string>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setState({ kind: 'submitting' });
    try {
      const message = await run();
      setState({ kind: 'succeeded', message });
      return true;
    } catch (error) {
      setState({ kind: 'failed', message: staffFailureMessage(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, []);

  const refuse = useCallback((message: string) => setState({ kind: 'failed', message }), []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, submitting: state.kind === 'submitting', submit, refuse, reset };
}

/** The form's progress and result: a spinner with 'Submitting...' while sending, then the success or failure message. */
export function StaffFormStatus({ state }: { state: StaffFormState }) {
  if (state.kind === 'submitting') {
    return (
      <div className="mt-3" role="status">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        {STAFF_TEXT.submitting}
      </div>
    );
  }
  if (state.kind === 'succeeded') {
    return (
      <FormMessage trigger={state} variant="success">
        {state.message}
      </FormMessage>
    );
  }
  if (state.kind === 'failed') {
    return (
      <FormMessage trigger={state} variant="danger">
        {state.message}
      </FormMessage>
    );
  }
  return null;
}
