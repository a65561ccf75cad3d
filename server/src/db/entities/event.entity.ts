import { Entity, Index } from 'typeorm';
import {
  BoolColumn,
  CreatedAtColumn,
  DateTimeColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
  WithObjectId,
} from '../columns';

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

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
