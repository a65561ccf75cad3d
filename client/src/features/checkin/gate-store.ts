/**
 * What the gate keeps on the device, in IndexedDB: per event the roster (no email
 * addresses: registration id, short code, names, role, state, staff note), the revoked tickets, the
 * check-ins and conflicts it knows of, the sync cursor; the public keys; the device id; the queue of
 * scans not yet uploaded. One record per event, written whole: a 2,000-player roster is one put.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { GateKey } from './ticket-signature';

export interface RosterEntry {
  registrationId: string;
  /** the live ticket's id (a scanned older ticket is revoked); null: no ticket (not accepted) */
  ticketId: string | null;
  /** the live ticket's short code; null: no ticket */
  code: string | null;
  playerName: string;
  characterName: string | null;
  role: string;
  /** accepted, waitlisted, cancelled, ... */
  state: string;
  staffNote: string | null;
  /** what the registration still owed at the last pull, in minor units of the site currency (absent in records kept before it existed) */
  owes?: number;
}

export interface KnownCheckin {
  /** the server's id once uploaded; null for a scan still in the queue */
  id: string | null;
  registrationId: string | null;
  deviceId: string;
  scannedAt: string;
  walkIn: boolean;
  /** the scan's nonce (local scans) */
  nonce?: string;
  /** shown for walk-ins admitted on this device */
  name?: string;
}

export interface KnownConflict {
  id: string;
  registrationId: string | null;
  devices: { deviceId: string; scannedAt: string; staffName?: string | null }[];
  /** set once an admin resolved it */
  resolvedAt: string | null;
}

export interface GateEventRecord {
  eventId: string;
  title: string;
  roster: RosterEntry[];
  /** ticket ids revoked (a cancelled or changed registration's old ticket) */
  revokedTickets: string[];
  /** the short codes of revoked tickets and their registrations (absent in records kept before it existed) */
  revokedCodes?: Record<string, string>;
  /** the server's check-ins as of the last sync (this device's unsent ones are its queue) */
  checkins: KnownCheckin[];
  conflicts: KnownConflict[];
  /** the server's cursor of the last roster pull (the next `since`); null before the first */
  rosterCursor: string | null;
  /** when this device last synced with the server (ISO) */
  syncedAt: string | null;
  /** the site currency of the roster's amounts owed */
  currency?: string;
}

/** Cash taken at the gate, waiting to be sent as a payment (POST /api/v1/registrations/{id}/payments, its nonce the Idempotency-Key). */
export interface QueuedCash {
  nonce: string;
  eventId: string;
  registrationId: string;
  /** minor units of `currency` */
  amount: number;
  currency: string;
  deviceId: string;
  takenAt: string;
}

/** A scan waiting for upload (POST /api/v1/events/{event_id}/checkins). */
export interface QueuedScan {
  nonce: string;
  eventId: string;
  /** the QR payload, or the short code of a typed entry */
  ticket: string;
  deviceId: string;
  scannedAt: string;
  /** the registration the gate admitted (kept on the device only, to show who is on site) */
  registrationId: string | null;
  /** a walk-in: who and why (no ticket) */
  walkIn?: { name: string; reason: string; registrationId: string | null };
}

/** A viewer as versions before the server's abilities saved it. */
interface LegacyGateViewer {
  id: string;
  name: string;
  roles?: string[];
}

/** The signed-in staff member who last opened the gate online: lets the gate start with no network. */
export interface GateViewer {
  id: string;
  name: string;
  /** the server's runCheckin ability when the gate was last opened online */
  canRunCheckin: boolean;
  /** the server's decideCheckins ability (annul, resolve conflicts) then */
  canDecideCheckins: boolean;
}

interface GateSchema extends DBSchema {
  events: { key: string; value: GateEventRecord };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: string } };
  meta: { key: string; value: unknown };
}

export const GATE_DB_NAME = 'larp-gate';
/** the meta key of the queue of cash taken at the gate */
const CASH_QUEUE = 'cashQueue';

export class GateStore {
  private constructor(private readonly db: IDBPDatabase<GateSchema>) {}

