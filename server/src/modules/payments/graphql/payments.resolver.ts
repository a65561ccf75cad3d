import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Call, runCall } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { PAYMENTS_CALLS as CALLS } from '../payments.calls';
import {
  BankLineDecisionInput,
  BankLineType,
  BankStatementInput,
  toBankLineType,
  EventFeesInput,
  EventFeesType,
  PaymentAccountType,
  PaymentEntryInput,
  PaymentFilterEnum,
  PaymentSettingsInput,
  PaymentSettingsType,
  PaymentRemindersType,
  toPaymentRemindersType,
  toEventFeesType,
  toPaymentAccountType,
  toPaymentSettingsType,
} from './payments.types';

/** Fees and payments over GraphQL: the same calls as REST (payments.routes.ts). */
@Resolver()
export class PaymentsResolver {
  @Call(CALLS.paymentSettings)
  @Query(() => PaymentSettingsType, {
    description:
      "The site's currency (ISO 4217; fixed once a payment exists), the account players pay to, and how long payment rows are kept.",
  })
  async paymentSettings(@Ctx() context: GraphQLContext): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(await runCall(CALLS.paymentSettings, context));
  }

  @Call(CALLS.updatePaymentSettings)
  @Mutation(() => PaymentSettingsType, {
    description: "Sets the site's currency (refused once a payment exists), the account details and the retention in years.",
  })
  async updatePaymentSettings(
    @Arg('input', { description: 'The settings to change; fields left out stay as they are.' }) input: PaymentSettingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(await runCall(CALLS.updatePaymentSettings, context, input));
  }

  @Call(CALLS.eventFees)
  @Query(() => EventFeesType, {
    description: "An event's fees per event role type (in minor units), early prices, when the fee is due and the refund policy.",
  })
  async eventFees(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventFeesType> {
    return toEventFeesType(await runCall(CALLS.eventFees, context, { eventId }));
  }

  @Call(CALLS.setEventFees)
  @Mutation(() => EventFeesType, {
    description:
      "Sets an event's fees. Registrations without payments owe the new fee; those with payments keep their price unless repriced.",
  })
  async setEventFees(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('input', { description: "The event's fees, when they fall due and its refund policy; replaces the fees before." })
    input: EventFeesInput,
    @Ctx() context: GraphQLContext,
  ): Promise<EventFeesType> {
    return toEventFeesType(await runCall(CALLS.setEventFees, context, input, { eventId }));
  }

  @Call(CALLS.registrationPayments)
  @Query(() => PaymentAccountType, {
    description:
      "A registration's account: owed, paid, waived and balance from its ledger rows, its RF payment reference and the account details. Your own, or any for staff.",
  })
  async registrationPayments(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentAccountType> {
    return toPaymentAccountType(await runCall(CALLS.registrationPayments, context, { registrationId }));
  }

  @Call(CALLS.eventPayments)
  @Query(() => [PaymentAccountType], {
    description: 'Every registration of an event with what it owes and has paid, for organisers; filter unpaid, part_paid or overpaid.',
  })
  async eventPayments(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('filter', () => PaymentFilterEnum, {
      nullable: true,
      description: 'Which registrations: ALL (the default), UNPAID, PART_PAID or OVERPAID.',
    })
    filter: PaymentFilterEnum | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    return (await runCall(CALLS.eventPayments, context, { eventId, filter })).map(toPaymentAccountType);
  }

  @Call(CALLS.recordPayment)
  @Mutation(() => PaymentAccountType, { description: 'Records a payment, refund, waiver or correction (an immutable ledger row).' })
  async recordPayment(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Arg('input', { description: 'The ledger row to write; a waiver or correction needs a reason.' }) input: PaymentEntryInput,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentAccountType> {
    return toPaymentAccountType(await runCall(CALLS.recordPayment, context, input, { registrationId }));
  }

  @Call(CALLS.markPaidCash)
  @Mutation(() => [PaymentAccountType], { description: 'Mark paid (cash): a cash payment of what each chosen registration still owes.' })
  async markPaidCash(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('registrationIds', () => [ID], { description: 'The ids of the registrations of the event to mark paid.' })
    registrationIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    return (await runCall(CALLS.markPaidCash, context, { registrationIds }, { eventId })).map(toPaymentAccountType);
  }

  @Call(CALLS.repriceRegistration)
  @Mutation(() => PaymentAccountType, { description: "Sets one registration's price with a reason." })
  async repriceRegistration(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Arg('price', () => Int, { description: 'The new price in minor units of the site currency (cents for EUR).' }) price: number,
    @Arg('reason', { description: 'Why the price changes (required; kept with the price).' }) reason: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentAccountType> {
    return toPaymentAccountType(await runCall(CALLS.repriceRegistration, context, { price, reason }, { registrationId }));
  }

  @Call(CALLS.importBankStatement)
  @Mutation(() => [BankLineType], { description: 'Imports a bank statement (CSV or camt.053/054 XML) and matches its lines.' })
  async importBankStatement(
    @Arg('input', { description: 'The statement file, its format and for CSV the column mapping.' }) input: BankStatementInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BankLineType[]> {
    return (await runCall(CALLS.importBankStatement, context, input)).map(toBankLineType);
  }

  @Call(CALLS.applyBankLine)
  @Mutation(() => BankLineType, { description: 'Applies one listed bank line to a registration, once.' })
  async applyBankLine(
    @Arg('input', { description: 'The listed bank line and the registration to apply it to.' }) input: BankLineDecisionInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BankLineType> {
    return toBankLineType(await runCall(CALLS.applyBankLine, context, input));
  }

  @Call(CALLS.paymentReminderPreview)
  @Query(() => PaymentRemindersType, {
    description: '"Remind unpaid" before it is sent: how many unpaid accepted registrations would get a payment reminder now.',
  })
  async paymentReminderPreview(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentRemindersType> {
    return toPaymentRemindersType(await runCall(CALLS.paymentReminderPreview, context, { eventId }));
  }

  @Call(CALLS.remindUnpaid)
  @Mutation(() => PaymentRemindersType, {
    description:
      'Remind unpaid: a payment reminder to each unpaid accepted registration of an event that has not started, once a day at most.',
  })
  async remindUnpaid(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PaymentRemindersType> {
    return toPaymentRemindersType(await runCall(CALLS.remindUnpaid, context, { eventId }));
  }
}
