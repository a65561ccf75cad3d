import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CancelEventRegistrationDocument,
  EventRegistrationDocument,
  RegistrationChoicesDocument,
  RegistrationEventDocument,
  UpdateEventRegistrationDocument,
} from '../../graphql/generated/graphql';
import { renderSignedIn } from '../../features/events/render-signed-in';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { EditRegistrationPage } from './edit-registration';
import { loader } from './edit-registration.loader';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type State = string | null;

function registration(state: State, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'EventRegistration' as const,
    id: 'r1',
    eventId: 'e1',
    characterId: 'c1',
    eventRole: 'pc',
    state,
    waitlistNote: null,
    registeredAt: inDays(-3),
    questionAnswers: [{ __typename: 'QuestionAnswer' as const, questionId: 'q-diet', answer: 'vegan' }],
    ...extra,
  };
}

const registrationMock = (state: State) => ({
  request: { query: EventRegistrationDocument, variables: { id: 'r1' } },
  result: { data: { eventRegistration: registration(state) } },
});

const eventMock = (startInDays: number, state: State) => ({
  request: { query: RegistrationEventDocument, variables: { id: 'e1' } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: 'e1',
        eventTitle: 'Spring Gathering',
        eventStartTime: inDays(startInDays),
        eventEndTime: inDays(startInDays + 2),
        eventPublished: true,
        eventFinalized: false,
        eventSurveyOpenAt: null,
        registrationQuestions: [
          {
            __typename: 'EventQuestion' as const,
            id: 'q-diet',
            questionText: 'Dietary needs?',
            rolesToAsk: ['pc', 'npc'],
            answerRequired: true,
          },
        ],
        eventRegistrations: [{ __typename: 'EventRegistration' as const, id: 'r1', state }],
      },
    },
  },
});

const choicesMock = {
  request: { query: RegistrationChoicesDocument },
  result: {
    data: {
      myCharacters: [
        { __typename: 'Character' as const, id: 'c1', shownBuild: { __typename: 'CharacterBuild' as const, characterName: 'Brom' } },
      ],
      eventRoleTypes: [
        { __typename: 'EventRoleType' as const, code: 'pc', description: 'Player Character' },
        { __typename: 'EventRoleType' as const, code: 'npc', description: 'Non-Player Character' },
      ],
    },
  },
};

function renderPage(state: State, startInDays: number, more: object[] = []) {
  return renderSignedIn(<EditRegistrationPage />, {
    loader,
    path: '/event_registration/:event_registration_id/edit',
    url: '/event_registration/r1/edit',
    mocks: [registrationMock(state), eventMock(startInDays, state), choicesMock, ...more] as never,
  });
}

describe('EditRegistrationPage', () => {
  it('shows the registration with its saved answers and warns when the role changes', async () => {
    renderPage(null, 30);
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Dietary needs? (required)')).value).toBe('vegan');
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.queryByText(/returns this registration to awaiting confirmation/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'npc');
    expect(
      screen.getByText('Changing your role returns this registration to awaiting confirmation, and it may be waitlisted.'),
    ).toBeInTheDocument();
  });

  it('saves a change and says so', async () => {
    const input = { characterId: 'c1', eventRole: 'pc', questionAnswers: [{ questionId: 'q-diet', answer: 'vegetarian' }] };
    const update = {
      request: { query: UpdateEventRegistrationDocument, variables: { id: 'r1', input } },
      result: {
        data: {
          updateEventRegistration: registration('ACCEPTED', {
            questionAnswers: [{ __typename: 'QuestionAnswer', questionId: 'q-diet', answer: 'vegetarian' }],
          }),
        },
      },
    };
    renderPage('ACCEPTED', 30, [update]);
    const diet = await screen.findByLabelText('Dietary needs? (required)');
    await userEvent.clear(diet);
    await userEvent.type(diet, 'vegetarian');
    await userEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'Update was successful.');
  });

  it('asks before a role change gives up an accepted place, and sends nothing when the player keeps it', async () => {
    let sent = 0;
    const update = {
      request: {
        query: UpdateEventRegistrationDocument,
        variables: (variables: { input: { eventRole: string } }) => variables.input.eventRole === 'npc',
      },
      result: () => {
        sent += 1;
        return { data: { updateEventRegistration: registration(null, { eventRole: 'npc' }) } };
      },
    };
    renderPage('ACCEPTED', 30, [update]);
    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'npc');
    await userEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    let dialog = await screen.findByRole('dialog', { name: 'Give up your place?' });
    expect(dialog.textContent).toContain(
      'You hold a PC place. Registering as NPC instead gives it up: it goes to the next in line at once',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    dialog = await screen.findByRole('dialog', { name: 'Give up your place?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change my role' }));
    // the role-change warning is a status too, until the saved role catches up
    const success = () =>
      waitFor(() => {
        const found = screen.getAllByRole('status').find((element) => element.textContent.includes('Update was successful.'));
        if (!found) throw new Error('no success message yet');
        return found;
      });
    await expectFocusedMessage(success, 'Update was successful.');
    expect(sent).toBe(1);
  });

  it('cancels after confirmation, then offers to register again', async () => {
    const cancel = {
      request: { query: CancelEventRegistrationDocument, variables: { id: 'r1' } },
      result: { data: { cancelEventRegistration: { __typename: 'EventRegistration', id: 'r1', state: 'CANCELLED' } } },
    };
    renderPage(null, 30, [cancel]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Registration' });
    expect(dialog.textContent).toContain('Are you sure you want to cancel your registration for this event?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Registration' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'Your registration was cancelled.');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).not.toBeInTheDocument();
  });

  it('registers a cancelled registration again, even after the two-week cutoff', async () => {
    const input = { characterId: 'c1', eventRole: 'pc', questionAnswers: [{ questionId: 'q-diet', answer: 'vegan' }] };
    const update = {
      request: { query: UpdateEventRegistrationDocument, variables: { id: 'r1', input } },
      result: { data: { updateEventRegistration: registration(null) } },
    };
    renderPage('CANCELLED', 5, [update]);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register Again' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'You are registered for Spring Gathering.');
    expect(await screen.findByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Registration' })).toBeInTheDocument();
  });

  it.each([
    [
      'an invalid answer',
      graphQLFailure('CONFLICT', 'A registration can only be cancelled before the event starts'),
      'Something went wrong. Please reload the page and try again.',
    ],
    ['a server fault', graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error'), 'Something went wrong. Please try again later.'],
  ])('shows the button error for %s when cancelling fails', async (_case, result, text) => {
    const cancel = { request: { query: CancelEventRegistrationDocument, variables: { id: 'r1' } }, result };
    renderPage(null, 30, [cancel]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel Registration' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });

  it('after the two-week cutoff: read only, but still cancellable before the start', async () => {
    renderPage('ACCEPTED', 5);
    expect(await screen.findByText('This registration can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Registration' })).not.toBeInTheDocument();
    expect(screen.getByText('vegan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Registration' })).toBeInTheDocument();
  });

  it('once the event has started: no changes and no cancel', async () => {
    renderPage('ACCEPTED', -1);
    expect(await screen.findByText('This registration can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).not.toBeInTheDocument();
  });
});
