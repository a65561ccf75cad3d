import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PaymentEntry } from '../../../db/entities/payment.entities';
import { ScopeDomain } from '../../../graphql/call-field';
import type { PaymentAccount } from '../payment-accounts';
import type { BankLineResult } from '../bank-imports';
import type { EventFeesView, PaymentSettingsView, RegistrationPaymentView } from '../payments.service';

@ScopeDomain('payments')
@ObjectType('PaymentSettings')
export class PaymentSettingsType {
  @Field({ description: 'ISO 4217 code of every fee and payment' }) currency: string;
  @Field({ description: 'true once a payment exists: the currency cannot change' }) currencyFixed: boolean;
  @Field(() => String, { nullable: true, description: 'the account players pay to' }) paymentAccount: string | null;
  @Field(() => Int) retentionYears: number;
}

@ScopeDomain('payments')
@ObjectType('EventFee')
export class EventFeeType {
  @Field() eventRole: string;
  @Field(() => Int, { description: 'minor units (cents)' }) price: number;
  @Field(() => Int, { nullable: true }) earlyPrice: number | null;
  @Field(() => Date, { nullable: true, description: 'the early price holds for registrations made before this' }) earlyUntil: Date | null;
}

@ScopeDomain('payments')
@ObjectType('EventFees')
export class EventFeesType {
  @Field(() => ID) eventId: string;
  @Field() currency: string;
  @Field({ description: 'acceptance or registration' }) dueOn: string;
  @Field({ description: 'full, none or fee_kept' }) refundPolicy: string;
  @Field(() => Int) keptFee: number;
  @Field(() => [EventFeeType]) fees: EventFeeType[];
}

@ScopeDomain('payments')
@ObjectType('PaymentEntry', { description: 'One immutable row of the payments ledger' })
export class PaymentEntryType {
  @Field(() => ID) id: string;
  @Field({ description: 'payment, refund, waiver or correction' }) kind: string;
  @Field(() => Int) amount: number;
  @Field() currency: string;
  @Field(() => String, { nullable: true }) method: string | null;
  @Field() reference: string;
  @Field() reason: string;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field() createdAt: Date;
}

@ScopeDomain('payments')
@ObjectType('PaymentAccount', { description: 'What a registration owes and has paid, derived from its ledger rows' })
export class PaymentAccountType {
  @Field(() => ID) registrationId: string;
  @Field(() => ID) eventId: string;
  @Field(() => ID) userId: string;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field() eventRole: string;
  @Field() currency: string;
  @Field(() => Int, { nullable: true }) price: number | null;
  @Field(() => Int) owed: number;
  @Field(() => Int) paid: number;
  @Field(() => Int) waived: number;
  @Field(() => Int, { description: 'owed less paid and waived: negative is a refund to propose' }) balance: number;
  @Field({ description: 'nothing_owed, unpaid, part_paid, paid or overpaid' }) status: string;
  @Field({ description: 'the ISO 11649 RF reference to pay with' }) reference: string;
  @Field(() => [PaymentEntryType]) entries: PaymentEntryType[];
  @Field(() => String, { nullable: true, description: 'the account to pay to (one registration only)' }) paymentAccount: string | null;
  @Field(() => String, { nullable: true, description: 'the balance as the player reads it, "20.00" (one registration only)' })
  balanceText: string | null;
}

@InputType('EventFeeInput')
export class EventFeeInput {
  @Field() eventRole: string;
  @Field(() => Int) price: number;
  @Field(() => Int, { nullable: true }) earlyPrice?: number | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601 date and time' }) earlyUntil?: string | null;
}

@InputType('EventFeesInput')
export class EventFeesInput {
  @Field() dueOn: string;
  @Field() refundPolicy: string;
  @Field(() => Int, { nullable: true }) keptFee?: number;
  @Field(() => [EventFeeInput]) fees: EventFeeInput[];
}

@InputType('PaymentEntryInput')
export class PaymentEntryInput {
  @Field() kind: string;
  @Field(() => Int) amount: number;
  @Field(() => String, { nullable: true }) method?: string | null;
  @Field({ nullable: true }) reference?: string;
  @Field({ nullable: true }) reason?: string;
}

@InputType('PaymentSettingsInput')
export class PaymentSettingsInput {
  @Field({ nullable: true }) currency?: string;
  @Field({ nullable: true }) paymentAccount?: string;
  @Field(() => Int, { nullable: true }) retentionYears?: number;
}

export const toPaymentSettingsType = (view: PaymentSettingsView) => Object.assign(new PaymentSettingsType(), view);

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
@ObjectType('BankLine', { description: 'One line of an imported bank statement and what the import did with it' })
export class BankLineType {
  @Field(() => Int, { description: 'the CSV line or the camt entry number' }) line: number;
  @Field({ description: 'names the line across imports' }) bankLineKey: string;
  @Field({ description: 'applied, already_applied, proposed, unmatched or money_out' }) outcome: string;
  @Field(() => ID, { nullable: true }) registrationId: string | null;
  @Field() account: string;
  @Field() date: string;
  @Field(() => Int) amount: number;
  @Field() counterparty: string;
  @Field() reference: string;
}

@InputType('BankCsvMappingInput')
export class BankCsvMappingInput {
  @Field() date: string;
  @Field() amount: string;
  @Field() counterparty: string;
  @Field() reference: string;
  @Field(() => String, { nullable: true }) account?: string | null;
}

@InputType('BankStatementInput')
export class BankStatementInput {
  @Field({ description: 'csv or camt' }) format: string;
  @Field({ description: 'the file as text, at most 1 MB' }) content: string;
  @Field(() => BankCsvMappingInput, { nullable: true, description: 'the CSV columns; remembered for the next import' })
  mapping?: BankCsvMappingInput;
}

@InputType('BankLineDecisionInput')
export class BankLineDecisionInput {
  @Field() bankLineKey: string;
  @Field(() => ID) registrationId: string;
  @Field(() => Int) amount: number;
  @Field({ nullable: true }) counterparty?: string;
  @Field({ nullable: true }) reference?: string;
}

export const toBankLineType = (line: BankLineResult) =>
  Object.assign(new BankLineType(), {
    line: line.line,
    bankLineKey: line.key,
    outcome: line.outcome,
    registrationId: line.registrationId,
    account: line.account,
    date: line.date,
    amount: line.amount,
    counterparty: line.counterparty,
    reference: line.reference,
  });
