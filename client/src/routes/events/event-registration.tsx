import { useMutation } from '@apollo/client/react';
import { formatEventDate, preregistrationOpen } from '@larp/rules';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { PageTitle } from '../../components/page-title';
import { usePreloaded } from '../../components/preloaded';
import { eventTimes } from '../../features/events/event-actions';
import { EVENT_TEXT, formFailureText } from '../../features/events/event-messages';
import { RegisterForEventMutation } from '../../features/events/events.operations';
import { RegistrationForm, type RegistrationValues } from '../../features/events/registration-form';
import type { LoaderData } from '../preload';
import type { EventsPageState } from './events';
import type { loader } from './event-registration.loader';

/** The registration form's choices from the API's shapes. */
export function choicesFrom(data: {
  myCharacters: { id: string; shownBuild?: { characterName: string } | null }[];
  eventRoleTypes: { code: string; description: string }[];
}) {
  return {
    characters: data.myCharacters.map((character) => ({
      id: character.id,
      name: character.shownBuild?.characterName ?? 'Unnamed character',
    })),
    roleTypes: data.eventRoleTypes,
  };
}

/**
 * /event_registration/{event_id}: register for an event with one of one's characters as pc or npc,
 * answering the questions asked of that role. Open while pre-registration is (the rules'
 * preregistrationOpen); a player already registered is sent to their registration instead.
 */
export function EventRegistrationPage() {
  const { event_id: eventId = '' } = useParams();
  const navigate = useNavigate();
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const eventQuery = usePreloaded(preloaded.event);
  const choicesQuery = usePreloaded(preloaded.choices);
  const [register, { loading: submitting }] = useMutation(RegisterForEventMutation);
  const [failure, setFailure] = useState<{ message: string } | null>(null);

  const loadError = eventQuery.error ?? choicesQuery.error;
  const event = eventQuery.data?.event;
  if (!event || !choicesQuery.data) {
    return (
      <>
        <PageTitle>Register</PageTitle>
        <h1>Register</h1>
        <Alert variant="danger">{loadError ? formFailureText(loadError) : EVENT_TEXT.serverError}</Alert>
        <Link to="/events">Back to events</Link>
      </>
    );
  }

  const active = event.eventRegistrations.find((registration) => registration.state !== 'CANCELLED');
  const open = preregistrationOpen(eventTimes(event), new Date());
  const eventTitle = event.eventTitle;

  async function handleSubmit(values: RegistrationValues) {
    setFailure(null);
    try {
      await register({ variables: { input: { eventId, ...values } } });
      const state: EventsPageState = { message: EVENT_TEXT.registered(eventTitle) };
      await navigate('/events', { state });
    } catch (error) {
      setFailure({ message: formFailureText(error) });
    }
  }

  return (
    <>
      <PageTitle>{`Register for ${event.eventTitle}`}</PageTitle>
      <h1>Register for {event.eventTitle}</h1>
      <p>
        {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
      </p>
      {active ? (
        <Alert variant="info">
          {EVENT_TEXT.alreadyRegistered} <Link to={`/event_registration/${active.id}/edit`}>View/Edit Registration Details</Link>
        </Alert>
      ) : !open ? (
        <Alert variant="info">{EVENT_TEXT.registrationClosed}</Alert>
      ) : (
        <RegistrationForm
          {...choicesFrom(choicesQuery.data)}
          questions={event.registrationQuestions}
          submitLabel="Register"
          submitting={submitting}
          onSubmit={(values) => void handleSubmit(values)}
        />
      )}
      {failure && (
        <FormMessage variant="danger" trigger={failure}>
          {failure.message}
        </FormMessage>
      )}
      <p className="mt-3">
        <Link to="/events">Back to events</Link>
      </p>
    </>
  );
}

export default EventRegistrationPage;
