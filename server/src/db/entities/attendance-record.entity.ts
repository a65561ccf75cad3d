import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, IntColumn, RefColumn, StringColumn, TextColumn, UpdatedAtColumn, WithObjectId } from '../columns';
import { Character } from './character.entity';
import { Event } from './event.entity';
import { User } from './user.entity';

/** What a user did at a finalized event (events-and-staff §4, finalize); one per user per event. */
@Entity('attendance_records')
@Index(['eventId', 'userId'], { unique: true })
@Index(['userId'])
export class AttendanceRecord extends WithObjectId {
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index()
  @RefColumn({ nullable: true })
  characterId: string | null;

  @ManyToOne(() => Character, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'character_id' })
  character?: Character | null;

  @StringColumn(32)
  eventRole: string;

  @IntColumn({ default: 0 })
  deaths: number;

  @IntColumn({ default: 0 })
  reaperFights: number;

  @IntColumn({ default: 0 })
  xp: number;

  @IntColumn({ default: 0 })
  xpSequence: number;

  @IntColumn({ default: 0 })
  npcShards: number;

  @IntColumn({ default: 0 })
  donationShards: number;

  @TextColumn({ nullable: true })
  donationItems: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
