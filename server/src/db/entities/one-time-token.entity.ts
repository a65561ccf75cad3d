import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, RefColumn, StringColumn, WithObjectId } from '../columns';
import { User } from './user.entity';

export const ONE_TIME_TOKEN_KINDS = ['verify', 'reset', 'email_change', 'deletion_cancel'] as const;
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number];

/** An emailed one-time link's token (verification, password reset, email change, cancelling a deletion); only its SHA-256 (hex) is stored. Single use. */
@Entity('one_time_tokens')
@Index(['userId', 'kind'])
export class OneTimeToken extends WithObjectId {
  @Index({ unique: true })
  @StringColumn(64)
  tokenHash: string;

  @StringColumn(16)
  kind: OneTimeTokenKind;

  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn({ nullable: true })
  usedAt: Date | null;

  @DateTimeColumn()
  createdAt: Date;
}
