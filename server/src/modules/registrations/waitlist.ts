import type { DataSource, EntityManager } from 'typeorm';
import { And, IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import type { Clock } from '../../clock';
import { EventRegistration, registrationActiveKey } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { withTransaction } from '../../db/transaction';
import { conflict } from '../../errors';
import type { Outbox } from '../notifications/outbox';
import type { DecisionMails } from './decision-mails';
import { NO_CHANGE_FEED, recordRegistration, type ChangeFeed } from '../webhooks/webhook-emitters';
import { capacityOf, inLine, lineOrder, lockEventPlaces, lockedRegistration, roleRegistrations, takenPlaces } from '../events/places';

/** The warning before an offer lapses. */
export const OFFER_WARNING_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Promotion from the waitlist, always inside the transaction that freed the place
 * and after lockEventPlaces: `automatic` accepts the first in line and tells them; `offer` holds the
 * place for them until offer_expires_at (at most until the event starts) and tells them; `manual`
 * leaves it to the admins, who see the line in the attendance review. Nothing is promoted once the
 * event has started or is finalized. Each promotion, offer and lapse is reported to the webhooks
 * (registration.changed) in the same transaction.
 */
export class Waitlist {
  /** the webhooks (set by the app; nothing is reported without them) */
  changeFeed: ChangeFeed = NO_CHANGE_FEED;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mails: DecisionMails,
    private readonly outbox: Outbox,
  ) {}

  /** Gives the free places of `role` to the first in line (`passOver`: registrations this change just put back in line). */
  async fill(manager: EntityManager, event: Event, role: string, passOver: ReadonlySet<string> = new Set()): Promise<EventRegistration[]> {
    const capacity = capacityOf(event, role);
    const now = this.clock.now();
    if (capacity === null || event.eventWaitlistMode === 'manual' || event.eventFinalized) return [];
    if (now.getTime() >= event.eventStartTime.getTime()) return [];
    const live = await roleRegistrations(manager, event.id, role);
    let free = capacity - takenPlaces(live);
    const line = live.filter((r) => inLine(r) && !passOver.has(r.id)).sort(lineOrder);
    const promoted: EventRegistration[] = [];
    for (const registration of line) {
      if (free <= 0) break;
      free -= 1;
      const offer = event.eventWaitlistMode === 'offer';
      const offerExpiresAt = offer
        ? new Date(Math.min(now.getTime() + event.eventOfferHours * HOUR_MS, event.eventStartTime.getTime()))
        : null;
      const changes = offer
        ? { offerExpiresAt }
        : {
            state: 'accepted' as const,
            waitlistNote: null,
            roleChangedAt: null,
            activeKey: registrationActiveKey(registration.id, 'accepted'),
          };
      const result = await manager
        .createQueryBuilder()
        .update(EventRegistration)
        .set({ ...changes, stateVersion: () => 'state_version + 1' })
        .where({ id: registration.id, state: 'waitlisted', offerExpiresAt: IsNull(), stateVersion: registration.stateVersion })
        .execute();
      // Cannot happen behind lockEventPlaces; if it did, the whole change is refused rather than promote twice.
      if (result.affected !== 1) throw conflict('The waitlist changed meanwhile; please try again');
      Object.assign(registration, changes, { stateVersion: registration.stateVersion + 1 });
      if (offer) await this.mails.offered(manager, event, registration);
      else await this.mails.promoted(manager, event, registration);
      await recordRegistration(this.changeFeed, manager, 'registration.changed', registration);
      promoted.push(registration);
    }
    return promoted;
  }

  /**
   * Scheduled: offers past offer_expires_at lapse. The registration leaves the waitlist (cancelled;
   * registering again joins the end of the line), its player is told, and the place passes on. Each
   * lapse is its own transaction behind the event's row, so it runs once however many processes try.
   */
  async lapseOffers(): Promise<number> {
    const due = await this.dataSource.manager.find(EventRegistration, {
      where: { state: 'waitlisted', offerExpiresAt: LessThanOrEqual(this.clock.now()) },
      select: { id: true, eventId: true },
      order: { offerExpiresAt: 'ASC' },
    });
    let lapsed = 0;
    for (const { id, eventId } of due) {
      const done = await withTransaction(this.dataSource, async (manager) => {
        const event = await lockEventPlaces(manager, eventId);
        const registration = await lockedRegistration(manager, id);
        const now = this.clock.now();
        if (!registration || registration.state !== 'waitlisted' || !registration.offerExpiresAt || registration.offerExpiresAt > now)
          return false;
        await manager.update(
          EventRegistration,
          { id },
          {
            state: 'cancelled',
            activeKey: registrationActiveKey(id, 'cancelled'),
            offerExpiresAt: null,
            stateVersion: () => 'state_version + 1',
          },
        );
        Object.assign(registration, { state: 'cancelled', offerExpiresAt: null, stateVersion: registration.stateVersion + 1 });
        await this.mails.offerLapsed(manager, event, registration);
        await recordRegistration(this.changeFeed, manager, 'registration.changed', registration);
        await this.fill(manager, event, registration.eventRole);
        return true;
      });
      if (done) lapsed += 1;
    }
    if (lapsed) {
      this.outbox.kick();
      this.changeFeed.afterCommit();
    }
    return lapsed;
  }

  /** Scheduled: OFFER_WARNING_HOURS before an offer lapses, its player is reminded (once per offer, by the outbox key). */
  async warnLapsingOffers(): Promise<number> {
    const now = this.clock.now();
    const soon = new Date(now.getTime() + OFFER_WARNING_HOURS * HOUR_MS);
    const offers = await this.dataSource.manager.find(EventRegistration, {
      where: { state: 'waitlisted', offerExpiresAt: And(MoreThan(now), LessThanOrEqual(soon)) },
    });
    let warned = 0;
    for (const registration of offers) {
      const written = await withTransaction(this.dataSource, async (manager) => {
        const event = await manager.findOneByOrFail(Event, { id: registration.eventId });
        // An offer that was made for less than the warning time is not warned about (its mail said when it lapses).
        if (event.eventOfferHours <= OFFER_WARNING_HOURS) return false;
        return this.mails.offerLapsing(manager, event, registration);
      });
      if (written) warned += 1;
    }
    if (warned) this.outbox.kick();
    return warned;
  }
}
