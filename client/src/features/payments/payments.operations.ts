import { graphql } from '../../graphql/generated';

/** The site's payment settings as the settings form shows them. */
export const PaymentSettingsFieldsFragment = graphql(`
  fragment PaymentSettingsFields on PaymentSettings {
    currency
    currencyFixed
    paymentAccount
    retentionYears
  }
`);

/** An event's fees as the event form's Fees fieldset shows them. */
export const EventFeesFieldsFragment = graphql(`
  fragment EventFeesFields on EventFees {
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
`);

/** What one registration owes and has paid, as the registrations review's Payments tab shows it. */
export const PaymentAccountFieldsFragment = graphql(`
  fragment PaymentAccountFields on PaymentAccount {
    registrationId
    currency
    price
    owed
    paid
    waived
    balance
    status
  }
`);

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
      ...PaymentSettingsFields
    }
  }
`);

export const UpdatePaymentSettingsMutation = graphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      ...PaymentSettingsFields
    }
  }
`);

/** An event's fees (the event form's Fees fieldset). */
export const EventFeesQuery = graphql(`
  query EventFees($eventId: ID!) {
    eventFees(eventId: $eventId) {
      ...EventFeesFields
    }
  }
`);

export const SetEventFeesMutation = graphql(`
  mutation SetEventFees($eventId: ID!, $input: EventFeesInput!) {
    setEventFees(eventId: $eventId, input: $input) {
      ...EventFeesFields
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
      ...PaymentAccountFields
    }
  }
`);

export const MarkPaidCashMutation = graphql(`
  mutation MarkPaidCash($eventId: ID!, $registrationIds: [ID!]!) {
    markPaidCash(eventId: $eventId, registrationIds: $registrationIds) {
      ...PaymentAccountFields
    }
  }
`);

export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($registrationId: ID!, $input: PaymentEntryInput!) {
    recordPayment(registrationId: $registrationId, input: $input) {
      ...PaymentAccountFields
    }
  }
`);

export const RepriceRegistrationMutation = graphql(`
  mutation RepriceRegistration($registrationId: ID!, $price: Int!, $reason: String!) {
    repriceRegistration(registrationId: $registrationId, price: $price, reason: $reason) {
      ...PaymentAccountFields
    }
  }
`);

/** The remembered CSV columns and the currency, for the bank statement import page. */
export const BankImportSettingsQuery = graphql(`
  query BankImportSettings {
    paymentSettings {
      currency
      bankCsvMapping {
        date
        amount
        counterparty
        reference
        account
      }
    }
  }
`);

export const ImportBankStatementMutation = graphql(`
  mutation ImportBankStatement($input: BankStatementInput!) {
    importBankStatement(input: $input) {
      line
      bankLineKey
      outcome
      registrationId
      registration {
        playerName
        characterName
        eventTitle
      }
      account
      date
      amount
      counterparty
      reference
      reason
    }
  }
`);

export const ApplyBankLineMutation = graphql(`
  mutation ApplyBankLine($input: BankLineDecisionInput!) {
    applyBankLine(input: $input) {
      line
      bankLineKey
      outcome
      registrationId
      registration {
        playerName
        characterName
        eventTitle
      }
      account
      date
      amount
      counterparty
      reference
      reason
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

/** The post-event page's payments: what each registration owed and paid, with who it is. */
export const PostEventPaymentsQuery = graphql(`
  query PostEventPayments($eventId: ID!) {
    paymentSettings {
      currency
    }
    eventPayments(eventId: $eventId) {
      ...PaymentAccountFields
    }
    attendanceReview(eventId: $eventId) {
      id
      eventRegistrations {
        id
        eventRole
        state
        user {
          id
          firstName
          lastName
        }
        character {
          id
          characterName
        }
      }
    }
  }
`);
