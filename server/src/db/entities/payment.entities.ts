import type { EventFee, FeeDueOn, PaymentKind, PaymentMethod, RefundPolicy } from '@larp/rules';
import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, OBJECT_ID_LENGTH, RefColumn, StringColumn, WithObjectId } from '../columns';
import { EventRegistration } from './event-registration.entity';
import { Event } from './event.entity';
import { User } from './user.entity';

/*
 * Event fees and the payments ledger. A payment row is never updated or deleted (erasure blanks
 * only its payer name): what a registration has paid is the sum of its rows, written by the one
 * writer (modules/payments/payment-ledger.ts). Amounts are integer minor units of `currency`.
 */

/** A fee as stored: the dates as ISO strings inside the JSON. */
export interface StoredEventFee {
  event_role: string;
  price: number;
  early_price: number | null;
  early_until: string | null;
}

export const toEventFee = (fee: StoredEventFee): EventFee => ({
  eventRole: fee.event_role,
  price: fee.price,
  earlyPrice: fee.early_price,
  earlyUntil: fee.early_until === null ? null : new Date(fee.early_until),
});

/** What an event charges: one row per event that has fees. */
@Entity('event_fee_schedules')
export class EventFeeSchedule {
  @PrimaryColumn({ type: 'varchar', length: OBJECT_ID_LENGTH })
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @StringColumn(16)
  dueOn: FeeDueOn;

  @StringColumn(16)
  refundPolicy: RefundPolicy;

  /** kept on cancellation under the 'fee_kept' policy */
  @IntColumn({ default: 0 })
  keptFee: number;

  @JsonColumn()
  fees: StoredEventFee[];

  @DateTimeColumn()
  updatedAt: Date;
}

/**
 * The price a registration keeps: set when its first payment is recorded (so a later fee change
 * leaves it alone) or by an admin's repricing. It holds for the role it was set for; after a role
 * change the new role's fee applies.
 */
@Entity('registration_prices')
export class RegistrationPrice {
  @PrimaryColumn({ type: 'varchar', length: OBJECT_ID_LENGTH })
  registrationId: string;

  @ManyToOne(() => EventRegistration, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'registration_id' })
  registration?: EventRegistration;

  @StringColumn(32)
  eventRole: string;

  @IntColumn()
  price: number;

  @StringColumn(500)
  reason: string;

  @RefColumn({ nullable: true })
  setById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'set_by_id' })
  setBy?: User | null;

  @DateTimeColumn()
  setAt: Date;
}

/** One payment, refund, waiver or correction. */
@Entity('payment_entries')
@Index(['registrationId', 'createdAt'])
@Index(['eventId', 'createdAt'])
export class PaymentEntry extends WithObjectId {
  /** null once a registration of an erased person for an event not yet started is deleted */
  @RefColumn({ nullable: true })
  registrationId: string | null;

  @ManyToOne(() => EventRegistration, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'registration_id' })
  registration?: EventRegistration | null;

  @RefColumn({ nullable: true })
  eventId: string | null;

  @ManyToOne(() => Event, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_id' })
  event?: Event | null;

  /** the registration's player */
  @Index()
  @RefColumn({ nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @StringColumn(16)
  kind: PaymentKind;

  /** positive; a correction may be negative */
  @IntColumn()
  amount: number;

  /** ISO 4217 */
  @StringColumn(3)
  currency: string;

  /** null for waivers */
  @StringColumn(16, { nullable: true })
  method: PaymentMethod | null;

  /** the bank's or the till's reference */
  @StringColumn(140, { default: '' })
  reference: string;

  @StringColumn(500, { default: '' })
  reason: string;

  /** the payer's name as the bank statement gives it; blanked by erasure */
  @StringColumn(140, { nullable: true })
  payerName: string | null;

  /** the bank line this row was applied from: each line is applied once (unique) */
  @Index({ unique: true })
  @StringColumn(64, { nullable: true })
  bankLineKey: string | null;

  @RefColumn({ nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  /** from the Clock */
  @DateTimeColumn()
  createdAt: Date;
}
