import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { getOrCreateSecret } from './secret-store';

/** Turns an email, account id, token id or client address into the part of a limiter key that stands for it. */
export type LimiterKeyHasher = (value: string) => string;

/** 128 bits of the HMAC, in hex: no LIKE wildcard, and collisions stay out of reach. */
const HASH_LENGTH = 32;

/**
 * The limiters' keyed hash (HMAC-SHA-256 with a secret every process shares): rate_limit_buckets
 * holds no email or address in clear, and without the secret a stored key cannot be tested against
 * a guessed email or address.
 */
export async function limiterKeyHasher(dataSource: DataSource): Promise<LimiterKeyHasher> {
  const secret = await getOrCreateSecret(dataSource, 'limiter-keys');
  return (value) => createHmac('sha256', secret).update(value).digest('hex').slice(0, HASH_LENGTH);
}
