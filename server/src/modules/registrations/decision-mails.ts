import { shownBuild } from '@larp/rules';
import { present } from '../../errors';
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Character } from '../../db/entities/character.entity';
import type { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { User } from '../../db/entities/user.entity';
import { hasRole } from '../accounts/accounts.policy';
import {
  cancelledForOrganizersMail,
  cancelledMail,
  changedByAdminMail,
  offeredMail,
  offerLapsedMail,
  offerLapsingMail,
  promotedMail,
  registrationDecisionMail,
  withTicket,
  type MailMessage,
  type RegistrationMailSubject,
} from '../../mail';
import type { Outbox } from '../notifications/outbox';

export interface DecisionMailsDeps {
  outbox: Outbox;
  publicUrl: string;
  /** The ticket of an accepted registration, issued in the caller's transaction (the acceptance mail carries it) */
  tickets?: {
    liveTicket(manager: EntityManager, registration: EventRegistration): Promise<{ payload: string; ticket: { code: string } } | null>;
  };
  /** Writes the "payment due" mail when a registration comes to owe its fee (the payments module) */
  payments?: { feeOwed(manager: EntityManager, registration: EventRegistration): Promise<boolean> };
}

type Kind = 'decision' | 'promoted' | 'offered' | 'offer_lapsing' | 'offer_lapsed' | 'changed_by_admin' | 'cancelled';

/**
 * The mails that tell players about their registration: the admin's
 * decision, a promotion from the waitlist, an offered place, its 12-hour warning and its lapse.
 * Each is written to the outbox in the transaction that makes the change, keyed by the
 * registration and its state_version, so a change is told once, and only if it is committed.
 */
export class DecisionMails {
  constructor(private readonly deps: DecisionMailsDeps) {}

  /** The admin's review: one mail per registration whose decision changed (accepted, or waitlisted with the message). */
  async decisions(manager: EntityManager, event: Event, registrations: EventRegistration[]): Promise<void> {
    const decided = registrations.filter((r) => r.state === 'accepted' || r.state === 'waitlisted');
    const subjects = await this.subjectsOf(manager, event, decided);
    for (const registration of decided) {
      const subject = subjects.get(registration.id);
      if (!subject) continue;
      const message = registrationDecisionMail(this.deps.publicUrl, {
        ...subject,
        state: registration.state as 'accepted' | 'waitlisted',
        waitlistNote: registration.waitlistNote,
      });
      await this.write(manager, 'decision', registration, await this.ticketed(manager, registration, message));
    }
  }

  async promoted(manager: EntityManager, event: Event, registration: EventRegistration): Promise<boolean> {
    const subject = (await this.subjectsOf(manager, event, [registration])).get(registration.id);
    if (!subject) return false;
    return this.write(
      manager,
      'promoted',
      registration,
      await this.ticketed(manager, registration, promotedMail(this.deps.publicUrl, subject)),
    );
  }

  /** An admin changed the registration's role or character (and perhaps accepted it): the player is told. */
  async changedByAdmin(manager: EntityManager, event: Event, registration: EventRegistration, previousRole: string): Promise<boolean> {
    const subject = (await this.subjectsOf(manager, event, [registration])).get(registration.id);
    if (!subject) return false;
    const state = registration.state === 'accepted' || registration.state === 'waitlisted' ? registration.state : null;
    const message = changedByAdminMail(this.deps.publicUrl, subject, state, previousRole);
    return this.write(manager, 'changed_by_admin', registration, await this.ticketed(manager, registration, message));
  }

  /** The player cancelled: they get a confirmation, and each admin (the organizers) is told. */
  async cancelled(manager: EntityManager, event: Event, registration: EventRegistration): Promise<void> {
    const subject = (await this.subjectsOf(manager, event, [registration])).get(registration.id);
    if (!subject) return;
    await this.write(manager, 'cancelled', registration, cancelledMail(this.deps.publicUrl, subject));
    const player = await manager.findOneByOrFail(User, { id: registration.userId });
    const playerName = `${player.firstName} ${player.lastName}`.trim() || player.email;
    // The roles column is JSON text in both dialects: LIKE narrows the read, hasRole decides.
    const candidates = await manager.createQueryBuilder(User, 'user').where('user.roles LIKE :admin', { admin: '%admin%' }).getMany();
    for (const organizer of candidates.filter((user) => user.verified && hasRole(user, 'admin'))) {
      const message = cancelledForOrganizersMail(
        this.deps.publicUrl,
        { to: organizer.email, firstName: organizer.firstName },
        { ...subject, playerName },
        event.id,
      );
      await this.deps.outbox.write(manager, {
        key: `cancelled_organizer:${registration.id}:${registration.stateVersion}:${organizer.id}`,
        kind: 'cancelled_organizer',
        userId: organizer.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link ?? null,
      });
    }
  }

  /** An acceptance's mail with the registration's check-in ticket (QR code and short code). */
  private async ticketed(manager: EntityManager, registration: EventRegistration, message: MailMessage): Promise<MailMessage> {
    if (registration.state !== 'accepted' || !this.deps.tickets) return message;
    const issued = await this.deps.tickets.liveTicket(manager, registration);
    return issued
      ? withTicket(message, this.deps.publicUrl, { registrationId: registration.id, payload: issued.payload, code: issued.ticket.code })
      : message;
  }

  async offered(manager: EntityManager, event: Event, registration: EventRegistration): Promise<boolean> {
    return this.one(manager, event, registration, 'offered', (subject) =>
      offeredMail(this.deps.publicUrl, subject, registration.id, present(registration.offerExpiresAt, "the offer's expiry")),
    );
  }

  async offerLapsing(manager: EntityManager, event: Event, registration: EventRegistration): Promise<boolean> {
    return this.one(manager, event, registration, 'offer_lapsing', (subject) =>
      offerLapsingMail(this.deps.publicUrl, subject, registration.id, present(registration.offerExpiresAt, "the offer's expiry")),
    );
  }

  async offerLapsed(manager: EntityManager, event: Event, registration: EventRegistration): Promise<boolean> {
    return this.one(manager, event, registration, 'offer_lapsed', (subject) => offerLapsedMail(this.deps.publicUrl, subject));
  }

  private async one(
    manager: EntityManager,
    event: Event,
    registration: EventRegistration,
    kind: Kind,
    build: (subject: RegistrationMailSubject) => MailMessage,
  ): Promise<boolean> {
    const subject = (await this.subjectsOf(manager, event, [registration])).get(registration.id);
    return subject ? this.write(manager, kind, registration, build(subject)) : false;
  }

  /**
   * The "payment due" mail when the registration owes its fee now (accepted, or registered where the
   * fee is due on registration); once per registration and amount, so calling it after any change is safe.
   */
  async feeOwed(manager: EntityManager, registration: EventRegistration): Promise<boolean> {
    return (await this.deps.payments?.feeOwed(manager, registration)) ?? false;
  }

  /** false when this notification was written before (its key exists) */
  private async write(manager: EntityManager, kind: Kind, registration: EventRegistration, message: MailMessage): Promise<boolean> {
    const written = await this.deps.outbox.write(manager, {
      key: `${kind}:${registration.id}:${registration.stateVersion}`,
      kind,
      userId: registration.userId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      link: message.link ?? null,
      qrCode: message.qrCode ?? null,
    });
    // The fee mail follows the mail that tells of the acceptance (or of the change of role).
    if (kind !== 'cancelled') await this.feeOwed(manager, registration);
    return written;
  }

  /** Addressee, event and character name of each registration (by registration id). */
  private async subjectsOf(
    manager: EntityManager,
    event: Event,
    registrations: EventRegistration[],
  ): Promise<Map<string, RegistrationMailSubject>> {
    const result = new Map<string, RegistrationMailSubject>();
    if (registrations.length === 0) return result;
    const userIds = [...new Set(registrations.map((r) => r.userId))];
    const characterIds = [...new Set(registrations.flatMap((r) => (r.characterId ? [r.characterId] : [])))];
    const users = new Map((await manager.findBy(User, { id: In(userIds) })).map((user) => [user.id, user]));
    const characters = new Map(
      (characterIds.length ? await manager.findBy(Character, { id: In(characterIds) }) : []).map((c) => [c.id, c]),
    );
    for (const registration of registrations) {
      const user = users.get(registration.userId);
      if (!user) continue;
      const character = registration.characterId ? characters.get(registration.characterId) : undefined;
      const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
      result.set(registration.id, {
        to: user.email,
        firstName: user.firstName,
        eventTitle: event.eventTitle,
        eventRole: registration.eventRole,
        characterName: build?.character_name ?? null,
      });
    }
    return result;
  }
}
