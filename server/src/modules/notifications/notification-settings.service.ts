import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { NotificationSettings } from '../../db/entities/notification.entity';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import type { NotificationSettingsCommand } from './notifications.inputs';

export const UNSUBSCRIBE_MESSAGES = {
  unknownLink: 'This unsubscribe link is not valid',
} as const;

/** What /account shows and changes. */
export interface NotificationChoices {
  reminder_mails: boolean;
}

/**
 * Players' choice of optional mails: reminders (commit a pc build before the event, the
 * survey is open) are on until turned off on /account or by an unsubscribe link. Required mails
 * (registration decisions, offers, account mails) are always sent. Each user's settings row holds
 * the random token of their unsubscribe links; it is made the first time it is needed.
 */
export class NotificationSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly publicUrl: string,
  ) {}

  async get(context: RequestContext): Promise<NotificationChoices> {
    const user = requireUser(context);
    const settings = await this.dataSource.manager.findOneBy(NotificationSettings, { userId: user.id });
    return { reminder_mails: settings?.reminderMails ?? true };
  }

  async update(context: RequestContext, choices: NotificationSettingsCommand): Promise<NotificationChoices> {
    const user = requireUser(context);
    return withTransaction(this.dataSource, async (manager) => {
      const settings = await this.settingsOf(manager, user.id);
      if (choices.reminderMails !== undefined) {
        await manager.update(NotificationSettings, { userId: user.id }, { reminderMails: choices.reminderMails });
        settings.reminderMails = choices.reminderMails;
      }
      return { reminder_mails: settings.reminderMails };
    });
  }

  /** POST /unsubscribe/{token} (RFC 8058 one-click, and the page the mail links to): reminders off. */
  async unsubscribe(token: string): Promise<NotificationChoices> {
    return withTransaction(this.dataSource, async (manager) => {
      const settings = token ? await manager.findOneBy(NotificationSettings, { unsubscribeToken: token }) : null;
      if (!settings) throw notFound(UNSUBSCRIBE_MESSAGES.unknownLink);
      await manager.update(NotificationSettings, { userId: settings.userId }, { reminderMails: false });
      return { reminder_mails: false };
    });
  }

  /** The user's settings, made (reminders on, a new token) when they have none. */
  async settingsOf(manager: EntityManager, userId: string): Promise<NotificationSettings> {
    const existing = await manager.findOneBy(NotificationSettings, { userId });
    if (existing) return existing;
    const fields = { userId, reminderMails: true, unsubscribeToken: randomBytes(32).toString('base64url') };
    // Inserted from its own object: on MariaDB TypeORM re-reads the columns that have defaults after
    // the INSERT and merges them into the object inserted, a boolean as the 1 MariaDB stores.
    await manager.insert(NotificationSettings, { ...fields });
    return manager.create(NotificationSettings, fields);
  }

  /** The one-click URL (List-Unsubscribe) and the page a person opens (the mail's footer). */
  unsubscribeUrls(token: string): { oneClick: string; page: string } {
    return { oneClick: `${this.publicUrl}/api/v1/unsubscribe/${token}`, page: `${this.publicUrl}/unsubscribe/${token}` };
  }
}
