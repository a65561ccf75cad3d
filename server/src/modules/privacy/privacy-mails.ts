/** The privacy mails (issue 22); links are built from PUBLIC_URL only. */
export interface PrivacyMail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export function emailChangeMail(publicUrl: string, to: string, token: string): PrivacyMail {
  const link = `${publicUrl}/account?confirm_email=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new email address',
    link,
    text: [
      'Someone asked to use this address for their account.',
      '',
      'To confirm it, sign in and open this link:',
      link,
      '',
      'The link is valid for 48 hours. Until then your old address stays in use. If you did not ask for this, you can ignore this message.',
    ].join('\n'),
  };
}

/** The date in words, e.g. "24 December 2026" (UTC, so every process writes the same mail). */
export function formatEraseDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function deletionScheduledMail(publicUrl: string, to: string, eraseAt: Date): PrivacyMail {
  const link = `${publicUrl}/account#delete-account`;
  return {
    to,
    subject: 'Your account will be deleted',
    link,
    text: [
      `You asked us to delete your account. It will be erased on ${formatEraseDate(eraseAt)}:`,
      'your names, email address, password, sessions and registration and survey answers are deleted;',
      'characters you played and the game\'s records (XP, shards, deaths, attendance) stay under a pseudonym.',
      '',
      'Changed your mind? Sign in and cancel the deletion here until then:',
      link,
      '',
      'You can download your data from the same page before it is erased.',
    ].join('\n'),
  };
}
