import { PREREGISTRATION_CUTOFF_DAYS, SURVEY_WINDOW_DAYS, shownBuild, surveyOpen } from '@larp/rules';
import { present } from '../../errors';
import type { DataSource } from 'typeorm';
import { And, In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';
import type { Clock } from '../../clock';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { Character } from '../../db/entities/character.entity';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { SurveyResponse } from '../../db/entities/survey-response.entity';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { commitReminderMail, surveyOpenMail, type MailMessage } from '../../mail';
import { timesOf } from '../events/event-times';
import type { NotificationSettingsService } from './notification-settings.service';
import type { Outbox } from './outbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminders the spec implies, optional mail each player may turn off:
 *  - commit your build: from two weeks (the pre-registration cutoff) before a published event, to
 *    each pc registered (unreviewed or accepted) whose character has no committed build;
 *  - the survey is open: while an event's survey window is open, to each attendee without a response.
 * Each is written once (its outbox key names the event and the registration or user); the scheduler
 * runs this under its lease, once across processes.
 */
export class Reminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly settings: NotificationSettingsService,
    private readonly publicUrl: string,
  ) {}

  async run(): Promise<{ commit: number; survey: number }> {
    const result = { commit: await this.commitReminders(), survey: await this.surveyReminders() };
    if (result.commit + result.survey > 0) this.outbox.kick();
    return result;
  }

  private async commitReminders(): Promise<number> {
    const now = this.clock.now();
    const events = await this.dataSource.manager.find(Event, {
      where: {
        eventPublished: true,
        eventFinalized: false,
        eventStartTime: And(MoreThan(now), LessThanOrEqual(new Date(now.getTime() + PREREGISTRATION_CUTOFF_DAYS * DAY_MS))),
      },
    });
    let written = 0;
    for (const event of events) {
      const registrations = await this.dataSource.manager.find(EventRegistration, {
        where: [
          { eventId: event.id, eventRole: 'pc', state: IsNull(), characterId: Not(IsNull()) },
          { eventId: event.id, eventRole: 'pc', state: 'accepted', characterId: Not(IsNull()) },
        ],
      });
      const withCharacters = registrations.filter((r): r is EventRegistration & { characterId: string } => r.characterId !== null);
      const characterIds = withCharacters.map((r) => r.characterId);
      const uncommitted = new Map(
        (characterIds.length ? await this.dataSource.manager.findBy(Character, { id: In(characterIds) }) : [])
          .filter((character) => character.committedBuild === null)
          .map((character) => [character.id, character]),
      );
      for (const registration of withCharacters) {
        const character = uncommitted.get(registration.characterId);
        if (!character) continue;
        const name = shownBuild(character.savedBuild, character.committedBuild)?.character_name ?? null;
        const sent = await this.remind(
          registration.userId,
          `reminder_commit:${event.id}:${registration.id}`,
          'reminder_commit',
          (user, page) =>
            commitReminderMail(
              this.publicUrl,
              { to: user.email, firstName: user.firstName, eventTitle: event.eventTitle, eventRole: 'pc', characterName: name },
              event.eventStartTime,
              page,
            ),
        );
        if (sent) written += 1;
      }
    }
    return written;
  }

  private async surveyReminders(): Promise<number> {
    const now = this.clock.now();
    const events = (
      await this.dataSource.manager.find(Event, {
        where: { eventSurveyOpenAt: And(LessThanOrEqual(now), MoreThan(new Date(now.getTime() - SURVEY_WINDOW_DAYS * DAY_MS))) },
      })
    ).filter((event) => event.eventSurveyQuestions.length > 0 && surveyOpen(timesOf(event), now));
    let written = 0;
    for (const event of events) {
      const attendees = await this.dataSource.manager.find(AttendanceRecord, { where: { eventId: event.id }, select: { userId: true } });
      const answered = new Set(
        (await this.dataSource.manager.find(SurveyResponse, { where: { eventId: event.id }, select: { userId: true } })).map(
          (r) => r.userId,
        ),
      );
      const opensAt = present(event.eventSurveyOpenAt, 'the survey opening time'); // the query asked for one
      const closesAt = new Date(opensAt.getTime() + SURVEY_WINDOW_DAYS * DAY_MS);
      for (const { userId } of attendees) {
        if (answered.has(userId)) continue;
        const sent = await this.remind(userId, `reminder_survey:${event.id}:${userId}`, 'reminder_survey', (user, page) =>
          surveyOpenMail(
            this.publicUrl,
            { to: user.email, firstName: user.firstName, eventTitle: event.eventTitle, eventRole: '', characterName: null },
            closesAt,
            page,
          ),
        );
        if (sent) written += 1;
      }
    }
    return written;
  }

  /** Writes one reminder unless the user turned reminders off (or it was written before). */
  private remind(userId: string, key: string, kind: string, build: (user: User, unsubscribePage: string) => MailMessage): Promise<boolean> {
    return withTransaction(this.dataSource, async (manager) => {
      const user = await manager.findOneBy(User, { id: userId });
      if (!user) return false;
      const settings = await this.settings.settingsOf(manager, userId);
      if (!settings.reminderMails) return false;
      const urls = this.settings.unsubscribeUrls(settings.unsubscribeToken);
      const message = build(user, urls.page);
      return this.outbox.write(manager, {
        key,
        kind,
        userId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
        unsubscribeUrl: urls.oneClick,
        priority: 'bulk',
      });
    });
  }
}
