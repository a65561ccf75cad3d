import type { z } from 'zod';
import { body, params } from '../../input/contract';
import { LIMITS, bool, id, text } from '../../input/fields';

/** PATCH /user/notification_settings: which optional mails the player gets. */
export const notificationSettingsInput = body({ reminder_mails: bool().optional() }).transform((input) => ({
  reminderMails: input.reminder_mails,
}));
export type NotificationSettingsCommand = z.output<typeof notificationSettingsInput>;

/** POST /unsubscribe/{token}. */
export const unsubscribeParams = params({ token: text(LIMITS.token) });

export const MAIL_OUTBOX_MESSAGES = {
  notFound: 'Mail not found',
  notSendableAgain: (state: string) =>
    state === 'sent'
      ? 'This mail has been sent: it is not sent again'
      : `This mail is ${state === 'sending' ? 'being sent' : 'waiting to be sent'}: only an unconfirmed or failed mail can be sent again`,
  queued: 'The mail is queued to be sent again',
} as const;

/** POST /mail_outbox/{id}/send_again. */
export const mailOutboxParams = params({ id: id() });
