import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { NOTIFICATION_POLICY } from './notifications.policy';

/** The calls of notifications: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const NOTIFICATIONS_CALLS = defineCalls({
  notificationSettings: { access: 'signedIn', scope: 'account:read' },
  updateNotificationSettings: { access: 'signedIn', scope: 'account:write' },
  mailOutbox: { access: rule(NOTIFICATION_POLICY, 'manageOutbox'), scope: 'account:read' },
  sendMailAgain: { access: rule(NOTIFICATION_POLICY, 'manageOutbox'), scope: 'account:write' },
  unsubscribe: {
    access: 'public',
    scope: 'account:write',
    restOnly: 'the one-click link of a mail (RFC 8058), posted by the mail program',
  },
});
