import { graphql } from '../../graphql/generated';

/** The privacy self-service of /account. */
export const AccountProfileQuery = graphql(`
  query AccountProfile {
    currentUser {
      id
      firstName
      lastName
      email
      emailConsent
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      pendingEmail
      user {
        id
        firstName
        lastName
        email
        emailConsent
      }
    }
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      message
      user {
        id
        email
      }
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      device
      createdAt
      lastSeen
      current
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const AccountDeletionQuery = graphql(`
  query AccountDeletion {
    accountDeletion {
      scheduled
      requestedAt
      eraseAt
    }
  }
`);

export const RequestAccountDeletionMutation = graphql(`
  mutation RequestAccountDeletion($password: String) {
    requestAccountDeletion(password: $password) {
      scheduled
      requestedAt
      eraseAt
    }
  }
`);

export const CancelAccountDeletionMutation = graphql(`
  mutation CancelAccountDeletion {
    cancelAccountDeletion
  }
`);
