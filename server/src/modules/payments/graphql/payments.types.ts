import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PaymentEntry } from '../../../db/entities/payment.entities';
import { ScopeDomain } from '../../../graphql/call-field';
import type { PaymentAccount } from '../payment-accounts';
import type { BankLineResult } from '../bank-imports';
import type { PaymentReminderResult } from '../payment-mails';
import type { EventFeesView, PaymentSettingsView, RegistrationPaymentView } from '../payments.service';

/*
 * Fees and payments as GraphQL shows them. Every amount is a whole number of minor units of the
 * site's currency (cents for EUR, yen for JPY), never a fraction.
 */

/** The filters of eventPayments (rules PAYMENT_FILTERS; REST takes the same names in lower case). */
export enum PaymentFilterEnum {
  ALL = 'all',
  UNPAID = 'unpaid',
  PART_PAID = 'part_paid',
  OVERPAID = 'overpaid',
}

registerEnumType(PaymentFilterEnum, {
  name: 'PaymentFilter',
  description: "Which of an event's registrations the payments list keeps, by payment status.",
  valuesConfig: {
    ALL: { description: 'Every registration' },
    UNPAID: { description: 'Owes its fee and has paid nothing' },
    PART_PAID: { description: 'Has paid part of what it owes' },
    OVERPAID: { description: 'Has paid more than it owes: a refund to propose' },
  },
});

@ScopeDomain('payments')
@ObjectType('PaymentSettings', {
  description: "The site's payment settings: its one currency, the account players pay to and how long payment rows are kept.",
})
export class PaymentSettingsType {
  @Field({ description: 'The ISO 4217 code of the currency every fee and payment is in, e.g. EUR.' }) currency: string;
  @Field({ description: 'True once a payment is recorded: from then on the currency cannot change.' }) currencyFixed: boolean;
  @Field(() => String, { nullable: true, description: 'The account details players pay to by bank transfer; null when not set.' })
  paymentAccount: string | null;
  @Field(() => Int, {
    description: 'How many years payment rows are kept for bookkeeping after the event before they are purged (default 10).',
  })
  retentionYears: number;
  @Field(() => BankCsvMappingType, {
    nullable: true,
    description: 'The CSV columns the last bank statement import named, used when an import names none; null before the first.',
  })
  bankCsvMapping: BankCsvMappingType | null;
}

@ScopeDomain('payments')
@ObjectType('BankCsvMapping', { description: "Which columns of the bank's CSV statement hold what, named by their headings." })
export class BankCsvMappingType {
  @Field({ description: 'The column of the booking date.' }) date: string;
  @Field({ description: 'The column of the amount.' }) amount: string;
  @Field({ description: 'The column of the payer (or payee) name.' }) counterparty: string;
  @Field({ description: 'The column of the payment reference.' }) reference: string;
  @Field(() => String, { nullable: true, description: 'The column of the bank account; null when the statement is of one account.' })
  account: string | null;
}

@ScopeDomain('payments')
@ObjectType('EventFee', { description: 'The fee one event role type pays for an event, with an optional early price.' })
export class EventFeeType {
  @Field({ description: "The event role code from the ruleset's event_role_types this fee is for, e.g. pc or npc." }) eventRole: string;
  @Field(() => Int, { description: 'The price in minor units of the site currency (cents for EUR).' }) price: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The early price in minor units, charged to registrations made before earlyUntil; null without one.',
  })
  earlyPrice: number | null;
  @Field(() => Date, { nullable: true, description: 'The early price holds for registrations made before this; null without one.' })
  earlyUntil: Date | null;
}

@ScopeDomain('payments')
@ObjectType('EventFees', { description: "An event's fees per event role type, when they fall due and what a cancellation refunds." })
export class EventFeesType {
  @Field(() => ID, { description: 'The id of the event these fees are for.' }) eventId: string;
  @Field({ description: 'The ISO 4217 code of the site currency the fees are in.' }) currency: string;
  @Field({ description: 'When a registration starts to owe its fee: acceptance (once accepted) or registration (as soon as made).' })
  dueOn: string;
  @Field({
    description:
      'What a cancellation refunds: full (everything), none (nothing) or fee_kept (all but the kept fee); refunds are proposed, not made.',
  })
  refundPolicy: string;
  @Field(() => Int, { description: 'The fee in minor units a cancelled registration still owes under fee_kept.' }) keptFee: number;
  @Field(() => [EventFeeType], { description: 'The fee per event role type; a role without one pays nothing.' }) fees: EventFeeType[];
}

