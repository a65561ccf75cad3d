/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n": typeof types.VerifyAccountDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  query PlayerEvents {\n    events(mine: true, publishedOnly: true) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n    }\n  }\n": typeof types.PlayerEventsDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n": types.SignupDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n": types.ResendVerificationDocument,
    "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n": types.VerifyAccountDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": types.UpdatePasswordDocument,
    "\n  query PlayerEvents {\n    events(mine: true, publishedOnly: true) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n    }\n  }\n": types.PlayerEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      firstName\n      lastName\n      email\n      roles\n      shardTotal\n      xpTokenPurchased\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAccount($input: VerifyAccountInput!) {\n    verifyAccount(input: $input) {\n      id\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerEvents {\n    events(mine: true, publishedOnly: true) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n    }\n  }\n"): (typeof documents)["\n  query PlayerEvents {\n    events(mine: true, publishedOnly: true) {\n      id\n      eventTitle\n      eventAddress\n      eventStartTime\n      eventEndTime\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;