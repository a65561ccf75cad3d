import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Notification } from '../../db/entities/notification.entity';
import { Call, runCall, ScopeDomain } from '../../graphql/call-field';
import { NOTIFICATIONS_CALLS } from './notifications.calls';
import type { GraphQLContext } from '../../graphql/context';
import type { NotificationChoices } from './notification-settings.service';
import { MAIL_OUTBOX_MESSAGES } from './notifications.inputs';

@ScopeDomain('account')
@ObjectType('NotificationSettings', { description: 'Which optional mails the player gets.' })
export class NotificationSettingsType {
  @Field({ description: 'Reminders: commit a pc build before an event, the survey is open' }) reminderMails: boolean;
}

@ScopeDomain('account')
@ObjectType('OutboxMail', { description: "A mail of the outbox, as the admins' list of undelivered mail shows it." })
export class OutboxMailType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'What it is about: verify, reset, email_change, decision, reminder_commit, ...' }) kind: string;
  @Field({ description: 'The recipient address' }) to: string;
  @Field({ description: 'The subject line.' }) subject: string;
  @Field({
    description:
      'Pending, sending, sent, failed (given up after the last retry) or unconfirmed (the sender stopped while sending: it may have gone out)',
  })
  state: string;
  @Field(() => Int, { description: 'How many delivery attempts have been made.' }) attempts: number;
  @Field(() => String, { description: "The last delivery attempt's error; null when none failed.", nullable: true }) lastError:
    string | null;
  @Field({ description: 'When the mail was queued.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the last attempt began' }) lastAttemptAt: Date | null;
}

@ScopeDomain('account')
@ObjectType('SendMailAgainResult', { description: 'A mail queued again, and the message to show.' })
export class SendMailAgainResultType {
  @Field(() => OutboxMailType, { description: 'The mail.' }) mail: OutboxMailType;
  @Field({ description: 'The confirmation text to show the user.' }) message: string;
}

const toOutboxMail = (mail: Notification): OutboxMailType =>
  Object.assign(new OutboxMailType(), {
    id: mail.id,
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    state: mail.state,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt,
    lastAttemptAt: mail.claimedAt,
  });

const toType = (choices: NotificationChoices) => Object.assign(new NotificationSettingsType(), { reminderMails: choices.reminder_mails });

/** Notification settings and the mail outbox as GraphQL: each runs its call's definition (notifications.calls.ts). */
@Resolver()
export class NotificationsResolver {
  @Call(NOTIFICATIONS_CALLS.notificationSettings)
  @Query(() => NotificationSettingsType, { description: 'Which mails the signed-in user gets.' })
  async notificationSettings(@Ctx() context: GraphQLContext): Promise<NotificationSettingsType> {
    return toType(await runCall(NOTIFICATIONS_CALLS.notificationSettings, context));
  }

  @Call(NOTIFICATIONS_CALLS.updateNotificationSettings)
  @Mutation(() => NotificationSettingsType, { description: 'Changes which mails the user gets.' })
  async updateNotificationSettings(
    @Arg('reminderMails', () => Boolean, { description: 'Whether event reminder mails are sent.', nullable: true })
    reminderMails: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<NotificationSettingsType> {
    return toType(await runCall(NOTIFICATIONS_CALLS.updateNotificationSettings, context, { reminderMails }));
  }

  @Call(NOTIFICATIONS_CALLS.mailOutbox)
  @Query(() => [OutboxMailType], {
    description: 'The mails that were not delivered (unconfirmed or failed), newest first, at most 200.',
  })
  async mailOutbox(@Ctx() context: GraphQLContext): Promise<OutboxMailType[]> {
    return (await runCall(NOTIFICATIONS_CALLS.mailOutbox, context)).map(toOutboxMail);
  }

  @Call(NOTIFICATIONS_CALLS.sendMailAgain)
  @Mutation(() => SendMailAgainResultType, {
    description: 'Queues one unconfirmed or failed mail to be sent again (the person may get it twice).',
  })
  async sendMailAgain(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<SendMailAgainResultType> {
    const mail = await runCall(NOTIFICATIONS_CALLS.sendMailAgain, context, { id });
    return Object.assign(new SendMailAgainResultType(), { mail: toOutboxMail(mail), message: MAIL_OUTBOX_MESSAGES.queued });
  }
}
