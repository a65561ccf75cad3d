import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import {
  CHARACTER_COLUMNS,
  characterLabel,
  characterSearchText,
  useCharacterPicker,
  type StaffCharacterRow,
} from '../../features/staff/character-rows';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { checkDeaths } from '@larp/rules';
import { RecordDeathsMutation } from '../../features/staff/staff.operations';

/** /staff/manage_deaths: one character (searched for on the server), a death count, a reaper fight count and the event's name (events §5). */
export function ManageDeathsPage() {
  const rows = useCharacterPicker();
  // The chosen row itself: another page or search may not hold it.
  const [chosen, setChosen] = useState<StaffCharacterRow | null>(null);
  const chosenId = chosen?.id ?? null;
  const [deathCount, setDeathCount] = useState('0');
  const [reaperFightCount, setReaperFightCount] = useState('0');
  const [eventName, setEventName] = useState('');
  const [recordDeaths] = useMutation(RecordDeathsMutation);
  const form = useStaffForm();

  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [
      CHARACTER_COLUMNS.character,
      CHARACTER_COLUMNS.player,
      CHARACTER_COLUMNS.deaths,
      {
        key: 'choose',
        header: 'Choose',
        render: (row) => {
          const chosen = row.id === chosenId;
          return (
            <Button
              size="sm"
              variant={chosen ? 'primary' : 'outline-primary'}
              aria-pressed={chosen}
              aria-label={`${chosen ? 'Chosen' : 'Choose'} ${characterLabel(row)}`}
              onClick={() => setChosen(row)}
            >
              {chosen ? 'Chosen' : 'Choose'}
            </Button>
          );
        },
      },
    ],
    [chosenId],
  );

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkDeaths({ characterId: chosenId, deathCount, reaperFightCount, event: eventName });
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(async () => {
      const result = await recordDeaths({ variables: checked.value });
      return result.data?.recordDeaths.message ?? STAFF_TEXT.deathsCounted;
    });
    if (ok) {
      // The chosen character's new counts, from its page as the server now answers it.
      const answer = await rows.refetch();
      const fresh = answer.data?.staffCharacterConnection.nodes.find((row) => row.id === chosenId);
      if (fresh) setChosen(fresh);
    }
  }

  return (
    <>
      <PageTitle>Manage Deaths</PageTitle>
      <h1>Manage Deaths</h1>
      {rows.error && !rows.page ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !rows.page ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Record deaths">
          <h2 className="h5">1. Choose the character</h2>
          <StaffTable
            label="Characters"
            noun="characters"
            rows={rows.page.rows}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={characterSearchText}
            searchLabel="Search by player or character name"
            server={rows.server}
          />
          <h2 className="h5 mt-3">2. Deaths at the event</h2>
          <p aria-live="polite">
            Character:{' '}
            <strong>
              {chosen
                ? `${characterLabel(chosen)}, now ${chosen.deathCount} deaths and ${chosen.reaperFightCount} reaper fights`
                : 'none chosen'}
            </strong>
          </p>
          <div className="row g-3" style={{ maxWidth: '40rem' }}>
            <Form.Group className="col-6 col-sm-3" controlId="death-count">
              <Form.Label>Death count</Form.Label>
              <Form.Control
                type="number"
                step={1}
                inputMode="numeric"
                value={deathCount}
                onChange={(event) => setDeathCount(event.target.value)}
              />
            </Form.Group>
            <Form.Group className="col-6 col-sm-3" controlId="reaper-fight-count">
              <Form.Label>Reaper fight count</Form.Label>
              <Form.Control
                type="number"
                step={1}
                inputMode="numeric"
                value={reaperFightCount}
                onChange={(event) => setReaperFightCount(event.target.value)}
              />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="death-event">
              <Form.Label>Event name</Form.Label>
              <Form.Control value={eventName} maxLength={200} onChange={(event) => setEventName(event.target.value)} />
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={form.submitting}>
            Record Deaths
          </Button>
          <StaffFormStatus state={form.state} />
        </Form>
      )}
    </>
  );
}

export default ManageDeathsPage;
