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
import { checkEventCounts } from '@larp/rules';
import { UpdatePastEventCountsMutation } from '../../features/staff/staff.operations';

/**
 * /staff/manage_past_event_counts: each character's event count (xp_sequence) as a number, the
 * characters searched and paged by the server; the changes of every page are kept and only changed rows are sent.
 */
export function ManagePastEventCountsPage() {
  const rows = useCharacterPicker();
  const [edited, setEdited] = useState<Record<string, string>>({});
  // Each edited character's row as it was when first edited: the edits of other pages and searches stay.
  const [editedRows, setEditedRows] = useState<Record<string, StaffCharacterRow>>({});
  const [updateCounts] = useMutation(UpdatePastEventCountsMutation);
  const form = useStaffForm();
  const shown = rows.page?.rows;
  const original = useMemo(
    () => new Map([...Object.values(editedRows), ...(shown ?? [])].map((row) => [row.id, row.characterXpSequence])),
    [editedRows, shown],
  );
  const names = useMemo(
    () => new Map([...Object.values(editedRows), ...(shown ?? [])].map((row) => [row.id, characterLabel(row)])),
    [editedRows, shown],
  );

  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [
      CHARACTER_COLUMNS.character,
      CHARACTER_COLUMNS.player,
      {
        key: 'count',
        header: 'Event count',
        sortValue: (row) => row.characterXpSequence,
        render: (row) => {
          const value = edited[row.id] ?? String(row.characterXpSequence);
          const changed = Object.hasOwn(edited, row.id) && edited[row.id] !== String(row.characterXpSequence);
          return (
            <Form.Control
              type="number"
              min={0}
              step={1}
              size="sm"
              style={{ maxWidth: '7rem' }}
              className={changed ? 'border-primary border-2' : undefined}
              aria-label={`Event count of ${characterLabel(row)}`}
              value={value}
              onChange={(event) => {
                setEdited((current) => ({ ...current, [row.id]: event.target.value }));
                setEditedRows((current) => (Object.hasOwn(current, row.id) ? current : { ...current, [row.id]: row }));
              }}
            />
          );
        },
      },
    ],
    [edited],
  );

  async function handleSubmit(event: React.SubmitEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = checkEventCounts(original, edited, (id) => names.get(id) ?? id);
    if (!checked.ok) {
      form.refuse(checked.message);
      return;
    }
    const ok = await form.submit(async () => {
      const result = await updateCounts({ variables: { counts: checked.value } });
      return result.data?.updatePastEventCounts.message ?? STAFF_TEXT.eventCountsUpdated;
    });
    if (ok) {
      await rows.refetch();
      setEdited({});
      setEditedRows({});
    }
  }

  const changedCount = Object.entries(edited).filter(([id, text]) => text !== String(original.get(id))).length;
  return (
    <>
      <PageTitle>Manage Past Event Counts</PageTitle>
      <h1>Manage Past Event Counts</h1>
      {rows.error && !rows.page ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !rows.page ? (
        <Loading />
      ) : (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Past event counts">
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
          <Button type="submit" disabled={form.submitting}>
            Submit changes ({changedCount})
          </Button>
          <StaffFormStatus state={form.state} />
        </Form>
      )}
    </>
  );
}

export default ManagePastEventCountsPage;
