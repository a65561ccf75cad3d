import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { MemoryRouter } from 'react-router';
import { AttendanceTab } from './attendance-tab';
import { PostEventTable } from './post-event-table';
import { RegistrationAnswersTab } from './registration-answers-tab';
import { RegistrationsTab } from './registrations-tab';
import { bigEvent, postEventRows } from './staff-events-fixtures';

jest.setTimeout(120_000);

/**
 * `npm run bench -w @larp/client`: the render time of the attendance review's tabs and of the
 * post-event table for an event of 300 registrations (issue 11: target under 100 ms), measured with
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
  const median = times[Math.floor(times.length / 2)]!;
  console.log(`${name}: median ${median.toFixed(1)} ms (all: ${times.map((t) => t.toFixed(1)).join(', ')} ms; React Profiler, jsdom, development build)`);
}

describe('staff event screens with 300 registrations', () => {
  const event = bigEvent(300);
  const rows = postEventRows(300);

  it('prints the render times', () => {
    measure('attendance review, Registrations tab (300 registrations, filters, search, 25 per page)', () => (
      <RegistrationsTab event={event} canDecide />
    ));
    measure('attendance review, Registration Answers tab (300 registrations x 2 questions)', () => <RegistrationAnswersTab event={event} />);
    measure('attendance review, Attendance tab (300 records)', () => <AttendanceTab event={event} />);
    measure('post-event table (300 attendees, 25 per page)', () => (
      <PostEventTable event={event} rows={rows} onChange={() => undefined} onRoleOrCharacter={async (row) => row} onFailure={() => undefined} />
    ));
  });
});
