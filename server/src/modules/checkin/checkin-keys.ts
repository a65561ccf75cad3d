import type { KeyObject } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { CheckinKey, SIGNING_SLOT } from '../../db/entities/checkin.entities';
import { retryStatement } from '../../db/retry';
import { withTransaction } from '../../db/transaction';
import { lockingRead } from './locking';
import { newKeyMaterial, privateKeyObject, publicKeyObject } from './ticket-payload';

export interface SigningKey {
  id: string;
  privateKey: KeyObject;
}

/**
 * The Ed25519 keys that sign tickets, kept in the database so every server process signs and
 * verifies with the same ones (DESIGN.md "Check-in tickets"). The first ask creates the signing key
 * (insert-if-absent under the unique signing slot, then read: processes starting together agree).
 * Rotation makes a new signing key; the old ones keep verifying until retired.
 */
export class CheckinKeys {
  /** parsed keys by id (the rows never change except retired_at, which is read each time) */
  private readonly parsed = new Map<string, { public: KeyObject; private: KeyObject }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Every key, oldest first (retired ones included, with their retirement time). */
  list(manager: EntityManager = this.dataSource.manager): Promise<CheckinKey[]> {
    return manager.find(CheckinKey, { order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * The key that signs new tickets, created on first use: outside a transaction as its own retried
   * statement; inside one (`manager`) in it, read back with a locking read so a key another
   * transaction committed meanwhile is seen.
   */
  async signing(manager?: EntityManager): Promise<SigningKey> {
    const reader = manager ?? this.dataSource.manager;
    let row = await reader.findOneBy(CheckinKey, { signingSlot: SIGNING_SLOT });
    if (!row) {
      const values = { ...newKeyMaterial(), signingSlot: SIGNING_SLOT, createdAt: this.clock.now(), retiredAt: null };
      if (manager) {
        await manager.createQueryBuilder().insert().into(CheckinKey).values(values).orIgnore().execute();
        row = await lockingRead(
          manager,
          manager.createQueryBuilder(CheckinKey, 'key').where('key.signing_slot = :slot', { slot: SIGNING_SLOT }),
        ).getOneOrFail();
      } else {
        await retryStatement(() => this.dataSource.createQueryBuilder().insert().into(CheckinKey).values(values).orIgnore().execute());
        row = await this.dataSource.manager.findOneByOrFail(CheckinKey, { signingSlot: SIGNING_SLOT });
      }
    }
    return { id: row.id, privateKey: this.objects(row).private };
  }

  /** The public key that verifies tickets of `keyId` at `at`, or null (unknown, or retired by then). */
  async verifying(keyId: string, at: Date, manager: EntityManager): Promise<KeyObject | null> {
    const row = await manager.findOneBy(CheckinKey, { id: keyId });
    if (!row || (row.retiredAt !== null && row.retiredAt.getTime() <= at.getTime())) return null;
    return this.objects(row).public;
  }

  /** A new signing key; the one before keeps verifying until retired. Returns the new key. */
  async rotate(): Promise<CheckinKey> {
    return withTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOneBy(CheckinKey, { signingSlot: SIGNING_SLOT });
      if (current) await manager.update(CheckinKey, { id: current.id, signingSlot: SIGNING_SLOT }, { signingSlot: current.id });
      const material = newKeyMaterial();
      await manager.insert(CheckinKey, { ...material, signingSlot: SIGNING_SLOT, createdAt: this.clock.now(), retiredAt: null });
      return manager.findOneByOrFail(CheckinKey, { id: material.id });
    });
  }

  /** Tickets signed by `keyId` stop verifying at `at` (default now). The signing key cannot be retired: rotate first. */
  async retire(keyId: string, at: Date = this.clock.now()): Promise<CheckinKey | null> {
    return withTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(CheckinKey, { id: keyId });
      if (!row) return null;
      if (row.signingSlot === SIGNING_SLOT) throw new Error('The signing key cannot be retired; rotate the keys first');
      await manager.update(CheckinKey, { id: row.id }, { retiredAt: at });
      return manager.findOneByOrFail(CheckinKey, { id: row.id });
    });
  }

  private objects(row: CheckinKey): { public: KeyObject; private: KeyObject } {
    let keys = this.parsed.get(row.id);
    if (!keys) {
      keys = { public: publicKeyObject(row.publicKey), private: privateKeyObject(row.privateKey) };
      this.parsed.set(row.id, keys);
    }
    return keys;
  }
}
