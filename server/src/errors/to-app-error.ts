import { SkillError } from '@larp/rules';
import { AppError, INTERNAL_ERROR_MESSAGE } from './app-error';
import { classifyDbError, type DbErrorKind } from './db-errors';

/** Minimal logger shape, satisfied by Fastify's pino logger. */
export interface ErrorLogger {
  error(details: object, message: string): void;
  warn?(details: object, message: string): void;
}

/** Messages for database refusals that reach a transport without a service naming them more precisely. */
export const DB_ERROR_MESSAGES = {
  duplicate: 'This already exists',
  concurrent: 'Someone else changed this at the same time. Please try again.',
  tooManyItems: 'Too many items in one request',
  invalidString: 'Text contains characters that cannot be saved',
  outOfRange: 'A number is out of range',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** The one mapping of database error kinds to answers (DESIGN.md "Writes"). */
const DB_ERRORS: Record<DbErrorKind, () => AppError> = {
  duplicate: () => new AppError('CONFLICT', DB_ERROR_MESSAGES.duplicate),
  // reached only when the transaction's retries (db/transaction.ts) are spent
  deadlock: () => new AppError('CONFLICT', DB_ERROR_MESSAGES.concurrent),
  lock_timeout: () => new AppError('CONFLICT', DB_ERROR_MESSAGES.concurrent),
  busy: () => new AppError('CONFLICT', DB_ERROR_MESSAGES.concurrent),
  too_many_variables: () => new AppError('BAD_USER_INPUT', DB_ERROR_MESSAGES.tooManyItems),
  invalid_string: () => new AppError('BAD_USER_INPUT', DB_ERROR_MESSAGES.invalidString),
  out_of_range: () => new AppError('BAD_USER_INPUT', DB_ERROR_MESSAGES.outOfRange),
  // The load balancer moves the caller to another process; the answer says to try again (Retry-After).
  unavailable: () => new AppError('SERVICE_UNAVAILABLE', DB_ERROR_MESSAGES.unavailable),
};

/**
 * Classifies anything thrown below a transport. AppErrors pass through; the rules' SkillError is the
 * player's fault (an invalid build) and keeps its spec message; database refusals are mapped by kind
 * (and logged as warnings: input limits should have caught them first); everything else is a real
 * fault: logged with its stack and answered without details.
 */
export function toAppError(error: unknown, logger?: ErrorLogger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SkillError) return new AppError('BAD_USER_INPUT', error.message);
  const kind = classifyDbError(error);
  if (kind) {
    (logger?.warn ?? logger?.error)?.call(logger, { err: error, kind }, 'Database refused a statement');
    return DB_ERRORS[kind]();
  }
  logger?.error({ err: error }, 'Unhandled error');
  return new AppError('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE);
}
