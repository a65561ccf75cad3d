import { surveyOpen } from '@larp/rules';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { SurveyResponse } from '../../db/entities/survey-response.entity';
import { withTransaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { timesOf } from '../events/event-times';
import { EVENT_MESSAGES as M } from '../events/events.messages';
import type { EventsService } from '../events/events.service';
import type { QuestionsService } from '../events/questions.service';
import { isDuplicateKey } from '../../errors';
import { keepAskedAnswers } from '../registrations/question-answers';
import type { SurveyCommand } from '../events/events-area.inputs';

/**
 * Post-event surveys (events §4 "Survey"): available only when the event has survey questions, the
 * user has an attendance record, and the survey window (rules' surveyOpen) is active. A response is
 * created once (POST), then edited (PATCH); only answers to asked questions are kept.
 */
export class SurveysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly questions: QuestionsService,
  ) {}

  /** The caller's own response, or 404. */
  async get(context: RequestContext, eventId: string): Promise<SurveyResponse> {
    const user = requireUser(context);
    await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    const response = await this.dataSource.manager.findOneBy(SurveyResponse, { eventId, userId: user.id });
    if (!response) throw notFound(M.surveyNotFound);
    return response;
  }

  async submit(context: RequestContext, eventId: string, input: SurveyCommand, mode: 'create' | 'edit'): Promise<SurveyResponse> {
    const user = requireUser(context);
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const event = await this.events.visibleEvent(context, eventId, manager);
        if (event.eventSurveyQuestions.length === 0) throw conflict(M.noSurvey);
        const record = await manager.findOneBy(AttendanceRecord, { eventId: event.id, userId: user.id });
        if (!record) throw new AppError('FORBIDDEN', M.surveyOnlyForAttendees);
        if (!surveyOpen(timesOf(event), this.clock.now())) throw conflict(M.surveyClosed);
        const questions = await this.questions.byIds('survey', event.eventSurveyQuestions, manager);
        const kept = keepAskedAnswers(questions, record.eventRole, input.answers);
        const surveyAnswers = kept.map((entry) => ({ survey_question: entry.question, question_answer: entry.answer }));
        const existing = await manager.findOneBy(SurveyResponse, { eventId: event.id, userId: user.id });
        if (mode === 'create') {
          if (existing) throw conflict(M.surveyAlreadyAnswered);
          return manager.save(manager.create(SurveyResponse, { eventId: event.id, userId: user.id, surveyAnswers }));
        }
        if (!existing) throw notFound(M.surveyNotFound);
        await manager.update(SurveyResponse, { id: existing.id }, { surveyAnswers });
        return manager.findOneByOrFail(SurveyResponse, { id: existing.id });
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(M.surveyAlreadyAnswered);
      throw error;
    }
  }
}
