import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { messageHistoryQuery, messagePreviewInput, sendMessageInput } from './messages.inputs';
import { MESSAGE_POLICY } from './messages.policy';

/** The calls of messages to participants: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const MESSAGES_CALLS = defineCalls({
  previewParticipantMessage: defineCall({
    access: rule(MESSAGE_POLICY, 'send'),
    scope: 'events:read',
    input: messagePreviewInput,
    summary: 'Who a message would go to (the count and the first names) and the mail the first of them would get; sends nothing.',
    run: ({ context, services }, draft) => services.messages.preview(context, draft),
  }),
  sendParticipantMessage: defineCall({
    access: rule(MESSAGE_POLICY, 'send'),
    scope: 'events:write',
    input: sendMessageInput,
    summary:
      "Sends a message to an event's participants (all registered, accepted, waitlisted, unreviewed, attendees, a role, picked registrations) or to every player who gave email consent; the same send_key again answers the first message and sends nothing.",
    run: ({ context, services }, command) => services.messages.send(context, command),
  }),
  participantMessages: defineCall({
    access: rule(MESSAGE_POLICY, 'send'),
    scope: 'events:read',
    input: messageHistoryQuery,
    summary: "The messages sent to an event's participants (without event: to all consenting players), newest first, with delivery counts.",
    run: ({ context, services }, { eventId }) => services.messages.history(context, eventId),
  }),
});
