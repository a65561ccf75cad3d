import { Entity, Index } from 'typeorm';
import { BoolColumn, CreatedAtColumn, IntColumn, JsonColumn, TextColumn, UpdatedAtColumn, WithObjectId } from '../columns';

/*
 * Registration and survey questions. Rows are kept when a question leaves the default set
 * (isDefault false), so events and answers that name it still find its text.
 */

@Entity('registration_questions')
@Index(['isDefault', 'position'])
export class RegistrationQuestion extends WithObjectId {
  /** part of the default set offered for new events */
  @BoolColumn({ default: false })
  isDefault: boolean;

  @TextColumn()
  questionText: string;

  /** event role codes this question is asked of, e.g. ["pc", "npc"] */
  @JsonColumn()
  rolesToAsk: string[];

  @BoolColumn({ default: false })
  answerRequired: boolean;

  /** order within the default set */
  @IntColumn({ default: 0 })
  position: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}

@Entity('survey_questions')
@Index(['isDefault', 'position'])
export class SurveyQuestion extends WithObjectId {
  @BoolColumn({ default: false })
  isDefault: boolean;

  @TextColumn()
  questionText: string;

  @JsonColumn()
  rolesToAsk: string[];

  @BoolColumn({ default: false })
  answerRequired: boolean;

  @IntColumn({ default: 0 })
  position: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
