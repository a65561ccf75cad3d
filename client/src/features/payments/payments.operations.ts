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
