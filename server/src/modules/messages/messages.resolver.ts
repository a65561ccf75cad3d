import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Call, runCall, ScopeDomain } from '../../graphql/call-field';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES_CALLS } from './messages.calls';
import type { MessagePreview, MessageView } from './messages.service';

@InputType('ParticipantMessageInput', { description: 'A message to participants: its audience and text.' })
export class ParticipantMessageInput {
  @Field(() => ID, { nullable: true, description: 'The event (none for the consenting audience)' }) eventId?: string | null;
  @Field({
    description:
      'Registered (all but the cancelled), accepted, waitlisted, unreviewed, attendees, role, picked or consenting (all players who gave email consent)',
  })
  audience: string;
  @Field(() => String, { nullable: true, description: 'The role of the role audience' }) eventRole?: string | null;
  @Field(() => [ID], { nullable: true, description: 'The registrations of the picked audience' }) registrationIds?: string[] | null;
  @Field(() => String, { description: 'The subject line.', nullable: true }) subject?: string | null;
  @Field(() => String, { description: 'The text.', nullable: true }) body?: string | null;
}

@ObjectType('MessageRecipient', { description: 'One recipient of a participant message.' })
export class MessageRecipientType {
  @Field(() => ID, { description: "The recipient's user id." }) userId: string;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
  @Field({ description: "The recipient's address." }) email: string;
}

@ObjectType('MessageMail', { description: 'The mail one recipient gets.' })
export class MessageMailType {
  @Field({ description: "The recipient's address." }) to: string;
  @Field({ description: 'The subject line.' }) subject: string;
  @Field({ description: "The mail's text." }) text: string;
}

@ObjectType('MessagePreview', { description: 'Who a participant message would reach.' })
export class MessagePreviewType {
  @Field(() => Int, { description: 'How many people would receive it.' }) recipientCount: number;
  @Field(() => [MessageRecipientType], { description: 'The first 20 recipients by name' }) recipients: MessageRecipientType[];
  @Field(() => MessageMailType, { nullable: true, description: "The first recipient's mail; null when nobody is in the audience" })
  mail: MessageMailType | null;
}

@ScopeDomain('events')
@ObjectType('ParticipantMessage', { description: 'A message an admin sent to participants, with its delivery counts.' })
export class ParticipantMessageType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The event whose participants got it; null for everyone.', nullable: true }) eventId: string | null;
  @Field({ description: 'Who it went to.' }) audience: string;
  @Field(() => String, { description: 'Only participants in this role got it; null for all roles.', nullable: true }) eventRole:
    string | null;
  @Field({ description: 'The subject line.' }) subject: string;
  @Field({ description: 'The text.' }) body: string;
  @Field(() => Int, { description: 'How many received it.' }) recipientCount: number;
  @Field({ description: 'When it was sent.' }) sentAt: Date;
  @Field(() => String, { nullable: true, description: "The sender's name" }) sentByName: string | null;
  @Field(() => Int, { description: 'Mails sent' }) delivered: number;
  @Field(() => Int, { description: 'Mails waiting to be sent (or retried)' }) waiting: number;
  @Field(() => Int, { description: 'Mails given up or unconfirmed (see the mail outbox)' }) failed: number;
}

const toMessageType = ({ message, sentBy, delivered, waiting, failed }: MessageView): ParticipantMessageType =>
  Object.assign(new ParticipantMessageType(), {
    id: message.id,
    eventId: message.eventId,
    audience: message.audience,
    eventRole: message.eventRole,
    subject: message.subject,
    body: message.body,
    recipientCount: message.recipientCount,
    sentAt: message.sentAt,
    sentByName: sentBy ? `${sentBy.firstName} ${sentBy.lastName}`.trim() : null,
    delivered,
    waiting,
    failed,
  });

const toPreviewType = (preview: MessagePreview): MessagePreviewType =>
  Object.assign(new MessagePreviewType(), {
    recipientCount: preview.recipientCount,
    recipients: preview.recipients.map((r) => Object.assign(new MessageRecipientType(), r)),
    mail: preview.mail ? Object.assign(new MessageMailType(), preview.mail) : null,
  });

/** Messages to participants as GraphQL: each field runs its call's definition (messages.calls.ts), as the REST rows do. */
@Resolver()
export class MessagesResolver {
  @Call(MESSAGES_CALLS.previewParticipantMessage)
  @Query(() => MessagePreviewType, { description: 'Who a message would go to and the mail the first of them would get; sends nothing.' })
  async previewParticipantMessage(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: ParticipantMessageInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePreviewType> {
    return toPreviewType(await runCall(MESSAGES_CALLS.previewParticipantMessage, context, input));
  }

  @Call(MESSAGES_CALLS.sendParticipantMessage)
  @Mutation(() => ParticipantMessageType, {
    description: 'Sends a message to participants; the same sendKey again answers the first message and sends nothing.',
  })
  async sendParticipantMessage(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: ParticipantMessageInput,
    @Arg('sendKey', { description: "The draft's own key (one per draft)" }) sendKey: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ParticipantMessageType> {
    return toMessageType(await runCall(MESSAGES_CALLS.sendParticipantMessage, context, { sendKey }, input));
  }

  @Call(MESSAGES_CALLS.participantMessages)
  @Query(() => [ParticipantMessageType], {
    description: "The messages sent to an event's participants (without eventId: to all consenting players), newest first.",
  })
  async participantMessages(
    @Arg('eventId', () => ID, { description: "Only those to this event's participants.", nullable: true }) eventId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ParticipantMessageType[]> {
    return (await runCall(MESSAGES_CALLS.participantMessages, context, { eventId })).map(toMessageType);
  }
}
