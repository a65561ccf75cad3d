import { useMutation } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useId, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FormMessage } from '../../components/form-message';
import { StaffTable, type StaffColumn } from '../staff/staff-table';
import { staffFailureMessage } from '../staff/staff-form';
import { useSelection } from '../staff/use-selection';
import { personName, reviewStateText, type ReviewEvent, type ReviewRegistration } from './review-types';
import { STAFF_EVENT_TEXT } from './staff-event-text';
import { AttendanceReviewQuery, ConfirmRegistrationsMutation } from './staff-events.operations';
import { classifyFailure } from '../accounts/form-result';
import { ChangeRoleDialog } from './change-role-dialog';
import { BulkActionBar } from '../staff/bulk-action-bar';
import { DialogFooter } from '../staff/dialog-footer';
import { OverPlacesDialog } from './over-places-dialog';
import { WaitlistQueueQuery } from './waitlist-queue.operations';
import type { RegistrationState } from '../../graphql/generated/graphql';

type StateFilter = 'all' | 'unconfirmed' | 'unreviewed' | 'reconfirm' | RegistrationState;
type Outcome = { variant: 'success' | 'danger'; message: string } | null;

const STATE_FILTERS: Array<[StateFilter, string]> = [
  ['all', 'All states'],
  ['unconfirmed', 'Unreviewed or needs reconfirmation'],
  ['unreviewed', 'Unreviewed'],
  ['reconfirm', 'Needs reconfirmation'],
  ['ACCEPTED', 'Accepted'],
  ['WAITLISTED', 'Waitlisted'],
  ['CANCELLED', 'Cancelled'],
];

export function filterRegistrations(registrations: readonly ReviewRegistration[], state: StateFilter, role: string): ReviewRegistration[] {
  const stateMatches = (r: ReviewRegistration): boolean => {
    const undecided = r.state === null;
    switch (state) {
      case 'all':
        return true;
      case 'unconfirmed':
        return undecided;
      case 'unreviewed':
        return undecided && !r.roleChangedAt;
      case 'reconfirm':
        return undecided && Boolean(r.roleChangedAt);
      default:
        return r.state === state;
    }
  };
  return registrations.filter((r) => stateMatches(r) && (role === 'all' || r.eventRole === role));
}

const STATE_BADGE: Record<string, string> = { ACCEPTED: 'success', WAITLISTED: 'warning', CANCELLED: 'secondary' };

function StateCell({ registration }: { registration: ReviewRegistration }) {
  const state = registration.state ?? 'unconfirmed';
  return (
    <>
      <Badge bg={STATE_BADGE[state] ?? 'info'} text={state === 'WAITLISTED' || state === 'unconfirmed' ? 'dark' : undefined}>
        {reviewStateText(registration)}
      </Badge>
      {state === 'unconfirmed' && registration.roleChangedAt && (
        <div className="small mt-1">Role changed to {registration.eventRole.toUpperCase()}</div>
      )}
      {registration.state === 'WAITLISTED' && registration.waitlistNote && <div className="small mt-1">{registration.waitlistNote}</div>}
    </>
  );
}

interface WaitlistDialogProps {
  registrations: readonly ReviewRegistration[];
  busy: boolean;
  onSubmit: (message: string) => void;
  onCancel: () => void;
}

/** Asks for the message the waitlisted players get (events §4: a message is required for waitlist). */
function WaitlistDialog({ registrations, busy, onSubmit, onCancel }: WaitlistDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const show = registrations.length > 0;
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onCancel}
      aria-labelledby={titleId}
      onExited={() => {
        setMessage('');
        setProblem(null);
      }}
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim() === '') {
            setProblem(STAFF_EVENT_TEXT.waitlistMessageRequired);
            return;
          }
          onSubmit(message.trim());
        }}
      >
        <Modal.Header closeButton={!busy} closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            Waitlist {registrations.length === 1 ? personName(registrations[0].user) : `${registrations.length} registrations`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={messageId}>
            <Form.Label>Message to the player{registrations.length === 1 ? '' : 's'} (required)</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={message}
              maxLength={2000}
              onChange={(event) => setMessage(event.target.value)}
              autoFocus
            />
          </Form.Group>
          {problem && (
            <FormMessage variant="danger" trigger={problem}>
              {problem}
            </FormMessage>
          )}
        </Modal.Body>
        <DialogFooter label="Waitlist" variant="warning" busy={busy} onCancel={onCancel} />
      </Form>
    </Modal>
  );
}

