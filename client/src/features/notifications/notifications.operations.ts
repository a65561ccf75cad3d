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

/** The admins' list of undelivered mail: unconfirmed (cut off by a crash) and failed (given up). */
export const MailOutboxQuery = graphql(`
  query MailOutbox {
    mailOutbox {
      id
      kind
      to
      subject
      state
      attempts
      lastError
      createdAt
      lastAttemptAt
    }
  }
`);

export const SendMailAgainMutation = graphql(`
  mutation SendMailAgain($id: ID!) {
    sendMailAgain(id: $id) {
      message
      mail {
        id
        state
      }
    }
  }
`);
