import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { MESSAGE_POLICY } from './messages.policy';

/** The calls of messages to participants: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const MESSAGES_CALLS = defineCalls({
  previewParticipantMessage: { access: rule(MESSAGE_POLICY, 'send'), scope: 'events:read' },
  sendParticipantMessage: { access: rule(MESSAGE_POLICY, 'send'), scope: 'events:write' },
  participantMessages: { access: rule(MESSAGE_POLICY, 'send'), scope: 'events:read' },
});
