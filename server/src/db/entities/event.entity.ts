import { Entity, Index } from 'typeorm';
import {
  BoolColumn,
  IntColumn,
  CreatedAtColumn,
  DateTimeColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
  WithObjectId,
} from '../columns';

export const WAITLIST_MODES = ['automatic', 'offer', 'manual'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

/** An event (events-and-staff §3). */
@Entity('events')
@Index(['eventPublished', 'eventStartTime'])
export class Event extends WithObjectId {
  @StringColumn(200)
  eventTitle: string;

  @TextColumn()
  eventDescription: string;

  @TextColumn()
  eventAddress: string;

  @Index()
  @DateTimeColumn()
  eventStartTime: Date;

  @DateTimeColumn()
  eventEndTime: Date;

  /** file name of the uploaded image in storage, or null */
  @StringColumn(255, { nullable: true })
  eventImage: string | null;

  @BoolColumn({ default: false })
  eventPublished: boolean;

  @BoolColumn({ default: false })
  eventFinalized: boolean;

  /** the survey is open for 15 days from here; null: no survey */
  @DateTimeColumn({ nullable: true })
  eventSurveyOpenAt: Date | null;

  /** ids of the RegistrationQuestions asked at this event, in order */
  @JsonColumn()
  eventRegistrationQuestions: string[];

  /** ids of the SurveyQuestions of this event's survey, in order */
  @JsonColumn()
  eventSurveyQuestions: string[];

  /** places for player characters (accepted pc registrations); null: no limit */
  @IntColumn({ nullable: true })
  eventPcCapacity: number | null;

  /** places for npcs; null: no limit */
  @IntColumn({ nullable: true })
  eventNpcCapacity: number | null;

  /** what happens when a place frees: automatic, offer or manual (see WAITLIST_MODES) */
  @StringColumn(16, { default: 'automatic' })
  eventWaitlistMode: WaitlistMode;

  /** how long an offered place is held (offer mode) */
  @IntColumn({ default: 48 })
  eventOfferHours: number;

  /**
   * Written by every change to the event's places (joining, cancelling, reviewing, promoting), so
   * that simultaneous changes serialize on this row (SQLite, MariaDB) or conflict and retry (Galera).
   */
  @IntColumn({ default: 0 })
  placesVersion: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
