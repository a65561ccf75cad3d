import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../components/date-time';
import { StaffTable, type StaffColumn } from '../staff/staff-table';
import { changeNumber, NUMBER_FIELDS, NUMBER_LABELS, type NumberField, type PostEventRow } from './post-event-rows';

export interface PostEventTableProps {
  event: { eventStartTime: string; eventEndTime: string };
  rows: readonly PostEventRow[];
  /**
   * Changes one row: `change` gets the row as it is now and returns the new one. Keep it stable
   * (a callback that updates state): the rows are memoized, so a keystroke re-renders only its row.
   */
  onRowChange: (userId: string, change: (row: PostEventRow) => PostEventRow) => void;
  /** the row with the server's defaults for a new role or character */
  onRoleOrCharacter: (row: PostEventRow, change: { eventRole: string; characterId: string | null }) => Promise<PostEventRow>;
  onFailure: (error: unknown) => void;
}

const ROLES = ['pc', 'npc'];
const searchText = (row: PostEventRow) => `${row.playerName} ${row.characterName ?? ''}`;
const rowKey = (row: PostEventRow) => row.userId;

/**
 * The post-event table: one row per attendee with event role, character, deaths, reaper fights, XP,
 * XP sequence, NPC shards, donation shards and items. Searchable and paged (the staff table), so an
 * event of 300 attendees renders one page of inputs at a time; the columns stay the same object
 * while typing and only the changed row object is replaced, so a keystroke renders one row.
 * The inputs are plain elements with Bootstrap's classes (a page of 100 rows holds 1,000 of them).
 */
export function PostEventTable({ event, rows, onRowChange, onRoleOrCharacter, onFailure }: PostEventTableProps) {
  const [busyUser, setBusyUser] = useState<string | null>(null);
  // The latest handlers, read when used, so that the columns need not change with them.
  const latest = useRef({ onRowChange, onRoleOrCharacter, onFailure });
  useLayoutEffect(() => {
    latest.current = { onRowChange, onRoleOrCharacter, onFailure };
  });
  const { eventStartTime, eventEndTime } = event;

  const columns = useMemo<StaffColumn<PostEventRow>[]>(() => {
    const times = { eventStartTime, eventEndTime };
    const change = (userId: string, update: (row: PostEventRow) => PostEventRow) => latest.current.onRowChange(userId, update);

    async function changeRoleOrCharacter(row: PostEventRow, next: { eventRole: string; characterId: string | null }) {
      setBusyUser(row.userId);
      try {
        const fresh = await latest.current.onRoleOrCharacter(row, next);
        change(row.userId, () => fresh);
      } catch (error) {
        latest.current.onFailure(error);
      }
      setBusyUser(null);
    }

    // Headers wrap and the inputs hold five digits, so the whole table fits a 1280 px screen.
    const numberColumn = (field: NumberField): StaffColumn<PostEventRow> => ({
      key: field,
      header: NUMBER_LABELS[field],
      className: 'text-wrap',
      render: (row) => (
        <input
          className="form-control form-control-sm"
          inputMode="numeric"
          style={{ width: '4.25rem' }}
          aria-label={`${NUMBER_LABELS[field]} for ${row.playerName}`}
          value={row.values[field]}
          onChange={(input) => {
            const text = input.target.value;
            change(row.userId, (current) => changeNumber(current, field, text, times));
          }}
        />
      ),
    });

    return [
      {
        key: 'player',
        header: 'Player',
        rowHeader: true,
        render: (row) => (
          <>
            {row.playerName}
            {row.walkIn && (
              <span className="badge text-bg-info ms-1 text-wrap text-start">
                {row.walkInReason ? `Walk-in: ${row.walkInReason}` : 'Walk-in'}
              </span>
            )}
          </>
        ),
        sortValue: (row) => row.playerName,
      },
      {
        key: 'checkedIn',
        header: 'Checked in',
        render: (row) => (row.checkedInAt ? formatDateTime(row.checkedInAt) : '—'),
        sortValue: (row) => row.checkedInAt ?? '',
      },
      {
        key: 'role',
        header: 'Event role',
        render: (row) => (
          <select
            className="form-select form-select-sm"
            aria-label={`Event role for ${row.playerName}`}
            value={row.eventRole}
            disabled={busyUser === row.userId}
            onChange={(input) => void changeRoleOrCharacter(row, { eventRole: input.target.value, characterId: row.characterId })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role.toUpperCase()}
              </option>
            ))}
          </select>
        ),
      },
      {
        key: 'character',
        header: 'Character',
        render: (row) =>
          row.characterChoices ? (
            <select
              className="form-select form-select-sm"
              style={{ minWidth: '9rem' }}
              aria-label={`Character for ${row.playerName}`}
              value={row.characterId ?? ''}
              disabled={busyUser === row.userId}
              onChange={(input) => void changeRoleOrCharacter(row, { eventRole: row.eventRole, characterId: input.target.value || null })}
            >
              <option value="">No character</option>
              {row.characterChoices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
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
          <input
            className="form-control form-control-sm"
            style={{ minWidth: '7rem' }}
            aria-label={`Donation items for ${row.playerName}`}
            value={row.donationItems}
            maxLength={2000}
            disabled={(row.values.donationShards.trim() || '0') === '0'}
            onChange={(input) => {
              const text = input.target.value;
              change(row.userId, (current) => ({ ...current, donationItems: text }));
            }}
          />
        ),
      },
    ];
  }, [eventStartTime, eventEndTime, busyUser]);

  return (
    <StaffTable
      label="Attendance"
      noun="attendees"
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      searchText={searchText}
      searchLabel="Search attendees"
    />
  );
}