@ScopeDomain('payments')
@ObjectType('PaymentEntry', { description: 'One immutable row of the payments ledger: a payment, refund, waiver or correction.' })
export class PaymentEntryType {
  @Field(() => ID, { description: 'The unique id of this ledger row.' }) id: string;
  @Field({ description: 'Payment, refund, waiver or correction.' }) kind: string;
  @Field(() => Int, {
    description: 'The amount in minor units (cents for EUR); positive, except a correction, which may be negative.',
  })
  amount: number;
  @Field({ description: 'The ISO 4217 code of the currency of the amount.' }) currency: string;
  @Field(() => String, {
    nullable: true,
    description: 'How the money moved: bank_transfer, cash, card_terminal or other; null for a waiver.',
  })
  method: string | null;
  @Field({ description: 'The bank or receipt reference the money came with; empty when none.' }) reference: string;
  @Field({ description: 'Why the row was written; a waiver or correction always has one.' }) reason: string;
  @Field(() => ID, { nullable: true, description: 'The id of the user who recorded the row; null once that user is deleted.' })
  actorId: string | null;
  @Field({ description: 'When the row was recorded.' }) createdAt: Date;
}

@ScopeDomain('payments')
@ObjectType('PaymentAccount', {
  description: 'What a registration owes and has paid, derived from its immutable ledger rows each time it is asked.',
})
export class PaymentAccountType {
  @Field(() => ID, { description: 'The id of the registration this account is for.' }) registrationId: string;
  @Field(() => ID, { description: 'The id of the event of the registration.' }) eventId: string;
  @Field(() => ID, { description: 'The id of the user (player account) who registered.' }) userId: string;
  @Field(() => String, {
    nullable: true,
    description: 'The registration state: accepted, waitlisted or cancelled; null while staff have not decided on it.',
  })
  state: string | null;
  @Field({ description: "The registration's event role code, e.g. pc or npc; its fee is the price." }) eventRole: string;
  @Field({ description: 'The ISO 4217 code of the site currency the amounts are in.' }) currency: string;
  @Field(() => Int, {
    nullable: true,
    description: "The price in minor units for the registration's role (its kept price or the event's fee); null: the role pays nothing.",
  })
  price: number | null;
  @Field(() => Int, {
    description: 'What the registration owes now in minor units, derived from its price, state and the refund policy.',
  })
  owed: number;
  @Field(() => Int, { description: 'Paid in minor units: payments less refunds, plus corrections, summed from the ledger rows.' })
  paid: number;
  @Field(() => Int, { description: 'Waived or discounted in minor units, summed from the waiver ledger rows.' }) waived: number;
  @Field(() => Int, {
    description: 'Owed less paid and waived, in minor units: positive is still to pay, negative is a refund to propose.',
  })
  balance: number;
  @Field({ description: 'The payment status: nothing_owed, unpaid, part_paid, paid or overpaid, derived from owed and the ledger rows.' })
  status: string;
  @Field({ description: 'The ISO 11649 RF creditor reference the player quotes on a bank transfer, e.g. RF18539007547034.' })
  reference: string;
  @Field(() => [PaymentEntryType], { description: "The registration's ledger rows, oldest first." }) entries: PaymentEntryType[];
  @Field(() => String, { nullable: true, description: 'The account details to pay to (one registration only; null in lists).' })
  paymentAccount: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The balance as the player reads it, e.g. "20.00" (one registration only; null in lists).',
  })
  balanceText: string | null;
}

@InputType('EventFeeInput', { description: 'The fee for one event role type of an event, with an optional early price.' })
export class EventFeeInput {
  @Field({ description: "The event role code from the ruleset's event_role_types, e.g. pc or npc; once per event." }) eventRole: string;
  @Field(() => Int, { description: 'The price in minor units of the site currency (cents for EUR).' }) price: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The early price in minor units for registrations made before earlyUntil; given together with earlyUntil.',
  })
  earlyPrice?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'ISO 8601 date and time until which the early price holds; given together with earlyPrice.',
  })
  earlyUntil?: string | null;
}

