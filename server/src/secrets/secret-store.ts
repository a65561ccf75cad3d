import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { StoredSecret } from '../db/entities/secret.entity';
import { retryStatement } from '../db/retry';

/*
 * Secrets every server process must share (docs/DEPLOY.md "What every shape shares"): generated once, by whichever
 * process asks first, into the `secrets` table; every later ask, in any process, reads that row.
 * Insert-if-absent then read, so processes starting at the same instant agree (on Galera the losing
 * insert fails certification, is retried, and is then ignored). A secret never changes once
 * stored, so each process keeps what it read.
 */

const cache = new WeakMap<DataSource, Map<string, Promise<string>>>();

export interface SecretOptions {
  /** the value to store when the secret does not exist yet; default 32 random bytes, base64url (43 characters) */
  initial?: () => string;
}

export const newRandomSecret = (): string => randomBytes(32).toString('base64url');

/** The secret called `name`, created on first use. Names up to 100 characters, values up to 255. */
export function getOrCreateSecret(dataSource: DataSource, name: string, options: SecretOptions = {}): Promise<string> {
  let secrets = cache.get(dataSource);
  if (!secrets) {
    secrets = new Map();
    cache.set(dataSource, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(dataSource, name, options);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(dataSource: DataSource, name: string, options: SecretOptions): Promise<string> {
  const existing = await dataSource.manager.findOneBy(StoredSecret, { name });
  if (existing) return existing.value;
  const value = (options.initial ?? newRandomSecret)();
  await retryStatement(() =>
    dataSource.createQueryBuilder().insert().into(StoredSecret).values({ name, value, createdAt: new Date() }).orIgnore().execute(),
  );
  const stored = await dataSource.manager.findOneByOrFail(StoredSecret, { name });
  return stored.value;
}
