import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EVENT_IMAGE_TYPES } from '@larp/rules';
import { loginPath } from '../../../features/accounts/session';
import { Loading } from '../../../components/loading';
import { NotFound } from '../../../components/not-found';
import { LeaveGuard, useUnsavedChanges } from '../../../components/leave-guard';
import { PageTitle } from '../../../components/page-title';
import type { EventFormQuery as EventFormResult } from '../../../graphql/generated/graphql';
import {
  draftOf,
  firstQuestionWithoutText,
  QuestionEditor,
  type DraftQuestion,
  type RoleType,
} from '../../../features/staff-events/question-editor';
import { STAFF_EVENT_TEXT } from '../../../features/staff-events/staff-event-text';
import { AdminEventsQuery, EventFormQuery } from '../../../features/staff-events/staff-events.operations';
import { eventImageUrl, saveEventForm } from '../../../features/staff-events/event-form-upload';
import { fromLocalInput, toLocalInput } from '../../../features/staff-events/local-date-time';
import { staffFailureMessage, StaffFormStatus, useStaffForm } from '../../../features/staff/staff-form';
import { STAFF_TEXT } from '../../../features/staff/staff-messages';
import type { AdminEventsState } from '../../../features/staff-events/admin-event-list';
import { PlacesFields, placesProblem, type PlacesValues } from '../../../features/staff-events/places-fields';
import { FeesFields, feesCommand, forgetPaymentAccounts, type FeesValues } from '../../../features/payments/fees-fields';
import { SetEventFeesMutation } from '../../../features/payments/payments.operations';

type LoadedEvent = NonNullable<EventFormResult['event']>;
type Question = EventFormResult['defaultRegistrationQuestions'][number];

interface Values {
  title: string;
  description: string;
  address: string;
  start: string;
  end: string;
  surveyOpenAt: string;
}

const REQUIRED: Array<[keyof Values, string]> = [
  ['title', 'Event title'],
  ['description', 'Event description'],
  ['address', 'Event address'],
  ['start', 'Event start time'],
  ['end', 'Event end time'],
];

type FieldProblems = Partial<Record<keyof Values, string>>;

/** The form's own check before sending (events §5), one message per field; the server checks again. */
export function eventFormProblems(values: Values): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, label] of REQUIRED) if (values[field].trim() === '') problems[field] = STAFF_EVENT_TEXT.fieldRequired(label);
  const start = fromLocalInput(values.start);
  const end = fromLocalInput(values.end);
  if (!start) problems.start ??= STAFF_EVENT_TEXT.fieldRequired('Event start time');
  if (!end) problems.end ??= STAFF_EVENT_TEXT.fieldRequired('Event end time');
  if (start && end && new Date(end).getTime() <= new Date(start).getTime()) problems.end = STAFF_EVENT_TEXT.endBeforeStart;
  return problems;
}

/** The field a server refusal is about when its message names one ("Event title is too long"): it then shows beside that field. */
function fieldOfMessage(message: string): keyof Values | null {
  return REQUIRED.find(([, label]) => message.startsWith(`${label} `))?.[0] ?? null;
}

const FIELD_ORDER: ReadonlyArray<keyof Values> = ['title', 'description', 'address', 'start', 'end', 'surveyOpenAt'];

/** The chosen image's preview (an object URL, released when it changes). */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

interface FormProps {
  event: LoadedEvent | null;
  defaults: readonly Question[];
  roles: readonly RoleType[];
}

