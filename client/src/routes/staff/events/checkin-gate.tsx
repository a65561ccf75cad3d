import { formatMinorUnits } from '@larp/rules';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLoaderData } from 'react-router';
import { NotFound } from '../../../components/not-found';
import { PageTitle } from '../../../components/page-title';
import { annulCheckin, resolveConflict } from '../../../features/checkin/gate-api';
import type { GateDecision } from '../../../features/checkin/gate-model';
import type { GateSession, GateSnapshot } from '../../../features/checkin/gate-session';
import type { GateViewer, KnownCheckin, KnownConflict, RosterEntry } from '../../../features/checkin/gate-store';
import { GATE_TEXT, refusalText, roleText } from '../../../features/checkin/gate-texts';
import { enableOfflineApp, LAST_GATE_KEY } from '../../../features/checkin/offline-app';
import { QrScanner } from '../../../features/checkin/qr-scanner';
import { ReasonDialog } from '../../../features/checkin/reason-dialog';
import { ConflictList } from '../../../features/checkin/conflict-list';
import { GateWalkInsQuery } from '../../../features/staff-events/staff-events.operations';
import { WalkInAccounts } from '../../../features/staff-events/walk-in-accounts';
import type { LoaderData } from '../../preload';
import { transport, type loader } from './checkin-gate.loader';

type Shown =
  | { kind: 'decision'; decision: GateDecision; checkin: KnownCheckin | null; serverNote?: string }
  | { kind: 'walk-in'; name: string; reason: string }
  | { kind: 'server-refused'; reason: string; entry: RosterEntry | null };

const timeText = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function useGate(session: GateSession): GateSnapshot {
  return useSyncExternalStore(session.subscribe, session.snapshot);
}

/** The result of the last scan: big, coloured and worded so it reads at arm's length. */
/**
 * What an admitted (or already checked-in) registration still owes, and the button that records the
 * cash taken for it; once taken, the cash waits in the device's queue until the next sync sends it.
 */
function OwedAtGate({
  entry,
  model,
  onTakeCash,
}: {
  entry: RosterEntry;
  model: GateSnapshot['model'];
  onTakeCash: (entry: RosterEntry, amount: number) => void;
}) {
  const currency = model.record.currency ?? '';
  const owes = model.owes(entry);
  const waiting = model.cashWaiting(entry.registrationId);
  const amount = (value: number) => `${formatMinorUnits(value, currency)} ${currency}`.trim();
  return (
    <>
      {owes > 0 && (
        <div className="gate-owes my-2">
          <p className="fs-4 fw-bold mb-1">{GATE_TEXT.owes(formatMinorUnits(owes, currency), currency)}</p>
          <Button variant="light" onClick={() => onTakeCash(entry, owes)}>
            {GATE_TEXT.takeCash(amount(owes))}
          </Button>
        </div>
      )}
      {waiting > 0 && <p className="mb-0">{GATE_TEXT.cashTaken(amount(waiting))}</p>}
    </>
  );
}

