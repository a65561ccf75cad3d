/**
 * The one application error type (STYLE.md "Errors"). A service throws it with a stable code and the
 * user-facing message (the spec's text where it has one); the transports translate the code through
 * ERROR_CODES into an HTTP status (REST) or `extensions.code` (GraphQL).
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400 },
  UNAUTHENTICATED: { status: 401 },
  /** Signed in with the right password, but the email address is not verified yet (the client offers resend). */
  EMAIL_NOT_VERIFIED: { status: 403 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  TOO_MANY_REQUESTS: { status: 429 },
  INTERNAL_SERVER_ERROR: { status: 500 },
  /** The account change was saved but its email could not be sent (the client offers resend). */
  MAIL_FAILED: { status: 502 },
  /** The server cannot answer yet for a reason an operator must mend (no ruleset has been loaded). */
  SERVICE_UNAVAILABLE: { status: 503 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** more fields of the answer beside message (REST body, GraphQL extensions), e.g. a refused ruleset's problems */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const unauthenticated = (message = 'You must be signed in') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not Found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
