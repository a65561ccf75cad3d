import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormMessage } from '../../components/form-message';
import { formFailureText } from '../../features/events/event-messages';
import { CalendarFeedQuery, ResetCalendarFeedMutation } from './integrations.operations';

type State = { kind: 'idle' } | { kind: 'made'; url: string } | { kind: 'failed'; message: string };

/**
 * The user's iCal feed of published events with their registration state: a secret address made
 * (or replaced, after a confirmation) here and shown once.
 */
export function CalendarFeed() {
  const status = useQuery(CalendarFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [reset, { loading: busy }] = useMutation(ResetCalendarFeedMutation, { refetchQueries: [CalendarFeedQuery] });
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const hasFeed = status.data?.calendarFeed.hasFeed ?? null;
  const loadError = hasFeed === null ? status.error : undefined;

  async function make() {
    setConfirming(false);
    try {
      const answer = await reset();
      if (answer.data) setState({ kind: 'made', url: answer.data.resetCalendarFeed });
    } catch (error) {
      setState({ kind: 'failed', message: formFailureText(error) });
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="mt-5">
      <h2 className="h4" id="calendar-feed-title">
        Calendar feed
      </h2>
      <p>
        Subscribe to the published events, with your registration state, in your calendar app. Anyone with the address can read the feed;
        reset it if it leaks.
      </p>
      {hasFeed === null && !loadError ? (
        <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" />
      ) : confirming ? (
        <div role="group" aria-label="Confirm resetting the calendar address">
          <p className="mb-2">The current address will stop working. Reset it?</p>
          <Button variant="danger" className="me-2" onClick={() => void make()}>
            Yes, reset
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          variant={hasFeed ? 'outline-danger' : 'primary'}
          disabled={busy}
          onClick={() => (hasFeed ? setConfirming(true) : void make())}
        >
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {hasFeed ? 'Reset calendar address' : 'Make calendar address'}
        </Button>
      )}
      {state.kind === 'made' && (
        <FormMessage trigger={state} variant="success">
          <p className="mb-2">Your calendar address (copy it now: it will not be shown again):</p>
          <Form.Control
            readOnly
            value={state.url}
            aria-label="Calendar address"
            onFocus={(event) => event.currentTarget.select()}
            className="font-monospace"
          />
        </FormMessage>
      )}
      {loadError && (
        <FormMessage trigger={loadError} variant="danger">
          The calendar feed could not be loaded: {formFailureText(loadError)}
        </FormMessage>
      )}
      {state.kind === 'failed' && (
        <FormMessage trigger={state} variant="danger">
          {state.message}
        </FormMessage>
      )}
    </section>
  );
}
