import { shownBuild } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { Clock } from '../../clock';
import { CheckinKey, CheckinTicket, LIVE_KEY } from '../../db/entities/checkin.entities';
import { Character } from '../../db/entities/character.entity';
import { Event } from '../../db/entities/event.entity';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { newObjectId } from '../../db/object-id';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { EVENT_MESSAGES } from '../events/events.messages';
import type { CheckinKeys, SigningKey } from './checkin-keys';
import { CHECKIN_MESSAGES as M } from './checkin.messages';
import { newShortCode, privateKeyObject, signTicket } from './ticket-payload';

/** What a registration was when its ticket was issued: a change of any of it revokes the ticket. */
export const registrationVersion = (registration: EventRegistration): string =>
  `${registration.stateVersion}:${registration.eventRole}:${registration.characterId ?? ''}`;

/** Why a live ticket no longer fits its registration, or null when it still does. */
function staleBecause(ticket: CheckinTicket, registration: EventRegistration | undefined, retiredKeys: Set<string>): string | null {
  if (!registration) return 'withdrawn';
  if (registration.state === 'cancelled') return 'cancelled';
  if (registration.state === 'waitlisted') return 'waitlisted';
  if (registration.state !== 'accepted') return 'unconfirmed';
  if (ticket.registrationVersion !== registrationVersion(registration)) return 'changed';
  if (retiredKeys.has(ticket.keyId)) return 'key_retired';
  return null;
}

export interface IssuedTicket {
  ticket: CheckinTicket;
  payload: string;
}

/** The owner's ticket with the names printed on it, so a ticket opened from a bookmark says whose it is and for what. */
export interface OwnerTicket extends IssuedTicket {
  eventTitle: string;
  playerName: string;
  characterName: string | null;
}

/**
 * Tickets of accepted registrations. Rather than hooking every path that changes a
 * registration (the player's edit and cancel, the admins' review, the waitlist, erasure), tickets
 * follow the registrations: `reconcile` issues a ticket to each accepted registration without one
 * and revokes each live ticket whose registration is no longer accepted or has changed (state
 * version, role or character) since it was issued, with the time and the reason. It runs before
 * every roster answer and ticket answer, so a device's next sync lists the revocation; a scan
 * checks the registration itself, so a stale ticket is refused even before that.
 */
