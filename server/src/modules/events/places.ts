import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { In } from 'typeorm';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { notFound } from '../../errors';
import { EVENT_MESSAGES as M } from './events.messages';

/*
 * Places and the waitlist. An event may limit accepted registrations per role (pc, npc);
 * a waitlisted registration is in line for a place unless it holds an offer (offer_expires_at set),
 * which keeps the place for it until it accepts, declines or lapses. The line's order: an admin's
 * waitlist_priority first (lower first), then registration time, then id.
 *
 * Every change that can take or free a place first writes the event's row (places_version + 1):
 * on SQLite transactions are serialized anyway; on MariaDB the row lock makes simultaneous changes
 * of one event wait for each other; on a Galera cluster, where row locks are local to a node, the
 * second writer of the row fails certification and withTransaction runs it again. The reads after
 * it are locking reads, so they see what the previous holder committed.
 */

/** The spec's waitlist message, generated for a registration made while its role is full. */
export const EVENT_FULL_MESSAGE = 'The event is full; you are on the waitlist';

/** The places of a role at an event; null: no limit. Roles other than pc and npc have no limit. */
export function capacityOf(event: Event, role: string): number | null {
  if (role === 'pc') return event.eventPcCapacity;
  if (role === 'npc') return event.eventNpcCapacity;
  return null;
}

/** Accepted, or waitlisted with an offer of a place. */
export const holdsPlace = (r: EventRegistration): boolean =>
  r.state === 'accepted' || (r.state === 'waitlisted' && r.offerExpiresAt !== null);

/** Waitlisted without an offer: waiting for a place. */
export const inLine = (r: EventRegistration): boolean => r.state === 'waitlisted' && r.offerExpiresAt === null;

/** The waitlist's order: waitlist_priority (lower first; set before unset), registration time, id. */
export function lineOrder(a: EventRegistration, b: EventRegistration): number {
  const pa = a.waitlistPriority;
  const pb = b.waitlistPriority;
  if (pa !== pb) {
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pa - pb;
  }
  const ta = a.registeredAt.getTime();
  const tb = b.registeredAt.getTime();
  if (ta !== tb) return ta - tb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Reads that see the latest committed rows (FOR UPDATE) on MySQL/MariaDB; SQLite serializes transactions instead. */
function locking<T extends object>(manager: EntityManager, query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const type = manager.connection.driver.options.type;
  return type === 'mysql' || type === 'mariadb' ? query.setLock('pessimistic_write') : query;
}

/** Writes the event's row (places_version + 1) and reads it back; see above. */
export async function lockEventPlaces(manager: EntityManager, eventId: string): Promise<Event> {
  await manager
    .createQueryBuilder()
    .update(Event)
    .set({ placesVersion: () => 'places_version + 1' })
    .where({ id: eventId })
    .execute();
  const event = await locking(manager, manager.createQueryBuilder(Event, 'event').where('event.id = :id', { id: eventId })).getOne();
  if (!event) throw notFound(M.eventNotFound);
  return event;
}

/** The live (not cancelled) registrations of one role of an event, freshly read. */
export async function roleRegistrations(manager: EntityManager, eventId: string, role: string): Promise<EventRegistration[]> {
  return locking(
    manager,
    manager
      .createQueryBuilder(EventRegistration, 'r')
      .where('r.eventId = :eventId AND r.eventRole = :role', { eventId, role })
      .andWhere('r.state IN (:...states)', { states: ['accepted', 'waitlisted'] }),
  ).getMany();
}

/** One registration, freshly read (after lockEventPlaces). */
export async function lockedRegistration(manager: EntityManager, id: string): Promise<EventRegistration | null> {
  return locking(manager, manager.createQueryBuilder(EventRegistration, 'r').where('r.id = :id', { id })).getOne();
}

/** Registrations of an event by id, freshly read (after lockEventPlaces). */
export async function lockedRegistrations(manager: EntityManager, eventId: string, ids: string[]): Promise<EventRegistration[]> {
  if (ids.length === 0) return [];
  return locking(
    manager,
    manager.createQueryBuilder(EventRegistration, 'r').where('r.eventId = :eventId AND r.id IN (:...ids)', { eventId, ids }),
  ).getMany();
}

/** Places of the role taken now (accepted plus offered). */
export const takenPlaces = (registrations: EventRegistration[]) => registrations.filter(holdsPlace).length;

/** Whether a new (or re-registering, or role-changing) registration for this role goes onto the waitlist. */
export function joinsWaitlist(event: Event, role: string, live: EventRegistration[]): boolean {
  const capacity = capacityOf(event, role);
  if (capacity === null) return false;
  // Full, or others already wait (a newcomer does not pass them, whatever the mode).
  return takenPlaces(live) >= capacity || live.some(inLine);
}

/**
 * Waitlist positions (1 = next) of the given registrations: for each waitlisted one without an
 * offer, its place in its event's and role's line. Others get null.
 */
export async function waitlistPositions(manager: EntityManager, registrations: EventRegistration[]): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  const waiting = registrations.filter(inLine);
  if (waiting.length === 0) return positions;
  const eventIds = [...new Set(waiting.map((r) => r.eventId))];
  const all = await manager.find(EventRegistration, {
    where: { eventId: In(eventIds), state: 'waitlisted' },
    select: { id: true, eventId: true, eventRole: true, waitlistPriority: true, registeredAt: true, offerExpiresAt: true, state: true },
  });
  const lines = new Map<string, EventRegistration[]>();
  for (const r of all.filter(inLine)) {
    const key = `${r.eventId}:${r.eventRole}`;
    const line = lines.get(key);
    if (line) line.push(r);
    else lines.set(key, [r]);
  }
  for (const line of lines.values()) {
    line.sort(lineOrder);
    line.forEach((r, index) => positions.set(r.id, index + 1));
  }
  return positions;
}

/** Sets `waitlistPosition` on each registration (null when it is not waiting in line), for the answers. */
export async function withPositions<T extends EventRegistration | EventRegistration[]>(
  manager: EntityManager,
  registrations: T,
): Promise<T> {
  const given: EventRegistration | EventRegistration[] = registrations; // the constraint's union narrows, T does not
  const list = Array.isArray(given) ? given : [given];
  const positions = await waitlistPositions(manager, list);
  for (const r of list) r.waitlistPosition = positions.get(r.id) ?? null;
  return registrations;
}
