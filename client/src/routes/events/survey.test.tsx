import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitSurveyResponseDocument, SurveyEventDocument } from '../../graphql/generated/graphql';
import { renderSignedIn } from '../../features/events/render-signed-in';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { EditSurveyPage } from './edit-survey';
import { TakeSurveyPage } from './survey';
import { loader } from './survey.loader';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

interface SurveyFacts {
  attended?: string | null;
  answered?: boolean;
  opensInDays?: number | null;
}

function surveyEvent({ attended = 'pc', answered = false, opensInDays = -1 }: SurveyFacts) {
  return {
    __typename: 'Event' as const,
    id: 'e1',
    eventTitle: 'Autumn Muster',
    eventStartTime: inDays(-5),
    eventEndTime: inDays(-3),
    eventPublished: true,
    eventFinalized: true,
    eventSurveyOpenAt: opensInDays === null ? null : inDays(opensInDays),
    surveyQuestions: [
      { __typename: 'EventQuestion' as const, id: 'q-fun', questionText: 'How was it?', rolesToAsk: [], answerRequired: true },
      {
        __typename: 'EventQuestion' as const,
        id: 'q-npc',
        questionText: 'How were your npc shifts?',
        rolesToAsk: ['npc'],
        answerRequired: false,
      },
    ],
    attendanceRecords: attended ? [{ __typename: 'AttendanceRecord' as const, id: 'a1', eventRole: attended }] : [],
    surveyResponses: answered
      ? [
          {
            __typename: 'SurveyResponse' as const,
            id: 's1',
            surveyAnswers: [{ __typename: 'QuestionAnswer' as const, questionId: 'q-fun', answer: 'Great' }],
          },
        ]
      : [],
  };
}

/** The event as the server holds it: asked for on each mount and after each submission. */
const eventMock = (facts: SurveyFacts, maxUsageCount = 5) => ({
  request: { query: SurveyEventDocument, variables: { id: 'e1' } },
  result: { data: { event: surveyEvent(facts) } },
  maxUsageCount,
});

const submitMock = (answers: unknown, edit: boolean, answer: object) => ({
  request: { query: SubmitSurveyResponseDocument, variables: { eventId: 'e1', answers, edit } },
  ...answer,
});

const saved = (answer: string) => ({
  data: {
    submitSurveyResponse: {
      __typename: 'SurveyResponse',
      id: 's1',
      eventId: 'e1',
      surveyAnswers: [{ __typename: 'QuestionAnswer', questionId: 'q-fun', answer }],
    },
  },
});

describe('survey screens', () => {
  it('asks the questions of the role attended as, enforces required ones, and moves to the edit screen once submitted', async () => {
    const { router } = renderSignedIn(<TakeSurveyPage />, {
      loader,
      path: '/event/:event_id/survey',
      url: '/event/e1/survey',
      routes: (client) => [{ path: '/event/:event_id/survey/edit', element: <EditSurveyPage />, loader: (args) => loader(client, args) }],
      mocks: [
        eventMock({}, 1),
        submitMock([{ questionId: 'q-fun', answer: 'Loved it' }], false, { result: saved('Loved it') }),
        eventMock({ answered: true }),
      ],
    });
    expect(await screen.findByLabelText('How was it? (required)')).toBeInTheDocument();
    expect(screen.queryByLabelText('How were your npc shifts?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Please answer: How was it?');
    await userEvent.type(screen.getByLabelText('How was it? (required)'), 'Loved it');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText('Thank you! Your survey was submitted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/e1/survey/edit');
  });

  it('shows one success message at a time: the update replaces the submitted note', async () => {
    renderSignedIn(<TakeSurveyPage />, {
      loader,
      path: '/event/:event_id/survey',
      url: '/event/e1/survey',
      routes: (client) => [{ path: '/event/:event_id/survey/edit', element: <EditSurveyPage />, loader: (args) => loader(client, args) }],
      mocks: [
        eventMock({}, 1),
        submitMock([{ questionId: 'q-fun', answer: 'Loved it' }], false, { result: saved('Loved it') }),
        eventMock({ answered: true }),
        submitMock([{ questionId: 'q-fun', answer: 'Great!' }], true, { result: saved('Great!') }),
      ],
    });
    await userEvent.type(await screen.findByLabelText('How was it? (required)'), 'Loved it');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    expect(await screen.findByText('Thank you! Your survey was submitted.')).toBeInTheDocument();
    const field = await screen.findByLabelText('How was it? (required)');
    await userEvent.clear(field);
    await userEvent.type(field, 'Great!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Survey' }));
    expect(await screen.findByText('Update was successful.')).toBeInTheDocument();
    expect(screen.queryByText('Thank you! Your survey was submitted.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').filter((element) => element.classList.contains('alert-success'))).toHaveLength(1);
  });

  it('edits a response and reports the update', async () => {
    renderSignedIn(<EditSurveyPage />, {
      loader,
      path: '/event/:event_id/survey/edit',
      url: '/event/e1/survey/edit',
      mocks: [
        eventMock({ answered: true }),
        submitMock([{ questionId: 'q-fun', answer: 'Great fun' }], true, { result: saved('Great fun') }),
      ],
    });
    const field = await screen.findByLabelText('How was it? (required)');
    expect((field as HTMLTextAreaElement).value).toBe('Great');
    await userEvent.type(field, ' fun');
    await userEvent.click(screen.getByRole('button', { name: 'Update Survey' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'Update was successful.');
  });

  it('shows the server error texts', async () => {
    renderSignedIn(<TakeSurveyPage />, {
      loader,
      path: '/event/:event_id/survey',
      url: '/event/e1/survey',
      mocks: [
        eventMock({}),
        submitMock([{ questionId: 'q-fun', answer: 'ok' }], false, { result: graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal') }),
      ],
    });
    await userEvent.type(await screen.findByLabelText('How was it? (required)'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), 'There was a problem with the server. Please try again later.');
  });

  it.each([
    ['without an attendance record', { attended: null }],
    ['before the survey opens', { opensInDays: 2 }],
    ['after the 15-day window', { opensInDays: -16 }],
    ['without survey_open_at', { opensInDays: null }],
  ])('is not available %s', async (_case, facts) => {
    renderSignedIn(<TakeSurveyPage />, { loader, path: '/event/:event_id/survey', url: '/event/e1/survey', mocks: [eventMock(facts)] });
    expect(await screen.findByText('The survey for this event is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).not.toBeInTheDocument();
  });

  it('sends a player who already answered to the edit screen', async () => {
    renderSignedIn(<TakeSurveyPage />, {
      loader,
      path: '/event/:event_id/survey',
      url: '/event/e1/survey',
      mocks: [eventMock({ answered: true })],
    });
    expect((await screen.findByRole('link', { name: 'Edit your answers' })).getAttribute('href')).toBe('/event/e1/survey/edit');
  });
});
