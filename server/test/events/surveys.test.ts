import { AttendanceRecord } from '../../src/db/entities/attendance-record.entity';
import { SurveyQuestion } from '../../src/db/entities/question.entities';
import { SurveyResponse } from '../../src/db/entities/survey-response.entity';
import { withTransaction } from '../../src/db/transaction';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createEvent, DAY } from '../support/events';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(databases())('surveys on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let player: Agent;
  let staff: Agent;
  let questions: { rating: SurveyQuestion; npcOnly: SurveyQuestion; comments: SurveyQuestion };

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    player = await agentFor(t.app, db.dataSource, users, 'player');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const make = (questionText: string, rolesToAsk: string[], answerRequired: boolean) =>
      withTransaction(db.dataSource, (m) =>
        m.save(m.create(SurveyQuestion, { isDefault: false, questionText, rolesToAsk, answerRequired, position: 0 })),
      );
    questions = {
      rating: await make('How was the event?', ['pc', 'npc'], true),
      npcOnly: await make('How was your npc shift?', ['npc'], true),
      comments: await make('Anything else?', ['pc', 'npc'], false),
    };
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  /** A finalized event whose survey opened yesterday, where the player attended as a pc. */
  async function surveyedEvent(fields: { surveyQuestions?: string[]; openAt?: Date | null } = {}) {
    const event = await createEvent(db.dataSource, {
      eventStartTime: inDays(-5),
      eventEndTime: inDays(-3),
      eventFinalized: true,
      eventSurveyOpenAt: fields.openAt === undefined ? inDays(-1) : fields.openAt,
      eventSurveyQuestions: fields.surveyQuestions ?? [questions.rating.id, questions.npcOnly.id, questions.comments.id],
    });
    await withTransaction(db.dataSource, (m) =>
      m.save(
        m.create(AttendanceRecord, {
          eventId: event.id,
          userId: users.player.id,
          characterId: null,
          eventRole: 'pc',
          deaths: 0,
          reaperFights: 0,
          xp: 0,
          xpSequence: 0,
          npcShards: 0,
          donationShards: 0,
          donationItems: null,
        }),
      ),
    );
    return event;
  }
  const responses = (eventId: string) => db.dataSource.manager.findBy(SurveyResponse, { eventId });
  const answers = (rating: string, extra: Record<string, string> = {}) => ({
    survey_answers: [
      { survey_question: questions.rating.id, question_answer: rating },
      ...Object.entries(extra).map(([id, text]) => ({ survey_question: id, question_answer: text })),
    ],
  });

  it('creates a response keeping only answers to asked questions, then edits it', async () => {
    const event = await surveyedEvent();
    const created = await player.rest(
      'POST',
      `/user/survey/${event.id}`,
      answers('Great', { [questions.npcOnly.id]: 'n/a', [questions.comments.id]: '  ' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      event: event.id,
      user: users.player.id,
      survey_answers: [{ survey_question: questions.rating.id, question_answer: 'Great' }],
    });
    const twice = await player.rest('POST', `/user/survey/${event.id}`, answers('Again'));
    expect(twice).toMatchObject({ status: 409, body: { message: 'You have already answered this survey; edit your response instead' } });

    const edited = await player.rest('PATCH', `/user/survey/${event.id}`, answers('Good', { [questions.comments.id]: 'More food' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.survey_answers).toEqual([
      { survey_question: questions.rating.id, question_answer: 'Good' },
      { survey_question: questions.comments.id, question_answer: 'More food' },
    ]);
    expect((await player.rest('GET', `/user/survey/${event.id}`)).body.data.survey_answers).toEqual(edited.body.data.survey_answers);
    const counted = await staff.rest('GET', `/events/${event.id}?include=survey_response_count`);
    expect(counted.body.data.survey_response_count).toBe(1);
  });

  it('requires the required answers; nothing is saved', async () => {
    const event = await surveyedEvent();
    const answer = await player.rest('POST', `/user/survey/${event.id}`, answers(''));
    expect(answer).toMatchObject({ status: 400, body: { message: 'Please answer: How was the event?' } });
    expect(await responses(event.id)).toHaveLength(0);
    expect(await player.rest('PATCH', `/user/survey/${event.id}`, answers('x'))).toMatchObject({
      status: 404,
      body: { message: 'Survey response not found' },
    });
  });

  it('is open only to attendees, only with questions, and only in the 15-day window', async () => {
    const event = await surveyedEvent();
    const notThere = await staff.rest('POST', `/user/survey/${event.id}`, answers('Great'));
    expect(notThere).toMatchObject({ status: 403, body: { message: 'Only those who attended the event can take its survey' } });

    const noQuestions = await surveyedEvent({ surveyQuestions: [] });
    expect(await player.rest('POST', `/user/survey/${noQuestions.id}`, answers('Great'))).toMatchObject({
      status: 409,
      body: { message: 'This event has no survey' },
    });

    const noWindow = await surveyedEvent({ openAt: null });
    expect(await player.rest('POST', `/user/survey/${noWindow.id}`, answers('Great'))).toMatchObject({
      status: 409,
      body: { message: 'The survey is not open' },
    });

    t.clock.set(new Date(inDays(-1).getTime() + 15 * DAY)); // 15 days after it opened: closed
    expect((await player.rest('POST', `/user/survey/${event.id}`, answers('Great'))).status).toBe(409);
    t.clock.set(new Date(inDays(-1).getTime() + 15 * DAY - 1));
    expect((await player.rest('POST', `/user/survey/${event.id}`, answers('Great'))).status).toBe(201);
    for (const id of [event.id, noQuestions.id, noWindow.id]) expect((await responses(id)).length).toBeLessThanOrEqual(1);
    expect(await responses(noQuestions.id)).toHaveLength(0);
  });

  it('works through GraphQL', async () => {
    const event = await surveyedEvent();
    const created = await player.graphql(
      `mutation S($answers: [AnswerInput!]!) { submitSurveyResponse(eventId: "${event.id}", answers: $answers) { surveyAnswers { questionId answer } } }`,
      {
        answers: [
          { questionId: questions.rating.id, answer: 'Fine' },
          { questionId: questions.npcOnly.id, answer: 'dropped' },
        ],
      },
    );
    expect(created.body.data.submitSurveyResponse.surveyAnswers).toEqual([{ questionId: questions.rating.id, answer: 'Fine' }]);
    const edited = await player.graphql(
      `mutation S($answers: [AnswerInput!]!) { submitSurveyResponse(eventId: "${event.id}", answers: $answers, edit: true) { surveyAnswers { answer } } }`,
      { answers: [{ questionId: questions.rating.id, answer: 'Better' }] },
    );
    expect(edited.body.data.submitSurveyResponse.surveyAnswers).toEqual([{ answer: 'Better' }]);
    const read = await player.graphql(`{ surveyResponse(eventId: "${event.id}") { surveyAnswers { answer } } }`);
    expect(read.body.data.surveyResponse.surveyAnswers).toEqual([{ answer: 'Better' }]);
    const notThere = await staff.graphql(`mutation { submitSurveyResponse(eventId: "${event.id}", answers: []) { id } }`);
    expect(notThere.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
