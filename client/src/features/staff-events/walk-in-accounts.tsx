import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { FormMessage } from '../../components/form-message';
import type { GateWalkInFieldsFragment } from '../../graphql/generated/graphql';
import { useUserPickerSource, type StaffUserRow } from '../staff/character-rows';
import { PlayerPicker } from '../staff/player-picker';
import { staffFailureMessage } from '../staff/staff-form';
import { AttachWalkInAccountMutation } from './staff-events.operations';

/** The first word of a typed name as the first name, the rest as the last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** An existing account, searched for on the server (mounted only while that option is chosen). */
function ExistingAccountPicker({ chosen, onChoose }: { chosen: StaffUserRow | null; onChoose: (row: StaffUserRow) => void }) {
  const users = useUserPickerSource();
  return (
    <div className="mt-2">
      <PlayerPicker legend="Account" noun={['account', 'accounts']} source={users} chosen={chosen} onChoose={onChoose} />
    </div>
  );
}

function AttachForm({ eventId, walkIn, onAttached }: { eventId: string; walkIn: GateWalkInFieldsFragment; onAttached: () => void }) {
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [names, setNames] = useState(() => splitName(walkIn.name));
  const [email, setEmail] = useState('');
  const [account, setAccount] = useState<StaffUserRow | null>(null);
  const userId = account?.id ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [attach, { loading }] = useMutation(AttachWalkInAccountMutation);
  const ids = { first: useId(), last: useId(), email: useId(), why: useId() };
  const missing = mode === 'new' ? !names.firstName.trim() || !names.lastName.trim() || !email.trim() : userId === '';

  async function handleSubmit(submit: React.SubmitEvent) {
    submit.preventDefault();
    if (loading || missing) return;
    setFailure(null);
    try {
      await attach({
        variables:
          mode === 'new'
            ? { eventId, checkinId: walkIn.checkinId, newAccount: { firstName: names.firstName, lastName: names.lastName, email } }
            : { eventId, checkinId: walkIn.checkinId, userId },
      });
      onAttached();
    } catch (error) {
      // The typed values stay for another try.
      setFailure(staffFailureMessage(error));
    }
  }

  return (
    <Form onSubmit={(submit) => void handleSubmit(submit)} className="border rounded p-2 mt-2" aria-label={`Account for ${walkIn.name}`}>
      <p className="mb-2">
        <strong>{walkIn.name}</strong>
        {walkIn.reason ? ` (${walkIn.reason})` : ''}
      </p>
      <Form.Check
        inline
        type="radio"
        id={`${ids.first}-new`}
        name={`mode-${walkIn.checkinId}`}
        label="Make a new account"
        checked={mode === 'new'}
        onChange={() => setMode('new')}
      />
      <Form.Check
        inline
        type="radio"
        id={`${ids.first}-existing`}
        name={`mode-${walkIn.checkinId}`}
        label="Use an existing account"
        checked={mode === 'existing'}
        onChange={() => setMode('existing')}
      />
      {mode === 'new' ? (
        <Row className="g-2 mt-1">
          <Form.Group as={Col} xs={12} md={3} controlId={ids.first}>
            <Form.Label>First name</Form.Label>
            <Form.Control value={names.firstName} maxLength={100} onChange={(e) => setNames({ ...names, firstName: e.target.value })} />
          </Form.Group>
          <Form.Group as={Col} xs={12} md={3} controlId={ids.last}>
            <Form.Label>Last name</Form.Label>
            <Form.Control value={names.lastName} maxLength={100} onChange={(e) => setNames({ ...names, lastName: e.target.value })} />
          </Form.Group>
          <Form.Group as={Col} xs={12} md={6} controlId={ids.email}>
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
            <Form.Text>They get a link to verify the account, accept the privacy statement and then choose a password.</Form.Text>
          </Form.Group>
        </Row>
      ) : (
        <ExistingAccountPicker chosen={account} onChoose={setAccount} />
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Button type="submit" size="sm" disabled={loading || missing} aria-describedby={missing ? ids.why : undefined}>
          {loading && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {mode === 'new' ? 'Make the account' : 'Use this account'}
        </Button>
        {missing && (
          <span id={ids.why} className="small text-body-secondary">
            {mode === 'new' ? 'Fill in first name, last name and email first.' : 'Choose an account first.'}
          </span>
        )}
      </div>
      {failure && (
        <FormMessage variant="danger" trigger={failure}>
          {failure}
        </FormMessage>
      )}
    </Form>
  );
}

/**
 * The walk-ins the gate let in by name only. Until an admin gives each an account (a new one or an
 * existing one) they have no row in the table, and this says so.
 */
export function WalkInAccounts({
  eventId,
  walkIns,
  onAttached,
}: {
  eventId: string;
  walkIns: readonly GateWalkInFieldsFragment[];
  onAttached: () => void;
}) {
  const without = walkIns.filter((walkIn) => !walkIn.user);
  if (without.length === 0) return null;
  return (
    <Alert variant="warning">
      <h2 className="h5">Walk-ins without an account</h2>
      <p className="mb-1">
        {without.length === 1 ? '1 person' : `${without.length} people`} let in at the gate by name {without.length === 1 ? 'has' : 'have'}{' '}
        no account, so no attendance row: {without.map((walkIn) => walkIn.name).join(', ')}. Give each an account to add their row.
      </p>
      {without.map((walkIn) => (
        <AttachForm key={walkIn.checkinId} eventId={eventId} walkIn={walkIn} onAttached={onAttached} />
      ))}
    </Alert>
  );
}