@InputType('EventFeesInput', { description: "An event's fees, when they fall due and its refund policy." })
export class EventFeesInput {
  @Field({ description: 'When the fee falls due: acceptance or registration.' }) dueOn: string;
  @Field({ description: 'What a cancellation refunds: full, none or fee_kept.' }) refundPolicy: string;
  @Field(() => Int, { nullable: true, description: 'The fee in minor units kept on cancellation under fee_kept; 0 when left out.' })
  keptFee?: number;
  @Field(() => [EventFeeInput], { description: 'The fee per event role type (at most 20).' }) fees: EventFeeInput[];
}

@InputType('PaymentEntryInput', { description: 'One payment, refund, waiver or correction to write to the ledger.' })
export class PaymentEntryInput {
  @Field({ description: 'Payment, refund, waiver or correction.' }) kind: string;
  @Field(() => Int, {
    description: 'The amount in minor units (cents for EUR), more than 0; only a correction may be negative.',
  })
  amount: number;
  @Field(() => String, {
    nullable: true,
    description:
      'How the money moved: bank_transfer, cash, card_terminal or other; required for a payment or refund, ignored for a waiver.',
  })
  method?: string | null;
  @Field({ nullable: true, description: 'The bank or receipt reference the money came with.' }) reference?: string;
  @Field({ nullable: true, description: 'Why: required for a waiver or correction.' }) reason?: string;
}

@InputType('PaymentSettingsInput', { description: "Changes to the site's payment settings; fields left out stay as they are." })
export class PaymentSettingsInput {
  @Field({ nullable: true, description: 'The ISO 4217 currency code, e.g. EUR; refused once a payment is recorded.' })
  currency?: string;
  @Field({ nullable: true, description: 'The account details players pay to by bank transfer.' }) paymentAccount?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'How many years payment rows are kept for bookkeeping before they are purged, 1 to 30.',
  })
  retentionYears?: number;
}

export const toPaymentSettingsType = (view: PaymentSettingsView) =>
  Object.assign(new PaymentSettingsType(), {
    ...view,
    bankCsvMapping:
      view.bankCsvMapping &&
      Object.assign(new BankCsvMappingType(), { ...view.bankCsvMapping, account: view.bankCsvMapping.account ?? null }),
  });

export const toEventFeesType = (view: EventFeesView) =>
  Object.assign(new EventFeesType(), { ...view, fees: view.fees.map((fee) => Object.assign(new EventFeeType(), fee)) });

const toEntryType = (entry: PaymentEntry) =>
  Object.assign(new PaymentEntryType(), {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    method: entry.method,
    reference: entry.reference,
    reason: entry.reason,
    actorId: entry.actorId,
    createdAt: entry.createdAt,
  });

export const toPaymentAccountType = (account: PaymentAccount | RegistrationPaymentView) =>
  Object.assign(new PaymentAccountType(), {
    registrationId: account.registration.id,
    eventId: account.registration.eventId,
    userId: account.registration.userId,
    state: account.registration.state,
    eventRole: account.registration.eventRole,
    currency: account.currency,
    price: account.price,
    owed: account.owed,
    paid: account.paid,
    waived: account.waived,
    balance: account.balance,
    status: account.status,
    reference: account.reference,
    entries: account.entries.map(toEntryType),
    paymentAccount: 'paymentAccount' in account ? account.paymentAccount : null,
    balanceText: 'balanceText' in account ? account.balanceText : null,
  });

@ScopeDomain('payments')
@ObjectType('BankLineRegistration', {
  description: 'Who a registration is, as a treasurer recognises it: the player, the character and the event.',
})
export class BankLineRegistrationType {
  @Field({ description: "The player's first and last name." }) playerName: string;
  @Field(() => String, { nullable: true, description: "The character's name; null for a registration without a character." })
  characterName: string | null;
  @Field({ description: "The event's title." }) eventTitle: string;
}

