import type { PaymentEntry } from '../../db/entities/payment.entities';

/** A payment row as webhooks carry it (payment.received, payment.refunded). */
export const presentPaymentForWebhook = (entry: PaymentEntry) => ({
  payment: {
    _id: entry.id,
    registration_id: entry.registrationId,
    event_id: entry.eventId,
    user_id: entry.userId,
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    method: entry.method,
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  },
});
