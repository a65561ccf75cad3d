import { Entity, Index } from 'typeorm';
import { DateTimeColumn, IntColumn, RefColumn, StringColumn, TextColumn, WithObjectId } from '../columns';

/** Who a message to participants goes to (modules/messages). */
export const MESSAGE_AUDIENCES = [
  'registered',
  'accepted',
  'waitlisted',
  'unreviewed',
  'attendees',
  'role',
  'picked',
  'consenting',
] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/**
 * A message an admin sent to participants: to an audience of one event, or to every player who gave
 * email consent (no event). Each recipient's mail is a notification in the outbox keyed
 * `message:<id>:<user id>`, so the delivery counts are read from there. send_key is the sender's
 * draft: the same draft sent twice is one message.
 */
@Entity('participant_messages')
@Index(['eventId', 'sentAt'])
export class ParticipantMessage extends WithObjectId {
  @Index({ unique: true })
  @StringColumn(64)
  sendKey: string;

  /** null: all players who gave email consent */
  @RefColumn({ nullable: true })
  eventId: string | null;

  @StringColumn(16)
  audience: MessageAudience;

  /** the role of the `role` audience */
  @StringColumn(32, { nullable: true })
  eventRole: string | null;

  @RefColumn({ nullable: true })
  sentById: string | null;

  @StringColumn(200)
  subject: string;

  @TextColumn()
  body: string;

  @IntColumn()
  recipientCount: number;

  @DateTimeColumn()
  sentAt: Date;
}
