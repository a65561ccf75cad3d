import { cancelAllowed, preregistrationOpen, registrationEditable } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { Clock } from '../../clock';
import { Character } from '../../db/entities/character.entity';
import {
  ACTIVE_REGISTRATION_KEY,
  EventRegistration,
  registrationActiveKey,
  type RegistrationAnswer,
} from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { currentManager, withTransaction } from '../../db/transaction';
import { badInput, conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { hasRole, requireRole, requireUser } from '../accounts/accounts.policy';
import { timesOf } from '../events/event-times';
import { EVENT_MESSAGES as M } from '../events/events.messages';
import type { EventsService } from '../events/events.service';
import type { QuestionsService } from '../questions/questions.service';
import type { DecisionMails } from './decision-mails';
import type { Outbox } from '../notifications/outbox';
import { isDuplicateKey } from '../../errors';
import { keepAskedAnswers, readAnswers } from './question-answers';
import type { RegistrationReviewCommand } from '../events/events-area.inputs';

export interface RegistrationInput {
  event?: unknown;
  character?: unknown;
  event_role?: unknown;
  question_answers?: unknown;
}

export type RegistrationReview = RegistrationReviewCommand;

/**
 * Registrations (events §4 "Registration state", §5, §7): a player registers with one of their own
 * characters as pc or npc, edits and cancels their own; admins review (accept or waitlist). The
 * timing rules are the rules' (preregistrationOpen, registrationEditable, cancelAllowed).
 */
export class RegistrationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly questions: QuestionsService,
    private readonly outbox: Outbox,
    private readonly decisionMails: DecisionMails,
  ) {}

  async register(context: RequestContext, input: RegistrationInput): Promise<EventRegistration> {
    const user = requireUser(context);
    if (typeof input.event !== 'string' || input.event === '') throw badInput('Please select an event');
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const event = await this.events.visibleEvent(context, input.event as string, manager);
        if (!preregistrationOpen(timesOf(event), this.clock.now())) throw conflict(M.registrationClosed);
        const active = await manager.findOneBy(EventRegistration, { eventId: event.id, userId: user.id, activeKey: ACTIVE_REGISTRATION_KEY });
        if (active) throw conflict(M.alreadyRegistered);
        const details = await this.checkDetails(manager, user.id, event, input);
        const registration = manager.create(EventRegistration, {
          eventId: event.id,
          userId: user.id,
          ...details,
          state: null,
          waitlistNote: null,
          registeredAt: this.clock.now(),
        });
        return manager.save(registration);
      });
    } catch (error) {
      // Two registrations at once: the database's unique index lets one through.
      if (isDuplicateKey(error)) throw conflict(M.alreadyRegistered);
      throw error;
    }
  }

  /** One's own registration (staff and admins may read anyone's). */
  async get(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    return this.readable(context, registrationId, currentManager(this.dataSource));
  }

  /**
   * Edit character, role and answers. A role change returns it to needing confirmation (state null).
   * Editing a cancelled registration registers again (state null), which registrationEditable allows
   * until the start (decision: "unless the registration is cancelled" lets a cancelled registration
   * be taken up again after the cutoff).
   */
  async update(context: RequestContext, registrationId: string, input: RegistrationInput): Promise<EventRegistration> {
    const user = requireUser(context);
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const registration = await this.own(user.id, registrationId, manager);
        const event = await manager.findOneByOrFail(Event, { id: registration.eventId });
        if (!registrationEditable(timesOf(event), registration, this.clock.now())) throw conflict(M.registrationFrozen);
        const details = await this.checkDetails(manager, user.id, event, {
          character: input.character === undefined ? registration.characterId : input.character,
          event_role: input.event_role === undefined ? registration.eventRole : input.event_role,
          question_answers:
            input.question_answers === undefined
              ? registration.questionAnswers.map((a) => ({ ...a }))
              : input.question_answers,
        });
        const roleChanged = details.eventRole !== registration.eventRole;
        const reRegistering = registration.state === 'cancelled';
        const state = roleChanged || reRegistering ? null : registration.state;
        await manager.update(
          EventRegistration,
          { id: registration.id },
          {
            ...details,
            state,
            waitlistNote: state === null ? null : registration.waitlistNote,
            // A decided registration whose role changed needs reconfirmation; registering again is new.
            roleChangedAt: reRegistering ? null : roleChanged && registration.state !== null ? this.clock.now() : registration.roleChangedAt,
            activeKey: registrationActiveKey(registration.id, state),
            ...(reRegistering ? { registeredAt: this.clock.now() } : {}),
          },
        );
        return manager.findOneByOrFail(EventRegistration, { id: registration.id });
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(M.alreadyRegistered);
      throw error;
    }
  }

  async cancel(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    const user = requireUser(context);
    return withTransaction(this.dataSource, async (manager) => {
      const registration = await this.own(user.id, registrationId, manager);
      if (registration.state === 'cancelled') throw conflict(M.alreadyCancelled);
      const event = await manager.findOneByOrFail(Event, { id: registration.eventId });
      if (!cancelAllowed(timesOf(event), this.clock.now())) throw conflict(M.cancelClosed);
      await manager.update(
        EventRegistration,
        { id: registration.id },
        { state: 'cancelled', activeKey: registrationActiveKey(registration.id, 'cancelled') },
      );
      return manager.findOneByOrFail(EventRegistration, { id: registration.id });
    });
  }

  /** Admin review (events §4): accept some, waitlist others with a message each; all or nothing. */
  async confirm(context: RequestContext, eventId: string, review: RegistrationReview): Promise<EventRegistration[]> {
    requireRole(context, 'admin');
    const accept = [...new Set(review.accept ?? [])];
    const waitlist = [...new Set(review.waitlist ?? [])];
    if (accept.length + waitlist.length === 0) throw badInput(M.nothingToReview);
    for (const id of accept) if (waitlist.includes(id)) throw badInput(M.acceptAndWaitlist(id));
    const messages = review.waitlist_messages ?? new Map<string, string>();
    const notes = new Map<string, string>();
    for (const id of waitlist) {
      const note = messages.get(id);
      if (typeof note !== 'string' || note.trim() === '') throw badInput(M.waitlistMessageRequired);
      notes.set(id, note.trim());
    }
    const reviewed = await withTransaction(this.dataSource, async (manager) => {
      const event = await this.events.visibleEvent(context, eventId, manager);
      if (event.eventFinalized) throw conflict(M.finalizedIsFrozen);
      const ids = [...accept, ...waitlist];
      const found = await manager.findBy(EventRegistration, { id: In(ids), eventId: event.id });
      const byId = new Map(found.map((registration) => [registration.id, registration]));
      for (const id of ids) {
        const registration = byId.get(id);
        if (!registration) throw badInput(M.registrationsNotOfEvent(id));
        if (registration.state === 'cancelled') throw badInput(M.cancelledCannotBeReviewed(id));
      }
      // Only a decision that changes something is news (and mailed): accepting an accepted registration again is not.
      const changes = (id: string, state: 'accepted' | 'waitlisted', note: string | null) => {
        const before = byId.get(id)!;
        return before.state !== state || before.waitlistNote !== note;
      };
      const changedIds: string[] = [];
      for (const id of accept) {
        if (!changes(id, 'accepted', null)) continue;
        changedIds.push(id);
        await manager.update(EventRegistration, { id }, { state: 'accepted', waitlistNote: null, roleChangedAt: null, offerExpiresAt: null, stateVersion: () => 'state_version + 1' });
      }
      for (const id of waitlist) {
        if (!changes(id, 'waitlisted', notes.get(id)!)) continue;
        changedIds.push(id);
        await manager.update(EventRegistration, { id }, { state: 'waitlisted', waitlistNote: notes.get(id)!, roleChangedAt: null, offerExpiresAt: null, stateVersion: () => 'state_version + 1' });
      }
      const after = await manager.find(EventRegistration, { where: { id: In(ids) }, order: { registeredAt: 'ASC', id: 'ASC' } });
      // The mails are written with the decision (the outbox): told once, and only if it is committed.
      await this.decisionMails.decisions(manager, event, after.filter((registration) => changedIds.includes(registration.id)));
      return after;
    });
    this.outbox.kick();
    return reviewed;
  }

  private async readable(context: RequestContext, registrationId: string, manager: EntityManager): Promise<EventRegistration> {
    const user = requireUser(context);
    const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
    // Someone else's registration does not exist for a player (404, not 403: ids are not confirmed).
    if (!registration || (registration.userId !== user.id && !hasRole(user, 'staff'))) throw notFound(M.registrationNotFound);
    return registration;
  }

  private async own(userId: string, registrationId: string, manager: EntityManager): Promise<EventRegistration> {
    const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
    if (!registration || registration.userId !== userId) throw notFound(M.registrationNotFound);
    return registration;
  }

  /** Character (the user's own; required for pc), role (a known role type) and the kept answers. */
  private async checkDetails(
    manager: EntityManager,
    userId: string,
    event: Event,
    input: RegistrationInput,
  ): Promise<{ characterId: string | null; eventRole: string; questionAnswers: RegistrationAnswer[] }> {
    const role = input.event_role;
    if (typeof role !== 'string' || role === '') throw badInput(M.roleRequired);
    const roles = await this.questions.roleCodes();
    if (!roles.has(role)) throw badInput(M.unknownRole(role));
    let characterId: string | null = null;
    if (input.character !== undefined && input.character !== null && input.character !== '') {
      if (typeof input.character !== 'string') throw badInput(M.notYourCharacter);
      const character = await manager.findOneBy(Character, { id: input.character });
      if (!character || character.userId !== userId) throw badInput(M.notYourCharacter);
      characterId = character.id;
    }
    // Decision: a pc plays a character, so pc registrations need one; an npc may register without one.
    if (role === 'pc' && characterId === null) throw badInput(M.characterRequired);
    const questions = await this.questions.byIds('registration', event.eventRegistrationQuestions, manager);
    const kept = keepAskedAnswers(questions, role, readAnswers(input.question_answers, 'event_registration_question'));
    return {
      characterId,
      eventRole: role,
      questionAnswers: kept.map((entry) => ({ event_registration_question: entry.question, question_answer: entry.answer })),
    };
  }
}
