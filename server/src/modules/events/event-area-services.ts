import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { DatabaseImageStorage, type ImageStorage } from '../../storage';
import { AttendanceService } from '../attendance/attendance.service';
import { QuestionsService } from '../questions/questions.service';
import type { Outbox } from '../notifications/outbox';
import { DecisionMails } from '../registrations/decision-mails';
import { RegistrationsService } from '../registrations/registrations.service';
import { SurveysService } from '../surveys/surveys.service';
import { EventsService } from './events.service';

export interface EventAreaServices {
  questions: QuestionsService;
  events: EventsService;
  registrations: RegistrationsService;
  surveys: SurveysService;
  attendance: AttendanceService;
}

/** The services of the events area, wired together (images in the database by default, so every process serves them). */
export function createEventAreaServices(deps: {
  dataSource: DataSource;
  clock: Clock;
  dataDir: string;
  outbox: Outbox;
  publicUrl: string;
  storage?: ImageStorage;
}): EventAreaServices {
  const { dataSource, clock } = deps;
  const storage = deps.storage ?? new DatabaseImageStorage(dataSource);
  const questions = new QuestionsService(dataSource);
  const events = new EventsService(dataSource, clock, storage, questions);
  return {
    questions,
    events,
    registrations: new RegistrationsService(
      dataSource,
      clock,
      events,
      questions,
      deps.outbox,
      new DecisionMails({ outbox: deps.outbox, publicUrl: deps.publicUrl }),
    ),
    surveys: new SurveysService(dataSource, clock, events, questions),
    attendance: new AttendanceService(dataSource, clock, events),
  };
}
