import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BoolColumn, CreatedAtColumn, DateTimeColumn, IntColumn, RefColumn, StringColumn, TextColumn, WithObjectId } from '../columns';
import { User } from './user.entity';

/**
 * pending: waiting for its (next) attempt; sending: claimed by one process, which is sending it now;
 * sent; failed: given up after the last retry; unconfirmed: its sender stopped while sending it, so
 * it may or may not have gone out and is not sent again (at most once).
 */
export const NOTIFICATION_STATES = ['pending', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * The order of delivery, lowest first: account mails (a verification or reset link someone waits
 * for) go before the notifications of changes, and those before bulk mail (reminders), so a batch
 * of reminders never holds up a sign-up.
 */
export const NOTIFICATION_PRIORITIES = { account: 0, normal: 1, bulk: 2 } as const;
export type NotificationPriority = keyof typeof NOTIFICATION_PRIORITIES;

/**
 * The outbox: every notification mail is a row written in the same transaction as the
 * change it tells about, and delivered off the request path by the outbox's delivery loop. The
 * unique notification_key names the notification (e.g. `promoted:<registration>:<state version>`),
 * so one notification is written at most once however often the change is retried or raced.
 */
@Entity('notifications')
@Index(['state', 'priority', 'nextAttemptAt'])
export class Notification extends WithObjectId {
  @Index({ unique: true })
  @StringColumn(191)
  notificationKey: string;

  /**
   * what it is about: verify, reset, email_change, deletion_scheduled, decision, offered, offer_lapsing,
   * offer_lapsed, promoted, reminder_commit, reminder_survey, ...
   */
  @StringColumn(32)
  kind: string;

  @Index()
  @RefColumn({ nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @StringColumn(320)
  toAddress: string;

  @StringColumn(300)
  subject: string;

  @TextColumn()
  body: string;

  /** the one link the message exists for (logged with outbox delivery) */
  @TextColumn({ nullable: true })
  link: string | null;

  /** an optional mail's one-click unsubscribe URL (List-Unsubscribe, RFC 8058); null for required mail */
  @TextColumn({ nullable: true })
  unsubscribeUrl: string | null;

  /** a QR code the mail shows inline (the text it encodes: a check-in ticket's payload); null for most mail */
  @TextColumn({ nullable: true })
  qrCode: string | null;

  @StringColumn(16)
  state: NotificationState;

  /** NOTIFICATION_PRIORITIES: the due rows are delivered in this order */
  @IntColumn({ default: NOTIFICATION_PRIORITIES.normal })
  priority: number;

  @IntColumn({ default: 0 })
  attempts: number;

  @DateTimeColumn()
  nextAttemptAt: Date;

  /** the process that claimed it for sending */
  @StringColumn(64, { nullable: true })
  claimedBy: string | null;

  @DateTimeColumn({ nullable: true })
  claimedAt: Date | null;

  @DateTimeColumn({ nullable: true })
  sentAt: Date | null;

  @TextColumn({ nullable: true })
  lastError: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}

/** A player's choice of optional mails, and the token of their one-click unsubscribe links. */
@Entity('notification_settings')
export class NotificationSettings {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** reminders: commit a pc build before the event, the survey is open */
  @BoolColumn({ default: true })
  reminderMails: boolean;

  /** the secret in unsubscribe links (base64url, 32 random bytes) */
  @Index({ unique: true })
  @StringColumn(64)
  unsubscribeToken: string;
}
