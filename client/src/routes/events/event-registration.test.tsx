import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterForEventDocument, RegistrationChoicesDocument, RegistrationEventDocument } from '../../graphql/generated/graphql';
import { renderSignedIn } from '../../features/events/render-signed-in';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { EventRegistrationPage } from './event-registration';
import { loader } from './event-registration.loader';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const question = (id: string, questionText: string, rolesToAsk: string[], answerRequired: boolean) => ({
  __typename: 'EventQuestion' as const,
  id,
  questionText,
  rolesToAsk,
  answerRequired,
});

function eventMock(startInDays = 30, registrations: { id: string; state: string | null }[] = []) {
  return {
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
            question('q-diet', 'Dietary needs?', ['pc', 'npc'], true),
            question('q-shift', 'Preferred npc shift?', ['npc'], false),
            question('q-goal', 'Character goals?', ['pc'], false),
          ],
          eventRegistrations: registrations.map((registration) => ({ __typename: 'EventRegistration' as const, ...registration })),
        },
      },
    },
  };
}

const choicesMock = {
  request: { query: RegistrationChoicesDocument },
  result: {
    data: {
      myCharacters: [
        { __typename: 'Character' as const, id: 'c1', shownBuild: { __typename: 'CharacterBuild' as const, characterName: 'Brom' } },
        { __typename: 'Character' as const, id: 'c2', shownBuild: { __typename: 'CharacterBuild' as const, characterName: 'Wren' } },
      ],
      eventRoleTypes: [
        { __typename: 'EventRoleType' as const, code: 'pc', description: 'Player Character' },
        { __typename: 'EventRoleType' as const, code: 'npc', description: 'Non-Player Character' },
      ],
    },
  },
};

const registerMock = (input: unknown, answer: object) => ({
  request: { query: RegisterForEventDocument, variables: { input } },
  ...answer,
});

const created = {
  data: {
    registerForEvent: { __typename: 'EventRegistration', id: 'r1', eventId: 'e1', characterId: 'c2', eventRole: 'npc', state: null },
  },
};

function renderPage(mocks: object[]) {
  return renderSignedIn(<EventRegistrationPage />, {
    loader,
    path: '/event_registration/:event_id',
    url: '/event_registration/e1',
    mocks: mocks as never,
    routes: [{ path: '/events', element: <p>The events list</p> }],
  });
}

describe('EventRegistrationPage', () => {
  it('asks the questions of the chosen role and refuses a missing required answer without calling the server', async () => {
    renderPage([eventMock(), choicesMock]);
    expect(await screen.findByLabelText('Dietary needs? (required)')).toBeInTheDocument();
    expect(screen.getByLabelText('Character goals?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Preferred npc shift?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Please answer: Dietary needs?');
  });

  it('sends only the non-empty answers of questions asked of the chosen role, then shows the events list', async () => {
    const input = {
      eventId: 'e1',
      characterId: 'c2',
      eventRole: 'npc',
      questionAnswers: [
        { questionId: 'q-diet', answer: 'vegetarian' },
        { questionId: 'q-shift', answer: 'night' },
      ],
    };
    const { router } = renderPage([eventMock(), choicesMock, registerMock(input, { result: created })]);
    // Typed as a pc first, then switched to npc: the pc-only answer must not be sent.
    await userEvent.type(await screen.findByLabelText('Character goals?'), 'Find my brother');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'npc');
    await userEvent.selectOptions(screen.getByLabelText('Character'), 'c2');
    await userEvent.type(screen.getByLabelText('Dietary needs? (required)'), 'vegetarian');
    await userEvent.type(screen.getByLabelText('Preferred npc shift?'), 'night');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The events list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.location.state).toEqual({ message: 'You are registered for Spring Gathering.' });
  });

  it('reminds a pc to commit the build, and not an npc', async () => {
    renderPage([eventMock(), choicesMock]);
    const reminder = 'Remember to commit your character build at least 2 weeks before the event.';
    expect(await screen.findByText(reminder)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'npc');
    expect(screen.queryByText(reminder)).not.toBeInTheDocument();
  });

  it('lets an npc come without a character', async () => {
    const input = { eventId: 'e1', characterId: null, eventRole: 'npc', questionAnswers: [{ questionId: 'q-diet', answer: 'none' }] };
    renderPage([eventMock(), choicesMock, registerMock(input, { result: created })]);
    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'npc');
    await userEvent.selectOptions(screen.getByLabelText('Character'), 'No character');
    await userEvent.type(screen.getByLabelText('Dietary needs? (required)'), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The events list')).toBeInTheDocument();
  });

  const pcInput = { eventId: 'e1', characterId: 'c1', eventRole: 'pc', questionAnswers: [{ questionId: 'q-diet', answer: 'none' }] };
  it.each([
    [
      "the server's message for an invalid submission",
      graphQLFailure('CONFLICT', 'You are already registered for this event'),
      'You are already registered for this event',
    ],
    [
      'the default for an invalid submission without a message',
      graphQLFailure('BAD_USER_INPUT', ''),
      'There was a problem with your submission. Please try again.',
    ],
    [
      'the default for a server fault',
      graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error'),
      'There was a problem with the server. Please try again later.',
    ],
  ])('shows %s', async (_case, result, text) => {
    renderPage([eventMock(), choicesMock, registerMock(pcInput, { result })]);
    await userEvent.type(await screen.findByLabelText('Dietary needs? (required)'), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });

  it('says registration is closed inside the two-week cutoff', async () => {
    renderPage([eventMock(10), choicesMock]);
    expect(await screen.findByText('Registration for this event is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('sends an already registered player to their registration', async () => {
    renderPage([eventMock(30, [{ id: 'r9', state: 'ACCEPTED' }]), choicesMock]);
    const link = await screen.findByRole('link', { name: 'View/Edit Registration Details' });
    expect(link.getAttribute('href')).toBe('/event_registration/r9/edit');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