function EventForm({ event, defaults, roles }: FormProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useStaffForm();
  const changes = useUnsavedChanges();
  const ids = {
    title: useId(),
    description: useId(),
    address: useId(),
    start: useId(),
    end: useId(),
    surveyOpenAt: useId(),
    image: useId(),
  };
  const [problems, setProblems] = useState<FieldProblems>({});
  const defaultIds = new Set(defaults.map((q) => q.id));
  const [values, setValues] = useState<Values>({
    title: event?.eventTitle ?? '',
    description: event?.eventDescription ?? '',
    address: event?.eventAddress ?? '',
    start: event ? toLocalInput(event.eventStartTime) : '',
    end: event ? toLocalInput(event.eventEndTime) : '',
    surveyOpenAt: event?.eventSurveyOpenAt ? toLocalInput(event.eventSurveyOpenAt) : '',
  });
  // A new event asks every default question until unticked; an edited one what it asks now.
  const [selectedDefaults, setSelectedDefaults] = useState<ReadonlySet<string>>(
    () => new Set(event ? event.registrationQuestions.filter((q) => defaultIds.has(q.id)).map((q) => q.id) : defaults.map((q) => q.id)),
  );
  const [ownQuestions, setOwnQuestions] = useState<DraftQuestion[]>(() =>
    (event?.registrationQuestions ?? []).filter((q) => !defaultIds.has(q.id)).map(draftOf),
  );
  const [image, setImage] = useState<File | null>(null);
  const [currentImage, setCurrentImage] = useState<string | null>(event?.eventImage ?? null);
  const [removeImage, setRemoveImage] = useState(false);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [places, setPlaces] = useState<PlacesValues | null>(null);
  const [fees, setFees] = useState<FeesValues | null>(null);
  // After the dates or the address changed, the registrants may be told (a prepared message).
  const [offerNotice, setOfferNotice] = useState(false);
  const preview = useObjectUrl(image);
  const shownImage = preview ?? (removeImage || !currentImage ? null : eventImageUrl(currentImage));

  const set = (field: keyof Values) => (change: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: change.target.value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setProblems(({ [field]: _fixed, ...others }) => others);
  };

  /** Shows each field's message beside it and puts the keyboard on the first one (its message is read with it). */
  function showProblems(found: FieldProblems) {
    setProblems(found);
    form.reset();
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  }

  /** A field's error state and the message under it, tied to it for screen readers. */
  const invalid = (field: keyof Values) => ({
    isInvalid: Boolean(problems[field]),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby':
      [problems[field] ? `${ids[field]}-problem` : null, field === 'surveyOpenAt' ? `${ids[field]}-help` : null]
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const feedback = (field: keyof Values) =>
    problems[field] ? (
      <Form.Control.Feedback type="invalid" id={`${ids[field]}-problem`}>
        {problems[field]}
      </Form.Control.Feedback>
    ) : null;

  async function handleSubmit(submit: React.SubmitEvent) {
    submit.preventDefault();
    const found = eventFormProblems(values);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    const problem =
      (firstQuestionWithoutText(ownQuestions) >= 0 ? STAFF_EVENT_TEXT.questionTextRequired : null) ??
      (places ? placesProblem(places) : null);
    const feesInput = fees ? feesCommand(fees, roles) : null;
    if (problem || typeof feesInput === 'string') {
      form.refuse(problem ?? (feesInput as string));
      return;
    }
    const startTime = fromLocalInput(values.start);
    const endTime = fromLocalInput(values.end);
    if (!startTime || !endTime) return; // refused above (eventFormProblems reads the same fields)
    const selected = [
      ...defaults
        .filter((q) => selectedDefaults.has(q.id))
        .map((q) => ({ _id: q.id, question_text: q.questionText, roles_to_ask: [...q.rolesToAsk], answer_required: q.answerRequired })),
      ...ownQuestions.map((q) => ({
        ...(q.id ? { _id: q.id } : {}),
        question_text: q.questionText.trim(),
        roles_to_ask: q.rolesToAsk,
        answer_required: q.answerRequired,
      })),
    ];
    // set inside the send when the server's refusal names a field
    const refused: { field: FieldProblems | null } = { field: null };
    const ok = await form.submit(async () => {
      const saved = await saveEventForm(
        {
          eventId: event?.id,
          title: values.title.trim(),
          description: values.description.trim(),
          address: values.address.trim(),
          startTime,
          endTime,
          surveyOpenAt: values.surveyOpenAt ? fromLocalInput(values.surveyOpenAt) : null,
          registrationQuestions: selected,
          image,
          removeImage,
          places,
        },
        // A lost session: to /login, and back here after signing in (as GraphQL's 401 handling does).
        () => void navigate(loginPath(location)),
      ).catch((error: unknown) => {
        const message = staffFailureMessage(error);
        const field = fieldOfMessage(message);
        if (field) refused.field = { [field]: message };
        throw error;
      });
      // The fees are a call of their own (the event form's multipart call carries no fees).
      if (feesInput) {
        await client.mutate({ mutation: SetEventFeesMutation, variables: { eventId: saved._id, input: feesInput } });
        forgetPaymentAccounts(client.cache);
      }
      changes.saved();
      await client.refetchQueries({ include: [AdminEventsQuery] }).catch(() => undefined);
      if (!event) {
        await navigate('/staff/manage_events', {
          state: { message: STAFF_EVENT_TEXT.created(saved.event_title) } satisfies AdminEventsState,
        });
        return STAFF_EVENT_TEXT.created(saved.event_title);
      }
      setOfferNotice(
        values.address.trim() !== event.eventAddress ||
          new Date(startTime).getTime() !== new Date(event.eventStartTime).getTime() ||
          new Date(endTime).getTime() !== new Date(event.eventEndTime).getTime(),
      );
      setCurrentImage(saved.event_image);
      setImage(null);
      setRemoveImage(false);
      setFileInputKey((key) => key + 1);
      return STAFF_TEXT.updated;
    });
    if (!ok && refused.field) showProblems(refused.field);
  }

  return (
    <Form onSubmit={(submit) => void handleSubmit(submit)} onChange={changes.onChange} noValidate>
      <LeaveGuard dirty={changes.dirty && !form.submitting} />
      <Form.Group controlId={ids.title} className="mb-3">
        <Form.Label>Title</Form.Label>
        <Form.Control value={values.title} onChange={set('title')} maxLength={200} required {...invalid('title')} />
        {feedback('title')}
      </Form.Group>
      <Form.Group controlId={ids.description} className="mb-3">
        <Form.Label>Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          value={values.description}
          onChange={set('description')}
          maxLength={20000}
          required
          {...invalid('description')}
        />
        {feedback('description')}
      </Form.Group>
      <Form.Group controlId={ids.address} className="mb-3">
        <Form.Label>Address</Form.Label>
        <Form.Control value={values.address} onChange={set('address')} maxLength={2000} required {...invalid('address')} />
        {feedback('address')}
      </Form.Group>
      <Row>
        <Form.Group as={Col} md={6} controlId={ids.start} className="mb-3">
          <Form.Label>Start time</Form.Label>
          <Form.Control type="datetime-local" value={values.start} onChange={set('start')} required {...invalid('start')} />
          {feedback('start')}
        </Form.Group>
        <Form.Group as={Col} md={6} controlId={ids.end} className="mb-3">
          <Form.Label>End time</Form.Label>
          <Form.Control type="datetime-local" value={values.end} onChange={set('end')} required {...invalid('end')} />
          {feedback('end')}
        </Form.Group>
      </Row>
      <Form.Group controlId={ids.surveyOpenAt} className="mb-3">
        <Form.Label>Survey opens (optional)</Form.Label>
        <Form.Control type="datetime-local" value={values.surveyOpenAt} onChange={set('surveyOpenAt')} {...invalid('surveyOpenAt')} />
        {feedback('surveyOpenAt')}
        <Form.Text id={`${ids.surveyOpenAt}-help`}>The survey is open for 15 days from then. Without a date there is no survey.</Form.Text>
      </Form.Group>
      <Form.Group controlId={ids.image} className="mb-3">
        <Form.Label>Image (optional)</Form.Label>
        <Form.Control
          key={fileInputKey}
          type="file"
          accept={EVENT_IMAGE_TYPES.join(',')}
          aria-describedby={`${ids.image}-help`}
          onChange={(change: React.ChangeEvent<HTMLInputElement>) => {
            setImage(change.target.files?.[0] ?? null);
            setRemoveImage(false);
          }}
        />
        <Form.Text id={`${ids.image}-help`}>{STAFF_EVENT_TEXT.imageAccepted}</Form.Text>
      </Form.Group>
      {shownImage && (
        <figure className="mb-3">
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "event image" is the form field's name, not a word about the element */}
          <img
            src={shownImage}
            alt="Preview of the event image"
            style={{ maxWidth: '400px', width: '100%' }}
            className="d-block border rounded mb-2"
          />
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => {
              setImage(null);
              setFileInputKey((key) => key + 1);
              if (currentImage) setRemoveImage(true);
            }}
          >
            Remove image
          </Button>
        </figure>
      )}
      {removeImage && <p className="text-body-secondary">The image will be removed when you save.</p>}

      <PlacesFields eventId={event?.id} onChange={setPlaces} />
      <FeesFields eventId={event?.id} roles={roles} onChange={setFees} />
      <fieldset className="mb-3">
        <legend className="h5">Registration questions</legend>
        {defaults.length > 0 && (
          <>
            <p className="mb-1">Default questions to ask:</p>
            {defaults.map((question) => (
              <Form.Check
                key={question.id}
                id={`default-question-${question.id}`}
                label={`${question.questionText} (${question.rolesToAsk.length ? question.rolesToAsk.join(', ') : 'everyone'}${question.answerRequired ? ', required' : ''})`}
                checked={selectedDefaults.has(question.id)}
                onChange={(change) =>
                  setSelectedDefaults((current) => {
                    const next = new Set(current);
                    if (change.target.checked) next.add(question.id);
                    else next.delete(question.id);
                    return next;
                  })
                }
              />
            ))}
          </>
        )}
        <p className="mt-3 mb-1">This event&apos;s own questions:</p>
        <QuestionEditor questions={ownQuestions} roles={roles} onChange={setOwnQuestions} noun="Event question" />
      </fieldset>
      <Button type="submit" disabled={form.submitting}>
        {event ? 'Update Event' : 'Create Event'}
      </Button>
      {Object.keys(problems).length > 0 && (
        <p className="text-danger mt-2 mb-0">
          {Object.keys(problems).length === 1 ? 'One field needs' : `${Object.keys(problems).length} fields need`} a change: see the message
          under {Object.keys(problems).length === 1 ? 'it' : 'each'}.
        </p>
      )}
      <StaffFormStatus state={form.state} />
      {offerNotice && event && form.state.kind === 'succeeded' && (
        <Alert variant="info" className="mt-3">
          The dates or the address changed.{' '}
          <Link to={`/staff/manage_events/${event.id}/attendance?tab=messages&prepared=changed`}>Tell the registrants</Link> with a prepared
          message you can edit before sending.
        </Alert>
      )}
    </Form>
  );
}

/** /staff/create_event and /staff/edit_event/{event_id}. */
export function EventFormPage() {
  const { event_id: eventId } = useParams();
  const editing = eventId !== undefined;
  const { data, error } = useQuery(EventFormQuery, { variables: { id: eventId ?? '', editing }, fetchPolicy: 'network-only' });
  const title = editing ? 'Edit Event' : 'Create New Event';
  if (error) {
    return (
      <>
        <PageTitle>{title}</PageTitle>
        <h1>{title}</h1>
        <Alert variant="danger">{staffFailureMessage(error)}</Alert>
      </>
    );
  }
  if (!data) return <Loading />;
  if (editing && !data.event) return <NotFound />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>
        <Link to="/staff/manage_events">Back to Manage Events</Link>
      </p>
      {data.event?.eventFinalized ? (
        <Alert variant="info">A finalized event cannot be changed.</Alert>
      ) : (
        <EventForm event={data.event ?? null} defaults={data.defaultRegistrationQuestions} roles={data.eventRoleTypes} />
      )}
    </>
  );
}