function GateResult({
  shown,
  model,
  onWalkIn,
  onTakeCash,
}: {
  shown: Shown | null;
  model: GateSnapshot['model'];
  onWalkIn: (entry: RosterEntry | null) => void;
  onTakeCash: (entry: RosterEntry, amount: number) => void;
}) {
  if (!shown) {
    return (
      <p className="gate-result gate-result-idle" role="status">
        Scan a ticket, type its code or find a name.
      </p>
    );
  }
  if (shown.kind === 'walk-in') {
    return (
      <section className="gate-result gate-result-admitted" role="status" aria-label={GATE_TEXT.walkInAdmitted}>
        <p className="gate-verdict">{GATE_TEXT.walkInAdmitted}</p>
        <p className="gate-name">{shown.name}</p>
        <p className="mb-0">Reason: {shown.reason}</p>
      </section>
    );
  }
  if (shown.kind === 'server-refused') {
    return (
      <section className="gate-result gate-result-refused" role="alert" aria-label={GATE_TEXT.refused}>
        <p className="gate-verdict">{GATE_TEXT.refused}</p>
        {shown.entry && <p className="gate-name">{shown.entry.playerName}</p>}
        <p className="gate-reason">{refusalText(shown.reason)}</p>
      </section>
    );
  }
  const { decision } = shown;
  if (decision.kind === 'refused') {
    return (
      <section className="gate-result gate-result-refused" role="alert" aria-label={GATE_TEXT.refused}>
        <p className="gate-verdict">{GATE_TEXT.refused}</p>
        {decision.entry && <p className="gate-name">{decision.entry.playerName}</p>}
        <p className="gate-reason">{refusalText(decision.reason)}</p>
        {decision.entry && (decision.reason === 'cancelled' || decision.reason === 'waitlisted' || decision.reason === 'not_accepted') && (
          <Button variant="light" onClick={() => onWalkIn(decision.entry)}>
            Admit as walk-in…
          </Button>
        )}
      </section>
    );
  }
  const entry = decision.entry;
  const details = (
    <>
      <p className="gate-name">{entry.playerName}</p>
      <p className="gate-detail">
        {entry.characterName ? `${entry.characterName} · ` : ''}
        {roleText(entry.role)}
      </p>
      {entry.staffNote && <p className="gate-note">Staff note: {entry.staffNote}</p>}
      <OwedAtGate entry={entry} model={model} onTakeCash={onTakeCash} />
    </>
  );
  if (decision.kind === 'already') {
    const checkin = model.checkinOf.get(entry.registrationId) ?? decision.checkin;
    return (
      <section className="gate-result gate-result-already" role="alert" aria-label={GATE_TEXT.already}>
        <p className="gate-verdict">{GATE_TEXT.already}</p>
        {details}
        <p className="mb-0">
          At {timeText(checkin.scannedAt)} on {checkin.deviceId}
        </p>
      </section>
    );
  }
  return (
    <section className="gate-result gate-result-admitted" role="status" aria-label={GATE_TEXT.admitted}>
      <p className="gate-verdict">{GATE_TEXT.admitted}</p>
      {details}
      {shown.serverNote && <p className="mb-0">{shown.serverNote}</p>}
    </section>
  );
}

function StatusBanner({ snapshot, onSync }: { snapshot: GateSnapshot; onSync: () => void }) {
  const { online, queued, cashQueued, syncing, lastError, model } = snapshot;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      {!online ? (
        <Alert variant="warning" className="mb-0 py-2 flex-grow-1 fw-semibold" role="status">
          {GATE_TEXT.offline(queued)}
        </Alert>
      ) : queued > 0 ? (
        <Alert variant="info" className="mb-0 py-2 flex-grow-1" role="status">
          {GATE_TEXT.sending(queued)}
        </Alert>
      ) : (
        <p className="mb-0 flex-grow-1 small" role="status">
          {model.record.syncedAt ? `Synced at ${timeText(model.record.syncedAt)}` : 'Not synced yet'}
        </p>
      )}
      {cashQueued > 0 && (
        <p className="mb-0 w-100 small fw-semibold" role="status">
          {GATE_TEXT.cashWaiting(cashQueued)}
        </p>
      )}
      <Button variant="outline-primary" size="sm" onClick={onSync} disabled={syncing}>
        {syncing && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
        {syncing ? GATE_TEXT.syncing : GATE_TEXT.syncNow}
      </Button>
      {lastError && (
        <Alert variant="danger" className="mb-0 py-2 w-100" role="alert">
          The sync failed: {lastError}
        </Alert>
      )}
    </div>
  );
}

