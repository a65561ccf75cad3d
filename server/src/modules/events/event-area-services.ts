import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { LocalDiskImageStorage, type ImageStorage } from '../../storage';
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

/** The services of the events area, wired together (images on local disk under DATA_DIR/uploads by default). */
export function createEventAreaServices(deps: {
  dataSource: DataSource;
  clock: Clock;
  dataDir: string;
  outbox: Outbox;
  publicUrl: string;
  storage?: ImageStorage;
}): EventAreaServices {
  const { dataSource, clock } = deps;
  const storage = deps.storage ?? LocalDiskImageStorage.inDataDir(deps.dataDir);
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
