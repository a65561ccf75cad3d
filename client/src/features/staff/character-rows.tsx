import { useQuery } from '@apollo/client/react';
import Badge from 'react-bootstrap/Badge';
import type { StaffCharacterRowsQuery, StaffUserRowsQuery } from '../../graphql/generated/graphql';
import { StaffCharacterRowsQuery as RowsQuery, StaffUserRowsQuery as UsersQuery } from './staff.operations';
import type { StaffColumn } from './staff-table';

export type StaffCharacterRow = StaffCharacterRowsQuery['staffCharacterRows'][number];
export type StaffUserRow = StaffUserRowsQuery['staffUserRows'][number];

/** Every character row, fresh from the server on each visit (cached while the page is open). */
export function useStaffCharacterRows() {
  return useQuery(RowsQuery, { fetchPolicy: 'cache-and-network' });
}

/** Every user as a list row; erased accounts (pseudonyms, issue 22) only when asked. */
export function useStaffUserRows(includeErased = false) {
  return useQuery(UsersQuery, { variables: includeErased ? { includeErased } : {}, fetchPolicy: 'cache-and-network' });
}

export const characterSearchText = (row: StaffCharacterRow) => `${row.characterName} ${row.playerName} ${row.playerEmail}`;
export const userSearchText = (row: StaffUserRow) => `${row.firstName} ${row.lastName} ${row.email}`;
export const userName = (row: Pick<StaffUserRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;
export const characterLabel = (row: StaffCharacterRow) => `${row.characterName || 'Unnamed'} (${row.playerName})`;

const classLabel = (name: string | null | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');

/** The columns most character lists share: character, player, level, XP. */
export const CHARACTER_COLUMNS: Record<
  'character' | 'player' | 'level' | 'xp' | 'deaths' | 'events' | 'status',
  StaffColumn<StaffCharacterRow>
> = {
  character: {
    key: 'character',
    header: 'Character',
    rowHeader: true,
    sortValue: (row) => row.characterName,
    render: (row) => (
      <>
        {row.characterName || 'Unnamed'}
        <div className="small text-body-secondary fw-normal">
          {[row.raceDescription, classLabel(row.characterClass)].filter(Boolean).join(' · ')}
        </div>
      </>
    ),
  },
  player: { key: 'player', header: 'Player', sortValue: (row) => row.playerName, render: (row) => row.playerName },
  level: {
    key: 'level',
    header: 'Level',
    sortValue: (row) => row.characterLevel,
    render: (row) => row.characterLevel,
    className: 'text-end',
  },
  xp: { key: 'xp', header: 'XP', sortValue: (row) => row.characterXpTotal, render: (row) => row.characterXpTotal, className: 'text-end' },
  deaths: {
    key: 'deaths',
    header: 'Deaths -- Reaper Fights',
    sortValue: (row) => row.deathCount,
    render: (row) => `${row.deathCount} -- ${row.reaperFightCount}`,
  },
  events: {
    key: 'events',
    header: 'Events',
    sortValue: (row) => row.characterXpSequence,
    render: (row) => row.characterXpSequence,
    className: 'text-end',
  },
  status: {
    key: 'status',
    header: 'Build',
    sortValue: (row) => (row.committed ? 'committed' : 'uncommitted'),
    render: (row) => <Badge bg={row.committed ? 'success' : 'secondary'}>{row.committed ? 'Committed' : 'Uncommitted'}</Badge>,
  },
};
