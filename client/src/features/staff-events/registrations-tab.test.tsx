import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { filterRegistrations, RegistrationsTab } from './registrations-tab';
import { GraphQLError } from 'graphql';
import { AttendanceReviewQuery, ConfirmRegistrationsMutation } from './staff-events.operations';
import { WaitlistQueueQuery } from './waitlist-queue.operations';
import { bigEvent } from '../../test/staff-events-fixtures';

const event = bigEvent(6);

function renderTab(canDecide: boolean, mocks: object[] = []) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <RegistrationsTab event={event} canDecide={canDecide} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const refetch = { request: { query: AttendanceReviewQuery, variables: { eventId: 'e1' } }, result: { data: { attendanceReview: event } } };
const queueRefetch = { request: { query: WaitlistQueueQuery, variables: { eventId: 'e1' } }, result: { data: { waitlist: [] } } };

describe('the Registrations tab', () => {
  it('filters by state and role', () => {
    const registrations = event.eventRegistrations;
    expect(filterRegistrations(registrations, 'unconfirmed', 'all').map((r) => r.id)).toEqual(['r1', 'r4']);
    expect(filterRegistrations(registrations, 'unreviewed', 'all').map((r) => r.id)).toEqual(['r4']);
    expect(filterRegistrations(registrations, 'reconfirm', 'all').map((r) => r.id)).toEqual(['r1']);
    expect(filterRegistrations(registrations, 'ACCEPTED', 'pc').map((r) => r.id)).toEqual(['r0']);
    expect(filterRegistrations(registrations, 'all', 'npc').map((r) => r.id)).toEqual(['r1', 'r3', 'r5']);
  });

  it('tells a role change (needs reconfirmation) from a new registration (unreviewed), and shows the waitlist message', async () => {
    const user = userEvent.setup();
    renderTab(true);
    const table = screen.getByRole('table', { name: 'Registrations' });
    const changed = within(table).getByRole('row', { name: /First1 Last1/ });
    expect(within(changed).getByText('Needs reconfirmation')).toBeInTheDocument();
    expect(within(changed).getByText('Role changed to NPC')).toBeInTheDocument();
    expect(within(changed).queryByText('Unreviewed')).not.toBeInTheDocument();
    const fresh = within(table).getByRole('row', { name: /First4 Last4/ });
    expect(within(fresh).getByText('Unreviewed')).toBeInTheDocument();
    expect(within(fresh).queryByText(/Role changed/)).not.toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /First2 Last2/ })).getByText('Camp is full')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'reconfirm');
    expect(
      within(screen.getByRole('table', { name: 'Registrations' })).queryByRole('row', { name: /First4 Last4/ }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Registrations' })).getByRole('row', { name: /First1 Last1/ })).toBeInTheDocument();
  });

  it('offers no decisions to staff', () => {
    renderTab(false);
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('requires a message to waitlist, then sends it for the registration', async () => {
    const user = userEvent.setup();
    const mutation = {
      request: {
        query: ConfirmRegistrationsMutation,
        variables: {
          eventId: 'e1',
          accept: [],
          waitlist: [{ registrationId: 'r1', message: 'Full for now' }],
          overrideCapacity: false,
          waitlistOverPlaces: false,
        },
      },
      result: {
        data: { confirmRegistrations: [{ __typename: 'EventRegistration', id: 'r1', state: 'WAITLISTED', waitlistNote: 'Full for now' }] },
      },
    };
    renderTab(true, [mutation, refetch, queueRefetch]);
    await user.click(screen.getByRole('button', { name: 'Waitlist First1 Last1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waitlist First1 Last1' });
    await user.click(within(dialog).getByRole('button', { name: 'Waitlist' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A message is required for each waitlisted registration');
    await user.type(within(dialog).getByLabelText('Message to the player (required)'), '  Full for now ');
    await user.click(within(dialog).getByRole('button', { name: 'Waitlist' }));
    expect(await screen.findByText('Waitlisted 1 registration.')).toBeInTheDocument();
  });

  it('accepts the selected registrations in one request', async () => {
    const user = userEvent.setup();
    const mutation = {
      request: {
        query: ConfirmRegistrationsMutation,
        variables: { eventId: 'e1', accept: ['r1', 'r4'], waitlist: [], overrideCapacity: false, waitlistOverPlaces: false },
      },
      result: {
        data: {
          confirmRegistrations: ['r1', 'r4'].map((id) => ({ __typename: 'EventRegistration', id, state: 'ACCEPTED', waitlistNote: null })),
        },
      },
    };
    renderTab(true, [mutation, refetch, queueRefetch]);
    await user.selectOptions(screen.getByLabelText('State'), 'unconfirmed');
    await user.click(screen.getByRole('button', { name: 'Select all 2' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    expect(await screen.findByText('Accepted 2 registrations.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept selected (0)' }).disabled).toBe(true));
  });

  it('past the places, offers to accept up to them with one waitlist message, or over the limit only when ticked', async () => {
    const user = userEvent.setup();
    const base = { eventId: 'e1', accept: ['r1', 'r4'], waitlist: [] };
    const refused = {
      request: { query: ConfirmRegistrationsMutation, variables: { ...base, overrideCapacity: false, waitlistOverPlaces: false } },
      result: {
        errors: [
          new GraphQLError(
            "That takes 1 PC place more than the event's 1: accept up to the places and waitlist the rest, or accept over the limit",
            {
              extensions: { code: 'CONFLICT' },
            },
          ),
        ],
      },
    };
    const upTo = {
      request: {
        query: ConfirmRegistrationsMutation,
        variables: { ...base, overrideCapacity: false, waitlistOverPlaces: true, overPlacesMessage: 'Next in line' },
      },
      result: {
        data: {
          confirmRegistrations: [
            { __typename: 'EventRegistration', id: 'r1', state: 'ACCEPTED', waitlistNote: null },
            { __typename: 'EventRegistration', id: 'r4', state: 'WAITLISTED', waitlistNote: 'Next in line' },
          ],
        },
      },
    };
    renderTab(true, [refused, upTo, refetch, queueRefetch]);
    await user.selectOptions(screen.getByLabelText('State'), 'unconfirmed');
    await user.click(screen.getByRole('button', { name: 'Select all 2' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2 registrations up to the places' });
    expect(within(dialog).getByText(/1 PC place more than the event's 1/)).toBeInTheDocument();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Accept all over the limit' }).disabled).toBe(true);
    expect(within(dialog).getByText('Tick the box above to accept them over the limit.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept up to the places, waitlist the rest' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A message is required for those waitlisted when the places run out',
    );
    await user.type(within(dialog).getByLabelText('Message to those waitlisted (required)'), 'Next in line');
    await user.click(within(dialog).getByRole('button', { name: 'Accept up to the places, waitlist the rest' }));
    expect(await screen.findByText('Accepted 1 registration; waitlisted 1 for want of a place.')).toBeInTheDocument();
  });
});
