import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Call } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { PAYMENTS_CALLS as CALLS } from '../payments.calls';
import { eventParams, eventPaymentsQuery, registrationParams } from '../payments.inputs';
import {
  BankLineDecisionInput,
  BankLineType,
  BankStatementInput,
  toBankLineType,
  EventFeesInput,
  EventFeesType,
  PaymentAccountType,
  PaymentEntryInput,
  PaymentSettingsInput,
  PaymentSettingsType,
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
  async paymentSettings(@Ctx() { request, services }: GraphQLContext): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(await services.payments.settings(request));
  }

  @Call(CALLS.updatePaymentSettings)
  @Mutation(() => PaymentSettingsType, {
    description: "Sets the site's currency (refused once a payment exists), the account details and the retention in years.",
  })
  async updatePaymentSettings(
    @Arg('input', { description: 'The settings to change; fields left out stay as they are.' }) input: PaymentSettingsInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(
      await services.payments.updateSettings(request, parseGraphQLArgs(CALLS.updatePaymentSettings.input, input)),
    );
  }

  @Call(CALLS.eventFees)
  @Query(() => EventFeesType, {
    description: "An event's fees per event role type (in minor units), early prices, when the fee is due and the refund policy.",
  })
  async eventFees(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventFeesType> {
    return toEventFeesType(await services.payments.eventFees(request, parseGraphQLArgs(eventParams, { eventId }).id));
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
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventFeesType> {
    const id = parseGraphQLArgs(eventParams, { eventId }).id;
    return toEventFeesType(await services.payments.setEventFees(request, id, parseGraphQLArgs(CALLS.setEventFees.input, input)));
  }

  @Call(CALLS.registrationPayments)
  @Query(() => PaymentAccountType, {
    description:
      "A registration's account: owed, paid, waived and balance from its ledger rows, its RF payment reference and the account details. Your own, or any for staff.",
  })
  async registrationPayments(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { registrationId }).id;
    return toPaymentAccountType(await services.payments.registrationPayments(request, id));
  }

  @Call(CALLS.eventPayments)
  @Query(() => [PaymentAccountType], {
    description: 'Every registration of an event with what it owes and has paid, for organisers; filter unpaid, part_paid or overpaid.',
  })
  async eventPayments(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('filter', () => String, { nullable: true, description: 'Which registrations: all (the default), unpaid, part_paid or overpaid.' })
    filter: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    const id = parseGraphQLArgs(eventParams, { eventId }).id;
    const query = parseGraphQLArgs(eventPaymentsQuery, { filter: filter ?? undefined });
    return (await services.payments.eventPayments(request, id, query.filter)).map(toPaymentAccountType);
  }

  @Call(CALLS.recordPayment)
  @Mutation(() => PaymentAccountType, { description: 'Records a payment, refund, waiver or correction (an immutable ledger row).' })
  async recordPayment(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Arg('input', { description: 'The ledger row to write; a waiver or correction needs a reason.' }) input: PaymentEntryInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { registrationId }).id;
    return toPaymentAccountType(await services.payments.record(request, id, parseGraphQLArgs(CALLS.recordPayment.input, input)));
  }

  @Call(CALLS.markPaidCash)
  @Mutation(() => [PaymentAccountType], { description: 'Mark paid (cash): a cash payment of what each chosen registration still owes.' })
  async markPaidCash(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('registrationIds', () => [ID], { description: 'The ids of the registrations of the event to mark paid.' })
    registrationIds: string[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    const id = parseGraphQLArgs(eventParams, { eventId }).id;
    const command = parseGraphQLArgs(CALLS.markPaidCash.input, { registrationIds });
    return (await services.payments.markPaidCash(request, id, command)).map(toPaymentAccountType);
  }

  @Call(CALLS.repriceRegistration)
  @Mutation(() => PaymentAccountType, { description: "Sets one registration's price with a reason." })
  async repriceRegistration(
    @Arg('registrationId', () => ID, { description: "The registration's id." }) registrationId: string,
    @Arg('price', () => Int, { description: 'The new price in minor units of the site currency (cents for EUR).' }) price: number,
    @Arg('reason', { description: 'Why the price changes (required; kept with the price).' }) reason: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { registrationId }).id;
    return toPaymentAccountType(
      await services.payments.reprice(request, id, parseGraphQLArgs(CALLS.repriceRegistration.input, { price, reason })),
    );
  }

  @Call(CALLS.importBankStatement)
  @Mutation(() => [BankLineType], { description: 'Imports a bank statement (CSV or camt.053/054 XML) and matches its lines.' })
  async importBankStatement(
    @Arg('input', { description: 'The statement file, its format and for CSV the column mapping.' }) input: BankStatementInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<BankLineType[]> {
    return (await services.payments.importBankStatement(request, parseGraphQLArgs(CALLS.importBankStatement.input, input))).map(
      toBankLineType,
    );
  }

  @Call(CALLS.applyBankLine)
  @Mutation(() => BankLineType, { description: 'Applies one listed bank line to a registration, once.' })
  async applyBankLine(
    @Arg('input', { description: 'The listed bank line and the registration to apply it to.' }) input: BankLineDecisionInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<BankLineType> {
    return toBankLineType(await services.payments.applyBankLine(request, parseGraphQLArgs(CALLS.applyBankLine.input, input)));
  }
}
