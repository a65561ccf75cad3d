import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedAtColumn, JsonColumn, RefColumn, UpdatedAtColumn, WithObjectId } from '../columns';
import { Event } from './event.entity';
import { User } from './user.entity';

export interface SurveyAnswer {
  /** SurveyQuestion id */
  survey_question: string;
  question_answer: string;
}

/** A user's post-event survey; created once, then edited (one per user per event). */
@Entity('survey_responses')
@Index(['eventId', 'userId'], { unique: true })
@Index(['userId'])
export class SurveyResponse extends WithObjectId {
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

  @JsonColumn()
  surveyAnswers: SurveyAnswer[];

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
