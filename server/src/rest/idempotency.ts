import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LessThan } from 'typeorm';
import type { Clock } from '../clock';
import { IdempotencyRecord } from '../db/entities/integrator.entities';
import { withTransaction } from '../db/transaction';
import { badInput, conflict, isDuplicateKey } from '../errors';
import type { PeriodicJob } from '../scheduler';

/** How long a key's first answer is kept. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 191 visible characters',
  otherRequest: 'This Idempotency-Key was already used with a different request; use a new key for a new request',
  inProgress: 'A request with this Idempotency-Key is still being processed; retry in a moment',
} as const;

/** JSON with object keys sorted, so the same body always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of a request, checked; null when it sent none. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.at(0) : header;
  if (key === undefined || !/^[\x21-\x7e]{1,191}$/.test(key)) throw badInput(IDEMPOTENCY_MESSAGES.badKey);
  return key;
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type IdempotencyStart = { kind: 'replay'; status: number; response: unknown } | { kind: 'started'; recordId: string };

export class IdempotencyStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Claims the key for this request, or finds its first answer. Refuses (409) a different request
   * under the key, or the same one while the first is still running. Kept in the database, so it
   * holds across processes.
   */
  async begin(principal: string, key: string, route: string, hash: string): Promise<IdempotencyStart> {
    const now = this.clock.now();
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const existing = await manager.findOneBy(IdempotencyRecord, { principal, idempotencyKey: key });
        if (existing && existing.expiresAt.getTime() > now.getTime()) {
          if (existing.requestHash !== hash || existing.route !== route) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
          if (existing.status === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
          return { kind: 'replay' as const, status: existing.status, response: existing.response };
        }
        if (existing) await manager.delete(IdempotencyRecord, { id: existing.id });
        const record = await manager.save(
          manager.create(IdempotencyRecord, {
            principal,
            idempotencyKey: key,
            route,
            requestHash: hash,
            status: null,
            response: null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
          }),
        );
        return { kind: 'started' as const, recordId: record.id };
      });
    } catch (error) {
      // another process claimed the same key between our read and insert
      if (isDuplicateKey(error)) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
      throw error;
    }
  }

  /** Keeps the first answer for retries. */
  async complete(recordId: string, status: number, response: unknown): Promise<void> {
    await withTransaction(this.dataSource, (manager) =>
      manager.update(IdempotencyRecord, { id: recordId }, { status, response: response as never }),
    );
  }

  /** The call failed: the key is free again (a corrected retry may use it). */
  async release(recordId: string): Promise<void> {
    await withTransaction(this.dataSource, (manager) => manager.delete(IdempotencyRecord, { id: recordId }));
  }

  async sweep(): Promise<number> {
    const result = await this.dataSource.getRepository(IdempotencyRecord).delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}

/** The hourly clean-up of expired keys, once across processes (the scheduler's lease). */
export function idempotencySweepJob(store: IdempotencyStore): PeriodicJob {
  return {
    name: 'idempotency-keys',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      await store.sweep();
    },
  };
}
