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
  @Query(() => PaymentSettingsType)
  async paymentSettings(@Ctx() { request, services }: GraphQLContext): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(await services.payments.settings(request));
  }

  @Call(CALLS.updatePaymentSettings)
  @Mutation(() => PaymentSettingsType)
  async updatePaymentSettings(
    @Arg('input') input: PaymentSettingsInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentSettingsType> {
    return toPaymentSettingsType(
      await services.payments.updateSettings(request, parseGraphQLArgs(CALLS.updatePaymentSettings.input, input)),
    );
  }

  @Call(CALLS.eventFees)
  @Query(() => EventFeesType)
  async eventFees(@Arg('eventId', () => ID) eventId: string, @Ctx() { request, services }: GraphQLContext): Promise<EventFeesType> {
    return toEventFeesType(await services.payments.eventFees(request, parseGraphQLArgs(eventParams, { id: eventId }).id));
  }

  @Call(CALLS.setEventFees)
  @Mutation(() => EventFeesType)
  async setEventFees(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input') input: EventFeesInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<EventFeesType> {
    const id = parseGraphQLArgs(eventParams, { id: eventId }).id;
    return toEventFeesType(await services.payments.setEventFees(request, id, parseGraphQLArgs(CALLS.setEventFees.input, input)));
  }

  @Call(CALLS.registrationPayments)
  @Query(() => PaymentAccountType)
  async registrationPayments(
    @Arg('registrationId', () => ID) registrationId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { id: registrationId }).id;
    return toPaymentAccountType(await services.payments.registrationPayments(request, id));
  }

  @Call(CALLS.eventPayments)
  @Query(() => [PaymentAccountType])
  async eventPayments(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('filter', () => String, { nullable: true, description: 'all, unpaid, part_paid or overpaid' }) filter: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    const id = parseGraphQLArgs(eventParams, { id: eventId }).id;
    const query = parseGraphQLArgs(eventPaymentsQuery, { filter: filter ?? undefined });
    return (await services.payments.eventPayments(request, id, query.filter)).map(toPaymentAccountType);
  }

  @Call(CALLS.recordPayment)
  @Mutation(() => PaymentAccountType, { description: 'Records a payment, refund, waiver or correction (an immutable ledger row).' })
  async recordPayment(
    @Arg('registrationId', () => ID) registrationId: string,
    @Arg('input') input: PaymentEntryInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { id: registrationId }).id;
    return toPaymentAccountType(await services.payments.record(request, id, parseGraphQLArgs(CALLS.recordPayment.input, input)));
  }

  @Call(CALLS.markPaidCash)
  @Mutation(() => [PaymentAccountType], { description: 'Mark paid (cash): a cash payment of what each chosen registration still owes.' })
  async markPaidCash(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('registrationIds', () => [ID]) registrationIds: string[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType[]> {
    const id = parseGraphQLArgs(eventParams, { id: eventId }).id;
    const command = parseGraphQLArgs(CALLS.markPaidCash.input, { registrationIds });
    return (await services.payments.markPaidCash(request, id, command)).map(toPaymentAccountType);
  }

  @Call(CALLS.repriceRegistration)
  @Mutation(() => PaymentAccountType, { description: "Sets one registration's price with a reason." })
  async repriceRegistration(
    @Arg('registrationId', () => ID) registrationId: string,
    @Arg('price', () => Int) price: number,
    @Arg('reason') reason: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PaymentAccountType> {
    const id = parseGraphQLArgs(registrationParams, { id: registrationId }).id;
    return toPaymentAccountType(
      await services.payments.reprice(request, id, parseGraphQLArgs(CALLS.repriceRegistration.input, { price, reason })),
    );
  }

  @Call(CALLS.importBankStatement)
  @Mutation(() => [BankLineType], { description: 'Imports a bank statement (CSV or camt.053/054 XML) and matches its lines.' })
  async importBankStatement(
    @Arg('input') input: BankStatementInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<BankLineType[]> {
    return (await services.payments.importBankStatement(request, parseGraphQLArgs(CALLS.importBankStatement.input, input))).map(
      toBankLineType,
    );
  }

  @Call(CALLS.applyBankLine)
  @Mutation(() => BankLineType, { description: 'Applies one listed bank line to a registration, once.' })
  async applyBankLine(@Arg('input') input: BankLineDecisionInput, @Ctx() { request, services }: GraphQLContext): Promise<BankLineType> {
    return toBankLineType(await services.payments.applyBankLine(request, parseGraphQLArgs(CALLS.applyBankLine.input, input)));
  }
}
