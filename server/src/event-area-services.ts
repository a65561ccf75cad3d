import type { DataSource } from 'typeorm';
import type { Clock } from './clock';
import { DatabaseImageStorage, type ImageStorage } from './storage';
import { AttendanceService } from './modules/attendance/attendance.service';
import { QuestionsService } from './modules/events/questions.service';
import type { Outbox } from './modules/notifications/outbox';
import { DecisionMails, type DecisionMailsDeps } from './modules/registrations/decision-mails';
import { RegistrationsService } from './modules/registrations/registrations.service';
import { Waitlist } from './modules/registrations/waitlist';
import { SurveysService } from './modules/surveys/surveys.service';
import { EventsService } from './modules/events/events.service';

export interface EventAreaServices {
  questions: QuestionsService;
  events: EventsService;
  registrations: RegistrationsService;
  /** promotion, offer lapses and warnings (scheduled) */
  waitlist: Waitlist;
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
  /** Issues the check-in ticket an acceptance mail carries */
  tickets?: DecisionMailsDeps['tickets'];
  /** Writes the payment-due mail when a registration comes to owe its fee */
  payments?: DecisionMailsDeps['payments'];
}): EventAreaServices {
  const { dataSource, clock } = deps;
  const storage = deps.storage ?? new DatabaseImageStorage(dataSource);
  const questions = new QuestionsService(dataSource);
  const events = new EventsService(dataSource, clock, storage, questions);
  const decisionMails = new DecisionMails({
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
    ...(deps.tickets ? { tickets: deps.tickets } : {}),
    ...(deps.payments ? { payments: deps.payments } : {}),
  });
  const waitlist = new Waitlist(dataSource, clock, decisionMails, deps.outbox);
  // An edit that raises the places (or changes the mode) promotes from the waitlist in its transaction.
  events.placesChanged = {
    async inTransaction(manager, event) {
      for (const role of ['pc', 'npc']) await waitlist.fill(manager, event, role);
    },
    afterCommit: () => {
      deps.outbox.kick();
      waitlist.changeFeed.afterCommit();
    },
  };
  return {
    questions,
    events,
    waitlist,
    registrations: new RegistrationsService(dataSource, clock, events, questions, deps.outbox, decisionMails, waitlist),
    surveys: new SurveysService(dataSource, clock, events, questions),
    attendance: new AttendanceService(dataSource, clock, events),
  };
}
