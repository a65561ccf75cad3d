import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The spec's form result statuses (players §4, §8): 'invalid' for a 4xx answer, 'error' for a 5xx
 * answer or an exception. GraphQL answers 200 with an error code, so the code is mapped back to
 * the HTTP status the REST bridge would have given (server/src/errors/app-error.ts).
 */
export type FailureStatus = 'invalid' | 'error';

export interface Failure {
  status: FailureStatus;
  /** the server's error code (BAD_USER_INPUT, CONFLICT, EMAIL_NOT_VERIFIED, MAIL_FAILED, ...) when it gave one */
  code?: string;
  /** the server's own message for this failure, when it gave one */
  serverMessage?: string;
  /** a limit's refusal (TOO_MANY_REQUESTS): the seconds to wait before trying again (GraphQL extensions.retryAfter) */
  retryAfterSeconds?: number;
}

/** A refused or failed call made with fetch to /api/v1 (uploads, downloads): its HTTP status and the server's message. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RestFailure';
  }
}

/** Codes the server answers with a 5xx status; every other code is a 4xx. */
const SERVER_FAULT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'MAIL_FAILED']);

export function classifyFailure(error: unknown): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.at(0);
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    const status: FailureStatus = code !== undefined && SERVER_FAULT_CODES.has(code) ? 'error' : 'invalid';
    const retryAfter = first?.extensions?.retryAfter;
    return {
      status,
      code,
      serverMessage: first?.message || undefined,
      ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  if (error instanceof RestFailure) {
    return { status: error.status >= 400 && error.status < 500 ? 'invalid' : 'error', serverMessage: error.message || undefined };
  }
  if (ServerError.is(error)) {
    return { status: error.statusCode >= 400 && error.statusCode < 500 ? 'invalid' : 'error' };
  }
  return { status: 'error' };
}

/**
 * The text to show for a failed form. For an invalid submission the server's own message overrides
 * the default (players §8). For a server fault the spec's default is shown: the server's text
 * ('Internal server error') tells the player less than the spec's 'please try again later'.
 */
export function failureMessage(failure: Failure, defaults: Record<FailureStatus, string>): string {
  if (failure.status === 'invalid' && failure.serverMessage) return failure.serverMessage;
  return defaults[failure.status];
}
