/**
 * The one classifier of database errors (DESIGN.md "Writes"), for both dialects. TypeORM wraps a
 * driver's error in QueryFailedError with `driverError`; the drivers' codes are read from there (or
 * from the error itself when a driver error escapes unwrapped).
 *
 *  - duplicate: a unique index refused the row (MySQL 1062 ER_DUP_ENTRY, SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY)
 *  - deadlock: the database chose this transaction as a deadlock victim (MySQL 1213; Galera reports a
 *    lost certification the same way)
 *  - lock_timeout: a row lock was not granted in time (MySQL 1205)
 *  - busy: SQLite's file lock is held by another connection or process (SQLITE_BUSY, SQLITE_LOCKED)
 *  - too_many_variables: a statement with more bound values than the driver allows (SQLite's
 *    "too many SQL variables", MySQL 1390 ER_PS_MANY_PARAM)
 *  - invalid_string: text the column cannot store (MySQL 1366 "Incorrect string value", 1406 data too long)
 *  - out_of_range: a number the column cannot store (MySQL 1264, 1690)
 *  - unavailable: the database cannot be reached or will not serve yet (connection refused, reset
 *    or lost; a Galera node that left the cluster, 1047 "WSREP has not yet prepared node"; a server
 *    shutting down, 1053; a killed connection, 1927): the request may succeed if sent again
 */
export type DbErrorKind =
  'duplicate' | 'deadlock' | 'lock_timeout' | 'busy' | 'too_many_variables' | 'invalid_string' | 'out_of_range' | 'unavailable';

interface DriverErrorLike {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
}

function driverErrorOf(error: unknown): DriverErrorLike | null {
  if (typeof error !== 'object' || error === null) return null;
  const wrapped = (error as { driverError?: unknown }).driverError;
  if (typeof wrapped === 'object' && wrapped !== null) return wrapped;
  return error;
}

const MYSQL_ERRNOS: Partial<Record<number, DbErrorKind>> = {
  1062: 'duplicate',
  1213: 'deadlock',
  1205: 'lock_timeout',
  1390: 'too_many_variables',
  1366: 'invalid_string',
  1406: 'invalid_string',
  1264: 'out_of_range',
  1690: 'out_of_range',
  1047: 'unavailable',
  1053: 'unavailable',
  1927: 'unavailable',
};

/** Node's and mysql2's codes for a connection that could not be made or was lost. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
]);

/** What kind of database error this is, or null when it is none of the kinds above. */
export function classifyDbError(error: unknown): DbErrorKind | null {
  const driver = driverErrorOf(error);
  if (!driver) return null;
  const code = typeof driver.code === 'string' ? driver.code : '';
  const message = typeof driver.message === 'string' ? driver.message : '';
  const known = typeof driver.errno === 'number' && code.startsWith('ER_') ? MYSQL_ERRNOS[driver.errno] : undefined;
  if (known) return known;
  if (
    UNAVAILABLE_CODES.has(code) ||
    /connection is in closed state|Can't add new command when connection is in closed state/i.test(message)
  )
    return 'unavailable';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'duplicate';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code === 'SQLITE_TOOBIG') return 'invalid_string';
  if (code.startsWith('SQLITE_') && /too many SQL variables/i.test(message)) return 'too_many_variables';
  return null;
}

/** A unique-index violation on either dialect. */
export function isDuplicateKey(error: unknown): boolean {
  return classifyDbError(error) === 'duplicate';
}

/** Worth running the whole transaction again: a deadlock victim, a lock wait that timed out, a busy SQLite file. */
export function isRetryable(error: unknown): boolean {
  return retryableKindOf(error) !== null;
}

/** The kind of a database error worth retrying the transaction for, or null. */
export function retryableKindOf(error: unknown): 'deadlock' | 'lock_timeout' | 'busy' | null {
  const kind = classifyDbError(error);
  return kind === 'deadlock' || kind === 'lock_timeout' || kind === 'busy' ? kind : null;
}
