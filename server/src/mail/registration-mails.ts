import type { MailMessage } from './mailer';

/** Who a registration mail is for and what it is about. */
export interface RegistrationMailSubject {
  to: string;
  firstName: string;
  eventTitle: string;
  eventRole: string;
  characterName: string | null;
}

/** What a decision mail says about one registration. */
export interface RegistrationDecision extends RegistrationMailSubject {
  state: 'accepted' | 'waitlisted';
  /** the waitlist message (required for waitlisted) */
  waitlistNote: string | null;
}

const asWhom = (subject: RegistrationMailSubject) =>
  `${subject.eventRole.toUpperCase()}${subject.characterName ? ` (${subject.characterName})` : ''}`;

function mail(subject: RegistrationMailSubject, title: string, lines: string[], linkText: string, link: string): MailMessage {
  return {
    to: subject.to,
    subject: title,
    link,
    text: [`Hello ${subject.firstName},`, '', ...lines, '', linkText, link].join('\n'),
  };
}

/**
 * The mail a player gets when an admin accepts or waitlists their registration.
 * The waitlist message is quoted as the admin wrote it; the link leads to the events list, where
 * the card shows the same state and message.
 */
export function registrationDecisionMail(publicUrl: string, decision: RegistrationDecision): MailMessage {
  const link = `${publicUrl}/events`;
  const accepted = decision.state === 'accepted';
  const lines = accepted
    ? [`Your registration for ${decision.eventTitle} as ${asWhom(decision)} has been accepted. See you there!`]
    : [
        `Your registration for ${decision.eventTitle} as ${asWhom(decision)} has been waitlisted.`,
        '',
        'Message from the organizers:',
        decision.waitlistNote ?? '',
      ];
  return mail(
    decision,
    accepted ? `Registration accepted: ${decision.eventTitle}` : `Registration waitlisted: ${decision.eventTitle}`,
    lines,
    'Your registration on the events page:',
    link,
  );
}

/** A place freed and the waitlisted registration took it (automatic mode, or an admin's promotion). */
export function promotedMail(publicUrl: string, subject: RegistrationMailSubject): MailMessage {
  return mail(
    subject,
    `A place opened up: you are in for ${subject.eventTitle}`,
    [
      `A place opened up at ${subject.eventTitle}, and your registration as ${asWhom(subject)} has moved from the waitlist to accepted. See you there!`,
    ],
    'Your registration on the events page:',
    `${publicUrl}/events`,
  );
}

/** An admin changed the registration's role or character; what it means for the player's place. */
export function changedByAdminMail(
  publicUrl: string,
  subject: RegistrationMailSubject,
  state: 'accepted' | 'waitlisted' | null,
  previousRole: string,
): MailMessage {
  const outcome =
    state === 'accepted'
      ? 'It is accepted. See you there!'
      : state === 'waitlisted'
        ? `The ${subject.eventRole.toUpperCase()} places are full, so it is on the waitlist.`
        : 'The organizers will confirm it again.';
  return mail(
    subject,
    `Your registration was changed: ${subject.eventTitle}`,
    [
      `An organizer changed your registration for ${subject.eventTitle} (was ${previousRole.toUpperCase()}): you are now registered as ${asWhom(subject)}.`,
      outcome,
    ],
    'Your registration on the events page:',
    `${publicUrl}/events`,
  );
}

/** The player cancelled their registration: the confirmation to them. */
export function cancelledMail(publicUrl: string, subject: RegistrationMailSubject): MailMessage {
  return mail(
    subject,
    `Registration cancelled: ${subject.eventTitle}`,
    [`Your registration for ${subject.eventTitle} as ${asWhom(subject)} is cancelled.`, 'If you change your mind, register again.'],
    'The events page:',
    `${publicUrl}/events`,
  );
}

/** The player cancelled their registration: what the organizers are told. */
export function cancelledForOrganizersMail(
  publicUrl: string,
  organizer: { to: string; firstName: string },
  subject: RegistrationMailSubject & { playerName: string },
  eventId: string,
): MailMessage {
  return mail(
    { ...subject, to: organizer.to, firstName: organizer.firstName },
    `${subject.playerName} cancelled: ${subject.eventTitle}`,
    [`${subject.playerName} cancelled their registration for ${subject.eventTitle} as ${asWhom(subject)}.`],
    'The registrations of the event:',
    `${publicUrl}/staff/manage_events/${eventId}/attendance`,
  );
}

