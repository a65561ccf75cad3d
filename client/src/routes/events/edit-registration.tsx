import type { ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link, useLoaderData, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { registrationPermissions } from '../../features/events/event-actions';
import { buttonFailureText, EVENT_TEXT, formFailureText, registrationStateText } from '../../features/events/event-messages';
import {
  CancelEventRegistrationMutation,
  UpdateEventRegistrationMutation,
  type RegistrationEventQuery,
} from '../../features/events/events.operations';
import { draftsFrom, questionsAskedOf } from '../../features/events/question-answers';
import { RegistrationForm, type RegistrationValues } from '../../features/events/registration-form';
import { RegistrationPayment } from '../../features/payments/registration-payment';
import { graphql } from '../../graphql/generated';
import type { RegistrationEventQuery as RegistrationEventData } from '../../graphql/generated/graphql';
import type { LoaderData } from '../preload';
import { choicesFrom } from './event-registration';
import type { loader } from './edit-registration.loader';

type Preloaded = LoaderData<typeof loader>;

/** The player's registration as this page shows it and the update answers with. */
export const OwnRegistrationFields = graphql(`
  fragment OwnRegistrationFields on EventRegistration {
    id
    eventId
    characterId
    eventRole
    state
    waitlistNote
    registeredAt
    questionAnswers {
      questionId
      answer
    }
  }
`);

type Outcome = { kind: 'success' | 'failure'; message: string };

/** Asks before cancelling (the cancel_event_registration action). */
function CancelDialog(props: {
  show: boolean;
  busy: boolean;
  restoreFocus: boolean;
  onConfirm: () => void;
  onHide: () => void;
  onExited: () => void;
}) {
  const { show, busy, restoreFocus, onConfirm, onHide, onExited } = props;
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} restoreFocus={restoreFocus} aria-labelledby="cancel-registration-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="cancel-registration-title">Cancel Registration</Modal.Title>
      </Modal.Header>
      <Modal.Body>{EVENT_TEXT.cancelConfirm}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Keep Registration
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          Yes, Cancel Registration
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * /event_registration/{event_registration_id}/edit: the player's registration, its state, and, while
 * the rules allow (registrationEditable, cancelAllowed), the form to change character, role and
 * answers and the Cancel Registration button. A cancelled registration is taken up again with the
 * same form ('Register Again'). The route's loader (./edit-registration.loader) asks for the
 * registration, then its event: without a registration there is no event to read.
 */
export function EditRegistrationPage() {
  const preloaded = useLoaderData<Preloaded>();
  return preloaded.event ? (
    <EditRegistrationOfEvent preloaded={preloaded} event={preloaded.event} />
  ) : (
    <EditRegistration preloaded={preloaded} eventQuery={{}} />
  );
}

function EditRegistrationOfEvent({ preloaded, event }: { preloaded: Preloaded; event: PreloadedOf<typeof RegistrationEventQuery> }) {
  return <EditRegistration preloaded={preloaded} eventQuery={usePreloaded(event)} />;
}

function EditRegistration({
  preloaded,
  eventQuery,
}: {
  preloaded: Preloaded;
  eventQuery: { data?: RegistrationEventData; error?: ErrorLike };
}) {
  const { event_registration_id: registrationId = '' } = useParams();
  const registrationQuery = usePreloaded(preloaded.registration);
  const choicesQuery = usePreloaded(preloaded.choices);
  const [update, { loading: updating }] = useMutation(UpdateEventRegistrationMutation);
  const [cancel, { loading: cancelling }] = useMutation(CancelEventRegistrationMutation);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // A role change that gives up a held place waits here until the player confirms it.
  const [givingUpPlace, setGivingUpPlace] = useState<RegistrationValues | null>(null);
  // Dismissed, the dialog gives the focus back to its button; after an answer the result message keeps it.
  const [restoreFocus, setRestoreFocus] = useState(true);
  // The cancel's result is shown once the dialog has gone: while open, the dialog keeps the focus inside.
  const cancelOutcome = useRef<Outcome | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new key after each save or cancel restarts the form from what the server now holds.
  const [formVersion, setFormVersion] = useState(0);

  const loadError = registrationQuery.error ?? eventQuery.error ?? choicesQuery.error;
  const registration = registrationQuery.data?.eventRegistration;
  const event = eventQuery.data?.event;
  if (!loadError && (!registration || !event || !choicesQuery.data)) return <Loading />;
  if (!registration || !event || !choicesQuery.data) {
    return (
      <>
        <PageTitle>Registration</PageTitle>
        <h1>Registration</h1>
        <Alert variant="danger">{formFailureText(loadError)}</Alert>
        <Link to="/events">Back to events</Link>
      </>
    );
  }

  const { editable, cancellable } = registrationPermissions(event, registration, new Date());
  const cancelled = registration.state === 'CANCELLED';
  const eventTitle = event.eventTitle;
  const choices = choicesFrom(choicesQuery.data);
  const characterName = choices.characters.find((character) => character.id === registration.characterId)?.name;

  async function handleUpdate(values: RegistrationValues, confirmed = false) {
    if (!confirmed && registration?.state === 'ACCEPTED' && values.eventRole !== registration.eventRole) {
      setGivingUpPlace(values);
      return;
    }
    setGivingUpPlace(null);
    setOutcome(null);
    try {
      await update({ variables: { id: registrationId, input: values } });
      setFormVersion((version) => version + 1);
      setOutcome({ kind: 'success', message: cancelled ? EVENT_TEXT.registered(eventTitle) : EVENT_TEXT.updateSuccess });
    } catch (error) {
      setOutcome({ kind: 'failure', message: formFailureText(error) });
    }
  }

  async function handleCancel() {
    setOutcome(null);
    setRestoreFocus(false);
    try {
      await cancel({ variables: { id: registrationId } });
      setFormVersion((version) => version + 1);
      cancelOutcome.current = { kind: 'success', message: EVENT_TEXT.cancelled };
    } catch (error) {
      cancelOutcome.current = { kind: 'failure', message: buttonFailureText(error) };
    }
    setConfirmingCancel(false);
  }

  function handleDialogExited() {
    if (cancelOutcome.current) setOutcome(cancelOutcome.current);
    cancelOutcome.current = null;
  }

  return (
    <>
      <PageTitle>{`Registration for ${event.eventTitle}`}</PageTitle>
      <h1>Registration for {event.eventTitle}</h1>
      <p>
        {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
      </p>
      <dl>
        <dt>Status</dt>
        <dd>
          {registrationStateText(registration.state)}
          {registration.state === 'WAITLISTED' && registration.waitlistNote ? `: ${registration.waitlistNote}` : ''}
        </dd>
        <dt>Registered</dt>
        <dd>{formatEventDate(registration.registeredAt)}</dd>
      </dl>
      <RegistrationPayment registrationId={registrationId} />
      {outcome && (
        <FormMessage variant={outcome.kind === 'success' ? 'success' : 'danger'} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      {editable ? (
        <RegistrationForm
          key={formVersion}
          {...choices}
          questions={event.registrationQuestions}
          initial={{
            characterId: registration.characterId ?? null,
            eventRole: registration.eventRole,
            drafts: draftsFrom(registration.questionAnswers),
          }}
          savedRole={cancelled ? undefined : registration.eventRole}
          submitLabel={cancelled ? 'Register Again' : 'Update Registration'}
          submitting={updating}
          onSubmit={(values) => void handleUpdate(values)}
        />
      ) : (
        <ReadOnlyRegistration
          role={registration.eventRole}
          characterName={characterName}
          questions={questionsAskedOf(event.registrationQuestions, registration.eventRole)}
          answers={draftsFrom(registration.questionAnswers)}
        />
      )}
      {cancellable && (
        <Button
          className="mt-3"
          variant="outline-danger"
          onClick={() => {
            setRestoreFocus(true);
            setConfirmingCancel(true);
          }}
        >
          Cancel Registration
        </Button>
      )}
      <Modal show={givingUpPlace !== null} onHide={() => setGivingUpPlace(null)} aria-labelledby="give-up-place-title">
        <Modal.Header closeButton>
          <Modal.Title id="give-up-place-title" as="h2" className="h5">
            Give up your place?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{givingUpPlace && EVENT_TEXT.givesUpPlace(registration.eventRole, givingUpPlace.eventRole)}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setGivingUpPlace(null)}>
            Keep my place
          </Button>
          <Button variant="warning" disabled={updating} onClick={() => givingUpPlace && void handleUpdate(givingUpPlace, true)}>
            Change my role
          </Button>
        </Modal.Footer>
      </Modal>
      <CancelDialog
        show={confirmingCancel}
        busy={cancelling}
        restoreFocus={restoreFocus}
        onConfirm={() => void handleCancel()}
        onHide={() => setConfirmingCancel(false)}
        onExited={handleDialogExited}
      />
      <p className="mt-3">
        <Link to="/events">Back to events</Link>
      </p>
    </>
  );
}

function ReadOnlyRegistration(props: {
  role: string;
  characterName?: string;
  questions: { id: string; questionText: string }[];
  answers: Record<string, string>;
}) {
  return (
    <>
      <Alert variant="info">{EVENT_TEXT.frozen}</Alert>
      <dl>
        <dt>Role</dt>
        <dd>{props.role.toUpperCase()}</dd>
        <dt>Character</dt>
        <dd>{props.characterName ?? 'No character'}</dd>
        {props.questions.map((question) => (
          <div key={question.id}>
            <dt>{question.questionText}</dt>
            <dd>{props.answers[question.id] || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default EditRegistrationPage;
