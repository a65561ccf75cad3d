import { useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FormMessage } from '../../components/form-message';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import type { QueueEntryFragment, WaitlistMode, WaitlistQueueQuery as QueueResult } from '../../graphql/generated/graphql';
import { buttonFailureText } from '../events/event-messages';
import { ConfirmDialog } from '../staff/confirm-dialog';
import { ordinal, placeOf } from '../events/waitlist-text';
import {
  PromoteRegistrationMutation,
  SetWaitlistPriorityMutation,
  WaitlistNamesQuery,
  type WaitlistQueueQuery,
} from './waitlist-queue.operations';

type Queue = QueueResult['waitlist'][number];
type Outcome = { kind: 'success' | 'failure'; message: string };

const MODE_TEXT: Record<WaitlistMode, string> = {
  AUTOMATIC: 'automatic: a freed place goes to the first in line',
  OFFER: 'offer: a freed place is offered to the first in line for a set time',
  MANUAL: 'manual: admins promote from the line',
};

/**
 * The waitlist in the attendance review: for each role with places, how many are taken,
 * the offers out and the line in order. Admins set a registration's priority (lower first) and
 * promote by hand; promoting past the places asks first. The line is the one the attendance
 * review's route loader asks for on every visit (routes/staff/events/attendance-review.loader.ts).
 */
export function WaitlistQueue({
  eventId,
  queue,
  canDecide,
}: {
  eventId: string;
  queue: PreloadedOf<typeof WaitlistQueueQuery>;
  canDecide: boolean;
}) {
  const { data, refetch } = usePreloaded(queue);
  const names = useQuery(WaitlistNamesQuery, { variables: { eventId } });
  const [setPriority, { loading: saving }] = useMutation(SetWaitlistPriorityMutation);
  const [promote, { loading: promoting }] = useMutation(PromoteRegistrationMutation);
  const [priorities, setPriorities] = useState<Record<string, string>>({});
  const [pastPlaces, setPastPlaces] = useState<QueueEntryFragment | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const queues = (data?.waitlist ?? []).filter((queue) => queue.capacity !== null || queue.line.length > 0 || queue.offers.length > 0);
  if (queues.length === 0) return null;
  const byId = new Map((names.data?.attendanceReview.eventRegistrations ?? []).map((r) => [r.id, r]));
  const nameOf = (entry: QueueEntryFragment) => {
    const r = byId.get(entry.id);
    if (!r?.user) return entry.userId;
    return `${r.user.firstName} ${r.user.lastName}${r.character?.characterName ? ` (${r.character.characterName})` : ''}`;
  };

  async function savePriority(entry: QueueEntryFragment) {
    const text = (priorities[entry.id] ?? '').trim();
    const priority = text === '' ? null : Number(text);
    if (priority !== null && !Number.isInteger(priority)) {
      setOutcome({ kind: 'failure', message: 'Priority must be a whole number (lower goes first), or empty.' });
      return;
    }
    try {
      await setPriority({ variables: { eventId, registrationId: entry.id, priority } });
      await refetch();
      setOutcome({ kind: 'success', message: `Priority of ${nameOf(entry)} saved.` });
    } catch (error) {
      setOutcome({ kind: 'failure', message: buttonFailureText(error) });
    }
  }

  async function accept(entry: QueueEntryFragment, queue: Queue | null, override = false) {
    if (!override && queue && queue.placesLeft === 0) {
      setPastPlaces(entry);
      return;
    }
    setPastPlaces(null);
    try {
      await promote({ variables: { eventId, registrationId: entry.id, override } });
      await refetch();
      setOutcome({ kind: 'success', message: `${nameOf(entry)} is accepted.` });
    } catch (error) {
      setOutcome({ kind: 'failure', message: buttonFailureText(error) });
    }
  }

  return (
    <Card className="mb-3 d-print-none">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Places and waitlist
        </Card.Title>
        {queues.map((queue) => (
          <section key={queue.eventRole} className="mb-3" aria-label={`Waitlist for ${placeOf(queue.eventRole).slice(2)}s`}>
            <p className="mb-1">
              <strong>{queue.eventRole.toUpperCase()}</strong>:{' '}
              {queue.capacity === null ? 'no limit' : `${queue.taken} of ${queue.capacity} places taken, ${queue.placesLeft} left`} · mode{' '}
              {MODE_TEXT[queue.waitlistMode]}
            </p>
            {queue.offers.length > 0 && (
              <ul className="mb-1">
                {queue.offers.map((entry) => (
                  <li key={entry.id}>
                    Offered to {nameOf(entry)}
                    {entry.offerExpiresAt && ` until ${formatEventDate(entry.offerExpiresAt)}`}
                  </li>
                ))}
              </ul>
            )}
            {queue.line.length === 0 ? (
              <p className="text-body-secondary mb-0">Nobody is waiting.</p>
            ) : (
              <div className="table-responsive">
                <Table size="sm" className="mb-0">
                  <caption className="visually-hidden">{`Waitlist for the ${queue.eventRole} places, next first`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">In line</th>
                      <th scope="col">Registration</th>
                      <th scope="col">Registered</th>
                      <th scope="col">Priority (lower goes first)</th>
                      {canDecide && <th scope="col">Actions</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {queue.line.map((entry) => (
                      <tr key={entry.id}>
                        <td>{entry.waitlistPosition ? ordinal(entry.waitlistPosition) : ''}</td>
                        <td>{nameOf(entry)}</td>
                        <td>{formatEventDate(entry.registeredAt)}</td>
                        <td>
                          {canDecide ? (
                            <Form.Control
                              size="sm"
                              inputMode="numeric"
                              style={{ maxWidth: '6rem' }}
                              aria-label={`Priority of ${nameOf(entry)} (lower goes first)`}
                              value={priorities[entry.id] ?? (entry.waitlistPriority === null ? '' : String(entry.waitlistPriority))}
                              onChange={(change) => setPriorities((current) => ({ ...current, [entry.id]: change.target.value }))}
                            />
                          ) : (
                            (entry.waitlistPriority ?? '')
                          )}
                        </td>
                        {canDecide && (
                          <td className="text-nowrap">
                            <Button
                              size="sm"
                              variant="outline-secondary"
                              className="me-2"
                              disabled={saving}
                              onClick={() => void savePriority(entry)}
                            >
                              Save priority
                            </Button>
                            <Button size="sm" disabled={promoting} onClick={() => void accept(entry, queue)}>
                              Promote
                            </Button>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
          </section>
        ))}
        {outcome && (
          <FormMessage trigger={outcome} variant={outcome.kind === 'success' ? 'success' : 'danger'}>
            {outcome.message}
          </FormMessage>
        )}
      </Card.Body>
      <ConfirmDialog
        show={pastPlaces !== null}
        title="Accept past the places?"
        confirmLabel="Accept anyway"
        variant="warning"
        busy={promoting}
        onConfirm={() => pastPlaces && void accept(pastPlaces, null, true)}
        onCancel={() => setPastPlaces(null)}
      >
        Every place of this role is taken. Accept {pastPlaces ? nameOf(pastPlaces) : ''} anyway?
      </ConfirmDialog>
    </Card>
  );
}
