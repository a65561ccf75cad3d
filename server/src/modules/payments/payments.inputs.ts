import {
  FEE_DUE_ON,
  MAX_MINOR_UNITS,
  PAYMENT_KINDS,
  PAYMENT_FILTERS,
  PAYMENT_MESSAGES as M,
  PAYMENT_METHODS,
  REFUND_POLICIES,
  isCurrencyCode,
} from '@larp/rules';
import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { id, idList, int, list, oneOf, requiredText, text } from '../../input/fields';
import { PAYMENTS_MESSAGES } from './payments.messages';

const minorUnits = (message: string = M.amount) => int(0, MAX_MINOR_UNITS, message);
const isoDate = z.iso.datetime({ offset: true, error: M.earlyPrice }).transform((value) => new Date(value));

/** PUT /payment_settings: the site's currency (fixed once a payment exists), account details, retention. */
export const paymentSettingsInput = body({
  currency: z
    .string({ error: M.currency })
    .refine((value) => isCurrencyCode(value), { error: M.currency })
    .optional(),
  payment_account: text(2000).optional(),
  retention_years: int(1, 30, M.retention).optional(),
}).transform((input) => ({ currency: input.currency, paymentAccount: input.payment_account, retentionYears: input.retention_years }));
export type PaymentSettingsCommand = z.output<typeof paymentSettingsInput>;

const feeInput = z.object({
  event_role: requiredText(32, M.feeRole),
  price: minorUnits(),
  early_price: minorUnits().nullable().optional(),
  early_until: isoDate.nullable().optional(),
});

/** PUT /events/:id/fees: the price per event role type, an optional early price, when it is due, the refund policy. */
export const eventFeesInput = body({
  due_on: oneOf(FEE_DUE_ON),
  refund_policy: oneOf(REFUND_POLICIES),
  kept_fee: minorUnits().optional(),
  fees: list(feeInput, 20),
})
  .refine((input) => new Set(input.fees.map((fee) => fee.event_role)).size === input.fees.length, { error: M.feeRole, path: ['fees'] })
  .refine((input) => input.fees.every((fee) => ((fee.early_price ?? null) === null) === ((fee.early_until ?? null) === null)), {
    error: M.earlyPrice,
    path: ['fees'],
  })
  .transform((input) => ({
    dueOn: input.due_on,
    refundPolicy: input.refund_policy,
    keptFee: input.kept_fee ?? 0,
    fees: input.fees.map((fee) => ({
      eventRole: fee.event_role,
      price: fee.price,
      earlyPrice: fee.early_price ?? null,
      earlyUntil: fee.early_until ?? null,
    })),
  }));
export type EventFeesCommand = z.output<typeof eventFeesInput>;

/** POST /registrations/:id/payments: one payment, refund, waiver or correction. */
export const paymentEntryInput = body({
  kind: oneOf(PAYMENT_KINDS, M.kind),
  amount: int(-MAX_MINOR_UNITS, MAX_MINOR_UNITS, M.amount),
  method: oneOf(PAYMENT_METHODS, M.method).nullable().optional(),
  reference: text(140).optional(),
  reason: text(500).optional(),
})
  .refine((input) => input.amount !== 0 && (input.kind === 'correction' || input.amount > 0), { error: M.amount, path: ['amount'] })
  .refine((input) => input.kind === 'waiver' || input.kind === 'correction' || (input.method ?? null) !== null, {
    error: M.method,
    path: ['method'],
  })
  .refine((input) => (input.kind !== 'waiver' && input.kind !== 'correction') || (input.reason ?? '').trim() !== '', {
    error: M.reason,
    path: ['reason'],
  })
  .transform((input) => ({
    kind: input.kind,
    amount: input.amount,
    method: input.kind === 'waiver' ? null : (input.method ?? null),
    reference: input.reference?.trim() ?? '',
    reason: input.reason?.trim() ?? '',
  }));
export type PaymentEntryCommand = z.output<typeof paymentEntryInput>;

/** PUT /registrations/:id/price: an admin's price for one registration. */
export const repriceInput = body({ price: minorUnits(), reason: requiredText(500, M.reason) });
export type RepriceCommand = z.output<typeof repriceInput>;

/** POST /events/:id/payments/cash: "mark paid (cash)" for the chosen registrations. */
export const markPaidCashInput = body({ registration_ids: idList('Choose at least one registration') }).transform((input) => ({
  registrationIds: input.registration_ids,
}));
export type MarkPaidCashCommand = z.output<typeof markPaidCashInput>;

/** GET /events/:id/payments?filter=: the same names as GraphQL's PaymentFilter (lower case here). */
export const eventPaymentsQuery = query({ filter: oneOf(PAYMENT_FILTERS, M.filter).optional() });

export const registrationParams = params({ id: onGraphQL(id(), { name: ['id', 'registrationId'] }) });
export const eventParams = params({ id: onGraphQL(id(), { name: ['id', 'eventId'] }) });

/** Statements are uploaded as text (CSV or camt XML) up to this many characters. */
export const MAX_STATEMENT_CHARACTERS = 1_000_000;
const columnName = requiredText(100, 'Name the column');

/** POST /bank_statements: a statement to match; a CSV names its columns once (remembered after). */
export const bankImportInput = body({
  format: oneOf(['csv', 'camt'] as const, 'Choose the format: csv or camt'),
  content: z.string({ error: 'Send the file as text' }).max(MAX_STATEMENT_CHARACTERS, { error: PAYMENTS_MESSAGES.fileTooLarge }),
  mapping: z
    .object({
      date: columnName,
      amount: columnName,
      counterparty: columnName,
      reference: columnName,
      account: columnName.nullable().optional(),
    })
    .optional(),
}).transform((input) => ({ format: input.format, content: input.content, mapping: input.mapping }));
export type BankImportCommand = z.output<typeof bankImportInput>;

/** POST /bank_statements/lines: an admin's decision to apply one listed line to a registration. */
export const applyBankLineInput = body({
  bank_line_key: z.string().regex(/^[0-9a-f]{64}$/, { error: 'bank_line_key is not a line of an import' }),
  registration_id: id(),
  amount: int(1, MAX_MINOR_UNITS, M.amount),
  counterparty: text(140).optional(),
  reference: text(140).optional(),
}).transform((input) => ({
  bankLineKey: input.bank_line_key,
  registrationId: input.registration_id,
  amount: input.amount,
  counterparty: input.counterparty ?? '',
  reference: input.reference ?? '',
}));
export type ApplyBankLineCommand = z.output<typeof applyBankLineInput>;
