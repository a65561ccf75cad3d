import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import {
  CHARACTER_COLUMNS,
  characterLabel,
  characterSearchText,
  useCharacterPickerSource,
  type StaffCharacterRow,
} from '../../features/staff/character-rows';
import { RowPicker, usePicked } from '../../features/staff/search-picker';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import type { StaffColumn } from '../../features/staff/staff-table';

/** The print page's address for the chosen characters (ids in the query string: a printed set can be bookmarked). */
export const printPath = (ids: readonly string[]) => `/staff/print_character_sheets?ids=${ids.join(',')}`;

/** /staff/select_character_sheets: choose any number of characters to print (searched for on the server, a few at a time). */
export function SelectCharacterSheetsPage() {
  const source = useCharacterPickerSource();
  const picked = usePicked<StaffCharacterRow>();
  const navigate = useNavigate();
  const form = useStaffForm();
  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [CHARACTER_COLUMNS.character, CHARACTER_COLUMNS.player, CHARACTER_COLUMNS.level, CHARACTER_COLUMNS.status],
    [],
  );

  function handlePrint() {
    if (picked.chosen.size === 0) {
      form.refuse(STAFF_TEXT.selectCharacter);
      return;
    }
    void navigate(printPath([...picked.chosen.keys()]));
  }

  return (
    <>
      <PageTitle>Print Character Sheets</PageTitle>
      <h1>Print Character Sheets</h1>
      <RowPicker
        noun={['character', 'characters']}
        searchLabel="Search by player or character name"
        source={source}
        picked={picked}
        rowLabel={characterLabel}
        rowDetail={(row) => row.playerEmail}
        columns={columns}
        searchText={characterSearchText}
        initialSort={{ column: 'character', direction: 'ascending' }}
        failure={STAFF_TEXT.printFetchError}
      />
      <Button onClick={handlePrint}>
        Show {picked.chosen.size} {picked.chosen.size === 1 ? 'sheet' : 'sheets'} for printing
      </Button>
      <StaffFormStatus state={form.state} />
    </>
  );
}

export default SelectCharacterSheetsPage;
