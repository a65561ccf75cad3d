import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import type { EventsService } from '../events/events.service';
import { CheckinKeys } from './checkin-keys';
import { CheckinService } from './checkin.service';
import { Tickets } from './tickets';

export interface CheckinServices {
  /** the Ed25519 keys that sign tickets (rotatable) */
  checkinKeys: CheckinKeys;
  /** tickets of accepted registrations */
  tickets: Tickets;
  /** the gate: batches, roster, conflicts, annul and resolve */
  checkin: CheckinService;
}

/** The keys and the tickets (made before the events area: its acceptance mails carry tickets). */
export function createTicketing(deps: { dataSource: DataSource; clock: Clock }): Pick<CheckinServices, 'checkinKeys' | 'tickets'> {
  const checkinKeys = new CheckinKeys(deps.dataSource, deps.clock);
  return { checkinKeys, tickets: new Tickets(deps.dataSource, deps.clock, checkinKeys) };
}

/** The gate's service, on the keys and tickets made by createTicketing. */
export function createCheckinServices(
  deps: { dataSource: DataSource; clock: Clock; events: EventsService },
  ticketing: Pick<CheckinServices, 'checkinKeys' | 'tickets'>,
): CheckinServices {
  return { ...ticketing, checkin: new CheckinService(deps.dataSource, deps.clock, deps.events, ticketing.checkinKeys, ticketing.tickets) };
}
