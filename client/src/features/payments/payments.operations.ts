import { graphql } from '../../graphql/generated';

/** What the player owes on one registration, the reference to pay with and the account to pay to. */
export const RegistrationPaymentsQuery = graphql(`
  query RegistrationPayments($registrationId: ID!) {
    registrationPayments(registrationId: $registrationId) {
      registrationId
      currency
      owed
      paid
      waived
      balance
      balanceText
      status
      reference
      paymentAccount
    }
  }
`);

/** The site's payment settings (the site settings page). */
export const PaymentSettingsQuery = graphql(`
  query PaymentSettings {
    paymentSettings {
      currency
      currencyFixed
      paymentAccount
      retentionYears
    }
  }
`);

export const UpdatePaymentSettingsMutation = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      currency
      currencyFixed
      paymentAccount
      retentionYears
    }
  }
`);

/** An event's fees (the event form's Fees fieldset). */
export const EventFeesQuery = graphql(`
  query EventFees($eventId: ID!) {
    eventFees(eventId: $eventId) {
      eventId
      currency
      dueOn
      refundPolicy
      keptFee
      fees {
        eventRole
        price
        earlyPrice
        earlyUntil
      }
    }
  }
`);

export const SetEventFeesMutation = graphql(`
  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {
    setEventFees(eventId: $eventId, input: $input) {
      eventId
      currency
      dueOn
      refundPolicy
      keptFee
      fees {
        eventRole
        price
        earlyPrice
        earlyUntil
      }
    }
  }
`);

/** Every registration of an event with what it owes and has paid (the registrations review). */
export const EventPaymentsQuery = graphql(`
  query EventPayments($eventId: ID!) {
    paymentSettings {
      currency
    }
    eventPayments(eventId: $eventId) {
      registrationId
      currency
      price
      owed
      paid
      waived
      balance
      status
    }
  }
`);

export const MarkPaidCashMutation = graphql(`
  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {
    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {
      registrationId
      currency
      price
      owed
      paid
      waived
      balance
      status
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {
    recordPayment(registrationId: $registrationId, input: $input) {
      registrationId
      owed
      paid
      waived
      balance
      status
    }
  }
`);

export const RepriceRegistrationMutation = graphql(`
  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {
    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {
      registrationId
      price
      owed
      paid
      waived
      balance
      status
    }
  }
`);

/** "Remind unpaid" before it is sent: how many unpaid accepted registrations would get a reminder now. */
export const PaymentReminderPreviewQuery = graphql(`
  query PaymentReminderPreview($eventId: ID!) {
    paymentReminderPreview(eventId: $eventId) {
      eventId
      count
      skipped
    }
  }
`);

export const RemindUnpaidMutation = graphql(`
  mutation RemindUnpaid($eventId: ID!) {
    remindUnpaid(eventId: $eventId) {
      eventId
      count
      skipped
    }
  }
`);
