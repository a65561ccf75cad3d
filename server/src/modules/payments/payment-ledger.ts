import { feeFor, type PaymentKind, type PaymentMethod } from '@larp/rules';
import type { EntityManager } from 'typeorm';
import { EventFeeSchedule, PaymentEntry, RegistrationPrice, SiteSettings, toEventFee } from '../../db';
import type { EventRegistration } from '../../db/entities/event-registration.entity';

/*
 * The one writer of the payments ledger: every payment, refund, waiver and correction is one
 * inserted row, never updated, written with the caller's EntityManager so it commits with whatever
 * else the call writes. What a registration has paid is the sum of its rows (payment-accounts.ts).
 */

export const SITE_SETTINGS_ID = 'site';
export const DEFAULT_CURRENCY = 'EUR';

export interface PaymentWrite {
  registration: EventRegistration;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod | null;
  reference: string;
  reason: string;
  payerName?: string | null;
  /** the bank line applied; a second row for the same line is refused by the unique index */
  bankLineKey?: string | null;
  actorId: string | null;
  /** from the Clock */
  at: Date;
}

export async function siteCurrency(manager: EntityManager): Promise<string> {
  const settings = await manager.findOne(SiteSettings, { where: { id: SITE_SETTINGS_ID }, select: { id: true, currency: true } });
  return settings?.currency ?? DEFAULT_CURRENCY;
}

/** The fee the registration's role costs at its event now (early price by when it was made); null: none. */
export async function currentFee(manager: EntityManager, registration: EventRegistration): Promise<number | null> {
  const schedule = await manager.findOneBy(EventFeeSchedule, { eventId: registration.eventId });
  return schedule ? feeFor(schedule.fees.map(toEventFee), registration.eventRole, registration.registeredAt) : null;
}

/**
 * Keeps the price a registration pays: a fee change afterwards leaves a registration with payments
 * alone. Set once per role (the first payment for it), or whenever an admin reprices (`force`).
 */
export async function keepPrice(
  manager: EntityManager,
  registration: EventRegistration,
  price: number,
  by: { actorId: string | null; reason: string; at: Date; force: boolean },
): Promise<void> {
  const kept = await manager.findOneBy(RegistrationPrice, { registrationId: registration.id });
  const row = { eventRole: registration.eventRole, price, reason: by.reason, setById: by.actorId, setAt: by.at };
  if (!kept) {
    // orIgnore: a concurrent first payment kept it already; the first one holds.
    await manager
      .createQueryBuilder()
      .insert()
      .into(RegistrationPrice)
      .values({ registrationId: registration.id, ...row })
      .orIgnore()
      .execute();
  } else if (by.force || kept.eventRole !== registration.eventRole) {
    await manager.update(RegistrationPrice, { registrationId: registration.id }, row);
  }
}

export async function writePayment(manager: EntityManager, write: PaymentWrite): Promise<PaymentEntry> {
  if (!Number.isSafeInteger(write.amount)) throw new RangeError(`A payment is a whole number of minor units, not ${write.amount}`);
  const currency = await siteCurrency(manager);
  const entry = manager.create(PaymentEntry, {
    registrationId: write.registration.id,
    eventId: write.registration.eventId,
    userId: write.registration.userId,
    kind: write.kind,
    amount: write.amount,
    currency,
    method: write.method,
    reference: write.reference,
    reason: write.reason,
    payerName: write.payerName ?? null,
    bankLineKey: write.bankLineKey ?? null,
    actorId: write.actorId,
    createdAt: write.at,
  });
  await manager.insert(PaymentEntry, entry);
  if (write.kind === 'payment') {
    const fee = await currentFee(manager, write.registration);
    if (fee !== null)
      await keepPrice(manager, write.registration, fee, {
        actorId: write.actorId,
        reason: 'price when first paid',
        at: write.at,
        force: false,
      });
  }
  return entry;
}
