import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BoolColumn, DateTimeColumn, RefColumn, StringColumn, WithObjectId } from '../columns';
import { EventRegistration } from './event-registration.entity';
import { Event } from './event.entity';
import { User } from './user.entity';

/*
 * Event-day check-in: signing keys, tickets, every scan received, the check-ins they
 * made, the conflicts between devices, and the admins' decisions. See modules/checkin/.
 */

/** The live_key of a ticket that is not revoked, or of a check-in that is not annulled (else the row's own id). */
export const LIVE_KEY = 'live';

/** The slot of the one key that signs new tickets; a key that no longer signs carries its own id there. */
export const SIGNING_SLOT = 'signing';

/**
 * An Ed25519 key pair that signs tickets. One key signs at a time (the unique signing_slot); after a
 * rotation the old ones still verify until an admin retires them (retired_at), so tickets already
 * handed out stay good. Kept in the database, so every server process signs with the same key.
 */
@Entity('checkin_keys')
export class CheckinKey {
  /** 8 hex characters (4 bytes in the ticket payload) */
  @PrimaryColumn({ type: 'varchar', length: 8 })
  id: string;

  /** raw 32-byte public key, base64url */
  @StringColumn(64)
  publicKey: string;

  /** PKCS#8 DER of the private key, base64url */
  @StringColumn(200)
  privateKey: string;

  /** 'signing' for the key that signs new tickets; its own id once rotated out */
  @Index({ unique: true })
  @StringColumn(16)
  signingSlot: string;

  @DateTimeColumn()
  createdAt: Date;

  /** tickets signed by this key stop verifying from this time; null: still verifying */
  @DateTimeColumn({ nullable: true })
  retiredAt: Date | null;
}

/**
 * The ticket of an accepted registration: what its QR code carries (signed, see ticket-payload.ts)
 * and the 8-character short code printed beside it. One live ticket per registration (the unique
 * (registration, live_key)); a registration that is cancelled or changed gets its ticket revoked,
 * and a new one once accepted again.
 */
@Entity('checkin_tickets')
@Index(['registrationId', 'liveKey'], { unique: true })
@Index(['eventId', 'code'], { unique: true })
@Index(['eventId', 'revokedAt'])
export class CheckinTicket extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @RefColumn()
  registrationId: string;

  @ManyToOne(() => EventRegistration, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'registration_id' })
  registration?: EventRegistration;

  /** 8 characters of Crockford's base32 (no I, L, O, U) */
  @StringColumn(8)
  code: string;

  /** the key that signed it */
  @StringColumn(8)
  keyId: string;

  /** what the registration was when the ticket was issued (state version, role, character): a change revokes it */
  @StringColumn(100)
  registrationVersion: string;

  @DateTimeColumn()
  issuedAt: Date;

  @DateTimeColumn({ nullable: true })
  revokedAt: Date | null;

  /** why: cancelled, waitlisted, changed, unconfirmed */
  @StringColumn(16, { nullable: true })
  revokeReason: string | null;

  @StringColumn(24)
  liveKey: string;
}

/**
 * Someone let in at the gate: through a ticket (registration set) or as a walk-in (flagged, with a
 * reason; with a registration that was not accepted, or only a name). One live check-in per
 * registration (the unique (event, registration, live_key)); an admin may annul it with a reason.
 */
