import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { PAYMENTS_CALLS as CALLS } from './payments.calls';
import {
  bankLineOutput,
  presentBankLine,
  eventFeesOutput,
  paymentAccountOutput,
  paymentReminderOutput,
  presentPaymentReminder,
  paymentSettingsOutput,
  presentEventFees,
  presentPaymentAccount,
  presentPaymentSettings,
  presentRegistrationPayment,
  registrationPaymentOutput,
} from './payments.presenter';

/** Fees and payments over REST: the same calls as the GraphQL fields of graphql/payments.resolver.ts. */
export const PAYMENT_ROUTES: RestRoute[] = [
  restRoute({
    definition: CALLS.paymentSettings,
    method: 'GET',
    path: '/payment_settings',
    response: paymentSettingsOutput,
    present: presentPaymentSettings,
  }),
  restRoute({
    definition: CALLS.updatePaymentSettings,
    method: 'PUT',
    path: '/payment_settings',
    response: paymentSettingsOutput,
    present: presentPaymentSettings,
  }),
  restRoute({
    definition: CALLS.eventFees,
    method: 'GET',
    path: '/events/:id/fees',
    response: eventFeesOutput,
    present: presentEventFees,
  }),
  restRoute({
    definition: CALLS.setEventFees,
    method: 'PUT',
    path: '/events/:id/fees',
    response: eventFeesOutput,
    present: presentEventFees,
  }),
  restRoute({
    definition: CALLS.eventPayments,
    method: 'GET',
    path: '/events/:id/payments',
    response: z.array(paymentAccountOutput),
    present: (accounts) => accounts.map(presentPaymentAccount),
  }),
  restRoute({
    definition: CALLS.markPaidCash,
    method: 'POST',
    path: '/events/:id/payments/cash',
    response: z.array(paymentAccountOutput),
    present: (accounts) => accounts.map(presentPaymentAccount),
  }),
  restRoute({
    definition: CALLS.paymentReminderPreview,
    method: 'GET',
    path: '/events/:id/payment_reminders',
    response: paymentReminderOutput,
    present: presentPaymentReminder,
  }),
  restRoute({
    definition: CALLS.remindUnpaid,
    method: 'POST',
    path: '/events/:id/payment_reminders',
    response: paymentReminderOutput,
    present: presentPaymentReminder,
  }),
  restRoute({
    definition: CALLS.registrationPayments,
    method: 'GET',
    path: '/registrations/:id/payments',
    response: registrationPaymentOutput,
    present: presentRegistrationPayment,
  }),
  restRoute({
    definition: CALLS.recordPayment,
    method: 'POST',
    path: '/registrations/:id/payments',
    status: 201,
    response: registrationPaymentOutput,
    present: presentRegistrationPayment,
  }),
  restRoute({
    definition: CALLS.repriceRegistration,
    method: 'PUT',
    path: '/registrations/:id/price',
    response: registrationPaymentOutput,
    present: presentRegistrationPayment,
  }),
  restRoute({
    definition: CALLS.importBankStatement,
    method: 'POST',
    path: '/bank_statements',
    response: z.array(bankLineOutput),
    present: (lines) => lines.map(presentBankLine),
  }),
  restRoute({
    definition: CALLS.applyBankLine,
    method: 'POST',
    path: '/bank_statements/lines',
    response: bankLineOutput,
    present: presentBankLine,
  }),
];
