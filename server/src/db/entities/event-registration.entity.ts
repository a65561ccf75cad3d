import { BeforeInsert, BeforeUpdate, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IntColumn,
  JsonColumn,
  RefColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
  WithObjectId,
} from '../columns';
import { newObjectId } from '../object-id';
import { Character } from './character.entity';
import { Event } from './event.entity';
import { User } from './user.entity';

/** null: not reviewed yet or awaiting reconfirmation (events-and-staff §4). */
export const REGISTRATION_STATES = ['accepted', 'waitlisted', 'cancelled'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number] | null;

export interface RegistrationAnswer {
  /** RegistrationQuestion id */
  event_registration_question: string;
  question_answer: string;
}

/** active_key of every registration that is not cancelled. */
export const ACTIVE_REGISTRATION_KEY = 'active';

/**
 * The active_key a registration must carry: 'active' unless cancelled, then its own id. With the
 * unique index over (event, user, active_key) the DATABASE allows one live registration per user
 * per event, and any number of cancelled ones. Set it in every write that changes `state`
 * (the entity's listeners do it for save() of an entity instance; update() queries must do it themselves).
 */
export function registrationActiveKey(id: string, state: RegistrationState): string {
  return state === 'cancelled' ? id : ACTIVE_REGISTRATION_KEY;
}

@Entity('event_registrations')
@Index(['eventId', 'userId', 'activeKey'], { unique: true })
@Index(['userId'])
// registration counts per event, state and role from the index alone, and the registrations list filtered by state
@Index(['eventId', 'state', 'eventRole'])
// an event's registrations a page at a time, oldest first (the registrations connection's keyset)
@Index(['eventId', 'registeredAt'])
export class EventRegistration extends WithObjectId {
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

  /** an EventRoleType code, e.g. pc or npc */
  @StringColumn(32)
  eventRole: string;

  @StringColumn(16, { nullable: true })
  state: RegistrationState;

  @TextColumn({ nullable: true })
  waitlistNote: string | null;

  /**
   * When the player changed the role of a registration an admin had decided (accepted or
   * waitlisted), which returned it to state null: it needs reconfirmation (events §4), unlike a new
   * one (unreviewed). Cleared by the next decision and by registering again after a cancel.
   */
  @DateTimeColumn({ nullable: true })
  roleChangedAt: Date | null;

  /** see registrationActiveKey */
  @StringColumn(24)
  activeKey: string;

  @DateTimeColumn()
  registeredAt: Date;

  /** set by an admin: a lower number is further ahead in the waitlist; null: by registration time, after those with one */
  @IntColumn({ nullable: true })
  waitlistPriority: number | null;

  /** a waitlisted registration with this set holds an offered place until then (offer mode) */
  @DateTimeColumn({ nullable: true })
  offerExpiresAt: Date | null;

  /** counts the changes of state; part of each notification's key, so each change is told once */
  @IntColumn({ default: 0 })
  stateVersion: number;

  /**
   * An admin's note for the gate and the attendance review. Staff and admins see it, the
   * player does not: it is not read unless asked for (select: false); the staff views load it with
   * withStaffNotes (events/event-views.ts).
   */
  @Column({ type: 'varchar', length: 1000, nullable: true, select: false })
  staffNote?: string | null;

  @JsonColumn()
  questionAnswers: RegistrationAnswer[];

  /** not stored: the place in the waitlist (1 = next), set by the registrations service for its answers */
  waitlistPosition?: number | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected keepActiveKey(): void {
    if (!this.id) this.id = newObjectId();
    this.activeKey = registrationActiveKey(this.id, this.state ?? null);
  }
}
