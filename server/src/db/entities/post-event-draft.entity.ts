import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, RefColumn, WithObjectId } from '../columns';
import { Event } from './event.entity';
import { User } from './user.entity';

/** One row of a post-event draft as the admin typed it: numbers stay text until finalize reads them. */
export interface PostEventDraftRecord {
  userId: string;
  eventRole: string;
  characterId: string | null;
  deaths: string;
  reaperFights: string;
  xp: string;
  xpSequence: string;
  npcShards: string;
  donationShards: string;
  donationItems: string;
  /** the XP was typed by hand (a new XP sequence no longer recomputes it) */
  xpTouched: boolean;
  /** added on the post-event page rather than from the gate or the registrations */
  walkIn: boolean;
}

/**
 * The post-event table of an event as typed so far, kept on the server so that nothing typed is lost
 * when the page is left and a second admin sees the same values. One per event (the unique event id);
 * `version` grows with each save, and a save names the version it started from, so a stale save is
 * refused instead of overwriting another admin's values.
 */
@Entity('post_event_drafts')
export class PostEventDraft extends WithObjectId {
  @Index({ unique: true })
  @RefColumn()
  eventId: string;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Event;

  @JsonColumn()
  records: PostEventDraftRecord[];

  @IntColumn()
  version: number;

  @Index()
  @RefColumn({ nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by_id' })
  updatedBy?: User | null;

  @DateTimeColumn()
  updatedAt: Date;
}
