import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Notification } from '../../db/entities/notification.entity';
import { Call, ScopeDomain } from '../../graphql/call-field';
import { NOTIFICATIONS_CALLS } from './notifications.calls';
import type { GraphQLContext } from '../../graphql/context';
import { parseGraphQLArgs } from '../../input/contract';
import type { NotificationChoices } from './notification-settings.service';
import { MAIL_OUTBOX_MESSAGES, mailOutboxParams, notificationSettingsInput } from './notifications.inputs';

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

@Resolver()
export class NotificationsResolver {
  @Call(NOTIFICATIONS_CALLS.notificationSettings)
  @Query(() => NotificationSettingsType, { description: 'Which mails the signed-in user gets.' })
  async notificationSettings(@Ctx() { request, services }: GraphQLContext): Promise<NotificationSettingsType> {
    return toType(await services.notificationSettings.get(request));
  }

  @Call(NOTIFICATIONS_CALLS.updateNotificationSettings)
  @Mutation(() => NotificationSettingsType, { description: 'Changes which mails the user gets.' })
  async updateNotificationSettings(
    @Arg('reminderMails', () => Boolean, { description: 'Whether event reminder mails are sent.', nullable: true })
    reminderMails: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<NotificationSettingsType> {
    const input = parseGraphQLArgs(notificationSettingsInput, { reminderMails: reminderMails ?? undefined });
    return toType(await services.notificationSettings.update(request, input));
  }

  @Call(NOTIFICATIONS_CALLS.mailOutbox)
  @Query(() => [OutboxMailType], {
    description: 'The mails that were not delivered (unconfirmed or failed), newest first, at most 200.',
  })
  async mailOutbox(@Ctx() { request, services }: GraphQLContext): Promise<OutboxMailType[]> {
    return (await services.mailOutbox.undelivered(request)).map(toOutboxMail);
  }

  @Call(NOTIFICATIONS_CALLS.sendMailAgain)
  @Mutation(() => SendMailAgainResultType, {
    description: 'Queues one unconfirmed or failed mail to be sent again (the person may get it twice).',
  })
  async sendMailAgain(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<SendMailAgainResultType> {
    const params = parseGraphQLArgs(mailOutboxParams, { id });
    const mail = await services.mailOutbox.sendAgain(request, params.id);
    return Object.assign(new SendMailAgainResultType(), { mail: toOutboxMail(mail), message: MAIL_OUTBOX_MESSAGES.queued });
  }
}
