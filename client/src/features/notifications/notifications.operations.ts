import { graphql } from '../../graphql/generated';

/** The optional mails the player gets: reminders. */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      reminderMails
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($reminderMails: Boolean!) {
    updateNotificationSettings(reminderMails: $reminderMails) {
      reminderMails
    }
  }
`);
