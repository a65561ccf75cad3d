import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import {
  applyBankLineInput,
  bankImportInput,
  eventFeesInput,
  eventParams,
  eventPaymentsQuery,
  markPaidCashInput,
  paymentEntryInput,
  paymentSettingsInput,
  registrationParams,
  repriceInput,
} from './payments.inputs';
import { PAYMENT_POLICY } from './payments.policy';

/** The calls of fees and payments: who may make each, the API token scope, the input contract, summary and service call (calls/call-definition.ts). */
export const PAYMENTS_CALLS = defineCalls({
  paymentSettings: defineCall({
    access: 'signedIn',
    scope: 'payments:read',
    summary: "The site's currency (ISO 4217; fixed once a payment exists), the account players pay to, and how long payments are kept.",
    run: ({ context, services }) => services.payments.settings(context),
  }),
  updatePaymentSettings: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: paymentSettingsInput,
    summary: "Sets the site's currency (refused with 409 once a payment exists), the account details and the retention in years.",
    run: ({ context, services }, command) => services.payments.updateSettings(context, command),
  }),
  eventFees: defineCall({
    access: 'signedIn',
    scope: 'payments:read',
    params: eventParams,
    summary: "An event's fees per event role type (integer minor units), early prices, when the fee is due and the refund policy.",
    run: ({ context, services }, { id }) => services.payments.eventFees(context, id),
  }),
  setEventFees: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    params: eventParams,
    input: eventFeesInput,
    summary: "Sets an event's fees. Registrations without payments owe the new fee; those with payments keep their price unless repriced.",
    run: ({ context, services }, { id, ...command }) => services.payments.setEventFees(context, id, command),
  }),
  registrationPayments: defineCall({
    access: 'signedIn',
    scope: 'payments:read',
    params: registrationParams,
    summary:
      "A registration's account: owed, paid, waived, balance (owed less paid and waived), its RF payment reference, the account details and the ledger rows. Your own, or any for staff.",
    run: ({ context, services }, { id }) => services.payments.registrationPayments(context, id),
  }),
  eventPayments: defineCall({
    access: rule(PAYMENT_POLICY, 'view'),
    scope: 'payments:read',
    params: eventParams,
    input: eventPaymentsQuery,
    summary: 'Every registration of an event with what it owes and has paid; filter unpaid, part_paid or overpaid.',
    run: ({ context, services }, { id, filter }) => services.payments.eventPayments(context, id, filter),
  }),
  recordPayment: defineCall({
    access: rule(PAYMENT_POLICY, 'takeCash'),
    scope: 'payments:write',
    params: registrationParams,
    input: paymentEntryInput,
    idempotent: true,
    summary:
      'Records a payment, refund, waiver or correction on a registration (an immutable ledger row). Staff record cash payments; everything else is for admins.',
    run: ({ context, services }, { id, ...command }) => services.payments.record(context, id, command),
  }),
  markPaidCash: defineCall({
    access: rule(PAYMENT_POLICY, 'takeCash'),
    scope: 'payments:write',
    params: eventParams,
    input: markPaidCashInput,
    idempotent: true,
    summary: 'Mark paid (cash): records a cash payment of what each chosen registration of the event still owes.',
    run: ({ context, services }, { id, ...command }) => services.payments.markPaidCash(context, id, command),
  }),
  repriceRegistration: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    params: registrationParams,
    input: repriceInput,
    summary: "Sets one registration's price with a reason; it holds whatever the event's fees become.",
    run: ({ context, services }, { id, ...command }) => services.payments.reprice(context, id, command),
  }),
  importBankStatement: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: bankImportInput,
    summary:
      'Imports a bank statement (CSV with its columns mapped once, or ISO 20022 camt.053/camt.054 XML, as text up to 1 MB): lines with a valid RF reference are applied, lines whose amount and payer fit one registration are proposed, the rest listed; a line already applied is never applied again.',
    run: ({ context, services }, command) => services.payments.importBankStatement(context, command),
  }),
  applyBankLine: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: applyBankLineInput,
    summary: 'Applies one proposed or unmatched bank line to a registration (applied once, whatever is retried).',
    run: ({ context, services }, command) => services.payments.applyBankLine(context, command),
  }),
  paymentReminderPreview: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:read',
    params: eventParams,
    summary:
      '"Remind unpaid" before it is sent: how many unpaid accepted registrations of the event would get a payment reminder now, and how many are left out (reminded today already, or reminders turned off).',
    run: ({ context, services }, { id }) => services.paymentMails.previewReminders(context, id),
  }),
  remindUnpaid: defineCall({
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    params: eventParams,
    summary:
      'Remind unpaid: mails a payment reminder (amount, account details, RF reference) to each unpaid accepted registration of an event that has not started; at most one per registration and day, so sending again writes nothing more.',
    run: ({ context, services }, { id }) => services.paymentMails.remindUnpaid(context, id),
  }),
});