@Entity('checkins')
@Index(['eventId', 'registrationId', 'liveKey'], { unique: true })
@Index(['eventId', 'receivedAt'])
export class Checkin extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @RefColumn({ nullable: true })
  registrationId: string | null;

  @ManyToOne(() => EventRegistration, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'registration_id' })
  registration?: EventRegistration | null;

  @RefColumn({ nullable: true })
  ticketId: string | null;

  /** the scan that made it */
  @StringColumn(64)
  nonce: string;

  @StringColumn(64)
  deviceId: string;

  /** when the device scanned (the device's clock) */
  @DateTimeColumn()
  scannedAt: Date;

  /** when the server learnt of it */
  @DateTimeColumn()
  receivedAt: Date;

  /** the staff member whose device uploaded it */
  @Index()
  @RefColumn({ nullable: true })
  admittedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'admitted_by_id' })
  admittedBy?: User | null;

  @BoolColumn({ default: false })
  walkIn: boolean;

  /** a walk-in without a registration: the name staff typed */
  @StringColumn(200, { nullable: true })
  walkInName: string | null;

  @StringColumn(500, { nullable: true })
  walkInReason: string | null;

  /** a walk-in admitted by name only: the account an admin made or chose for them afterwards (their attendance row's user) */
  @Index()
  @RefColumn({ nullable: true })
  walkInUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'walk_in_user_id' })
  walkInUser?: User | null;

  @DateTimeColumn({ nullable: true })
  annulledAt: Date | null;

  @Index()
  @RefColumn({ nullable: true })
  annulledById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'annulled_by_id' })
  annulledBy?: User | null;

  @StringColumn(500, { nullable: true })
  annulReason: string | null;

  @StringColumn(24)
  liveKey: string;
}

/**
 * Every scan a device uploaded, stored once under its nonce (the unique (event, nonce)): the same
 * batch sent again finds its scans here and gets the same answers, creating nothing.
 */
@Entity('checkin_scans')
@Index(['eventId', 'nonce'], { unique: true })
export class CheckinScan extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @StringColumn(64)
  nonce: string;

  @StringColumn(64)
  deviceId: string;

  @DateTimeColumn()
  scannedAt: Date;

  @DateTimeColumn()
  receivedAt: Date;

  @Index()
  @RefColumn({ nullable: true })
  uploadedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id' })
  uploadedBy?: User | null;

  /** ticket (QR payload), code (typed short code) or walk_in */
  @StringColumn(8)
  entry: string;

  /** the registration the scan named, when it named one */
  @Index()
  @RefColumn({ nullable: true })
  registrationId: string | null;

  /** admitted, duplicate, conflict or refused */
  @StringColumn(16)
  result: string;

  /** why it was refused: cancelled, waitlisted, other_event, forged, revoked, not_accepted */
  @StringColumn(16, { nullable: true })
  reason: string | null;

  /** the check-in it made (admitted) or met (duplicate, conflict) */
  @RefColumn({ nullable: true })
  checkinId: string | null;

  @Index()
  @RefColumn({ nullable: true })
  conflictId: string | null;
}

/**
 * Two or more devices admitted the same registration without knowing of each other: one check-in
 * stands, and this record lists every device and time (the check-in's and the conflicting scans')
 * for an admin to resolve with a reason.
 */
@Entity('checkin_conflicts')
export class CheckinConflict extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @Index()
  @RefColumn({ nullable: true })
  registrationId: string | null;

  /** the check-in that stands; one conflict record per check-in */
  @Index({ unique: true })
  @RefColumn()
  checkinId: string;

  @DateTimeColumn()
  openedAt: Date;

  @DateTimeColumn({ nullable: true })
  resolvedAt: Date | null;

  @Index()
  @RefColumn({ nullable: true })
  resolvedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'resolved_by_id' })
  resolvedBy?: User | null;

  @StringColumn(500, { nullable: true })
  resolution: string | null;
}

/** The audit trail of the admins' decisions at the gate (annulled check-ins, resolved conflicts). */
@Entity('checkin_audit')
@Index(['eventId', 'at'])
export class CheckinAuditEntry extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  /** annul or resolve */
  @StringColumn(16)
  action: string;

  @RefColumn({ nullable: true })
  checkinId: string | null;

  @RefColumn({ nullable: true })
  conflictId: string | null;

  @Index()
  @RefColumn({ nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User | null;

  @StringColumn(500)
  reason: string;

  @DateTimeColumn()
  at: Date;
}
