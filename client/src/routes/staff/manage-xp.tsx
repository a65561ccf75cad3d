import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PageTitle } from '../../components/page-title';
import {
  CHARACTER_COLUMNS,
  characterLabel,
  characterSearchText,
  useCharacterPickerSource,
  type StaffCharacterRow,
} from '../../features/staff/character-rows';
import { GrantForm } from '../../features/staff/grant-form';
import { XpLedgerDialog } from '../../features/staff/ledger-dialog';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import type { StaffColumn } from '../../features/staff/staff-table';
import { checkXpGrant } from '@larp/rules';
import { GrantXpMutation } from '../../features/staff/staff.operations';

/**
 * /staff/manage_xp: choose characters (searched for on the server, a few at a time), an amount
 * (negative allowed, never 0) and a reason; the result per character.
 */
export function ManageXpPage() {
  const source = useCharacterPickerSource();
  const [ledger, setLedger] = useState<StaffCharacterRow | null>(null);
  const [grantXp] = useMutation(GrantXpMutation);

  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [
      CHARACTER_COLUMNS.character,
      CHARACTER_COLUMNS.player,
      CHARACTER_COLUMNS.level,
      CHARACTER_COLUMNS.xp,
      {
        key: 'ledger',
        header: 'Ledger',
        render: (row) => (
          <Button size="sm" variant="outline-secondary" aria-label={`XP ledger of ${row.characterName}`} onClick={() => setLedger(row)}>
            XP ledger
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitle>Manage XP</PageTitle>
      <h1>Manage XP</h1>
      <GrantForm
        name="Grant XP"
        noun={['character', 'characters']}
        source={source}
        columns={columns}
        searchText={characterSearchText}
        searchLabel="Search by player or character name"
        initialSort={{ column: 'character', direction: 'ascending' }}
        rowLabel={characterLabel}
        rowDetail={(row) => row.playerEmail}
        amountLabel="XP amount"
        amountHelp="Negative to take XP away; never 0."
        check={({ ids, amount, reason }) => checkXpGrant({ characterIds: ids, amount, reason })}
        send={async (value) => (await grantXp({ variables: value })).data?.grantXp.message ?? STAFF_TEXT.xpGranted}
        granted={(value) => ({ ids: value.characterIds, amount: value.xpAmount })}
        resultName={(row) => `${row.characterName} (${row.playerName})`}
        balanceHeader="XP total now"
        balance={(row) => row.characterXpTotal}
        attendees="character"
      />
      {ledger && <XpLedgerDialog characterId={ledger.id} name={ledger.characterName} onClose={() => setLedger(null)} />}
    </>
  );
}

export default ManageXpPage;
