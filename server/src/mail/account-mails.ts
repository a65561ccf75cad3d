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

/** To an account's owner when sign-ins with wrong passwords start being slowed down (at most once a day). */
export function failedSignInWarningMail(publicUrl: string, to: string): MailMessage {
  const link = `${publicUrl}/forgot_password`;
  return {
    to,
    subject: 'Failed sign-in attempts on your account',
    link,
    text: [
      'Someone tried several times to sign in to your account with a wrong password.',
      'Further attempts from that place are now slowed down; you can still sign in as usual.',
      '',
      'If this was you, there is nothing to do. If not, consider choosing a new password:',
      link,
    ].join('\n'),
  };
}