@ScopeDomain('payments')
@ObjectType('BankLine', { description: 'One line of an imported bank statement and what the import did with it' })
export class BankLineType {
  @Field(() => Int, { description: 'The CSV line number or the camt entry number in the statement.' }) line: number;
  @Field({ description: 'Names the bank line across imports, so the same line is never applied twice.' }) bankLineKey: string;
  @Field({ description: 'What the import did with the line: applied, already_applied, proposed, unmatched or money_out.' }) outcome: string;
  @Field(() => ID, { nullable: true, description: 'The registration the line was applied or proposed to; null when unmatched.' })
  registrationId: string | null;
  @Field(() => BankLineRegistrationType, {
    nullable: true,
    description: "The registration's player, character and event; null when unmatched.",
  })
  registration: BankLineRegistrationType | null;
  @Field({ description: 'The bank account the statement is for, as the bank gives it.' }) account: string;
  @Field({ description: 'The booking date of the line, as the statement gives it.' }) date: string;
  @Field(() => Int, { description: 'The amount in minor units (cents for EUR); negative for money out.' }) amount: number;
  @Field({ description: 'The name of the payer (or payee) on the line.' }) counterparty: string;
  @Field({ description: 'The reference on the line, matched against the RF creditor references of registrations.' }) reference: string;
  @Field(() => String, {
    nullable: true,
    description: 'Why an unmatched line was neither applied nor proposed: it fits several registrations, named here; null otherwise.',
  })
  reason: string | null;
}

@InputType('BankCsvMappingInput', { description: "Which columns of a bank's CSV statement hold what, named by their headings." })
export class BankCsvMappingInput {
  @Field({ description: 'The column of the booking date.' }) date: string;
  @Field({ description: 'The column of the amount.' }) amount: string;
  @Field({ description: 'The column of the payer (or payee) name.' }) counterparty: string;
  @Field({ description: 'The column of the payment reference.' }) reference: string;
  @Field(() => String, { nullable: true, description: 'The column of the bank account, when the statement has one.' })
  account?: string | null;
}

@InputType('BankStatementInput', { description: 'A bank statement to import and match, as text.' })
export class BankStatementInput {
  @Field({ description: 'The file format: csv, or camt for ISO 20022 camt.053 / camt.054 XML.' }) format: string;
  @Field({ description: 'The file as text, at most 1 MB.' }) content: string;
  @Field(() => BankCsvMappingInput, { nullable: true, description: 'The CSV columns; remembered for the next import.' })
  mapping?: BankCsvMappingInput;
}

@InputType('BankLineDecisionInput', { description: "An admin's decision to apply one listed bank line to a registration." })
export class BankLineDecisionInput {
  @Field({ description: 'The bankLineKey of the line, as the import listed it.' }) bankLineKey: string;
  @Field(() => ID, { description: 'The id of the registration the line pays for.' }) registrationId: string;
  @Field(() => Int, { description: 'The amount in minor units (cents for EUR), more than 0.' }) amount: number;
  @Field({ nullable: true, description: 'The payer name from the line.' }) counterparty?: string;
  @Field({ nullable: true, description: 'The reference from the line.' }) reference?: string;
}

export const toBankLineType = (line: BankLineResult) =>
  Object.assign(new BankLineType(), {
    line: line.line,
    bankLineKey: line.key,
    outcome: line.outcome,
    registrationId: line.registrationId,
    registration: line.registration ? Object.assign(new BankLineRegistrationType(), line.registration) : null,
    account: line.account,
    date: line.date,
    amount: line.amount,
    counterparty: line.counterparty,
    reference: line.reference,
    reason: line.reason,
  });

@ScopeDomain('payments')
@ObjectType('PaymentReminders', {
  description: 'What "Remind unpaid" writes for an event: one payment reminder per unpaid accepted registration, at most one a day.',
})
export class PaymentRemindersType {
  @Field(() => ID, { description: "The event's id." }) eventId: string;
  @Field(() => Int, { description: 'How many unpaid accepted registrations get a reminder (the preview) or got one (sending).' })
  count: number;
  @Field(() => Int, {
    description: 'How many unpaid accepted registrations are left out: reminded today already, or reminders turned off.',
  })
  skipped: number;
}

export const toPaymentRemindersType = (result: PaymentReminderResult): PaymentRemindersType =>
  Object.assign(new PaymentRemindersType(), result);
