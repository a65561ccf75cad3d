import type { Readable } from 'node:stream';
import { registrationReviewText, shownBuild } from '@larp/rules';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { CalendarFeed } from '../../db/entities/integrator.entities';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import type { AttendanceService } from '../attendance/attendance.service';
import { csvDateTime, registrationAnswersCsv, registrationAnswersFileName } from '../attendance/registration-answers-csv';
import { IncludeSet } from '../events/event-include';
import type { EventView } from '../events/event-views';
import type { PaymentsService } from '../payments/payments.service';
import type { StaffCharacterRow, StaffListsService } from '../staff-lists/staff-lists.service';
import { csvStream, exportFileName, toCsv } from './csv';
import { icalendar, type CalendarEntry } from './ical';

export interface CsvExport {
  fileName: string;
  /** the text, or a stream of it (the whole-table exports) */
  csv: string | Readable;
}

const FEED_MISSING = 'This calendar address is not valid (it may have been reset)';

/**
 * The staff CSV exports (registrations with answers, attendance, survey responses, characters with
 * XP) and each user's iCal feed of published events at a secret, resettable address.
 * Each export goes through the service that owns its data, with that service's policy.
 */
export class ExportsService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      publicUrl: string;
      attendance: AttendanceService;
      staffLists: StaffListsService;
      /** the payment columns of the registrations CSV, for callers who may read payments */
      payments?: PaymentsService;
    },
  ) {}

  /** The registrations CSV of the exports (`<title>-registrations.csv`). */
  async registrations(context: RequestContext, eventId: string): Promise<CsvExport> {
    return this.registrationsCsv(context, eventId, (view) => exportFileName(view.event.eventTitle, 'registrations'));
  }

  /** The same rows as the attendance review's Registration Answers download (`<title>-registration-answers.csv`). */
  async registrationAnswers(context: RequestContext, eventId: string): Promise<{ fileName: string; csv: string }> {
    return this.registrationsCsv(context, eventId, registrationAnswersFileName);
  }

  /**
   * An event's active registrations with their answers and, for callers who may read payments, what
   * each owes and has paid: the one place both registration downloads are made.
   */
  private async registrationsCsv(
    context: RequestContext,
    eventId: string,
    fileNameOf: (view: EventView) => string,
  ): Promise<{ fileName: string; csv: string }> {
    const view = await this.deps.attendance.review(
      context,
      eventId,
      new IncludeSet(new Set(['event_registrations', 'event_registrations.user', 'event_registrations.character'])),
    );
    const payments = (await this.deps.payments?.accountsIfVisible(context, eventId)) ?? undefined;
    return { fileName: fileNameOf(view), csv: registrationAnswersCsv(view, this.deps.attendance.siteTimeZone, payments) };
  }

  async attendance(context: RequestContext, eventId: string): Promise<CsvExport> {
    const view = await this.deps.attendance.review(
      context,
      eventId,
      new IncludeSet(new Set(['attendance_records', 'attendance_records.user', 'attendance_records.character'])),
    );
    const header = [
      'First name',
      'Last name',
      'Email',
      'Role',
      'Character',
      'XP',
      'XP sequence',
      'Deaths',
      'Reaper fights',
      'NPC shards',
      'Donation shards',
      'Donation items',
    ];
    const rows = (view.attendanceRecords ?? []).map((record) => {
      const user = view.users.get(record.userId);
      const character = record.characterId ? view.characters.get(record.characterId) : undefined;
      const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
      return [
        user?.firstName,
        user?.lastName,
        user?.email,
        record.eventRole,
        build?.character_name,
        record.xp,
        record.xpSequence,
        record.deaths,
        record.reaperFights,
        record.npcShards,
        record.donationShards,
        record.donationItems,
      ];
    });
    return { fileName: exportFileName(view.event.eventTitle, 'attendance'), csv: toCsv(header, rows) };
  }

  async surveyResponses(context: RequestContext, eventId: string): Promise<CsvExport> {
    const view = await this.deps.attendance.review(
      context,
      eventId,
      new IncludeSet(new Set(['survey_responses', 'survey_responses.user'])),
    );
    const questions = view.surveyQuestions;
    const header = ['First name', 'Last name', 'Email', 'Submitted at', ...questions.map((question) => question.questionText)];
    const rows = (view.surveyResponses ?? []).map((response) => {
      const user = view.users.get(response.userId);
      const answers = new Map(response.surveyAnswers.map((answer) => [answer.survey_question, answer.question_answer]));
      return [
        user?.firstName,
        user?.lastName,
        user?.email,
        csvDateTime(response.updatedAt, this.deps.attendance.siteTimeZone),
        ...questions.map((question) => answers.get(question.id) ?? ''),
      ];
    });
    return { fileName: exportFileName(view.event.eventTitle, 'survey-responses'), csv: toCsv(header, rows) };
  }

  /** Every character as CSV, streamed a batch of characters at a time (StaffListsService.characterRowsInBatches). */
  async characters(context: RequestContext): Promise<CsvExport> {
    const rows = await this.deps.staffLists.characterRowsInBatches(context);
    const header = [
      'Character',
      'Class',
      'Race',
      'Level',
      'XP total',
      'Events attended',
      'Deaths',
      'Reaper fights',
      'Committed',
      'Player',
      'Player email',
    ];
    return {
      fileName: 'characters.csv',
      csv: csvStream(header, rows.batches, (row: StaffCharacterRow) => [
        row.characterName,
        row.characterClass,
        row.raceDescription,
        row.characterLevel,
        row.characterXpTotal,
        row.characterXpSequence,
        row.deathCount,
        row.reaperFightCount,
        row.committed ? 'yes' : 'no',
        row.playerName,
        row.playerEmail,
      ]),
    };
  }

  /** Whether the signed-in user has a feed address (the address itself is shown only when made). */
  async calendarStatus(context: RequestContext): Promise<{ hasFeed: boolean; createdAt: Date | null }> {
    const user = requireUser(context);
    const feed = await this.deps.dataSource.getRepository(CalendarFeed).findOneBy({ userId: user.id });
    return { hasFeed: feed !== null, createdAt: feed?.createdAt ?? null };
  }

  /** Makes the user's secret feed address, replacing any earlier one (which stops working). */
  async resetCalendar(context: RequestContext): Promise<{ url: string }> {
    const user = requireUser(context);
    const token = newSecretToken();
    const now = this.deps.clock.now();
    await withTransaction(this.deps.dataSource, async (manager) => {
      await manager.delete(CalendarFeed, { userId: user.id });
      await manager.insert(CalendarFeed, { userId: user.id, tokenHash: hashToken(token), createdAt: now });
    });
    return { url: `${this.deps.publicUrl.replace(/\/$/, '')}/api/v1/calendar/${token}.ics` };
  }

  /** The feed behind a secret address: published events, each with the owner's registration state. */
  async calendarFeed(file: string): Promise<string> {
    const match = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file);
    const feed = match ? await this.deps.dataSource.getRepository(CalendarFeed).findOneBy({ tokenHash: hashToken(match[1]) }) : null;
    if (!feed) throw notFound(FEED_MISSING);
    const events = await this.deps.dataSource
      .getRepository(Event)
      .find({ where: { eventPublished: true }, order: { eventStartTime: 'ASC', id: 'ASC' } });
    const registrations = await this.deps.dataSource.getRepository(EventRegistration).findBy({ userId: feed.userId });
    const byEvent = new Map(registrations.map((registration) => [registration.eventId, registration]));
    const host = new URL(this.deps.publicUrl).hostname;
    const entries: CalendarEntry[] = events.map((event) => {
      const registration = byEvent.get(event.id);
      const state = registration ? registrationReviewText(registration) : null;
      return {
        uid: `${event.id}@${host}`,
        start: event.eventStartTime,
        end: event.eventEndTime,
        summary: state ? `${event.eventTitle} (${state})` : event.eventTitle,
        location: event.eventAddress,
        description: `${state ? `Your registration: ${state}\n\n` : 'You are not registered.\n\n'}${event.eventDescription}`,
        url: `${this.deps.publicUrl.replace(/\/$/, '')}/events`,
        status: !registration
          ? 'TENTATIVE'
          : registration.state === 'cancelled'
            ? 'CANCELLED'
            : registration.state === 'accepted'
              ? 'CONFIRMED'
              : 'TENTATIVE',
      };
    });
    return icalendar('LARP events', entries, this.deps.clock.now());
  }
}
