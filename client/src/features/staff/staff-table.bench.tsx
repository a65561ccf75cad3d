// Benchmark, not a test (`npm run bench -w @larp/client`; jest's default run takes only *.test.*).
// The staff list with 1,000 character rows: the time to render it (React Profiler actualDuration,
// and the wall-clock time of render() including React's commit, jsdom), as the screen shows it (one
// page of 25) and with every row on one page; and one search keystroke over the 1,000 rows. Goal line:
// the CPU time of rendering the list as shown (process.cpuUsage, not inflated by the machine's other work).
// Manage Characters and Manage Users page on the server: the second goal renders the
// largest page they can show (100 of 1,000 matching rows, server-paged mode) the same way.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { performance } from 'node:perf_hooks';
import { CHARACTER_COLUMNS, characterSearchText, type StaffCharacterRow } from './character-rows';
import { StaffTable, type ServerPaging } from './staff-table';
import type { ListQuery } from './table-model';
import { useSelection } from './use-selection';

const ROWS: StaffCharacterRow[] = Array.from({ length: 1000 }, (_v, index) => ({
  __typename: 'StaffCharacterRow',
  id: `c${index}`,
  userId: `u${index}`,
  playerName: `Player ${index} Bench`,
  playerEmail: `player${index}@example.org`,
  characterName: `Character ${String(index).padStart(4, '0')}`,
  characterClass: ['fighter', 'rogue', 'adept'][index % 3],
  raceDescription: 'Imperial Human',
  characterLevel: 1 + (index % 9),
  characterXpTotal: 10 + (index % 90),
  characterXpSequence: index % 7,
  deathCount: index % 3,
  reaperFightCount: index % 2,
  committed: index % 2 === 0,
}));

const COLUMNS = [
  CHARACTER_COLUMNS.character,
  CHARACTER_COLUMNS.player,
  CHARACTER_COLUMNS.level,
  CHARACTER_COLUMNS.xp,
  CHARACTER_COLUMNS.deaths,
  CHARACTER_COLUMNS.events,
  CHARACTER_COLUMNS.status,
];

function List({ pageSize }: { pageSize?: number }) {
  const selection = useSelection();
  return (
    <StaffTable
      label="Characters"
      rows={ROWS}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      searchText={characterSearchText}
      pageSize={pageSize}
      selection={{ ...selection, rowLabel: (row) => row.characterName }}
    />
  );
}

const SERVER_QUERY: ListQuery = { search: '', sort: { column: 'character', direction: 'ascending' }, page: 1, pageSize: 100, cursors: [] };

/** Manage Characters as it now renders: one page the server answered, of 1,000 matching. */
function ServerPage({ size }: { size: number }) {
  const server: ServerPaging = {
    query: { ...SERVER_QUERY, pageSize: size },
    onQueryChange: () => undefined,
    total: ROWS.length,
    endCursor: 'c100',
    hasNext: true,
    orderable: ['character', 'xp'],
    loading: false,
  };
  return (
    <StaffTable
      label="Characters"
      rows={ROWS.slice(0, size)}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      searchText={characterSearchText}
      server={server}
    />
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(
  pageSize: number | undefined,
  element: () => React.ReactElement = () => <List pageSize={pageSize} />,
): { profiler: number; wall: number; cpu: number; rows: number } {
  const profiled: number[] = [];
  const walls: number[] = [];
  const cpus: number[] = [];
  let rows = 0;
  for (let run = 0; run < 7; run += 1) {
    let actual = 0;
    const onRender: ProfilerOnRenderCallback = (_id, _phase, duration) => (actual += duration);
    const used = process.cpuUsage();
    const started = performance.now();
    render(
      <Profiler id="list" onRender={onRender}>
        {element()}
      </Profiler>,
    );
    const wall = performance.now() - started;
    const spent = process.cpuUsage(used);
    rows = document.querySelectorAll('tbody tr').length;
    cleanup();
    if (run >= 2) {
      profiled.push(actual);
      walls.push(wall);
      cpus.push((spent.user + spent.system) / 1000);
    }
  }
  return { profiler: median(profiled), wall: median(walls), cpu: median(cpus), rows };
}

describe('staff list of 1,000 characters', () => {
  it('prints render times', () => {
    const paged = measure(undefined);
    const all = measure(1000);
    const server25 = measure(undefined, () => <ServerPage size={25} />);
    const server100 = measure(undefined, () => <ServerPage size={100} />);
    render(<List />);
    const search = screen.getByLabelText('Search');
    const started = performance.now();
    act(() => {
      fireEvent.change(search, { target: { value: 'player 99' } });
    });
    const keystroke = performance.now() - started;
    console.log(
      [
        `staff list, 1,000 character rows (jsdom, median of 5 after 2 warm-ups):`,
        `  as shown (page of ${paged.rows}): render ${paged.profiler.toFixed(1)} ms (Profiler), ${paged.wall.toFixed(1)} ms wall, ${paged.cpu.toFixed(1)} ms CPU`,
        `  every row on one page (${all.rows}): render ${all.profiler.toFixed(1)} ms (Profiler), ${all.wall.toFixed(1)} ms wall`,
        `  server-paged (Manage Characters, Manage Users): page of ${server25.rows}: ${server25.profiler.toFixed(1)} ms (Profiler), ${server25.cpu.toFixed(1)} ms CPU; page of ${server100.rows}: ${server100.profiler.toFixed(1)} ms (Profiler), ${server100.cpu.toFixed(1)} ms CPU`,
        `  one search keystroke over 1,000 rows: ${keystroke.toFixed(1)} ms wall (filter, sort and the new page)`,
      ].join('\n'),
    );
    process.stdout.write(
      `goal: staff-table-render ${paged.cpu.toFixed(1)} ms (CPU time of render() of the 1,000-row list as shown, page of ${paged.rows}, jsdom, React development build; ${paged.wall.toFixed(1)} ms wall) (target < 100 ms) ${paged.cpu < 100 ? 'PASS' : 'FAIL'}\n`,
    );
    process.stdout.write(
      `goal: staff-table-render-server-page ${server100.cpu.toFixed(1)} ms (CPU time of render() of the largest server page, ${server100.rows} of 1,000 rows, jsdom, React development build; ${server100.wall.toFixed(1)} ms wall; page of 25: ${server25.cpu.toFixed(1)} ms) (target < 100 ms) ${server100.cpu < 100 ? 'PASS' : 'FAIL'}\n`,
    );
    expect(paged.rows).toBe(25);
    expect(server100.rows).toBe(100);
    expect(all.rows).toBe(1000);
  });
});
