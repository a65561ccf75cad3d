import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDateTime } from '../../components/date-time';
import { Loading } from '../../components/loading';
import type { EventCheckinsQuery } from '../../graphql/generated/graphql';
import { resolveConflict } from '../checkin/gate-api';
import { ReasonDialog } from '../checkin/reason-dialog';
import { GATE_TEXT } from '../checkin/gate-texts';
import { StaffFormStatus, staffFailureMessage, useStaffForm } from '../staff/staff-form';
import { ConflictList } from '../checkin/conflict-list';
import { personName, reviewStateText, type ReviewEvent, type ReviewRegistration } from './review-types';
import { ScrollTable } from './scroll-table';
import { EventCheckinsQuery as EventCheckinsDocument, UpdateStaffNoteMutation } from './staff-events.operations';

type Checkin = EventCheckinsQuery['eventCheckins']['checkins'][number];
type Conflict = EventCheckinsQuery['eventCheckins']['conflicts'][number];

/** The staff note's bound (the server refuses longer notes with its own message). */
export const STAFF_NOTE_MAX = 1_000;

const transport = (url: string, init?: RequestInit) => fetch(url, init);

/** Admin: the registration's staff note, shown at the gate. The text stays after a failure. */
export function StaffNoteEditor({
  eventId,
  registration,
}: {
  eventId: string;
  registration: Pick<ReviewRegistration, 'id' | 'staffNote' | 'user'>;
}) {
  const [note, setNote] = useState(registration.staffNote ?? '');
  const form = useStaffForm();
  const [save] = useMutation(UpdateStaffNoteMutation);
  const id = useId();
  const name = personName(registration.user);
  const changed = note !== (registration.staffNote ?? '');
  return (
    <Form
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault();
        void form.submit(async () => {
          await save({ variables: { eventId, registrationId: registration.id, staffNote: note } });
          return 'Staff note saved.';
        });
      }}
    >
      <Form.Control
        id={id}
        // an aria-label, not a visually hidden label: an absolutely placed label escapes the table's scroll box and widens the page
        aria-label={`Staff note for ${name}`}
        as="textarea"
        rows={2}
        size="sm"
        style={{ minWidth: '14rem' }}
        value={note}
        isInvalid={note.length > STAFF_NOTE_MAX}
        aria-describedby={`${id}-count`}
        onChange={(change) => {
          setNote(change.target.value);
          if (form.state.kind === 'succeeded') form.reset();
        }}
      />
      <div className="d-flex align-items-center gap-2 mt-1">
        <Button
          type="submit"
          size="sm"
          variant="outline-primary"
          disabled={form.submitting || !changed}
          aria-label={`Save note for ${name}`}
        >
          Save note
        </Button>
        <small id={`${id}-count`} className={note.length > STAFF_NOTE_MAX ? 'text-danger' : 'text-body-secondary'}>
          {note.length.toLocaleString('en-US')} / {STAFF_NOTE_MAX.toLocaleString('en-US')}
        </small>
      </div>
      <StaffFormStatus state={form.state} />
    </Form>
  );
}

function checkinText(checkin: Checkin) {
  return `${formatDateTime(checkin.scannedAt)} on ${checkin.deviceId}`;
}

function WalkInBadge({ reason }: { reason: string | null | undefined }) {
  return (
    <Badge bg="info" text="dark" className="ms-1">
      Walk-in{reason ? `: ${reason}` : ''}
    </Badge>
  );
}

/**
 * The Check-in tab of the attendance review: per registration whether and
 * when it was checked in and on which device, walk-ins admitted at the gate, the conflicts between
 * devices (admins resolve them with a reason, as at the gate) and the registrations' staff notes
 * (admins edit them; staff read them).
 */
