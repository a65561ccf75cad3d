import { ScrollTable } from './scroll-table';
import type { PreviewRow } from './post-event-rows';

const change = (value: { before: number; after: number } | null | undefined) =>
  value ? (value.before === value.after ? String(value.before) : `${value.before} → ${value.after}`) : '—';

/** What finalize will change, per character and player: XP, events, deaths, reaper fights and shards before → after. */
export function FinalizePreviewTable({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <ScrollTable label="Changes finalize will make">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Character</th>
          <th scope="col">Role</th>
          <th scope="col">XP</th>
          <th scope="col">Events (XP sequence)</th>
          <th scope="col">Deaths</th>
          <th scope="col">Reaper fights</th>
          <th scope="col">Shards</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId}>
            <th scope="row">
              {row.user.firstName} {row.user.lastName}
            </th>
            <td>{row.characterName ?? '—'}</td>
            <td>{row.eventRole.toUpperCase()}</td>
            <td>{change(row.characterXp)}</td>
            <td>{change(row.characterXpSequence)}</td>
            <td>{change(row.characterDeaths)}</td>
            <td>{change(row.characterReaperFights)}</td>
            <td>{change(row.shards)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
