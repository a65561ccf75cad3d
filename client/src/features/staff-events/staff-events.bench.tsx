import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useCallback, useState, type ProfilerOnRenderCallback } from 'react';
import { MemoryRouter } from 'react-router';
import { AttendanceTab } from './attendance-tab';
import type { PostEventRow } from './post-event-rows';
import { PostEventTable } from './post-event-table';
import { RegistrationAnswersTab } from './registration-answers-tab';
import { RegistrationsTab } from './registrations-tab';
import { bigEvent, postEventRows } from '../../test/staff-events-fixtures';

jest.setTimeout(120_000);

/**
 * `npm run bench -w @larp/client`: the render time of the attendance review's tabs and of the
 * post-event table for an event of 300 registrations (target under 100 ms), measured with
 * React's <Profiler> as the mount's actualDuration in jsdom with React's development build (slower
 * than a production build in a browser). Printed, not asserted.
 */
function mountTime(element: React.ReactElement): number {
  let total = 0;
  const onRender: ProfilerOnRenderCallback = (_id, phase, actual) => {
    if (phase === 'mount') total += actual;
  };
  const view = render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <Profiler id="bench" onRender={onRender}>
          {element}
        </Profiler>
      </MemoryRouter>
    </MockedProvider>,
  );
  view.unmount();
  return total;
}

function measure(name: string, element: () => React.ReactElement) {
  mountTime(element()); // warm-up (JIT)
  const times = Array.from({ length: 7 }, () => mountTime(element())).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${name}: median ${median.toFixed(1)} ms (all: ${times.map((t) => t.toFixed(1)).join(', ')} ms; React Profiler, jsdom, development build)`,
  );
}

/** The post-event table with its rows in state, as the page keeps them. */
function EditablePostEventTable({
  rows: initial,
  event,
}: {
  rows: PostEventRow[];
  event: { eventStartTime: string; eventEndTime: string };
}) {
  const [rows, setRows] = useState(initial);
  const onRowChange = useCallback((userId: string, change: (row: PostEventRow) => PostEventRow) => {
    setRows((current) => current.map((row) => (row.userId === userId ? change(row) : row)));
  }, []);
  return (
    <PostEventTable
      event={event}
      rows={rows}
      onRowChange={onRowChange}
      onRoleOrCharacter={(row) => Promise.resolve(row)}
      onFailure={() => undefined}
    />
  );
}

/** The update time of one keystroke in the post-event table (100 rows of inputs on the page). */
function keystrokeTimes(rows: PostEventRow[], event: { eventStartTime: string; eventEndTime: string }): number[] {
  let total = 0;
  const onRender: ProfilerOnRenderCallback = (_id, phase, actual) => {
    if (phase === 'update') total += actual;
  };
  const view = render(
    <MockedProvider mocks={[]}>
      <Profiler id="bench" onRender={onRender}>
        <EditablePostEventTable rows={rows} event={event} />
      </Profiler>
    </MockedProvider>,
  );
  fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
  const input = screen.getByLabelText(`Deaths for ${rows[0].playerName}`);
  const times: number[] = [];
  for (let key = 0; key < 8; key++) {
    total = 0;
    fireEvent.change(input, { target: { value: String(key + 1) } });
    times.push(total);
  }
  view.unmount();
  return times.slice(1).sort((a, b) => a - b);
}

describe('staff event screens with 300 registrations', () => {
  const event = bigEvent(300);
  const rows = postEventRows(300);

  it('prints the render times', () => {
    measure('attendance review, Registrations tab (300 registrations, filters, search, 25 per page)', () => (
      <RegistrationsTab event={event} canDecide />
    ));
    measure('attendance review, Registration Answers tab (300 registrations x 2 questions)', () => (
      <RegistrationAnswersTab event={event} />
    ));
    measure('attendance review, Attendance tab (300 records)', () => <AttendanceTab event={event} />);
    measure('post-event table (300 attendees, 25 per page)', () => (
      <PostEventTable
        event={event}
        rows={rows}
        onRowChange={() => undefined}
        onRoleOrCharacter={(row) => Promise.resolve(row)}
        onFailure={() => undefined}
      />
    ));
    const keys = keystrokeTimes(rows, event);
    console.log(
      `post-event table, one keystroke with 100 rows of inputs on the page: median ${keys[Math.floor(keys.length / 2)].toFixed(1)} ms (all: ${keys.map((t) => t.toFixed(1)).join(', ')} ms; React Profiler, jsdom, development build)`,
    );
  });
});
