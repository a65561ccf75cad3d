import { graphql } from '../../graphql/generated';

/** The signed-in user (null when signed out); read by the authenticated routes' loader and the home page. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      ...SignedInUserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SignedInUserFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      id
      email
    }
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email)
  }
`);

export const VerifyAccountMutation = graphql(`
  mutation VerifyAccount($input: VerifyAccountInput!) {
    verifyAccount(input: $input) {
      id
      verified
    }
  }
`);

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const UpdatePasswordMutation = graphql(`
  mutation UpdatePassword($input: UpdatePasswordInput!) {
    updatePassword(input: $input)
  }
`);
