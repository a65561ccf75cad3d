import type { MailMessage } from './mailer';

/** Links are built from PUBLIC_URL only, never from the request's Host header. */
export function verificationMail(publicUrl: string, to: string, token: string, askPrivacy: boolean): MailMessage {
  // options=true makes the client's verify page ask for the privacy statement (events §2).
  const link = `${publicUrl}/verify/${token}${askPrivacy ? '?options=true' : ''}`;
  return {
    to,
    subject: 'Verify your account',
    link,
    text: [
      'Welcome!',
      '',
      'Please verify your account by opening this link:',
      link,
      '',
      'The link is valid for 48 hours. If you did not sign up, you can ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(publicUrl: string, to: string, token: string): MailMessage {
  const link = `${publicUrl}/reset_password/${token}`;
  return {
    to,
    subject: 'Reset your password',
    link,
    text: [
      'Someone asked to reset the password of your account.',
      '',
      'To choose a new password, open this link:',
      link,
      '',
      'The link is valid for one hour. If you did not ask for this, you can ignore this message.',
    ].join('\n'),
  };
}
