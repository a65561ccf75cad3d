import { useMutation } from '@apollo/client/react';
import { Fragment, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PageTitle } from '../../components/page-title';
import { useUserPickerSource, userName, userSearchText, type StaffUserRow } from '../../features/staff/character-rows';
import { ShardLedgerDialog } from '../../features/staff/ledger-dialog';
import { GrantForm } from '../../features/staff/grant-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import type { StaffColumn } from '../../features/staff/staff-table';
import { checkShardGrant } from '@larp/rules';
import { GrantShardsMutation } from '../../features/staff/staff.operations';

/**
 * An email address that wraps only before its @ and dots, never inside a word: the column is as
 * wide as the longest part (a forced break anywhere would let the table squeeze it letter by letter).
 */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

export const USER_COLUMNS: Record<'name' | 'email' | 'shards' | 'characters', StaffColumn<StaffUserRow>> = {
  name: { key: 'name', header: 'Player', rowHeader: true, sortValue: (row) => `${row.lastName} ${row.firstName}`, render: userName },
  email: { key: 'email', header: 'Email', sortValue: (row) => row.email, render: (row) => <EmailText email={row.email} /> },
  shards: { key: 'shards', header: 'Shards', sortValue: (row) => row.shardTotal, render: (row) => row.shardTotal, className: 'text-end' },
  characters: {
    key: 'characters',
    header: 'Characters',
    sortValue: (row) => row.characterCount,
    render: (row) => row.characterCount,
    className: 'text-end',
  },
};

/**
 * /staff/manage_shards: choose players (searched for on the server, a few at a time), an amount
 * (negative allowed, never 0) and a reason; the result per player.
 */
export function ManageShardsPage() {
  const source = useUserPickerSource();
  const [ledger, setLedger] = useState<StaffUserRow | null>(null);
  const [grantShards] = useMutation(GrantShardsMutation);

  const columns = useMemo<StaffColumn<StaffUserRow>[]>(
    () => [
      USER_COLUMNS.name,
      USER_COLUMNS.email,
      USER_COLUMNS.shards,
      {
        key: 'ledger',
        header: 'Ledger',
        render: (row) => (
          <Button size="sm" variant="outline-secondary" aria-label={`Shard ledger of ${userName(row)}`} onClick={() => setLedger(row)}>
            Shard ledger
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitle>Manage Shards</PageTitle>
      <h1>Manage Shards</h1>
      <GrantForm
        name="Grant shards"
        noun={['player', 'players']}
        source={source}
        columns={columns}
        searchText={userSearchText}
        searchLabel="Search by name or email"
        initialSort={{ column: 'name', direction: 'ascending' }}
        rowLabel={userName}
        rowDetail={(row) => row.email}
        amountLabel="Shard amount"
        amountHelp="Negative to take shards away; never 0."
        check={({ ids, amount, reason }) => checkShardGrant({ userIds: ids, amount, reason })}
        send={async (value) => (await grantShards({ variables: value })).data?.grantShards.message ?? STAFF_TEXT.shardsGranted}
        granted={(value) => ({ ids: value.userIds, amount: value.shardAmount })}
        resultName={userName}
        balanceHeader="Shards now"
        balance={(row) => row.shardTotal}
        attendees="user"
      />
      {ledger && (
        <ShardLedgerDialog userId={ledger.id} name={userName(ledger)} balance={ledger.shardTotal} onClose={() => setLedger(null)} />
      )}
    </>
  );
}

export default ManageShardsPage;
