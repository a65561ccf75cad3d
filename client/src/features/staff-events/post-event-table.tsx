import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { StaffTable, type StaffColumn } from '../staff/staff-table';
import { changeNumber, NUMBER_FIELDS, NUMBER_LABELS, type NumberField, type PostEventRow } from './post-event-rows';
import type { ReviewEvent } from './review-types';

export interface PostEventTableProps {
  event: Pick<ReviewEvent, 'eventStartTime' | 'eventEndTime' | 'eventRegistrations'>;
  rows: readonly PostEventRow[];
  onChange(rows: PostEventRow[]): void;
  /** the row with the server's defaults for a new role or character */
  onRoleOrCharacter(row: PostEventRow, change: { eventRole: string; characterId: string | null }): Promise<PostEventRow>;
  onFailure(error: unknown): void;
}

const ROLES = ['pc', 'npc'];

/**
 * The post-event table: one row per attendee with event role, character, deaths, reaper fights, XP,
 * XP sequence, NPC shards, donation shards and items. Searchable and paged (the staff table), so an
 * event of 300 attendees renders one page of inputs at a time.
 */
export function PostEventTable({ event, rows, onChange, onRoleOrCharacter, onFailure }: PostEventTableProps) {
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const replace = (userId: string, next: PostEventRow) => onChange(rows.map((row) => (row.userId === userId ? next : row)));

  async function changeRoleOrCharacter(row: PostEventRow, change: { eventRole: string; characterId: string | null }) {
    setBusyUser(row.userId);
    try {
      replace(row.userId, await onRoleOrCharacter(row, change));
    } catch (error) {
      onFailure(error);
    }
    setBusyUser(null);
  }

  const numberColumn = (field: NumberField): StaffColumn<PostEventRow> => ({
    key: field,
    header: NUMBER_LABELS[field],
    render: (row) => (
      <Form.Control
        size="sm"
        inputMode="numeric"
        style={{ width: '5.5rem' }}
        aria-label={`${NUMBER_LABELS[field]} for ${row.playerName}`}
        value={row.values[field]}
        onChange={(change) => replace(row.userId, changeNumber(row, field, change.target.value, event))}
      />
    ),
  });

  const columns: StaffColumn<PostEventRow>[] = [
    {
      key: 'player',
      header: 'Player',
      rowHeader: true,
      render: (row) => (
        <>
          {row.playerName}
          {row.walkIn && <span className="badge text-bg-info ms-1">Walk-in</span>}
        </>
      ),
      sortValue: (row) => row.playerName,
    },
    {
      key: 'role',
      header: 'Event role',
      render: (row) => (
        <Form.Select
          size="sm"
          aria-label={`Event role for ${row.playerName}`}
          value={row.eventRole}
          disabled={busyUser === row.userId}
          onChange={(change) => void changeRoleOrCharacter(row, { eventRole: change.target.value, characterId: row.characterId })}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role.toUpperCase()}
            </option>
          ))}
        </Form.Select>
      ),
    },
    {
      key: 'character',
      header: 'Character',
      render: (row) =>
        row.characterChoices ? (
          <Form.Select
            size="sm"
            style={{ minWidth: '9rem' }}
            aria-label={`Character for ${row.playerName}`}
            value={row.characterId ?? ''}
            disabled={busyUser === row.userId}
            onChange={(change) => void changeRoleOrCharacter(row, { eventRole: row.eventRole, characterId: change.target.value || null })}
          >
            <option value="">No character</option>
            {row.characterChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </Form.Select>
        ) : (
          (row.characterName ?? '—')
        ),
      sortValue: (row) => row.characterName,
    },
    ...NUMBER_FIELDS.map(numberColumn),
    {
      key: 'items',
      header: 'Donation items',
      render: (row) => (
        <Form.Control
          size="sm"
          style={{ minWidth: '9rem' }}
          aria-label={`Donation items for ${row.playerName}`}
          value={row.donationItems}
          maxLength={2000}
          disabled={(row.values.donationShards.trim() || '0') === '0'}
          onChange={(change) => replace(row.userId, { ...row, donationItems: change.target.value })}
        />
      ),
    },
  ];

  return (
    <StaffTable
      label="Attendance"
      noun="attendees"
      rows={rows}
      rowKey={(row) => row.userId}
      columns={columns}
      searchText={(row) => `${row.playerName} ${row.characterName ?? ''}`}
      searchLabel="Search attendees"
    />
  );
}
