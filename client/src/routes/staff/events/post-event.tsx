import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { AttendanceTab } from '../../../features/staff-events/attendance-tab';
import { PostEventPayments } from '../../../features/payments/post-event-payments';
import { FinalizePreviewTable } from '../../../features/staff-events/finalize-preview-table';
import { PostEventTable } from '../../../features/staff-events/post-event-table';
import {
  attendanceInputs,
  draftInputs,
  firstProblem,
  rowFromDefaults,
  startingRows,
  type PostEventRow,
  type PreviewRow,
} from '../../../features/staff-events/post-event-rows';
import { classifyFailure } from '../../../features/accounts/form-result';
import { LeaveGuard } from '../../../components/leave-guard';
import { formatDateTime } from '../../../components/date-time';
import { WalkInAccounts } from '../../../features/staff-events/walk-in-accounts';
import { STAFF_EVENT_TEXT } from '../../../features/staff-events/staff-event-text';
import {
  FinalizeEventMutation,
  FinalizePreviewQuery,
  PostEventDraftQuery,
  PostEventPageQuery,
  SavePostEventDraftMutation,
} from '../../../features/staff-events/staff-events.operations';
import type { PostEventPageQuery as PostEventPageData } from '../../../graphql/generated/graphql';
import { WalkInForm } from '../../../features/staff-events/walk-in-form';
import { ConfirmDialog } from '../../../features/staff/confirm-dialog';
import { staffFailureMessage } from '../../../features/staff/staff-form';

type Outcome = { variant: 'success' | 'danger' | 'warning'; message: string } | null;
type PostEventEvent = PostEventPageData['attendanceReview'];

type DraftData = PostEventPageData['postEventDraft'];

/** How long typing may pause before the table is saved as a draft. */
const SAVE_DELAY_MS = 800;

type SaveState = { kind: 'saved' | 'pending' | 'saving' } | { kind: 'failed'; message: string };

/** What the save line under the table says. */
function saveStatus(state: SaveState, saved: { updatedAt: string | null; updatedByName: string | null }): string {
  if (state.kind === 'pending' || state.kind === 'saving') return 'Saving the draft…';
  if (state.kind === 'failed') return `The draft could not be saved: ${state.message}`;
  if (!saved.updatedAt) return 'Nothing typed yet. What you type is saved as a draft that other admins see.';
  return `Draft saved ${formatDateTime(saved.updatedAt)}${saved.updatedByName ? ` by ${saved.updatedByName}` : ''}.`;
}

const LEAVE_POST_EVENT_TEXT = 'The last changes to this table are not saved as a draft yet. If you leave now they are lost.';

