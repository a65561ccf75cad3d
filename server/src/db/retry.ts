import { isRetryable } from '../errors/db-errors';
import { TRANSACTION_RETRIES } from './transaction';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one self-contained statement (autocommit, outside withTransaction) again when the database
 * gives up on it: a deadlock or a lost Galera certification (1213), a lock-wait timeout, a busy
 * SQLite file. For the lease and secret-store statements, which must not hold a transaction open
 * across awaits (two DataSources on one SQLite file in one process would block each other).
 */
export async function retryStatement<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (attempt >= TRANSACTION_RETRIES || !isRetryable(error)) throw error;
      await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
    }
  }
}
