/** The privacy mails; links are built from PUBLIC_URL only. */
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

/** The link opens a page whose button cancels the deletion (POST /user/deletion/cancel/{token}); opening it changes nothing. */
export function deletionScheduledMail(publicUrl: string, to: string, eraseAt: Date, cancelToken: string): PrivacyMail {
  const link = `${publicUrl}/cancel_deletion/${encodeURIComponent(cancelToken)}`;
  return {
    to,
    subject: 'Your account will be deleted',
    link,
    text: [
      `You asked us to delete your account. It will be erased on ${formatEraseDate(eraseAt)}:`,
      'your names, email address, password, sessions and registration and survey answers are deleted;',
      "characters you played and the game's records (XP, shards, deaths, attendance) stay under a pseudonym.",
      '',
      'Changed your mind? Open this link and press "Cancel the deletion" (no need to sign in); it works once, until then:',
      link,
      '',
      'You can download your data on your account page before it is erased.',
    ].join('\n'),
  };
}