/** Dates in mail: the UTC time, unambiguous for every reader. */
export const mailTime = (when: Date) => `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A place is offered (offer mode): the link leads to a page that asks to accept or decline. */
export function offeredMail(publicUrl: string, subject: RegistrationMailSubject, registrationId: string, expiresAt: Date): MailMessage {
  return mail(
    subject,
    `A place is offered to you: ${subject.eventTitle}`,
    [
      `A place opened up at ${subject.eventTitle}, and it is offered to your waitlisted registration as ${asWhom(subject)}.`,
      '',
      `The offer holds until ${mailTime(expiresAt)}. If you do not accept it by then, it passes to the next in line and your registration is withdrawn.`,
    ],
    'Accept or decline the place here:',
    `${publicUrl}/offers/${registrationId}`,
  );
}

/** Twelve hours before an offer lapses. */
export function offerLapsingMail(
  publicUrl: string,
  subject: RegistrationMailSubject,
  registrationId: string,
  expiresAt: Date,
): MailMessage {
  return mail(
    subject,
    `Your offered place lapses soon: ${subject.eventTitle}`,
    [
      `The place offered to you at ${subject.eventTitle} as ${asWhom(subject)} is held until ${mailTime(expiresAt)}.`,
      'If you do not accept it by then, it passes to the next in line.',
    ],
    'Accept or decline the place here:',
    `${publicUrl}/offers/${registrationId}`,
  );
}

/** The offer lapsed unanswered; the registration is withdrawn (registering again joins the end of the line). */
export function offerLapsedMail(publicUrl: string, subject: RegistrationMailSubject): MailMessage {
  return mail(
    subject,
    `Your offered place has lapsed: ${subject.eventTitle}`,
    [
      `The place offered to you at ${subject.eventTitle} as ${asWhom(subject)} was not accepted in time and has passed to the next in line.`,
      'Your registration has been withdrawn. If you still want to come, register again: you join the end of the waitlist.',
    ],
    'The events page:',
    `${publicUrl}/events`,
  );
}

/** Optional mail: a footer that says how to stop it. */
function withUnsubscribe(message: MailMessage, unsubscribeUrl: string, publicUrl: string): MailMessage {
  return {
    ...message,
    text: [
      message.text,
      '',
      '--',
      `You get this reminder because reminders are on in your notification settings (${publicUrl}/account).`,
      `To stop reminders, open: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}

/** Reminder: a pc registration whose character has no committed build, two weeks before the event. */
export function commitReminderMail(
  publicUrl: string,
  subject: RegistrationMailSubject,
  eventStart: Date,
  unsubscribeUrl: string,
): MailMessage {
  return withUnsubscribe(
    mail(
      subject,
      `Commit your build for ${subject.eventTitle}`,
      [
        `${subject.eventTitle} starts ${mailTime(eventStart)}. Your character${subject.characterName ? ` ${subject.characterName}` : ''} has no committed build yet.`,
        'Please commit your build before the event.',
      ],
      'Your characters:',
      `${publicUrl}/characters`,
    ),
    unsubscribeUrl,
    publicUrl,
  );
}

/** Reminder: the survey of an event the player attended is open. */
export function surveyOpenMail(publicUrl: string, subject: RegistrationMailSubject, closesAt: Date, unsubscribeUrl: string): MailMessage {
  return withUnsubscribe(
    mail(
      subject,
      `The survey for ${subject.eventTitle} is open`,
      [`The post-event survey for ${subject.eventTitle} is open until ${mailTime(closesAt)}.`],
      'Take the survey from the events page:',
      `${publicUrl}/events`,
    ),
    unsubscribeUrl,
    publicUrl,
  );
}

/** An accepted registration's ticket as a mail shows it. */
export interface TicketForMail {
  registrationId: string;
  /** the QR payload (shown inline as a QR code) */
  payload: string;
  /** the short code printed beside it */
  code: string;
}

/**
 * Adds the check-in ticket to a mail that tells of an acceptance: the short code and the link to the
 * ticket page in the text, the QR code inline (the mailer adds it as an image).
 */
export function withTicket(message: MailMessage, publicUrl: string, ticket: TicketForMail): MailMessage {
  const link = `${publicUrl}/ticket/${ticket.registrationId}`;
  const code = `${ticket.code.slice(0, 4)}-${ticket.code.slice(4)}`;
  return {
    ...message,
    qrCode: ticket.payload,
    text: [
      message.text,
      '',
      `Your ticket for the gate: show its QR code (below, or on your ticket page) or tell the short code ${code}.`,
      'Your ticket page (open it once and it stays on your phone without network):',
      link,
    ].join('\n'),
  };
}