export function CheckinTab({ event, canDecide }: { event: ReviewEvent; canDecide: boolean }) {
  const { data, error, refetch } = useQuery(EventCheckinsDocument, { variables: { eventId: event.id }, fetchPolicy: 'cache-and-network' });
  const [resolving, setResolving] = useState<Conflict | null>(null);
  if (error && !data) return <Alert variant="danger">{staffFailureMessage(error)}</Alert>;
  if (!data) return <Loading />;
  const live = data.eventCheckins.checkins.filter((checkin) => !checkin.annulledAt);
  const byRegistration = new Map<string, Checkin>();
  for (const checkin of live) if (checkin.registrationId) byRegistration.set(checkin.registrationId, checkin);
  const registrations = event.eventRegistrations.filter(
    (registration) => registration.state === 'ACCEPTED' || byRegistration.has(registration.id) || registration.staffNote,
  );
  const nameOf = (registrationId: string | null | undefined) => {
    const registration = registrationId ? event.eventRegistrations.find((candidate) => candidate.id === registrationId) : undefined;
    return registration ? personName(registration.user) : 'Walk-in';
  };
  const accepted = event.eventRegistrations.filter((registration) => registration.state === 'ACCEPTED').length;
  const checkedInAccepted = event.eventRegistrations.filter(
    (registration) => registration.state === 'ACCEPTED' && byRegistration.has(registration.id),
  ).length;
  const walkIns = live.filter((checkin) => checkin.walkIn && !checkin.registrationId);
  const conflicts = data.eventCheckins.conflicts.filter((conflict) => !conflict.resolvedAt);
  return (
    <>
      <p>
        Checked in: {checkedInAccepted} of {accepted} accepted
        {walkIns.length > 0 ? ` · ${walkIns.length} walk-in${walkIns.length === 1 ? '' : 's'} without a registration` : ''}
      </p>
      {conflicts.length > 0 && (
        <section aria-labelledby="review-conflicts" className="mb-3">
          <h2 id="review-conflicts" className="h5">
            Check-in conflicts ({conflicts.length})
          </h2>
          <ConflictList
            conflicts={conflicts}
            nameOf={(conflict) => nameOf(conflict.registrationId)}
            timeText={formatDateTime}
            canResolve={canDecide}
            onResolve={setResolving}
          />
        </section>
      )}
      <ScrollTable label="Check-ins and staff notes">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Role</th>
            <th scope="col">Character</th>
            <th scope="col">State</th>
            <th scope="col">Checked in</th>
            <th scope="col">Staff note</th>
          </tr>
        </thead>
        <tbody>
          {registrations.map((registration) => {
            const checkin = byRegistration.get(registration.id);
            return (
              <tr key={registration.id}>
                <th scope="row">{personName(registration.user)}</th>
                <td>{registration.eventRole.toUpperCase()}</td>
                <td>{registration.character?.characterName ?? '—'}</td>
                <td>{reviewStateText(registration)}</td>
                <td>
                  {checkin ? (
                    <>
                      {checkinText(checkin)}
                      {checkin.walkIn && <WalkInBadge reason={checkin.walkInReason} />}
                    </>
                  ) : (
                    'Not checked in'
                  )}
                </td>
                <td>{canDecide ? <StaffNoteEditor eventId={event.id} registration={registration} /> : (registration.staffNote ?? '')}</td>
              </tr>
            );
          })}
          {walkIns.map((checkin) => (
            <tr key={checkin.id}>
              <th scope="row">
                {checkin.walkInName ?? 'Walk-in'}
                <WalkInBadge reason={checkin.walkInReason} />
              </th>
              <td>—</td>
              <td>—</td>
              <td>No registration</td>
              <td>{checkinText(checkin)}</td>
              <td />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {data.checkinDecisions.length > 0 && (
        <details className="mt-3">
          <summary>Decisions at the gate ({data.checkinDecisions.length})</summary>
          <ul className="small">
            {data.checkinDecisions.map((decision) => (
              <li key={decision.id}>
                {formatDateTime(decision.at)}: {decision.action === 'annul' ? 'check-in annulled' : 'conflict resolved'} ({decision.reason})
              </li>
            ))}
          </ul>
        </details>
      )}
      <ReasonDialog
        show={resolving !== null}
        title="Resolve this conflict?"
        description="The check-in stands; the conflict is closed with your reason, kept in the audit trail."
        confirmLabel="Resolve conflict"
        requiredText={GATE_TEXT.resolveReasonRequired}
        onHide={() => setResolving(null)}
        onConfirm={async (reason) => {
          if (!resolving) return;
          await resolveConflict(transport, event.id, resolving.id, reason);
          await refetch();
        }}
      />
    </>
  );
}
