import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, RefColumn, StringColumn } from '../columns';
import { User } from './user.entity';

/** A signed-in session. The cookie carries a random token; only its SHA-256 (hex) is stored, as the id. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index()
  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index()
  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn()
  lastSeen: Date;

  /** The browser's User-Agent at sign-in, cut to 200 characters (shown as the device). */
  @StringColumn(200, { nullable: true })
  device: string | null;
}