/**
 * The Registrations tab: every registration, filtered by state and role, searchable and paged.
 * Admins accept or waitlist one at a time or the selected ones in bulk; the player is mailed
 * (server) and their card shows the state and the message.
 */
export function RegistrationsTab({ event, canDecide }: { event: ReviewEvent; canDecide: boolean }) {
  const [state, setState] = useState<StateFilter>('all');
  const [role, setRole] = useState('all');
  const selection = useSelection();
  const [waitlisting, setWaitlisting] = useState<ReviewRegistration[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [overPlaces, setOverPlaces] = useState<{ rows: ReviewRegistration[]; problem: string | null }>({ rows: [], problem: null });
  const [changingRole, setChangingRole] = useState<ReviewRegistration | null>(null);
  // The places panel (WaitlistQueue) reads its own query: it is refetched with the registrations.
  const [confirm, { loading: busy }] = useMutation(ConfirmRegistrationsMutation, {
    refetchQueries: [
      { query: AttendanceReviewQuery, variables: { eventId: event.id } },
      { query: WaitlistQueueQuery, variables: { eventId: event.id } },
    ],
    awaitRefetchQueries: true,
  });
  const stateId = useId();
  const roleId = useId();
  const roles = useMemo(() => [...new Set(event.eventRegistrations.map((r) => r.eventRole))].sort(), [event.eventRegistrations]);
  const rows = useMemo(() => filterRegistrations(event.eventRegistrations, state, role), [event.eventRegistrations, state, role]);
  const decidable = (r: ReviewRegistration) => canDecide && !event.eventFinalized && r.state !== 'CANCELLED';
  const selectedRows = event.eventRegistrations.filter((r) => selection.selected.has(r.id) && decidable(r));

  /** how accepting went past the places: refused (ask), up to the places with the rest waitlisted, or over them */
  type Places = { mode: 'ask' } | { mode: 'upTo'; message: string } | { mode: 'override' };

  async function decide(
    accept: readonly ReviewRegistration[],
    waitlist: readonly ReviewRegistration[],
    message = '',
    places: Places = { mode: 'ask' },
  ) {
    if (busy) return;
    if (accept.length + waitlist.length === 0) {
      setOutcome({ variant: 'danger', message: STAFF_EVENT_TEXT.selectRegistration });
      return;
    }
    setOutcome(null);
    try {
      const answer = await confirm({
        variables: {
          eventId: event.id,
          accept: accept.map((r) => r.id),
          waitlist: waitlist.map((r) => ({ registrationId: r.id, message })),
          overrideCapacity: places.mode === 'override',
          waitlistOverPlaces: places.mode === 'upTo',
          overPlacesMessage: places.mode === 'upTo' ? places.message : undefined,
        },
      });
      selection.clear();
      const decided = answer.data?.confirmRegistrations ?? [];
      const lateWaitlisted = places.mode === 'upTo' ? decided.filter((r) => r.state === 'WAITLISTED').length : 0;
      setOutcome({
        variant: 'success',
        message: lateWaitlisted
          ? STAFF_EVENT_TEXT.acceptedAndWaitlisted(accept.length - lateWaitlisted, lateWaitlisted)
          : accept.length
            ? STAFF_EVENT_TEXT.accepted(accept.length)
            : STAFF_EVENT_TEXT.waitlisted(waitlist.length),
      });
      setOverPlaces({ rows: [], problem: null });
    } catch (error) {
      // More accepted than places left: the organiser chooses (up to the places, or over the limit).
      if (places.mode === 'ask' && accept.length > 0 && classifyFailure(error).code === 'CONFLICT') {
        setOverPlaces({ rows: [...accept], problem: staffFailureMessage(error) });
      } else {
        setOutcome({ variant: 'danger', message: staffFailureMessage(error) });
        setOverPlaces({ rows: [], problem: null });
      }
    }
    setWaitlisting([]);
  }

  // State and the decisions come right after the name: on a phone they are in sight without scrolling sideways.
  const columns: StaffColumn<ReviewRegistration>[] = [
    { key: 'player', header: 'Player', rowHeader: true, render: (r) => personName(r.user), sortValue: (r) => personName(r.user) },
    { key: 'state', header: 'State', render: (r) => <StateCell registration={r} />, sortValue: (r) => reviewStateText(r) },
  ];
  const details: StaffColumn<ReviewRegistration>[] = [
    { key: 'role', header: 'Role', render: (r) => r.eventRole.toUpperCase(), sortValue: (r) => r.eventRole },
    {
      key: 'character',
      header: 'Character',
      render: (r) => r.character?.characterName ?? '—',
      sortValue: (r) => r.character?.characterName,
    },
    { key: 'email', header: 'Email', render: (r) => r.user?.email ?? '', sortValue: (r) => r.user?.email },
    { key: 'registered', header: 'Registered', render: (r) => formatEventDate(r.registeredAt), sortValue: (r) => r.registeredAt },
  ];
  if (canDecide && !event.eventFinalized) {
    columns.push({
      key: 'actions',
      header: 'Decide',
      className: 'text-nowrap',
      render: (r) =>
        decidable(r) ? (
          <div className="d-flex gap-1">
            {/* aria-label, not a visually hidden span: an absolutely placed span escapes the table's scroll box on a phone. */}
            <Button
              size="sm"
              variant="outline-success"
              disabled={busy || r.state === 'ACCEPTED'}
              onClick={() => void decide([r], [])}
              aria-label={`Accept ${personName(r.user)}`}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={busy}
              onClick={() => setWaitlisting([r])}
              aria-label={`Waitlist ${personName(r.user)}`}
            >
              Waitlist
            </Button>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={busy}
              onClick={() => setChangingRole(r)}
              aria-label={`Change role of ${personName(r.user)}`}
            >
              Role
            </Button>
          </div>
        ) : null,
    });
  }
  columns.push(...details);

  return (
    <>
      <p>
        PC registrations: {event.pcRegistrationCount ?? 0} · NPC registrations: {event.npcRegistrationCount ?? 0}
      </p>
      <Row className="g-2 mb-2">
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId={stateId}>
          <Form.Label>State</Form.Label>
          <Form.Select value={state} onChange={(change) => setState(change.target.value as StateFilter)}>
            {STATE_FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} xs={12} sm={6} md={3} controlId={roleId}>
          <Form.Label>Role</Form.Label>
          <Form.Select value={role} onChange={(change) => setRole(change.target.value)}>
            <option value="all">All roles</option>
            {roles.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Row>
      {canDecide && !event.eventFinalized && (
        <BulkActionBar
          count={selectedRows.length}
          busy={busy}
          emptyHint="Select registrations in the table to decide."
          actions={[
            { label: 'Accept selected', variant: 'success', onClick: () => void decide(selectedRows, []) },
            {
              label: 'Accept up to the places',
              variant: 'outline-success',
              onClick: () => setOverPlaces({ rows: selectedRows, problem: null }),
            },
            { label: 'Waitlist selected', variant: 'warning', onClick: () => setWaitlisting(selectedRows) },
          ]}
        />
      )}
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      <StaffTable
        label="Registrations"
        noun="registrations"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        searchText={(r) => `${personName(r.user)} ${r.user?.email ?? ''} ${r.character?.characterName ?? ''}`}
        searchLabel="Search players and characters"
        selection={canDecide && !event.eventFinalized ? { ...selection, rowLabel: (r) => personName(r.user) } : undefined}
      />
      <OverPlacesDialog
        count={overPlaces.rows.length}
        problem={overPlaces.problem}
        busy={busy}
        onCancel={() => setOverPlaces({ rows: [], problem: null })}
        onUpToPlaces={(message) => void decide(overPlaces.rows, [], '', { mode: 'upTo', message })}
        onOverride={() => void decide(overPlaces.rows, [], '', { mode: 'override' })}
      />
      <ChangeRoleDialog
        eventId={event.id}
        registration={changingRole}
        roles={[...new Set(['pc', 'npc', ...roles])]}
        onCancel={() => setChangingRole(null)}
        onDone={(message) => {
          setChangingRole(null);
          setOutcome({ variant: 'success', message });
        }}
      />
      <WaitlistDialog
        registrations={waitlisting}
        busy={busy}
        onCancel={() => setWaitlisting([])}
        onSubmit={(message) => void decide([], waitlisting, message)}
      />
    </>
  );
}
