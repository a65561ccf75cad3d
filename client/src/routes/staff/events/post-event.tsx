import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useCallback, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { AttendanceTab } from '../../../features/staff-events/attendance-tab';
import { FinalizePreviewTable } from '../../../features/staff-events/finalize-preview-table';
import { PostEventTable } from '../../../features/staff-events/post-event-table';
import {
  attendanceInputs,
  firstProblem,
  rowFromDefaults,
  type PostEventRow,
  type PreviewRow,
} from '../../../features/staff-events/post-event-rows';
import { STAFF_EVENT_TEXT } from '../../../features/staff-events/staff-event-text';
import { FinalizeEventMutation, FinalizePreviewQuery, PostEventPageQuery } from '../../../features/staff-events/staff-events.operations';
import type { PostEventPageQuery as PostEventPageData } from '../../../graphql/generated/graphql';
import { WalkInForm } from '../../../features/staff-events/walk-in-form';
import { ConfirmDialog } from '../../../features/staff/confirm-dialog';
import { staffFailureMessage } from '../../../features/staff/staff-form';

type Outcome = { variant: 'success' | 'danger'; message: string } | null;
type PostEventEvent = PostEventPageData['attendanceReview'];

function PostEventForm({
  event,
  defaults,
  onFinalized,
}: {
  event: PostEventEvent;
  defaults: readonly PreviewRow[];
  onFinalized: () => Promise<unknown>;
}) {
  const client = useApolloClient();
  // The rows as typed, from the server's defaults for every accepted registration (one round trip
  // with the page). A change replaces only the changed row object (see PostEventTable).
  const [rows, setRows] = useState<PostEventRow[]>(() => defaults.map((row) => rowFromDefaults(row, { walkIn: false })));
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [finalize, { loading: finalizing }] = useMutation(FinalizeEventMutation);
  const previewHeadingId = useId();

  const changeRow = useCallback((userId: string, change: (row: PostEventRow) => PostEventRow) => {
    setRows((current) => current.map((row) => (row.userId === userId ? change(row) : row)));
    setPreview(null);
  }, []);
  const userIdList = rows.map((row) => row.userId).join(' ');
  const excludedUserIds = useMemo(() => (userIdList ? userIdList.split(' ') : []), [userIdList]);

  const fetchDefaults = useCallback(
    async (record: { userId: string; eventRole?: string; characterId?: string }): Promise<PreviewRow> => {
      const { data } = await client.query({
        query: FinalizePreviewQuery,
        variables: { eventId: event.id, records: [record] },
        fetchPolicy: 'network-only',
      });
      const row = data?.finalizePreview.at(0);
      if (!row) throw new Error('The server sent no preview for this attendee');
      return row;
    },
    [client, event.id],
  );

  async function handlePreview() {
    if (previewing) return;
    const problem = firstProblem(rows);
    if (problem) {
      setOutcome({ variant: 'danger', message: problem });
      return;
    }
    setOutcome(null);
    setPreviewing(true);
    try {
      const { data } = await client.query({
        query: FinalizePreviewQuery,
        variables: { eventId: event.id, records: attendanceInputs(rows) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The server sent no preview');
      setPreview(data.finalizePreview);
    } catch (error) {
      setOutcome({ variant: 'danger', message: staffFailureMessage(error) });
    }
    setPreviewing(false);
  }

  async function handleFinalize() {
    if (finalizing) return;
    try {
      await finalize({ variables: { eventId: event.id, records: attendanceInputs(rows) } });
      // The page again: finalized, with its attendance records.
      await onFinalized();
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setOutcome({ variant: 'danger', message: staffFailureMessage(error) });
    }
  }

  return (
    <>
      <p>
        One row per accepted registration; add walk-ins below. XP follows the XP sequence until you type your own. Preview the changes, then
        finalize.
      </p>
      <PostEventTable
        event={event}
        rows={rows}
        onRowChange={changeRow}
        onRoleOrCharacter={async (row, change) => {
          // The server's defaults for the new role or character (npc shards, xp sequence, XP).
          const fresh = await fetchDefaults({ userId: row.userId, eventRole: change.eventRole, characterId: change.characterId ?? '' });
          const defaultsRow = rowFromDefaults(fresh, { walkIn: row.walkIn, characterChoices: row.characterChoices });
          return {
            ...defaultsRow,
            values: {
              ...defaultsRow.values,
              deaths: row.values.deaths,
              reaperFights: row.values.reaperFights,
              donationShards: row.values.donationShards,
            },
            donationItems: row.donationItems,
          };
        }}
        onFailure={(error) => setOutcome({ variant: 'danger', message: staffFailureMessage(error) })}
      />
      <WalkInForm
        excludedUserIds={excludedUserIds}
        fetchDefaults={fetchDefaults}
        onAdd={(row) => {
          setRows((current) => [...current, row]);
          setPreview(null);
        }}
      />
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button variant="primary" onClick={() => void handlePreview()} disabled={previewing || finalizing}>
          {previewing && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Preview Changes
        </Button>
      </div>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      {preview && (
        <section aria-labelledby={previewHeadingId} className="mt-4">
          <h2 className="h4" id={previewHeadingId} tabIndex={-1} ref={(heading) => heading?.focus()}>
            Preview: what finalize will change
          </h2>
          <FinalizePreviewTable rows={preview} />
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={finalizing}>
            Finalize Event
          </Button>
        </section>
      )}
      <ConfirmDialog
        show={confirming}
        title="Finalize Event"
        confirmLabel="Yes, Finalize Event"
        variant="danger"
        busy={finalizing}
        onConfirm={() => void handleFinalize()}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">{STAFF_EVENT_TEXT.finalizeConfirm}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * /staff/manage_events/{event_id}/post_event (events §2): the attendance table,
 * walk-ins, a preview of every change, the confirmation, then finalize. A finalized event shows
 * its attendance records, read-only.
 */
export function PostEventPage() {
  const { event_id: eventId = '' } = useParams();
  // One round trip: the event and the starting rows (postEventDefaults), always fresh. They only
  // seed the form's state, so they skip the normalized cache (writing and reading 300 rows there
  // was most of the client's work after the answer).
  const { data, error, refetch } = useQuery(PostEventPageQuery, { variables: { eventId }, fetchPolicy: 'no-cache' });
  if (error && !data) {
    return (
      <>
        <PageTitle>Post-Event Workflow</PageTitle>
        <h1>Post-Event Workflow</h1>
        <Alert variant="danger">{staffFailureMessage(error)}</Alert>
      </>
    );
  }
  if (!data) return <Loading />;
  const event = data.attendanceReview;
  return (
    <>
      <PageTitle>{`Post-Event Workflow: ${event.eventTitle}`}</PageTitle>
      <h1>Post-Event Workflow: {event.eventTitle}</h1>
      <p className="mb-1">
        {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
      </p>
      <p>
        <Link to="/staff/manage_events">Back to Manage Events</Link>
      </p>
      {event.eventFinalized ? (
        <>
          <Alert variant="success">This event is finalized. Its attendance records are below.</Alert>
          <AttendanceTab event={event} />
        </>
      ) : (
        <PostEventForm event={event} defaults={data.postEventDefaults} onFinalized={() => refetch()} />
      )}
    </>
  );
}
