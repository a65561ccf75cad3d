import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { mailOutboxParams, notificationSettingsInput, unsubscribeParams } from './notifications.inputs';
import { NOTIFICATION_POLICY } from './notifications.policy';

/** The calls of notifications: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const NOTIFICATIONS_CALLS = defineCalls({
  notificationSettings: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: 'Whether you get reminder mails.',
    run: ({ context, services }) => services.notificationSettings.get(context),
  }),
  updateNotificationSettings: defineCall({
    access: 'signedIn',
    scope: 'account:write',
    input: notificationSettingsInput,
    summary: 'Turns reminder mails on or off.',
    run: ({ context, services }, choices) => services.notificationSettings.update(context, choices),
  }),
  mailOutbox: defineCall({
    access: rule(NOTIFICATION_POLICY, 'manageOutbox'),
    scope: 'account:read',
    summary:
      'The mails that were not delivered, newest first (at most 200): unconfirmed (the sending process stopped while sending: it may have gone out) and failed (given up after the last retry).',
    run: ({ context, services }) => services.mailOutbox.undelivered(context),
  }),
  sendMailAgain: defineCall({
    access: rule(NOTIFICATION_POLICY, 'manageOutbox'),
    scope: 'account:write',
    params: mailOutboxParams,
    summary: 'Queues one unconfirmed or failed mail to be sent again (the person may get it twice); 409 for a mail in another state.',
    run: ({ context, services }, { id }) => services.mailOutbox.sendAgain(context, id),
  }),
  unsubscribe: defineCall({
    access: 'public',
    scope: 'account:write',
    restOnly: 'the one-click link of a mail (RFC 8058), posted by the mail program',
    params: unsubscribeParams,
    // the link's token is the authority: no session is needed
    run: ({ services }, { token }) => services.notificationSettings.unsubscribe(token),
  }),
});
