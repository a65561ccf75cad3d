import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormMessage } from '../../components/form-message';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { buttonFailureText } from '../events/event-messages';
import { NotificationSettingsQuery, UpdateNotificationSettingsMutation } from './notifications.operations';

export const NOTIFICATION_TEXT = {
  reminders: 'Reminder mails: commit your build two weeks before an event, and the survey is open',
  help: 'Mails about your registrations (accepted, waitlisted, an offered place) always come.',
  saved: (on: boolean) => (on ? 'Reminder mails are on.' : 'Reminder mails are off.'),
} as const;

type Outcome = { kind: 'success' | 'failure'; message: string };

/** /account's Notifications section: the optional mails, saved as soon as they change. */
export function NotificationSettings({ settings }: { settings: PreloadedOf<typeof NotificationSettingsQuery> }) {
  const id = useId();
  // Fresh on every visit: /account's route loader (routes/account/account.loader.ts) asks the server.
  const { data } = usePreloaded(settings);
  // The settings have no id to be matched by: the answer is written over the query's own.
  const [update, { loading }] = useMutation(UpdateNotificationSettingsMutation, {
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: NotificationSettingsQuery, data: { notificationSettings: answer.updateNotificationSettings } });
    },
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const on = data?.notificationSettings.reminderMails;

  async function change(reminderMails: boolean) {
    try {
      await update({ variables: { reminderMails } });
      setOutcome({ kind: 'success', message: NOTIFICATION_TEXT.saved(reminderMails) });
    } catch (error) {
      setOutcome({ kind: 'failure', message: buttonFailureText(error) });
    }
  }

  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 className="h4" id={`${id}-title`}>
        Notifications
      </h2>
      <Form.Check
        type="switch"
        id={`${id}-reminders`}
        label={NOTIFICATION_TEXT.reminders}
        checked={on ?? false}
        disabled={on === undefined || loading}
        onChange={(event) => void change(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <Form.Text id={`${id}-help`}>{NOTIFICATION_TEXT.help}</Form.Text>
      {outcome && (
        <FormMessage trigger={outcome} variant={outcome.kind === 'success' ? 'success' : 'danger'}>
          {outcome.message}
        </FormMessage>
      )}
    </section>
  );
}
