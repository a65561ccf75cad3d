import type { MailMessage } from './mailer';

/** What a decision mail says about one registration. */
export interface RegistrationDecision {
  to: string;
  firstName: string;
  eventTitle: string;
  eventRole: string;
  characterName: string | null;
  state: 'accepted' | 'waitlisted';
  /** the waitlist message (required for waitlisted) */
  waitlistNote: string | null;
}

/**
 * The mail a player gets when an admin accepts or waitlists their registration (issue 11 item 6).
 * The waitlist message is quoted as the admin wrote it; the link leads to the events list, where
 * the card shows the same state and message.
 */
export function registrationDecisionMail(publicUrl: string, decision: RegistrationDecision): MailMessage {
  const link = `${publicUrl}/events`;
  const as = `${decision.eventRole.toUpperCase()}${decision.characterName ? ` (${decision.characterName})` : ''}`;
  const accepted = decision.state === 'accepted';
  const lines = accepted
    ? [`Your registration for ${decision.eventTitle} as ${as} has been accepted. See you there!`]
    : [
        `Your registration for ${decision.eventTitle} as ${as} has been waitlisted.`,
        '',
        'Message from the organizers:',
        decision.waitlistNote ?? '',
      ];
  return {
    to: decision.to,
    subject: accepted ? `Registration accepted: ${decision.eventTitle}` : `Registration waitlisted: ${decision.eventTitle}`,
    link,
    text: [`Hello ${decision.firstName},`, '', ...lines, '', 'Your registration on the events page:', link].join('\n'),
  };
}
