import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bigEvent } from '../../test/staff-events-fixtures';
import { ChangeRoleDialog } from './change-role-dialog';
import { AttendanceReviewQuery, ChangeRegistrationAdminMutation, PlayerCharactersQuery } from './staff-events.operations';
import { WaitlistQueueQuery } from './waitlist-queue.operations';

const event = bigEvent(3);
const registration = event.eventRegistrations[0];

const characters = {
  request: { query: PlayerCharactersQuery, variables: { userId: 'u0' } },
  result: {
    data: {
      userCharacters: [
        {
          __typename: 'Character',
          id: 'c0',
          characterXpSequence: 0,
          shownBuild: { __typename: 'CharacterBuild', characterName: 'Hero 0' },
        },
        {
          __typename: 'Character',
          id: 'c9',
          characterXpSequence: 2,
          shownBuild: { __typename: 'CharacterBuild', characterName: 'Second Self' },
        },
      ],
    },
  },
};
const refetches = [
  { request: { query: AttendanceReviewQuery, variables: { eventId: 'e1' } }, result: { data: { attendanceReview: event } } },
  { request: { query: WaitlistQueueQuery, variables: { eventId: 'e1' } }, result: { data: { waitlist: [] } } },
];

function renderDialog(mocks: object[], onDone = jest.fn()) {
  render(
    <MockedProvider mocks={mocks as never}>
      <ChangeRoleDialog eventId="e1" registration={registration} roles={['pc', 'npc']} onDone={onDone} onCancel={jest.fn()} />
    </MockedProvider>,
  );
  return onDone;
}

describe('the change-registration dialog', () => {
  it("changes the registration's character alone, sending only the character", async () => {
    const user = userEvent.setup();
    const variables = { eventId: 'e1', registrationId: 'r0', characterId: 'c9', accept: false, overrideCapacity: false };
    const change = jest.fn(() => ({
      data: {
        updateRegistrationAdmin: {
          __typename: 'EventRegistration',
          id: 'r0',
          eventRole: 'pc',
          state: 'accepted',
          waitlistNote: null,
          roleChangedAt: null,
          characterId: 'c9',
          character: { __typename: 'EventCharacterSummary', id: 'c9', characterName: 'Second Self', characterXpSequence: 2 },
        },
      },
    }));
    const onDone = renderDialog([
      characters,
      { request: { query: ChangeRegistrationAdminMutation, variables }, result: change },
      ...refetches,
    ]);
    const save = screen.getByRole('button', { name: 'Save' });
    // Nothing chosen yet: Save says why it is off.
    expect(save).toBeDisabled();
    expect(screen.getByText('Choose another role or character, or tick Accept.')).toBeInTheDocument();
    const field = screen.getByLabelText('Character');
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('c0');
    await user.selectOptions(field, 'Second Self');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("First0 Last0's registration now names the chosen character."));
    expect(change).toHaveBeenCalledTimes(1);
  });
});
