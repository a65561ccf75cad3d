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
import { withTransaction } from '../../db/transaction';
import { badInput, conflict, notFound, present } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { authorizeOnEvents, canOnEvents } from '../events/events.policy';
import { timesOf } from '../events/event-times';
import { withStaffNotes } from '../events/event-views';
import { EVENT_MESSAGES as M } from '../events/events.messages';
import type { EventsService } from '../events/events.service';
import type { QuestionsService } from '../events/questions.service';
import type { DecisionMails } from './decision-mails';
import type { Outbox } from '../notifications/outbox';
import { NO_CHANGE_FEED, recordRegistration, type ChangeFeed } from '../webhooks/webhook-emitters';
import {
  capacityOf,
  EVENT_FULL_MESSAGE,
  holdsPlace,
  inLine,
  joinsWaitlist,
  lineOrder,
  lockedRegistration,
  lockedRegistrations,
  lockEventPlaces,
  roleRegistrations,
  takenPlaces,
  withPositions,
} from '../events/places';
import type { Waitlist } from './waitlist';
import type { WaitlistMode } from '../../db/entities/event.entity';

/** One role's places and waitlist, as staff see it. */
export interface WaitlistQueue {
  role: string;
  capacity: number | null;
  taken: number;
  /** null: no limit */
  placesLeft: number | null;
  mode: WaitlistMode;
  offers: EventRegistration[];
  line: EventRegistration[];
}
import { isDuplicateKey } from '../../errors';
import { keepAskedAnswers } from './question-answers';
import type {
  RegistrationAdminCommand,
  RegistrationChangesCommand,
  RegistrationCommand,
  RegistrationReviewCommand,
} from '../events/events-area.inputs';

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
    private readonly waitlist: Waitlist,
  ) {}

  /** Registration created/changed, reported in the change's transaction (the app wires in the webhooks). */
  changeFeed: ChangeFeed = NO_CHANGE_FEED;

  async register(context: RequestContext, input: RegistrationCommand): Promise<EventRegistration> {
    const user = requireUser(context);
    const eventId = input.eventId;
    if (!eventId) throw badInput('Please select an event');
    try {
      const registered = await withTransaction(this.dataSource, async (manager) => {
        const visible = await this.events.visibleEvent(context, eventId, manager);
        if (!preregistrationOpen(timesOf(visible), this.clock.now())) throw conflict(M.registrationClosed);
        const active = await manager.findOneBy(EventRegistration, {
          eventId: visible.id,
          userId: user.id,
          activeKey: ACTIVE_REGISTRATION_KEY,
        });
        if (active) throw conflict(M.alreadyRegistered);
        const details = await this.checkDetails(manager, user.id, visible, input);
        // Behind the event's row: whether the role is full is decided one registration at a time.
        const event = await lockEventPlaces(manager, visible.id);
        const full = joinsWaitlist(event, details.eventRole, await roleRegistrations(manager, event.id, details.eventRole));
        const registration = manager.create(EventRegistration, {
          eventId: event.id,
          userId: user.id,
          ...details,
          state: full ? 'waitlisted' : null,
          waitlistNote: full ? EVENT_FULL_MESSAGE : null,
          registeredAt: this.clock.now(),
        });
        const saved = await withPositions(manager, await manager.save(registration));
        await recordRegistration(this.changeFeed, manager, 'registration.created', saved);
        await this.decisionMails.feeOwed(manager, saved);
        return saved;
      });
      this.outbox.kick();
      this.changeFeed.afterCommit();
      return registered;
    } catch (error) {
      // Two registrations at once: the database's unique index lets one through.
      if (isDuplicateKey(error)) throw conflict(M.alreadyRegistered);
      throw error;
    }
  }

  /** One's own registration (staff and admins may read anyone's). */
  async get(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    const manager = this.dataSource.manager;
    return withPositions(manager, await this.readable(context, registrationId, manager));
  }

  /**
   * Edit character, role and answers. A role change returns it to needing confirmation (state null),
   * or onto the new role's waitlist when that is full, and gives a place it held to the old role's
   * line. Editing a cancelled registration registers again (state null, or waitlisted when full),
   * which registrationEditable allows until the start (decision: "unless the registration is
   * cancelled" lets a cancelled registration be taken up again after the cutoff).
   */
  async update(context: RequestContext, registrationId: string, input: RegistrationChangesCommand): Promise<EventRegistration> {
    const user = requireUser(context);
    try {
      const updated = await withTransaction(this.dataSource, async (manager) => {
        const own = await this.own(user.id, registrationId, manager);
        const event = await lockEventPlaces(manager, own.eventId);
        const registration = (await lockedRegistration(manager, own.id)) ?? own;
        if (!registrationEditable(timesOf(event), registration, this.clock.now())) throw conflict(M.registrationFrozen);
        const details = await this.checkDetails(manager, user.id, event, {
          characterId: input.characterId === undefined ? registration.characterId : input.characterId,
          eventRole: input.eventRole === undefined ? registration.eventRole : input.eventRole,
          questionAnswers:
            input.questionAnswers === undefined
              ? registration.questionAnswers.map((a) => ({ question: a.event_registration_question, answer: a.question_answer }))
              : input.questionAnswers,
        });
        const roleChanged = details.eventRole !== registration.eventRole;
        const reRegistering = registration.state === 'cancelled';
        const rejoining = roleChanged || reRegistering;
        const full =
          rejoining &&
          joinsWaitlist(
            event,
            details.eventRole,
            (await roleRegistrations(manager, event.id, details.eventRole)).filter((r) => r.id !== registration.id),
          );
        const state = rejoining ? (full ? 'waitlisted' : null) : registration.state;
        const stateChanged = state !== registration.state || rejoining;
        await manager.update(
          EventRegistration,
          { id: registration.id },
          {
            ...details,
            state,
            waitlistNote: rejoining ? (full ? EVENT_FULL_MESSAGE : null) : registration.waitlistNote,
            // A decided registration whose role changed needs reconfirmation; registering again is new.
            roleChangedAt: reRegistering
              ? null
              : roleChanged && registration.state !== null
                ? this.clock.now()
                : registration.roleChangedAt,
            activeKey: registrationActiveKey(registration.id, state),
            ...(rejoining ? { offerExpiresAt: null, waitlistPriority: null } : {}),
            ...(stateChanged ? { stateVersion: () => 'state_version + 1' } : {}),
            ...(reRegistering ? { registeredAt: this.clock.now() } : {}),
          },
        );
        // The place it held in its old role passes on.
        if (roleChanged && holdsPlace(registration)) await this.waitlist.fill(manager, event, registration.eventRole);
        const after = await withPositions(manager, await manager.findOneByOrFail(EventRegistration, { id: registration.id }));
        await recordRegistration(this.changeFeed, manager, 'registration.changed', after);
        return after;
      });
      this.outbox.kick();
      this.changeFeed.afterCommit();
      return updated;
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(M.alreadyRegistered);
      throw error;
    }
  }

  /** Cancels one's own registration; a place it held (accepted, or offered) passes to the first in line. */
  async cancel(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    const user = requireUser(context);
    const cancelled = await withTransaction(this.dataSource, async (manager) => {
      const own = await this.own(user.id, registrationId, manager);
      const event = await lockEventPlaces(manager, own.eventId);
      const registration = (await lockedRegistration(manager, own.id)) ?? own;
      if (registration.state === 'cancelled') throw conflict(M.alreadyCancelled);
      if (!cancelAllowed(timesOf(event), this.clock.now())) throw conflict(M.cancelClosed);
      await this.withdraw(manager, registration);
      if (holdsPlace(registration)) await this.waitlist.fill(manager, event, registration.eventRole);
      const after = await withPositions(manager, await manager.findOneByOrFail(EventRegistration, { id: registration.id }));
      await this.decisionMails.cancelled(manager, event, after);
      await recordRegistration(this.changeFeed, manager, 'registration.changed', after);
      return after;
    });
    this.outbox.kick();
    this.changeFeed.afterCommit();
    return cancelled;
  }

  /** POST .../accept_offer: the player takes the place offered to them (before it lapses). */
  async acceptOffer(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    const user = requireUser(context);
    const accepted = await withTransaction(this.dataSource, async (manager) => {
      const { registration } = await this.openOffer(manager, user.id, registrationId);
      await manager.update(
        EventRegistration,
        { id: registration.id },
        {
          state: 'accepted',
          waitlistNote: null,
          roleChangedAt: null,
          offerExpiresAt: null,
          activeKey: ACTIVE_REGISTRATION_KEY,
          stateVersion: () => 'state_version + 1',
        },
      );
      const after = await withPositions(manager, await manager.findOneByOrFail(EventRegistration, { id: registration.id }));
      await recordRegistration(this.changeFeed, manager, 'registration.changed', after);
      await this.decisionMails.feeOwed(manager, after);
      return after;
    });
    this.outbox.kick();
    this.changeFeed.afterCommit();
    return accepted;
  }

  /**
   * POST .../decline_offer: "I don't need it". The registration is withdrawn (cancelled: it would
   * otherwise be first in line again) and the place passes to the next in line.
   */
  async declineOffer(context: RequestContext, registrationId: string): Promise<EventRegistration> {
    const user = requireUser(context);
    const declined = await withTransaction(this.dataSource, async (manager) => {
      const { event, registration } = await this.openOffer(manager, user.id, registrationId);
      await this.withdraw(manager, registration);
      await this.waitlist.fill(manager, event, registration.eventRole);
      const after = await withPositions(manager, await manager.findOneByOrFail(EventRegistration, { id: registration.id }));
      await recordRegistration(this.changeFeed, manager, 'registration.changed', after);
      return after;
    });
    this.outbox.kick();
    this.changeFeed.afterCommit();
    return declined;
  }

  /**
   * PATCH /events/{id}/event_registrations/{registrationId} (admin): the registration's
   * waitlist_priority and staff note, and its role and character (events §4: a role change returns
   * it to needing reconfirmation, or onto the new role's waitlist when that is full; `accept` accepts
   * it in the same change). A place it gave up passes to the old role's line, and the player is told.
   */
  async adminUpdate(
    context: RequestContext,
    eventId: string,
    registrationId: string,
    input: RegistrationAdminCommand,
  ): Promise<EventRegistration> {
    authorizeOnEvents(context, 'reviewRegistrations');
    const updated = await withTransaction(this.dataSource, async (manager) => {
      const visible = await this.events.visibleEvent(context, eventId, manager);
      const event = await lockEventPlaces(manager, visible.id);
      const registration = await lockedRegistration(manager, registrationId);
      if (!registration || registration.eventId !== visible.id) throw notFound(M.registrationNotFound);
      if (input.waitlistPriority !== undefined) {
        await manager.update(EventRegistration, { id: registration.id }, { waitlistPriority: input.waitlistPriority });
      }
      if (input.staffNote !== undefined) await manager.update(EventRegistration, { id: registration.id }, { staffNote: input.staffNote });
      if (input.eventRole !== undefined || input.characterId !== undefined || input.accept) {
        await this.changeAsAdmin(manager, event, registration, input);
      }
      const after = await manager.findOneByOrFail(EventRegistration, { id: registration.id });
      return withPositions(manager, await withStaffNotes(manager, [after]).then(([one]) => one));
    });
    this.outbox.kick();
    this.changeFeed.afterCommit();
    return updated;
  }

  /** The admin's change of role, character or decision (see adminUpdate), behind the event's row. */
  private async changeAsAdmin(
    manager: EntityManager,
    event: Event,
    registration: EventRegistration,
    input: RegistrationAdminCommand,
  ): Promise<void> {
    if (event.eventFinalized) throw conflict(M.finalizedIsFrozen);
    if (registration.state === 'cancelled') throw badInput(M.cancelledCannotBeReviewed(registration.id));
    const details = await this.checkDetails(manager, registration.userId, event, {
      characterId: input.characterId === undefined ? registration.characterId : input.characterId,
      eventRole: input.eventRole ?? registration.eventRole,
      questionAnswers: registration.questionAnswers.map((a) => ({ question: a.event_registration_question, answer: a.question_answer })),
    });
    const roleChanged = details.eventRole !== registration.eventRole;
    const others = (await roleRegistrations(manager, event.id, details.eventRole)).filter((r) => r.id !== registration.id);
    let state = registration.state;
    let waitlistNote = registration.waitlistNote;
    let roleChangedAt = registration.roleChangedAt;
    if (roleChanged) {
      const full = joinsWaitlist(event, details.eventRole, others);
      state = full ? 'waitlisted' : null;
      waitlistNote = full ? EVENT_FULL_MESSAGE : null;
      roleChangedAt = registration.state !== null ? this.clock.now() : registration.roleChangedAt;
    }
    if (input.accept) {
      const capacity = capacityOf(event, details.eventRole);
      const taken = takenPlaces(others);
      const alreadyHeld = !roleChanged && holdsPlace(registration);
      if (capacity !== null && !alreadyHeld && taken >= capacity && !input.overrideCapacity) {
        throw conflict(M.overCapacity(details.eventRole, capacity, taken + 1 - capacity));
      }
      state = 'accepted';
      waitlistNote = null;
      roleChangedAt = null;
    }
    const leavesOffer = roleChanged || input.accept;
    await manager.update(
      EventRegistration,
      { id: registration.id },
      {
        ...details,
        state,
        waitlistNote,
        roleChangedAt,
        activeKey: registrationActiveKey(registration.id, state),
        ...(leavesOffer ? { offerExpiresAt: null } : {}),
        ...(roleChanged ? { waitlistPriority: null } : {}),
        // Every admin change is news to the player; the version names the mail that tells it.
        stateVersion: () => 'state_version + 1',
      },
    );
    if (roleChanged && holdsPlace(registration)) await this.waitlist.fill(manager, event, registration.eventRole);
    const after = await manager.findOneByOrFail(EventRegistration, { id: registration.id });
    await this.decisionMails.changedByAdmin(manager, event, after, registration.eventRole);
    await recordRegistration(this.changeFeed, manager, 'registration.changed', after);
  }

  /**
   * The waitlist of an event for staff (the attendance review): per role, the places, how many are
   * taken, the offers out, and the line in order (1 = next; in manual mode the admins promote from it).
   */
  async queue(context: RequestContext, eventId: string): Promise<WaitlistQueue[]> {
    authorizeOnEvents(context, 'viewWaitlist');
    const manager = this.dataSource.manager;
    const event = await this.events.visibleEvent(context, eventId, manager);
    const roles = ['pc', 'npc'];
    const all = await manager.find(EventRegistration, { where: { eventId: event.id, state: In(['accepted', 'waitlisted']) } });
    await withPositions(manager, all);
    return roles.map((role) => {
      const live = all.filter((r) => r.eventRole === role);
      const capacity = capacityOf(event, role);
      const taken = takenPlaces(live);
      return {
        role,
        capacity,
        taken,
        placesLeft: capacity === null ? null : Math.max(0, capacity - taken),
        mode: event.eventWaitlistMode,
        offers: live.filter((r) => r.state === 'waitlisted' && r.offerExpiresAt !== null),
        line: live.filter(inLine).sort(lineOrder),
      };
    });
  }

  /**
   * Admin review (events §4): accept some, waitlist others with a message each; all or nothing.
   * With waitlistOverPlaces the accepted ones beyond a role's free places (the last registered)
   * are waitlisted instead, each with the one overPlacesMessage.
   */
  async confirm(context: RequestContext, eventId: string, review: RegistrationReview): Promise<EventRegistration[]> {
    authorizeOnEvents(context, 'reviewRegistrations');
    const accept = [...new Set(review.accept)];
    const waitlist = [...new Set(review.waitlist)];
    if (accept.length + waitlist.length === 0) throw badInput(M.nothingToReview);
    for (const id of accept) if (waitlist.includes(id)) throw badInput(M.acceptAndWaitlist(id));
    const notes = new Map<string, string>();
    for (const id of waitlist) {
      const note = review.waitlistMessages.get(id);
      if (note === undefined || note.trim() === '') throw badInput(M.waitlistMessageRequired);
      notes.set(id, note.trim());
    }
    if (review.waitlistOverPlaces && review.overPlacesMessage === '') throw badInput(M.overPlacesMessageRequired);
    const reviewed = await withTransaction(this.dataSource, async (manager) => {
      const visible = await this.events.visibleEvent(context, eventId, manager);
      if (visible.eventFinalized) throw conflict(M.finalizedIsFrozen);
      const event = await lockEventPlaces(manager, visible.id);
      const ids = [...accept, ...waitlist];
      const found = await lockedRegistrations(manager, event.id, ids);
      const byId = new Map(found.map((registration) => [registration.id, registration]));
      for (const id of ids) {
        const registration = byId.get(id);
        if (!registration) throw badInput(M.registrationsNotOfEvent(id));
        if (registration.state === 'cancelled') throw badInput(M.cancelledCannotBeReviewed(id));
      }
      const roles = [...new Set(found.map((registration) => registration.eventRole))];
      const takenBefore = new Map<string, number>();
      for (const role of roles) takenBefore.set(role, takenPlaces(await roleRegistrations(manager, event.id, role)));
      // Decided behind the event's row (a retry decides again), so the places counted are the committed ones.
      const accepting = new Set(accept);
      const waitlisting = new Map(notes);
      if (review.waitlistOverPlaces) {
        for (const [id] of await this.beyondPlaces(
          manager,
          event,
          accept.map((id) => present(byId.get(id), id)),
          new Set(waitlist),
        )) {
          accepting.delete(id);
          waitlisting.set(id, review.overPlacesMessage);
        }
      }
      // Only a decision that changes something is news (and mailed): accepting an accepted registration again is not.
      const changes = (id: string, state: 'accepted' | 'waitlisted', note: string | null) => {
        const before = present(byId.get(id), `registration ${id}`); // checked above
        return before.state !== state || before.waitlistNote !== note || before.offerExpiresAt !== null;
      };
      const changedIds: string[] = [];
      for (const id of accepting) {
        if (!changes(id, 'accepted', null)) continue;
        changedIds.push(id);
        await manager.update(
          EventRegistration,
          { id },
          { state: 'accepted', waitlistNote: null, roleChangedAt: null, offerExpiresAt: null, stateVersion: () => 'state_version + 1' },
        );
      }
      for (const [id, note] of waitlisting) {
        if (!changes(id, 'waitlisted', note)) continue;
        changedIds.push(id);
        await manager.update(
          EventRegistration,
          { id },
          {
            state: 'waitlisted',
            waitlistNote: note,
            roleChangedAt: null,
            offerExpiresAt: null,
            stateVersion: () => 'state_version + 1',
          },
        );
      }
      for (const role of roles) {
        const capacity = capacityOf(event, role);
        const taken = takenPlaces(await roleRegistrations(manager, event.id, role));
        const before = present(takenBefore.get(role), `the places taken by ${role}`);
        // Accepting past the places must be said (override_capacity); a review that adds no one over them passes.
        if (capacity !== null && taken > capacity && taken > before && !review.overrideCapacity) {
          throw conflict(M.overCapacity(role, capacity, taken - capacity));
        }
        // Places the review freed (an accepted one waitlisted) go to the line, not back to those just waitlisted.
        await this.waitlist.fill(manager, event, role, new Set(waitlisting.keys()));
      }
      const after = await manager.find(EventRegistration, { where: { id: In(ids) }, order: { registeredAt: 'ASC', id: 'ASC' } });
      // The mails are written with the decision (the outbox): told once, and only if it is committed.
      await this.decisionMails.decisions(
        manager,
        event,
        after.filter((registration) => changedIds.includes(registration.id)),
      );
      await withPositions(manager, after);
      for (const registration of after)
        if (changedIds.includes(registration.id)) await recordRegistration(this.changeFeed, manager, 'registration.changed', registration);
      return after;
    });
    this.outbox.kick();
    this.changeFeed.afterCommit();
    return reviewed;
  }

  /**
   * Of the registrations to accept, those beyond their role's free places: the places the others
   * hold (less those this review waitlists) are kept, and the free ones go to the first registered.
   */
  private async beyondPlaces(
    manager: EntityManager,
    event: Event,
    accepting: EventRegistration[],
    leaving: ReadonlySet<string>,
  ): Promise<Map<string, EventRegistration>> {
    const beyond = new Map<string, EventRegistration>();
    for (const role of new Set(accepting.map((registration) => registration.eventRole))) {
      const capacity = capacityOf(event, role);
      if (capacity === null) continue;
      const live = await roleRegistrations(manager, event.id, role);
      let free = capacity - takenPlaces(live.filter((registration) => !leaving.has(registration.id)));
      const newcomers = accepting
        .filter((registration) => registration.eventRole === role && !holdsPlace(registration))
        .sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime() || (a.id < b.id ? -1 : 1));
      for (const registration of newcomers) {
        if (free > 0) free -= 1;
        else beyond.set(registration.id, registration);
      }
    }
    return beyond;
  }

  /** A registration leaves: cancelled, its offer (if any) gone. */
  private async withdraw(manager: EntityManager, registration: EventRegistration): Promise<void> {
    await manager.update(
      EventRegistration,
      { id: registration.id },
      {
        state: 'cancelled',
        activeKey: registrationActiveKey(registration.id, 'cancelled'),
        offerExpiresAt: null,
        stateVersion: () => 'state_version + 1',
      },
    );
  }

  /** The caller's registration with an open offer, behind the event's row. */
  private async openOffer(
    manager: EntityManager,
    userId: string,
    registrationId: string,
  ): Promise<{ event: Event; registration: EventRegistration }> {
    const own = await this.own(userId, registrationId, manager);
    const event = await lockEventPlaces(manager, own.eventId);
    const registration = (await lockedRegistration(manager, own.id)) ?? own;
    if (registration.state !== 'waitlisted' || registration.offerExpiresAt === null) throw conflict(M.noOffer);
    if (registration.offerExpiresAt.getTime() <= this.clock.now().getTime()) throw conflict(M.offerLapsed);
    return { event, registration };
  }

  private async readable(context: RequestContext, registrationId: string, manager: EntityManager): Promise<EventRegistration> {
    const user = requireUser(context);
    const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
    // Someone else's registration does not exist for a player (404, not 403: ids are not confirmed).
    if (!registration || (registration.userId !== user.id && !canOnEvents(user, 'viewAllRegistrations')))
      throw notFound(M.registrationNotFound);
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
    input: RegistrationChangesCommand,
  ): Promise<{ characterId: string | null; eventRole: string; questionAnswers: RegistrationAnswer[] }> {
    const role = input.eventRole;
    if (!role) throw badInput(M.roleRequired);
    const roles = await this.questions.roleCodes(manager);
    if (!roles.has(role)) throw badInput(M.unknownRole(role));
    let characterId: string | null = null;
    if (input.characterId) {
      const character = await manager.findOneBy(Character, { id: input.characterId });
      if (!character || character.userId !== userId) throw badInput(M.notYourCharacter);
      characterId = character.id;
    }
    // Decision: a pc plays a character, so pc registrations need one; an npc may register without one.
    if (role === 'pc' && characterId === null) throw badInput(M.characterRequired);
    const questions = await this.questions.byIds('registration', event.eventRegistrationQuestions, manager);
    const kept = keepAskedAnswers(questions, role, input.questionAnswers ?? []);
    return {
      characterId,
      eventRole: role,
      questionAnswers: kept.map((entry) => ({ event_registration_question: entry.question, question_answer: entry.answer })),
    };
  }
}
