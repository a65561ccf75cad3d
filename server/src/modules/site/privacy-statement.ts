/**
 * The privacy statement /privacy shows until an admin writes the community's own. It says what the
 * product stores and for how long, as docs/PRIVACY.md does for operators; when the code's retention
 * changes, both change. Plain text: a blank line starts a paragraph, a line starting with "## " is a
 * heading and lines starting with "- " are a list.
 */
export const DEFAULT_PRIVACY_STATEMENT = `## Who keeps your data and why
This site keeps the data you give it to run the game: your account, your characters and your part in events. It is not sold or shared with anyone outside the community's staff.

## What is stored
- Your account: first and last name, email address, whether you agreed to this statement and to email, your roles and your shard balance. Your password is stored only as a one-way hash.
- Your sessions: the browser you signed in with, when you signed in and when you were last seen. They end after 30 days, when you sign out, when you end them on your account page, or when you change your password.
- Links mailed to you (verification, password reset, email change): stored only as hashes, and deleted once used or expired (48 hours; 1 hour for a password reset).
- Mails sent to you: kept 90 days after sending.
- Your characters, their builds, XP, deaths and the history of what was committed.
- Your event registrations and answers (which may hold health or dietary notes), attendance, check-ins at the gate, and survey answers.
- Event fees you paid, had refunded or waived: amount, method, the payment reference and, for bank transfers, your name as your bank sent it. These are bookkeeping records, kept for the period the community sets (10 years unless it sets another, as bookkeeping law often asks) and then deleted.
- Counters that stop password guessing, kept under keyed hashes for at most a day.

## What you can do
On your account page you can download everything stored about you, read it as a page, change your name, email and email consent, see and end your sessions, and delete your account.

## When you delete your account
Your account is erased after a grace period (30 days unless the community sets another), and you can cancel until then. Your name, email, password and consents are deleted; characters that never played an event are deleted; the game's history (XP, shards, attendance, characters that played) stays under the name "Deleted player". Registrations for events not yet started are cancelled and deleted; answers to registration questions and surveys are deleted. Payments stay for the bookkeeping period under the name "Deleted player", without the name your bank sent.

## Logs and backups
Server logs hold request addresses for a short time. Database backups hold the data as it was when they were made and are kept only as long as needed.

## Questions
Ask the community's organisers about anything on this page or to have your data corrected.`;