function PostEventForm({
  event,
  defaults,
  draft,
  onFinalized,
}: {
  event: PostEventEvent;
  defaults: readonly PreviewRow[];
  draft: DraftData;
  onFinalized: () => Promise<unknown>;
}) {
  const client = useApolloClient();
  // The rows as typed: the saved draft (so leaving or reloading loses nothing, and a second admin
  // sees the same values), else the server's defaults. A change replaces only the changed row object
  // (see PostEventTable).
  const defaultRows = useMemo(() => defaults.map((row) => rowFromDefaults(row, { walkIn: false })), [defaults]);
  const [rows, setRows] = useState<PostEventRow[]>(() => startingRows(defaultRows, draft.version > 0 ? draft.records : null));
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [finalize, { loading: finalizing }] = useMutation(FinalizeEventMutation);
  const [saveDraft] = useMutation(SavePostEventDraftMutation);
  const previewHeadingId = useId();

  // The draft: each edit starts the timer again; a save names the version it started from.
  const [edits, setEdits] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' });
  const [saved, setSaved] = useState({ updatedAt: draft.updatedAt ?? null, updatedByName: draft.updatedByName ?? null });
  const version = useRef(draft.version);
  const latestRows = useRef(rows);
  const latestEdits = useRef(edits);
  useLayoutEffect(() => {
    latestRows.current = rows;
    latestEdits.current = edits;
  });
  const saving = useRef(false);
  const saveRequests = useRef(0);

  const saveOnce = useCallback(async (): Promise<void> => {
    const editsSaved = latestEdits.current;
    setSaveState({ kind: 'saving' });
    try {
      const { data } = await saveDraft({
        variables: { eventId: event.id, version: version.current, records: draftInputs(latestRows.current) },
      });
      if (!data) throw new Error('The server sent no draft');
      version.current = data.savePostEventDraft.version;
      setSaved({ updatedAt: data.savePostEventDraft.updatedAt ?? null, updatedByName: data.savePostEventDraft.updatedByName ?? null });
      // Typed on meanwhile: still unsaved until the next save.
      setSaveState({ kind: latestEdits.current === editsSaved ? 'saved' : 'pending' });
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.code === 'CONFLICT') {
        // Another admin saved first: their values replace ours on screen, nothing is overwritten unseen.
        // Saves asked for meanwhile hold our stale values: none is made.
        saveRequests.current = 0;
        const { data } = await client.query({ query: PostEventDraftQuery, variables: { eventId: event.id }, fetchPolicy: 'network-only' });
        if (data) {
          const current = data.postEventDraft;
          version.current = current.version;
          setRows(startingRows(defaultRows, current.records));
          setSaved({ updatedAt: current.updatedAt ?? null, updatedByName: current.updatedByName ?? null });
          setPreview(null);
        }
        setSaveState({ kind: 'saved' });
        setOutcome({ variant: 'warning', message: failure.serverMessage ?? staffFailureMessage(error) });
      } else {
        setSaveState({ kind: 'failed', message: staffFailureMessage(error) });
      }
    }
  }, [client, defaultRows, event.id, saveDraft]);

  // One save at a time: a save asked for while one runs is made by another turn of the loop.
  const saveNow = useCallback(async (): Promise<void> => {
    saveRequests.current += 1;
    if (saving.current) return;
    saving.current = true;
    let served = 0;
    while (served < saveRequests.current) {
      served = saveRequests.current;
      await saveOnce();
    }
    saving.current = false;
  }, [saveOnce]);

  useEffect(() => {
    if (edits === 0) return;
    const timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edits, saveNow]);

  const edited = useCallback(() => {
    setEdits((count) => count + 1);
    setSaveState({ kind: 'pending' });
    setPreview(null);
  }, []);

  const changeRow = useCallback(
    (userId: string, change: (row: PostEventRow) => PostEventRow) => {
      setRows((current) => current.map((row) => (row.userId === userId ? change(row) : row)));
      edited();
    },
    [edited],
  );
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

  /** A later success makes an earlier failure's message stale: it goes (a success message stays). */
  const clearFailure = () => setOutcome((current) => (current?.variant === 'danger' ? null : current));

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
      // Finalize drops the draft: nothing is left to save afterwards.
      setEdits(0);
      setSaveState({ kind: 'saved' });
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
        {defaults.some((row) => row.checkedInAt)
          ? 'One row per person checked in at the gate'
          : 'No one was checked in at the gate, so there is one row per accepted registration'}
        ; add walk-ins below. XP follows the XP sequence until you type your own. What you type is saved as a draft as you go. Preview the
        changes, then finalize.
      </p>
      <PostEventTable
        event={event}
        rows={rows}
        onRowChange={changeRow}
        onRoleOrCharacter={async (row, change) => {
          // The server's defaults for the new role or character (npc shards, xp sequence, XP).
          const fresh = await fetchDefaults({ userId: row.userId, eventRole: change.eventRole, characterId: change.characterId ?? '' });
          clearFailure();
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
          clearFailure();
          setRows((current) => [...current, row]);
          edited();
        }}
      />
      <p className="small text-body-secondary mt-2 mb-0" role="status" aria-live="polite">
        {saveStatus(saveState, saved)}
        {saveState.kind === 'failed' && (
          <Button variant="link" size="sm" className="align-baseline" onClick={() => void saveNow()}>
            Try again
          </Button>
        )}
      </p>
      <LeaveGuard dirty={saveState.kind !== 'saved'} text={LEAVE_POST_EVENT_TEXT} />
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
          <PostEventPayments eventId={event.id} />
        </>
      ) : (
        <>
          <WalkInAccounts eventId={event.id} walkIns={data.postEventWalkIns} onAttached={() => void refetch()} />
          {/* A new account brings new default rows: the form starts again from the draft and them. */}
          <PostEventForm
            key={data.postEventDefaults.map((row) => row.userId).join(' ')}
            event={event}
            defaults={data.postEventDefaults}
            draft={data.postEventDraft}
            onFinalized={() => refetch()}
          />
          <PostEventPayments eventId={event.id} />
        </>
      )}
    </>
  );
}
