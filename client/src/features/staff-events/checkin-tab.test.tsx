import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CheckinTab } from './checkin-tab';
import { EventCheckinsQuery, UpdateStaffNoteMutation } from './staff-events.operations';
import { heldAnswer } from '../../test/held-answer';
import { bigEvent } from '../../test/staff-events-fixtures';

const event = bigEvent(6);

const conflict = {
  __typename: 'CheckinConflict' as const,
  id: 'k1',
  registrationId: 'r0',
  checkinId: 'c1',
  openedAt: '2026-06-05T18:31:00.000Z',
  resolvedAt: null as string | null,
  resolution: null as string | null,
  devices: [
    { __typename: 'CheckinDevice' as const, deviceId: 'gate-a', scannedAt: '2026-06-05T18:10:00.000Z' },
    { __typename: 'CheckinDevice' as const, deviceId: 'gate-b', scannedAt: '2026-06-05T18:12:00.000Z' },
  ],
};

function checkinsResult(resolved = false) {
  return {
    data: {
      eventCheckins: {
        __typename: 'EventCheckins' as const,
        checkins: [
          {
            __typename: 'Checkin' as const,
            id: 'c1',
            registrationId: 'r0',
            deviceId: 'gate-a',
            scannedAt: '2026-06-05T18:10:00.000Z',
            walkIn: false,
            walkInName: null,
            walkInReason: null,
            annulledAt: null,
          },
          {
            __typename: 'Checkin' as const,
            id: 'c2',
            registrationId: null,
            deviceId: 'gate-b',
            scannedAt: '2026-06-05T18:40:00.000Z',
            walkIn: true,
            walkInName: 'Wren Walker',
            walkInReason: 'Friend of the camp',
            annulledAt: null,
          },
          {
            __typename: 'Checkin' as const,
            id: 'c3',
            registrationId: 'r3',
            deviceId: 'gate-a',
            scannedAt: '2026-06-05T18:15:00.000Z',
            walkIn: false,
            walkInName: null,
            walkInReason: null,
            annulledAt: '2026-06-05T18:16:00.000Z',
          },
        ],
        conflicts: [resolved ? { ...conflict, resolvedAt: '2026-06-05T19:00:00.000Z', resolution: 'Same person' } : conflict],
      },
      checkinDecisions: resolved
        ? [
            {
              __typename: 'CheckinDecision' as const,
              id: 'd1',
              action: 'resolve',
              at: '2026-06-05T19:00:00.000Z',
              reason: 'Same person',
              checkinId: null,
              conflictId: 'k1',
            },
          ]
        : [],
    },
  };
}

const checkinsMock = (resolved = false) => ({
  request: { query: EventCheckinsQuery, variables: { eventId: 'e1' } },
  result: checkinsResult(resolved),
});

function renderTab(canDecide: boolean, mocks: object[], before?: ApolloLink) {
  return render(
    <MockedProvider mocks={mocks as never} link={before ? ApolloLink.from([before, new MockLink(mocks as never)]) : undefined}>
      <MemoryRouter>
        <CheckinTab event={event} canDecide={canDecide} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the Check-in tab of the attendance review', () => {
  it('shows staff who is in, on which device, the walk-ins and the conflicts, with the staff notes to read only', async () => {
    renderTab(false, [checkinsMock()]);
    const table = await screen.findByRole('table', { name: 'Check-ins and staff notes' });
    const inRow = within(table).getByRole('row', { name: /First0 Last0/ });
    expect(within(inRow).getByText(/on gate-a/)).toBeInTheDocument();
    expect(within(inRow).getByText('Carries the banner')).toBeInTheDocument();
    // an annulled check-in does not count
    expect(within(within(table).getByRole('row', { name: /First3 Last3/ })).getByText('Not checked in')).toBeInTheDocument();
    const walkIn = within(table).getByRole('row', { name: /Wren Walker/ });
    expect(within(walkIn).getByText('Walk-in: Friend of the camp')).toBeInTheDocument();
    expect(within(walkIn).getByText(/on gate-b/)).toBeInTheDocument();
    expect(screen.getByText(/Checked in: 1 of 2 accepted · 1 walk-in without a registration/)).toBeInTheDocument();
    const conflicts = screen.getByRole('region', { name: 'Check-in conflicts (1)' });
    expect(within(conflicts).getByText(/gate-b at/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("lets an admin set a staff note: the server's refusal shown as sent, the text kept, then saved", async () => {
    const user = userEvent.setup();
    const long = 'x'.repeat(1001);
    const refused = {
      request: { query: UpdateStaffNoteMutation, variables: { eventId: 'e1', registrationId: 'r3', staffNote: long } },
      result: { errors: [new GraphQLError('staff_note must be at most 1000 characters', { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    const held = heldAnswer('UpdateStaffNote');
    const saved = {
      request: { query: UpdateStaffNoteMutation, variables: { eventId: 'e1', registrationId: 'r3', staffNote: 'Bring the lantern' } },
      result: { data: { updateRegistrationAdmin: { __typename: 'EventRegistration', id: 'r3', staffNote: 'Bring the lantern' } } },
    };
    renderTab(true, [checkinsMock(), refused, saved], held.link);
    const note = await screen.findByLabelText('Staff note for First3 Last3');
    await user.click(note);
    await user.paste(long);
    expect(screen.getByText('1,001 / 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save note for First3 Last3' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Submitting...');
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('staff_note must be at most 1000 characters');
    expect(note).toHaveValue(long);

    await user.clear(note);
    await user.type(note, 'Bring the lantern');
    await user.click(screen.getByRole('button', { name: 'Save note for First3 Last3' }));
    expect(await screen.findByText('Staff note saved.')).toBeInTheDocument();
  });

  it('lets an admin resolve a conflict with a reason, after a confirmation, through the gate call', async () => {
    const user = userEvent.setup();
    const calls: Array<{ url: string; body: unknown }> = [];
    const realFetch = global.fetch;
    global.fetch = ((url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') });
      return Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: () => Promise.resolve({ data: { _id: 'k1' } }) } as Response);
    }) as typeof fetch;
    try {
      renderTab(true, [checkinsMock(), checkinsMock(true)]);
      await user.click(await screen.findByRole('button', { name: 'Resolve the conflict of First0 Last0' }));
      const dialog = screen.getByRole('dialog', { name: 'Resolve this conflict?' });
      await user.click(within(dialog).getByRole('button', { name: 'Resolve conflict' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the reason for your decision.');
      expect(calls).toEqual([]);
      await user.type(within(dialog).getByLabelText('Reason'), 'Same person');
      await user.click(within(dialog).getByRole('button', { name: 'Resolve conflict' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: /Check-in conflicts/ })).not.toBeInTheDocument());
      expect(calls).toEqual([{ url: '/api/v1/events/e1/checkin_conflicts/k1/resolve', body: { reason: 'Same person' } }]);
      expect(screen.getByText(/conflict resolved \(Same person\)/)).toBeInTheDocument();
    } finally {
      global.fetch = realFetch;
    }
  });
});
