import { PAYMENT_MESSAGES } from '@larp/rules';

/** Messages of the payment calls: the shared texts of rules/ and the server's own. */
export const PAYMENTS_MESSAGES = {
  ...PAYMENT_MESSAGES,
  cashOnly: 'Staff record cash only: waivers, refunds, corrections and other methods are for admins',
  nothingOwed: 'Nothing is owed on this registration',
  mapColumns: 'Map the columns of the CSV file once: which hold the date, the amount, the payer and the reference',
  eventStarted: 'The event has started: payment reminders go out before an event only',
  severalReferences: (registrations: readonly string[]) =>
    `Not applied: it carries the references of ${registrations.length} registrations (${registrations.join('; ')}); record each one's share on its event's Payments tab`,
  severalFits: (registrations: readonly string[]) =>
    `Not proposed: its amount and names fit ${registrations.length} registrations (${registrations.join('; ')}); record it on the right one's event Payments tab`,
  fileTooLarge: 'The file is too large: upload at most 1 MB, or one month of statements at a time',
} as const;
