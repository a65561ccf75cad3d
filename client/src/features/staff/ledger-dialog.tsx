import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Loading } from '../../components/loading';
import { formatDateTime } from '../../components/date-time';
import { CharacterXpLedgerQuery, UserShardLedgerQuery } from './staff.operations';
import { STAFF_TEXT } from './staff-messages';
import type { LedgerKind } from '../../graphql/generated/graphql';

export interface LedgerRow {
  id: string;
  amount: number;
  kind: LedgerKind;
  reason: string;
  createdAt: string;
  eventTitle?: string | null;
  actor?: { firstName: string; lastName: string } | null;
}

const KIND_LABELS: Record<LedgerKind, string> = {
  GRANT: 'Staff grant',
  ATTENDANCE: 'Attendance',
  XP_TOKEN: 'XP token',
  STARTING_XP: 'Starting XP',
  CORRECTION: 'Correction',
  RULESET: 'New ruleset',
};

/** A balance's history: when, amount (signed), reason, by whom, event; newest first. */
export function LedgerTable({ rows, label }: { rows: readonly LedgerRow[]; label: string }) {
  if (rows.length === 0) return <p>No changes yet.</p>;
  return (
    <Table size="sm" striped responsive aria-label={label}>
      <thead className="text-nowrap">
        <tr>
          <th scope="col">When</th>
          <th scope="col">Amount</th>
          <th scope="col">Reason</th>
          <th scope="col">By</th>
          <th scope="col">Event</th>
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((row) => (
          <tr key={row.id}>
            <td className="text-nowrap">{formatDateTime(row.createdAt)}</td>
            <td className="text-end">{row.amount > 0 ? `+${row.amount}` : row.amount}</td>
            <td>
              {row.reason}
              <div className="small text-body-secondary">{KIND_LABELS[row.kind]}</div>
            </td>
            <td>{row.actor ? `${row.actor.firstName} ${row.actor.lastName}` : 'System'}</td>
            <td>{row.eventTitle ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function LedgerModal({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="lg" scrollable>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** A character's XP ledger (Manage XP, Manage Characters). */
export function XpLedgerDialog({ characterId, name, onClose }: { characterId: string; name: string; onClose: () => void }) {
  const { data, error } = useQuery(CharacterXpLedgerQuery, { variables: { ids: [characterId] }, fetchPolicy: 'network-only' });
  const character = data?.characters[0];
  return (
    <LedgerModal title={`XP ledger: ${name}`} onClose={onClose}>
      {error ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !character ? (
        <Loading />
      ) : (
        <>
          <p>
            XP total: <strong>{character.characterXpTotal}</strong>
          </p>
          <LedgerTable rows={character.xpLedger} label={`XP changes of ${name}`} />
        </>
      )}
    </LedgerModal>
  );
}

/** A player's shard ledger (Manage Shards, Manage Users). */
export function ShardLedgerDialog({
  userId,
  name,
  balance,
  onClose,
}: {
  userId: string;
  name: string;
  balance: number;
  onClose: () => void;
}) {
  const { data, error } = useQuery(UserShardLedgerQuery, { variables: { userId }, fetchPolicy: 'network-only' });
  return (
    <LedgerModal title={`Shard ledger: ${name}`} onClose={onClose}>
      {error ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p>
            Shard balance: <strong>{balance}</strong>
          </p>
          <LedgerTable rows={data.userShardLedger} label={`Shard changes of ${name}`} />
        </>
      )}
    </LedgerModal>
  );
}
