import { ScrollTable } from './scroll-table';
import type { AttendanceRecordFieldsFragment } from '../../graphql/generated/graphql';
import { personName } from './review-types';

/** The Attendance tab: the attendance records written by finalize. */
export function AttendanceTab({ event }: { event: { attendanceRecords: readonly AttendanceRecordFieldsFragment[] } }) {
  if (event.attendanceRecords.length === 0) return <p>No attendance has been recorded yet.</p>;
  return (
    <ScrollTable label="Attendance records">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Role</th>
          <th scope="col">Character</th>
          <th scope="col">Deaths</th>
          <th scope="col">Reaper fights</th>
          <th scope="col">XP</th>
          <th scope="col">XP sequence</th>
          <th scope="col">NPC shards</th>
          <th scope="col">Donation shards</th>
          <th scope="col">Donation items</th>
        </tr>
      </thead>
      <tbody>
        {event.attendanceRecords.map((record) => (
          <tr key={record.id}>
            <th scope="row">{personName(record.user)}</th>
            <td>{record.eventRole.toUpperCase()}</td>
            <td>{record.character?.characterName ?? '—'}</td>
            <td>{record.deaths}</td>
            <td>{record.reaperFights}</td>
            <td>{record.xp}</td>
            <td>{record.xpSequence}</td>
            <td>{record.npcShards}</td>
            <td>{record.donationShards}</td>
            <td>{record.donationItems ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