export class Tickets {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly keys: CheckinKeys,
  ) {}

  /** Brings the event's tickets (or one registration's) in line with its registrations. */
  async reconcile(eventId: string, registrationId?: string): Promise<void> {
    // The signing key exists before the transaction (it is created outside it on first use).
    const signing = await this.keys.signing();
    await withTransaction(this.dataSource, (manager) => this.reconcileIn(manager, eventId, signing, registrationId));
  }

  private async reconcileIn(manager: EntityManager, eventId: string, signing: SigningKey, registrationId?: string): Promise<void> {
    const registrations = await manager.find(EventRegistration, {
      where: registrationId ? { id: registrationId, eventId } : { eventId },
      select: { id: true, eventId: true, state: true, stateVersion: true, eventRole: true, characterId: true },
    });
    const byId = new Map(registrations.map((registration) => [registration.id, registration]));
    const live = await manager.find(CheckinTicket, {
      where: registrationId ? { eventId, registrationId, liveKey: LIVE_KEY } : { eventId, liveKey: LIVE_KEY },
    });
    const retired = new Set(
      (await manager.find(CheckinKey, { select: { id: true, retiredAt: true } }))
        .filter((key) => key.retiredAt !== null && key.retiredAt.getTime() <= this.clock.now().getTime())
        .map((key) => key.id),
    );
    const ticketed = new Set<string>();
    for (const ticket of live) {
      const reason = staleBecause(ticket, byId.get(ticket.registrationId), retired);
      if (reason === null) {
        ticketed.add(ticket.registrationId);
        continue;
      }
      await manager.update(
        CheckinTicket,
        { id: ticket.id, liveKey: LIVE_KEY },
        { liveKey: ticket.id, revokedAt: this.clock.now(), revokeReason: reason },
      );
    }
    for (const registration of registrations) {
      if (registration.state !== 'accepted' || ticketed.has(registration.id)) continue;
      await this.issue(manager, registration, signing);
    }
  }

  /** A new live ticket for an accepted registration (none live yet). */
  private async issue(manager: EntityManager, registration: EventRegistration, signing: SigningKey): Promise<void> {
    // A short code taken in this event already (1 in 2^40 per pair) or a ticket issued meanwhile by
    // another process: the unique keys ignore the insert; then either a live ticket exists, or another code is tried.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(CheckinTicket)
        .values({
          id: newObjectId(),
          eventId: registration.eventId,
          registrationId: registration.id,
          code: newShortCode(),
          keyId: signing.id,
          registrationVersion: registrationVersion(registration),
          issuedAt: this.clock.now(),
          revokedAt: null,
          revokeReason: null,
          liveKey: LIVE_KEY,
        })
        .orIgnore()
        .execute();
      if (await manager.findOneBy(CheckinTicket, { registrationId: registration.id, liveKey: LIVE_KEY })) return;
    }
    throw new Error('No free short code after 5 attempts');
  }

  /** The signed payload of a ticket (Ed25519 signatures are deterministic: the same ticket, the same payload). */
  async payloadOf(ticket: CheckinTicket, manager: EntityManager): Promise<string> {
    const key = await manager.findOneByOrFail(CheckinKey, { id: ticket.keyId });
    return signTicket(
      { keyId: key.id, eventId: ticket.eventId, registrationId: ticket.registrationId, ticketId: ticket.id },
      privateKeyObject(key.privateKey),
    );
  }

  /** The live ticket of an accepted registration, issued if needed (for the acceptance mail). */
  async liveTicket(manager: EntityManager, registration: EventRegistration): Promise<IssuedTicket | null> {
    if (registration.state !== 'accepted') return null;
    const signing = await this.keys.signing(manager);
    await this.reconcileIn(manager, registration.eventId, signing, registration.id);
    const ticket = await manager.findOneBy(CheckinTicket, { registrationId: registration.id, liveKey: LIVE_KEY });
    return ticket ? { ticket, payload: await this.payloadOf(ticket, manager) } : null;
  }

  /** GET /user/event_registrations/{id}/ticket: the owner's ticket (404 for anyone else; 409 unless accepted). */
  async forOwner(context: RequestContext, registrationId: string): Promise<OwnerTicket> {
    const user = requireUser(context);
    const registration = await this.dataSource.manager.findOneBy(EventRegistration, { id: registrationId });
    if (!registration || registration.userId !== user.id) throw notFound(EVENT_MESSAGES.registrationNotFound);
    if (registration.state !== 'accepted') throw conflict(M.noTicket);
    await this.reconcile(registration.eventId, registration.id);
    const ticket = await this.dataSource.manager.findOneBy(CheckinTicket, { registrationId: registration.id, liveKey: LIVE_KEY });
    // Changed between the check and the reconcile (cancelled meanwhile): no ticket.
    if (!ticket) throw conflict(M.noTicket);
    const manager = this.dataSource.manager;
    const event = await manager.findOne(Event, { where: { id: registration.eventId }, select: { id: true, eventTitle: true } });
    const character = registration.characterId
      ? await manager.findOne(Character, {
          where: { id: registration.characterId },
          select: { id: true, savedBuild: true, committedBuild: true },
        })
      : null;
    return {
      ticket,
      payload: await this.payloadOf(ticket, manager),
      eventTitle: event?.eventTitle ?? '',
      playerName: `${user.firstName} ${user.lastName}`.trim(),
      characterName: character ? (shownBuild(character.savedBuild, character.committedBuild)?.character_name ?? null) : null,
    };
  }

  /** Live tickets of some registrations, by registration id. */
  async liveByRegistration(manager: EntityManager, eventId: string, registrationIds?: string[]): Promise<Map<string, CheckinTicket>> {
    const tickets = await manager.find(CheckinTicket, {
      where: registrationIds ? { eventId, liveKey: LIVE_KEY, registrationId: In(registrationIds) } : { eventId, liveKey: LIVE_KEY },
    });
    return new Map(tickets.map((ticket) => [ticket.registrationId, ticket]));
  }
}
