import { Entity, Index } from 'typeorm';
import {
  BoolColumn,
  CreatedAtColumn,
  DateTimeColumn,
  IntColumn,
  JsonColumn,
  StringColumn,
  UpdatedAtColumn,
  WithObjectId,
} from '../columns';

/** Roles beyond the player role every verified account has. */
export const USER_ROLES = ['staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

@Entity('users')
// the staff players list's keyset order, of the accounts not erased (the list's default) and of all
@Index(['erasedAt', 'lastName', 'firstName', 'id'])
@Index(['lastName', 'firstName', 'id'])
export class User extends WithObjectId {
  @StringColumn(100)
  firstName: string;

  @StringColumn(100)
  lastName: string;

  /** Always stored lower-cased (the service normalizes); unique. 254 is the longest valid address. */
  @Index({ unique: true })
  @StringColumn(254)
  email: string;

  @StringColumn(255)
  passwordHash: string;

  @BoolColumn({ default: false })
  verified: boolean;

  @DateTimeColumn({ nullable: true })
  privacyStatementAcceptedAt: Date | null;

  @BoolColumn({ default: false })
  emailConsent: boolean;

  /** Extra roles as a JSON list, e.g. ["staff"]; an empty list is a plain player. */
  @JsonColumn()
  roles: UserRole[];

  /** Current shard balance; always equals the sum of the user's ShardLedger rows. */
  @IntColumn({ default: 0 })
  shardTotal: number;

  /** Set when the player has bought an XP token with shards (players §3; the button is then disabled). */
  @BoolColumn({ default: false })
  xpTokenPurchased: boolean;

  /** A new address waiting for its verification link; `email` counts until then. */
  @StringColumn(254, { nullable: true })
  pendingEmail: string | null;

  /** When the person asked for erasure; null when none is pending. */
  @DateTimeColumn({ nullable: true })
  deletionRequestedAt: Date | null;

  /** When a pending erasure is due (end of the grace period); the erasure job looks for these. */
  @Index()
  @DateTimeColumn({ nullable: true })
  eraseAt: Date | null;

  /** Set when the account was erased: it is then the pseudonym "Deleted player <erasedNumber>". */
  @DateTimeColumn({ nullable: true })
  erasedAt: Date | null;

  @Index({ unique: true })
  @IntColumn({ nullable: true })
  erasedNumber: number | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