  static async open(name = GATE_DB_NAME): Promise<GateStore> {
    const db = await openDB<GateSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore('events', { keyPath: 'eventId' });
        database.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('byEvent', 'eventId');
        database.createObjectStore('meta');
      },
    });
    return new GateStore(db);
  }

  close(): void {
    this.db.close();
  }

  /** This device's id: random, made once, kept. */
  async deviceId(): Promise<string> {
    const known = await this.db.get('meta', 'deviceId');
    if (typeof known === 'string') return known;
    const id = `gate-${crypto.randomUUID().slice(0, 8)}`;
    // add() fails if another tab made one first: then read that one.
    try {
      await this.db.add('meta', id, 'deviceId');
      return id;
    } catch {
      return (await this.db.get('meta', 'deviceId')) as string;
    }
  }

  async keys(): Promise<GateKey[]> {
    return ((await this.db.get('meta', 'keys')) as GateKey[] | undefined) ?? [];
  }

  async saveKeys(keys: GateKey[]): Promise<void> {
    await this.db.put('meta', keys, 'keys');
  }

  async viewer(): Promise<GateViewer | null> {
    const stored = (await this.db.get('meta', 'viewer')) as (LegacyGateViewer & Partial<GateViewer>) | undefined;
    if (!stored) return null;
    if (stored.canRunCheckin !== undefined && stored.canDecideCheckins !== undefined) {
      return { id: stored.id, name: stored.name, canRunCheckin: stored.canRunCheckin, canDecideCheckins: stored.canDecideCheckins };
    }
    // Saved by an earlier version, with the user's roles instead of the server's abilities: only someone
    // allowed to run the gate was saved, and only admins decided. Replaced at the next online opening.
    return { id: stored.id, name: stored.name, canRunCheckin: true, canDecideCheckins: (stored.roles ?? []).includes('admin') };
  }

  async saveViewer(viewer: GateViewer): Promise<void> {
    await this.db.put('meta', viewer, 'viewer');
  }

  async event(eventId: string): Promise<GateEventRecord | null> {
    return (await this.db.get('events', eventId)) ?? null;
  }

  async saveEvent(record: GateEventRecord): Promise<void> {
    await this.db.put('events', record);
  }

  async queued(eventId: string): Promise<QueuedScan[]> {
    const scans = await this.db.getAllFromIndex('queue', 'byEvent', eventId);
    return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
  }

  async queuedCount(eventId: string): Promise<number> {
    return this.db.countFromIndex('queue', 'byEvent', eventId);
  }

  /** Queues a scan: one small write, whatever the roster's size (the check-ins not yet sent are the queue). */
  async recordScan(scan: QueuedScan): Promise<void> {
    await this.db.put('queue', scan);
  }

  /** The cash taken on this device not yet sent, oldest first. */
  async queuedCash(eventId: string): Promise<QueuedCash[]> {
    const all = ((await this.db.get('meta', CASH_QUEUE)) as QueuedCash[] | undefined) ?? [];
    return all.filter((cash) => cash.eventId === eventId).sort((a, b) => a.takenAt.localeCompare(b.takenAt));
  }

  /** Queues cash taken (read and written in one transaction, so two tabs never lose each other's). */
  async queueCash(cash: QueuedCash): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite');
    const all = ((await tx.store.get(CASH_QUEUE)) as QueuedCash[] | undefined) ?? [];
    await tx.store.put([...all.filter((other) => other.nonce !== cash.nonce), cash], CASH_QUEUE);
    await tx.done;
  }

  /** Removes cash the server has recorded. */
  async dropCash(nonces: readonly string[]): Promise<void> {
    const tx = this.db.transaction('meta', 'readwrite');
    const all = ((await tx.store.get(CASH_QUEUE)) as QueuedCash[] | undefined) ?? [];
    await tx.store.put(
      all.filter((cash) => !nonces.includes(cash.nonce)),
      CASH_QUEUE,
    );
    await tx.done;
  }

  /** Removes uploaded scans (the server answered each of them). */
  async dropQueued(nonces: readonly string[]): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite');
    await Promise.all(nonces.map((nonce) => tx.store.delete(nonce)));
    await tx.done;
  }
}
