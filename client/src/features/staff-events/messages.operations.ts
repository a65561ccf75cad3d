import { graphql } from '../../graphql/generated';

/** Who a message would go to and the first recipient's mail (sends nothing). */
export const PreviewParticipantMessageQuery = graphql(`
  query PreviewParticipantMessage($input: ParticipantMessageInput!) {
    previewParticipantMessage(input: $input) {
      recipientCount
      recipients {
        userId
        firstName
        lastName
      }
      mail {
        to
        subject
        text
      }
    }
  }
`);

export const SendParticipantMessageMutation = graphql(`
  mutation SendParticipantMessage($input: ParticipantMessageInput!, $sendKey: String!) {
    sendParticipantMessage(input: $input, sendKey: $sendKey) {
      ...ParticipantMessageFields
    }
  }
`);

/** An event's messages (newest first) with their delivery counts. */
export const ParticipantMessagesQuery = graphql(`
  query ParticipantMessages($eventId: ID) {
    participantMessages(eventId: $eventId) {
      ...ParticipantMessageFields
    }
  }

  fragment ParticipantMessageFields on ParticipantMessage {
    id
    audience
    eventRole
    subject
    body
    recipientCount
    sentAt
    sentByName
    delivered
    waiting
    failed
  }
`);
