import { Call, ScopeDomain } from '../../graphql/call-field';
import { NOTIFICATIONS_CALLS } from './notifications.calls';
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseGraphQLInput } from '../../input/contract';
import type { NotificationChoices } from './notification-settings.service';
import { notificationSettingsInput } from './notifications.inputs';

@ScopeDomain('account')
@ObjectType('NotificationSettings', { description: 'Which optional mails the player gets (issue 20).' })
export class NotificationSettingsType {
  @Field({ description: 'reminders: commit a pc build before an event, the survey is open' }) reminderMails: boolean;
}

const toType = (choices: NotificationChoices) => Object.assign(new NotificationSettingsType(), { reminderMails: choices.reminder_mails });

@Resolver()
export class NotificationsResolver {
  @Call(NOTIFICATIONS_CALLS.notificationSettings)
  @Query(() => NotificationSettingsType)
  async notificationSettings(@Ctx() { request, services }: GraphQLContext): Promise<NotificationSettingsType> {
    return toType(await services.notificationSettings.get(request));
  }

  @Call(NOTIFICATIONS_CALLS.updateNotificationSettings)
  @Mutation(() => NotificationSettingsType)
  async updateNotificationSettings(
    @Arg('reminderMails', () => Boolean, { nullable: true }) reminderMails: boolean | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<NotificationSettingsType> {
    const input = parseGraphQLInput(notificationSettingsInput, { reminder_mails: reminderMails ?? undefined });
    return toType(await services.notificationSettings.update(request, input));
  }
}
