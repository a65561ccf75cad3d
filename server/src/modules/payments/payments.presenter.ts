import type { PaymentReminderResult } from './payment-mails';
import { PAYMENT_STATUSES } from '@larp/rules';
import { z } from 'zod';
import type { PaymentEntry } from '../../db/entities/payment.entities';
import type { PaymentAccount } from './payment-accounts';
import type { BankLineResult } from './bank-imports';
import type { EventFeesView, PaymentSettingsView, RegistrationPaymentView } from './payments.service';

/* The REST shapes of the payment views. */

export const paymentEntryOutput = z.object({
  _id: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string().nullable(),
  reference: z.string(),
  reason: z.string(),
  actor_id: z.string().nullable(),
  created_at: z.string(),
});

export const presentPaymentEntry = (entry: PaymentEntry) => ({
  _id: entry.id,
  kind: entry.kind,
  amount: entry.amount,
  currency: entry.currency,
  method: entry.method,
  reference: entry.reference,
  reason: entry.reason,
  actor_id: entry.actorId,
  created_at: entry.createdAt.toISOString(),
});

export const paymentAccountOutput = z.object({
  registration_id: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  state: z.string().nullable(),
  event_role: z.string(),
  currency: z.string(),
  price: z.number().int().nullable(),
  owed: z.number().int(),
  paid: z.number().int(),
  waived: z.number().int(),
  balance: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  entries: z.array(paymentEntryOutput),
});

export const presentPaymentAccount = (account: PaymentAccount) => ({
  registration_id: account.registration.id,
  event_id: account.registration.eventId,
  user_id: account.registration.userId,
  state: account.registration.state,
  event_role: account.registration.eventRole,
  currency: account.currency,
  price: account.price,
  owed: account.owed,
  paid: account.paid,
  waived: account.waived,
  balance: account.balance,
  status: account.status,
  reference: account.reference,
  entries: account.entries.map(presentPaymentEntry),
});

export const registrationPaymentOutput = paymentAccountOutput.extend({ payment_account: z.string().nullable(), balance_text: z.string() });

export const presentRegistrationPayment = (view: RegistrationPaymentView) => ({
  ...presentPaymentAccount(view),
  payment_account: view.paymentAccount,
  balance_text: view.balanceText,
});

export const paymentReminderOutput = z.object({
  event_id: z.string(),
  count: z.number().int(),
  skipped: z.number().int(),
});

export const presentPaymentReminder = (result: PaymentReminderResult) => ({
  event_id: result.eventId,
  count: result.count,
  skipped: result.skipped,
});

export const paymentSettingsOutput = z.object({
  currency: z.string(),
  currency_fixed: z.boolean(),
  payment_account: z.string().nullable(),
  retention_years: z.number().int(),
  bank_csv_mapping: z
    .object({ date: z.string(), amount: z.string(), counterparty: z.string(), reference: z.string(), account: z.string().nullable() })
    .nullable(),
});

export const presentPaymentSettings = (view: PaymentSettingsView) => ({
  currency: view.currency,
  currency_fixed: view.currencyFixed,
  payment_account: view.paymentAccount,
  retention_years: view.retentionYears,
  bank_csv_mapping: view.bankCsvMapping && { ...view.bankCsvMapping, account: view.bankCsvMapping.account ?? null },
});

export const eventFeesOutput = z.object({
  event_id: z.string(),
  currency: z.string(),
  due_on: z.string(),
  refund_policy: z.string(),
  kept_fee: z.number().int(),
  fees: z.array(
    z.object({
      event_role: z.string(),
      price: z.number().int(),
      early_price: z.number().int().nullable(),
      early_until: z.string().nullable(),
    }),
  ),
});

export const presentEventFees = (view: EventFeesView) => ({
  event_id: view.eventId,
  currency: view.currency,
  due_on: view.dueOn,
  refund_policy: view.refundPolicy,
  kept_fee: view.keptFee,
  fees: view.fees.map((fee) => ({
    event_role: fee.eventRole,
    price: fee.price,
    early_price: fee.earlyPrice,
    early_until: fee.earlyUntil?.toISOString() ?? null,
  })),
});

export const bankLineOutput = z.object({
  line: z.number().int(),
  bank_line_key: z.string(),
  outcome: z.enum(['applied', 'already_applied', 'proposed', 'unmatched', 'money_out']),
  registration_id: z.string().nullable(),
  registration: z
    .object({ player_name: z.string(), character_name: z.string().nullable(), event_title: z.string() })
    .nullable()
    .describe("The registration's player, character and event, so a treasurer recognises it; null with no registration."),
  account: z.string(),
  date: z.string(),
  amount: z.number().int(),
  counterparty: z.string(),
  reference: z.string(),
  reason: z
    .string()
    .nullable()
    .describe('Why an unmatched line was neither applied nor proposed: it fits several registrations, named here; null otherwise.'),
});

export const presentBankLine = (line: BankLineResult) => ({
  line: line.line,
  bank_line_key: line.key,
  outcome: line.outcome,
  registration_id: line.registrationId,
  registration: line.registration
    ? {
        player_name: line.registration.playerName,
        character_name: line.registration.characterName,
        event_title: line.registration.eventTitle,
      }
    : null,
  account: line.account,
  date: line.date,
  amount: line.amount,
  counterparty: line.counterparty,
  reference: line.reference,
  reason: line.reason,
});