function Counts({ snapshot }: { snapshot: GateSnapshot }) {
  // Counted again only when the gate's data changed (a new snapshot), not on every scan result shown.
  const [all, ...roles] = useMemo(() => snapshot.model.counts(), [snapshot]);
  return (
    <section aria-labelledby="gate-counts" className="mb-3">
      <h2 id="gate-counts" className="h6 mb-1">
        Checked in
      </h2>
      <p className="fs-4 fw-bold mb-1" aria-label={`Checked in: ${all.checkedIn} of ${all.expected} expected`}>
        {all.checkedIn} / {all.expected}
      </p>
      <ul className="list-inline mb-0 small">
        {roles.map((role) => (
          <li key={role.role} className="list-inline-item">
            {roleText(role.role)}: {role.checkedIn}
            {role.role === 'walk-in' ? '' : ` / ${role.expected}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function WalkInDialog({
  entry,
  show,
  onAdmit,
  onHide,
}: {
  entry: RosterEntry | null;
  show: boolean;
  onAdmit: (name: string, reason: string) => Promise<void>;
  onHide: () => void;
}) {
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { title: useId(), name: useId(), reason: useId() };
  // Each opening starts from the entry's name (React's "adjusting state when a prop changes", while rendering).
  const [opened, setOpened] = useState<{ show: boolean; entry: RosterEntry | null }>({ show: false, entry: null });
  if (opened.show !== show || opened.entry !== entry) {
    setOpened({ show, entry });
    if (show) {
      setName(entry?.playerName ?? '');
      setReason('');
      setFailure(null);
    }
  }
  async function handleSubmit(submit: React.SubmitEvent) {
    submit.preventDefault();
    if (name.trim() === '') {
      setFailure(GATE_TEXT.walkInNameRequired);
      return;
    }
    if (reason.trim() === '') {
      setFailure(GATE_TEXT.walkInReasonRequired);
      return;
    }
    await onAdmit(name.trim(), reason.trim());
    onHide();
  }
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={ids.title}>
      <Form onSubmit={(submit) => void handleSubmit(submit)} noValidate>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={ids.title} as="h2" className="h5">
            Admit a walk-in
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>A walk-in has no accepted registration; the check-in is flagged for the admins.</p>
          <Form.Group controlId={ids.name} className="mb-2">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              maxLength={200}
              onChange={(change) => setName(change.target.value)}
              readOnly={entry !== null}
              isInvalid={failure === GATE_TEXT.walkInNameRequired}
            />
          </Form.Group>
          <Form.Group controlId={ids.reason}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(change) => setReason(change.target.value)}
              isInvalid={failure === GATE_TEXT.walkInReasonRequired}
            />
          </Form.Group>
          {failure && (
            <Alert variant="danger" className="mt-2 mb-0" role="alert">
              {failure}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Admit walk-in
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function OnSiteList({ model, admin, onAnnul }: { model: GateSnapshot['model']; admin: boolean; onAnnul: (checkin: KnownCheckin) => void }) {
  const checkins = [...model.onSite()].sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  return (
    <details className="mb-3">
      <summary className="fw-semibold">On site ({checkins.length})</summary>
      <ul className="list-group mt-2">
        {checkins.map((checkin) => {
          const entry = checkin.registrationId ? model.byId.get(checkin.registrationId) : undefined;
          const name = entry?.playerName ?? checkin.name ?? 'Unnamed walk-in';
          return (
            <li key={checkin.id ?? checkin.nonce} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span className="flex-grow-1">
                <strong>{name}</strong>
                {entry?.characterName ? ` · ${entry.characterName}` : ''}
                {/* A walk-in without a registration has no role: the badge alone says how they came in. */}
                {entry ? ` · ${roleText(entry.role)}` : ''}
                {checkin.walkIn && (
                  <Badge bg="warning" text="dark" className="ms-1">
                    Walk-in
                  </Badge>
                )}
                <br />
                <small>
                  {timeText(checkin.scannedAt)} · {checkin.deviceId}
                  {checkin.id === null ? ' · waiting to be sent' : ''}
                </small>
              </span>
              {admin && checkin.id !== null && (
                <Button size="sm" variant="outline-danger" onClick={() => onAnnul(checkin)} aria-label={`Annul the check-in of ${name}`}>
                  Annul
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function Conflicts({
  model,
  admin,
  onResolve,
}: {
  model: GateSnapshot['model'];
  admin: boolean;
  onResolve: (conflict: KnownConflict) => void;
}) {
  const conflicts = model.record.conflicts.filter((conflict) => !conflict.resolvedAt);
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="gate-conflicts" className="mb-3">
      <h2 id="gate-conflicts" className="h5">
        Conflicts ({conflicts.length})
      </h2>
      <ConflictList
        conflicts={conflicts}
        nameOf={(conflict) => (conflict.registrationId ? model.byId.get(conflict.registrationId)?.playerName : undefined) ?? 'Walk-in'}
        timeText={timeText}
        canResolve={admin}
        onResolve={onResolve}
      />
    </section>
  );
}

/** The short code (or a scanner's typed payload): its own state, so typing re-renders only this. */
function CodeEntry({ onCheck }: { onCheck: React.RefObject<(input: string) => Promise<void>> }) {
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <Form
      className="mb-3"
      onSubmit={(submit) => {
        submit.preventDefault();
        void onCheck.current(code).then(() => setCode(''));
      }}
    >
      <Form.Label htmlFor={id}>Short code or ticket</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id={id}
          value={code}
          onChange={(change) => setCode(change.target.value)}
          maxLength={1000}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" disabled={code.trim() === ''} className="text-nowrap">
          Check in
        </Button>
      </div>
    </Form>
  );
}

/** The roster search by player or character name (at most 20 matches shown). */
function RosterSearch({
  model,
  onCheck,
}: {
  model: GateSnapshot['model'];
  onCheck: React.RefObject<(input: RosterEntry) => Promise<void>>;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const results = query.trim() ? model.search(query) : [];
  return (
    <>
      <Form.Group className="mb-2" controlId={id}>
        <Form.Label>Find a player or character</Form.Label>
        <Form.Control type="search" value={query} onChange={(change) => setQuery(change.target.value)} maxLength={100} autoComplete="off" />
      </Form.Group>
      {query.trim() !== '' && (
        <ul className="list-group mb-3" aria-label="Roster matches">
          {results.length === 0 && <li className="list-group-item">No one on the roster matches.</li>}
          {results.map((entry) => (
            <li key={entry.registrationId} className="list-group-item d-flex align-items-center gap-2">
              <span className="flex-grow-1">
                <strong>{entry.playerName}</strong>
                {entry.characterName ? ` · ${entry.characterName}` : ''} · {roleText(entry.role)}
                {entry.state !== 'accepted' ? ` · ${entry.state}` : ''}
              </span>
              <Button
                size="sm"
                onClick={() => {
                  setQuery('');
                  void onCheck.current(entry);
                }}
                aria-label={`Check in ${entry.playerName}`}
              >
                Check in
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function GateScreen({ session, viewer }: { session: GateSession; viewer: GateViewer }) {
  const snapshot = useGate(session);
  const { model } = snapshot;
  const admin = viewer.canDecideCheckins;
  const [shown, setShown] = useState<Shown | null>(null);
  const [camera, setCamera] = useState(false);
  const [walkIn, setWalkIn] = useState<{ entry: RosterEntry | null } | null>(null);
  const [annulling, setAnnulling] = useState<KnownCheckin | null>(null);
  const [resolving, setResolving] = useState<KnownConflict | null>(null);
  const [firstSync, setFirstSync] = useState(!session.hasRoster);
  // Admins give walk-ins an account here, while the person is at the gate (online only; the list is the server's).
  const walkIns = useQuery(GateWalkInsQuery, admin ? { variables: { eventId: session.eventId }, fetchPolicy: 'network-only' } : skipToken);
  const refetchWalkIns = () => {
    if (admin) void walkIns.refetch().catch(() => undefined);
  };
  const busy = useRef(false);
  // The newest shown result and handlers, for the timers and the camera (set after each render).
  const shownRef = useRef<Shown | null>(null);
  const syncAndReconcileRef = useRef(() => Promise.resolve());
  const checkRef = useRef((_input: string | RosterEntry) => Promise.resolve());
  useLayoutEffect(() => {
    shownRef.current = shown;
    syncAndReconcileRef.current = syncAndReconcile;
    checkRef.current = check;
  });

  useEffect(() => {
    enableOfflineApp();
    try {
      localStorage.setItem(LAST_GATE_KEY, session.eventId);
    } catch {
      // not kept: the installed app then starts at the events
    }
    void session.sync().finally(() => setFirstSync(false));
    const again = () => void syncAndReconcileRef.current();
    const timer = setInterval(again, 30_000);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [session]);

  /** Syncs; when the server did not take the shown admission as this device did (refused, or another device was first), says so. */
  async function syncAndReconcile() {
    const report = await session.sync();
    const current = shownRef.current;
    if (current?.kind !== 'decision' || current.decision.kind !== 'admitted' || !current.checkin) return;
    const { entry } = current.decision;
    const { nonce } = current.checkin;
    const answer = report.changed.find((change) => change.nonce === nonce);
    if (answer?.result === 'refused') setShown({ kind: 'server-refused', reason: answer.reason ?? '', entry });
    else if (answer?.result === 'conflict') {
      const standing: KnownCheckin = session.snapshot().model.checkinOf.get(entry.registrationId) ?? {
        id: answer.checkinId,
        registrationId: entry.registrationId,
        deviceId: answer.checkedIn?.deviceId ?? '',
        scannedAt: answer.checkedIn?.scannedAt ?? current.checkin.scannedAt,
        walkIn: false,
      };
      setShown({ kind: 'decision', decision: { kind: 'already', entry, checkin: standing }, checkin: null });
    }
  }

  /** Decides, shows, then uploads at once when the server can be reached (the server may disagree). */
  async function check(input: string | RosterEntry) {
    if (busy.current || (typeof input === 'string' && input.trim() === '')) return;
    busy.current = true;
    try {
      const { decision, checkin } = typeof input === 'string' ? await session.scan(input) : await session.scanEntry(input);
      const next: Shown = { kind: 'decision', decision, checkin };
      shownRef.current = next;
      setShown(next);
      if (checkin) await syncAndReconcile();
    } finally {
      busy.current = false;
    }
  }

  const title = model.record.title || 'Event';

  return (
    <>
      <PageTitle>{`Gate: ${title}`}</PageTitle>
      <div className="d-flex align-items-baseline justify-content-between gap-2">
        <h1 className="h4 mb-1">Gate: {title}</h1>
        <Link to={`/staff/manage_events/${encodeURIComponent(session.eventId)}/attendance`} className="small">
          Attendance review
        </Link>
      </div>
      <p className="small mb-2">
        This device: <strong>{session.deviceId}</strong> · {viewer.name}
      </p>
      <StatusBanner snapshot={snapshot} onSync={() => void syncAndReconcile()} />
      {firstSync && !session.hasRoster && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {GATE_TEXT.loadingRoster}
        </p>
      )}
      {!firstSync && !session.hasRoster && !snapshot.online && (
        <Alert variant="danger" role="alert">
          {GATE_TEXT.noRosterOffline}
        </Alert>
      )}
      <div aria-live="polite" className="mb-3">
        <GateResult
          shown={shown}
          model={model}
          onWalkIn={(entry) => setWalkIn({ entry })}
          onTakeCash={(entry, amount) => void session.takeCash(entry, amount).then(() => syncAndReconcile())}
        />
      </div>
      <div className="d-grid gap-2 mb-3">
        <Button size="lg" variant={camera ? 'outline-secondary' : 'primary'} onClick={() => setCamera(!camera)} aria-pressed={camera}>
          {camera ? 'Stop the camera' : 'Scan with the camera'}
        </Button>
        {camera && <QrScanner onScan={(text) => void check(text)} />}
      </div>
      <CodeEntry onCheck={checkRef} />
      <RosterSearch model={model} onCheck={checkRef} />
      <Button variant="outline-secondary" className="mb-3" onClick={() => setWalkIn({ entry: null })}>
        Admit a walk-in…
      </Button>
      {admin && walkIns.data && (
        <WalkInAccounts eventId={session.eventId} walkIns={walkIns.data.postEventWalkIns} onAttached={refetchWalkIns} />
      )}
      <Counts snapshot={snapshot} />
      <OnSiteList model={model} admin={admin} onAnnul={setAnnulling} />
      <Conflicts model={model} admin={admin} onResolve={setResolving} />
      <WalkInDialog
        show={walkIn !== null}
        entry={walkIn?.entry ?? null}
        onHide={() => setWalkIn(null)}
        onAdmit={async (name, reason) => {
          await session.admitWalkIn({ name, reason, entry: walkIn?.entry ?? null });
          setShown({ kind: 'walk-in', name, reason });
          void session.sync().then(refetchWalkIns);
        }}
      />
      <ReasonDialog
        show={annulling !== null}
        title="Annul this check-in?"
        description={`The check-in of ${annulling?.registrationId ? (model.byId.get(annulling.registrationId)?.playerName ?? 'this player') : (annulling?.name ?? 'this walk-in')} is annulled; the reason is kept in the audit trail.`}
        confirmLabel="Annul check-in"
        requiredText={GATE_TEXT.annulReasonRequired}
        onHide={() => setAnnulling(null)}
        onConfirm={async (reason) => {
          if (!annulling?.id) throw new Error('This check-in is not on the server yet: sync, then annul it.');
          await annulCheckin(transport, session.eventId, annulling.id, reason);
          await session.refreshCheckins();
        }}
      />
      <ReasonDialog
        show={resolving !== null}
        title="Resolve this conflict?"
        description="The check-in stands; the conflict is closed with your reason, kept in the audit trail."
        confirmLabel="Resolve conflict"
        requiredText={GATE_TEXT.resolveReasonRequired}
        onHide={() => setResolving(null)}
        onConfirm={async (reason) => {
          if (!resolving) return;
          await resolveConflict(transport, session.eventId, resolving.id, reason);
          await session.refreshCheckins();
        }}
      />
    </>
  );
}

/** /staff/manage_events/{event_id}/checkin: the gate, for a phone held in one hand; works offline. */
export default function CheckinGatePage() {
  const { viewer, session } = useLoaderData<LoaderData<typeof loader>>();
  if (!viewer) {
    return (
      <main className="container py-3 gate-page">
        <PageTitle>Gate</PageTitle>
        <h1 className="h4">Gate</h1>
        <Alert variant="warning" role="alert">
          {GATE_TEXT.noViewerOffline}
        </Alert>
      </main>
    );
  }
  if (!session) return <NotFound />;
  return (
    <main className="container py-3 gate-page" id="main">
      <GateScreen session={session} viewer={viewer} />
    </main>
  );
}
