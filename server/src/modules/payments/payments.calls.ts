import { defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import {
  applyBankLineInput,
  bankImportInput,
  eventFeesInput,
  markPaidCashInput,
  paymentEntryInput,
  paymentSettingsInput,
  repriceInput,
} from './payments.inputs';
import { PAYMENT_POLICY } from './payments.policy';

/** The calls of fees and payments: who may make each, the API token scope, the input contract and summary (calls/call-definition.ts). */
export const PAYMENTS_CALLS = defineCalls({
  paymentSettings: {
    access: 'signedIn',
    scope: 'payments:read',
    summary: "The site's currency (ISO 4217; fixed once a payment exists), the account players pay to, and how long payments are kept.",
  },
  updatePaymentSettings: {
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: paymentSettingsInput,
    summary: "Sets the site's currency (refused with 409 once a payment exists), the account details and the retention in years.",
  },
  eventFees: {
    access: 'signedIn',
    scope: 'payments:read',
    summary: "An event's fees per event role type (integer minor units), early prices, when the fee is due and the refund policy.",
  },
  setEventFees: {
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: eventFeesInput,
    summary: "Sets an event's fees. Registrations without payments owe the new fee; those with payments keep their price unless repriced.",
  },
  registrationPayments: {
    access: 'signedIn',
    scope: 'payments:read',
    summary:
      "A registration's account: owed, paid, waived, balance (owed less paid and waived), its RF payment reference, the account details and the ledger rows. Your own, or any for staff.",
  },
  eventPayments: {
    access: rule(PAYMENT_POLICY, 'view'),
    scope: 'payments:read',
    summary: 'Every registration of an event with what it owes and has paid; filter unpaid, part_paid or overpaid.',
  },
  recordPayment: {
    access: rule(PAYMENT_POLICY, 'takeCash'),
    scope: 'payments:write',
    input: paymentEntryInput,
    idempotent: true,
    summary:
      'Records a payment, refund, waiver or correction on a registration (an immutable ledger row). Staff record cash payments; everything else is for admins.',
  },
  markPaidCash: {
    access: rule(PAYMENT_POLICY, 'takeCash'),
    scope: 'payments:write',
    input: markPaidCashInput,
    idempotent: true,
    summary: 'Mark paid (cash): records a cash payment of what each chosen registration of the event still owes.',
  },
  repriceRegistration: {
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: repriceInput,
    summary: "Sets one registration's price with a reason; it holds whatever the event's fees become.",
  },
  importBankStatement: {
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: bankImportInput,
    summary:
      'Imports a bank statement (CSV with its columns mapped once, or ISO 20022 camt.053/camt.054 XML, as text up to 1 MB): lines with a valid RF reference are applied, lines whose amount and payer fit one registration are proposed, the rest listed; a line already applied is never applied again.',
  },
  applyBankLine: {
    access: rule(PAYMENT_POLICY, 'manage'),
    scope: 'payments:write',
    input: applyBankLineInput,
    summary: 'Applies one proposed or unmatched bank line to a registration (applied once, whatever is retried).',
  },
});
