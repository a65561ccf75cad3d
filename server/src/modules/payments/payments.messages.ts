import { PAYMENT_MESSAGES } from '@larp/rules';

/** Messages of the payment calls: the shared texts of rules/ and the server's own. */
export const PAYMENTS_MESSAGES = {
  ...PAYMENT_MESSAGES,
  cashOnly: 'Staff record cash only: waivers, refunds, corrections and other methods are for admins',
  nothingOwed: 'Nothing is owed on this registration',
} as const;
