import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Call, ScopeDomain } from '../../graphql/call-field';
import type { GraphQLContext } from '../../graphql/context';
import { parseGraphQLArgs } from '../../input/contract';
import { MESSAGES_CALLS } from './messages.calls';
import { messageHistoryQuery, messagePreviewInput, sendMessageInput } from './messages.inputs';
import type { MessagePreview, MessageView } from './messages.service';

@InputType('ParticipantMessageInput', { description: 'A message to participants: its audience and text.' })
export class ParticipantMessageInput {
  @Field(() => ID, { nullable: true, description: 'the event (none for the consenting audience)' }) eventId?: string | null;
  @Field({
    description:
      'registered (all but the cancelled), accepted, waitlisted, unreviewed, attendees, role, picked or consenting (all players who gave email consent)',
  })
  audience: string;
  @Field(() => String, { nullable: true, description: 'the role of the role audience' }) eventRole?: string | null;
  @Field(() => [ID], { nullable: true, description: 'the registrations of the picked audience' }) registrationIds?: string[] | null;
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String, { nullable: true }) body?: string | null;
}

@ObjectType('MessageRecipient')
export class MessageRecipientType {
  @Field(() => ID) userId: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
}

@ObjectType('MessageMail', { description: 'The mail one recipient gets.' })
export class MessageMailType {
  @Field() to: string;
  @Field() subject: string;
  @Field() text: string;
}

@ObjectType('MessagePreview')
export class MessagePreviewType {
  @Field(() => Int) recipientCount: number;
  @Field(() => [MessageRecipientType], { description: 'the first 20 recipients by name' }) recipients: MessageRecipientType[];
  @Field(() => MessageMailType, { nullable: true, description: "the first recipient's mail; null when nobody is in the audience" })
  mail: MessageMailType | null;
}

@ScopeDomain('events')
@ObjectType('ParticipantMessage', { description: 'A message an admin sent to participants, with its delivery counts.' })
export class ParticipantMessageType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) eventId: string | null;
  @Field() audience: string;
  @Field(() => String, { nullable: true }) eventRole: string | null;
  @Field() subject: string;
  @Field() body: string;
  @Field(() => Int) recipientCount: number;
  @Field() sentAt: Date;
  @Field(() => String, { nullable: true, description: "the sender's name" }) sentByName: string | null;
  @Field(() => Int, { description: 'mails sent' }) delivered: number;
  @Field(() => Int, { description: 'mails waiting to be sent (or retried)' }) waiting: number;
  @Field(() => Int, { description: 'mails given up or unconfirmed (see the mail outbox)' }) failed: number;
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

/** The draft in the REST shape. */
/** Messages to participants as GraphQL: each field calls one MessagesService method (as the REST routes do). */
@Resolver()
export class MessagesResolver {
  @Call(MESSAGES_CALLS.previewParticipantMessage)
  @Query(() => MessagePreviewType, { description: 'Who a message would go to and the mail the first of them would get; sends nothing.' })
  async previewParticipantMessage(
    @Arg('input') input: ParticipantMessageInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<MessagePreviewType> {
    return toPreviewType(await services.messages.preview(request, parseGraphQLArgs(messagePreviewInput, input)));
  }

  @Call(MESSAGES_CALLS.sendParticipantMessage)
  @Mutation(() => ParticipantMessageType, {
    description: 'Sends a message to participants; the same sendKey again answers the first message and sends nothing.',
  })
  async sendParticipantMessage(
    @Arg('input') input: ParticipantMessageInput,
    @Arg('sendKey', { description: "the draft's own key (one per draft)" }) sendKey: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ParticipantMessageType> {
    return toMessageType(await services.messages.send(request, parseGraphQLArgs(sendMessageInput, Object.assign({ sendKey }, input))));
  }

  @Call(MESSAGES_CALLS.participantMessages)
  @Query(() => [ParticipantMessageType], {
    description: "The messages sent to an event's participants (without eventId: to all consenting players), newest first.",
  })
  async participantMessages(
    @Arg('eventId', () => ID, { nullable: true }) eventId: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ParticipantMessageType[]> {
    const { eventId: id } = parseGraphQLArgs(messageHistoryQuery, { eventId: eventId ?? undefined });
    return (await services.messages.history(request, id)).map(toMessageType);
  }
}
