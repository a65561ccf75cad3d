import { amountOwed, balanceDue, feeFor, paymentStatus, paymentTotals, type PaymentStatus } from '@larp/rules';
import { In, type EntityManager } from 'typeorm';
import { EventFeeSchedule, PaymentEntry, RegistrationPrice, toEventFee } from '../../db';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import { paymentReferenceOf } from './payment-reference';
import { siteCurrency } from './payment-ledger';

/** What one registration owes and has paid, derived from its ledger rows each time it is asked. */
export interface PaymentAccount {
  registration: EventRegistration;
  currency: string;
  /** the price for its role (kept or the event's fee); null: the event charges its role nothing */
  price: number | null;
  owed: number;
  paid: number;
  waived: number;
  /** owed - paid - waived: positive still to pay, negative a refund to propose */
  balance: number;
  status: PaymentStatus;
  /** the ISO 11649 reference to pay with */
  reference: string;
  entries: PaymentEntry[];
}

/** The accounts of `registrations` (any events), oldest ledger row first, in the order given. */
export async function accountsOf(manager: EntityManager, registrations: EventRegistration[]): Promise<PaymentAccount[]> {
  if (registrations.length === 0) return [];
  const ids = registrations.map((registration) => registration.id);
  const eventIds = [...new Set(registrations.map((registration) => registration.eventId))];
  const [currency, schedules, prices, entries] = await Promise.all([
    siteCurrency(manager),
    manager.findBy(EventFeeSchedule, { eventId: In(eventIds) }),
    manager.findBy(RegistrationPrice, { registrationId: In(ids) }),
    manager.find(PaymentEntry, { where: { registrationId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
  ]);
  const scheduleOf = new Map(schedules.map((schedule) => [schedule.eventId, schedule]));
  const priceOf = new Map(prices.map((price) => [price.registrationId, price]));
  return registrations.map((registration) => {
    const schedule = scheduleOf.get(registration.eventId);
    const kept = priceOf.get(registration.id);
    const price =
      kept && kept.eventRole === registration.eventRole
        ? kept.price
        : schedule
          ? feeFor(schedule.fees.map(toEventFee), registration.eventRole, registration.registeredAt)
          : null;
    const own = entries.filter((entry) => entry.registrationId === registration.id);
    const totals = paymentTotals(own);
    const owed = amountOwed({
      state: registration.state,
      price,
      dueOn: schedule?.dueOn ?? 'acceptance',
      refundPolicy: schedule?.refundPolicy ?? 'full',
      keptFee: schedule?.keptFee ?? 0,
      paid: totals.paid,
    });
    return {
      registration,
      currency,
      price,
      owed,
      paid: totals.paid,
      waived: totals.waived,
      balance: balanceDue(owed, totals),
      status: paymentStatus(owed, totals),
      reference: paymentReferenceOf(registration.id),
      entries: own,
    };
  });
}
