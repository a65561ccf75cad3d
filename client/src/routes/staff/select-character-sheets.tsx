import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import {
  CHARACTER_COLUMNS,
  characterLabel,
  characterSearchText,
  useStaffCharacterRows,
  type StaffCharacterRow,
} from '../../features/staff/character-rows';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { useSelection } from '../../features/staff/use-selection';

/** The print page's address for the chosen characters (ids in the query string: a printed set can be bookmarked). */
export const printPath = (ids: readonly string[]) => `/staff/print_character_sheets?ids=${ids.join(',')}`;

/** /staff/select_character_sheets: choose any number of characters to print. */
export function SelectCharacterSheetsPage() {
  const rows = useStaffCharacterRows();
  const selection = useSelection();
  const navigate = useNavigate();
  const form = useStaffForm();
  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [CHARACTER_COLUMNS.character, CHARACTER_COLUMNS.player, CHARACTER_COLUMNS.level, CHARACTER_COLUMNS.status],
    [],
  );

  function handlePrint() {
    if (selection.selected.size === 0) {
      form.refuse(STAFF_TEXT.selectCharacter);
      return;
    }
    void navigate(printPath([...selection.selected]));
  }

  return (
    <>
      <PageTitle>Print Character Sheets</PageTitle>
      <h1>Print Character Sheets</h1>
      {rows.error && !rows.data ? (
        <Alert variant="danger">{STAFF_TEXT.printFetchError}</Alert>
      ) : !rows.data ? (
        <Loading />
      ) : (
        <>
          <StaffTable
            label="Characters"
            noun="characters"
            rows={rows.data.staffCharacterRows}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={characterSearchText}
            searchLabel="Search by player or character name"
            initialSort={{ column: 'character', direction: 'ascending' }}
            selection={{ ...selection, rowLabel: characterLabel }}
          />
          <Button onClick={handlePrint}>
            Show {selection.selected.size} {selection.selected.size === 1 ? 'sheet' : 'sheets'} for printing
          </Button>
          <StaffFormStatus state={form.state} />
        </>
      )}
    </>
  );
}

export default SelectCharacterSheetsPage;
