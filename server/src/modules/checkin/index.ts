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

export function createCheckinServices(deps: { dataSource: DataSource; clock: Clock; events: EventsService }): CheckinServices {
  const checkinKeys = new CheckinKeys(deps.dataSource, deps.clock);
  const tickets = new Tickets(deps.dataSource, deps.clock, checkinKeys);
  const checkin = new CheckinService(deps.dataSource, deps.clock, deps.events, checkinKeys, tickets);
  return { checkinKeys, tickets, checkin };
}
