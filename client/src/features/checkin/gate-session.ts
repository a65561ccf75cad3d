/**
 * One gate device working one event: decides each scan on the device, queues it
 * (random nonce, device id, scan time) in the same IndexedDB transaction that records the check-in,
 * and syncs: uploads the queue in batches of at most 500 (an upload repeated after a lost answer is
 * harmless, the server stores each nonce once), then pulls keys, roster changes since the last pull,
 * and the server's check-ins and conflicts. A failed sync keeps every scan queued.
 */
import {
  BATCH_LIMIT,
  fetchCheckins,
  fetchEventTitle,
  fetchKeys,
  fetchRoster,
  GateApiError,
  uploadCash,
  uploadScans,
  type ScanAnswer,
  type Transport,
} from './gate-api';
import { GateModel, pendingCheckin, type GateDecision } from './gate-model';
import type { GateEventRecord, GateStore, KnownCheckin, QueuedCash, QueuedScan, RosterEntry } from './gate-store';
import type { GateKey } from './ticket-signature';

export interface SyncReport {
  uploaded: number;
  /** scans the server did not accept as this device decided: refused, or another device was first */
  changed: ScanAnswer[];
  /** cash payments the server recorded */
  cashSent: number;
  /** cash the server refused to record (with its message): to be settled by hand */
  cashRefused: { cash: QueuedCash; message: string }[];
}

export interface GateSnapshot {
  model: GateModel;
  queued: number;
  /** cash taken on this device not yet sent */
  cashQueued: number;
  online: boolean;
  syncing: boolean;
  lastError: string | null;
}

export class GateSession {
  private model: GateModel;
  private keys: GateKey[];
  private queuedCount = 0;
  private cash: QueuedCash[];
  /** cash sent since the last roster pull: still counted against what the roster says is owed */
  private cashSent: QueuedCash[] = [];
  private online = true;
  private syncing: Promise<SyncReport> | null = null;
  private lastError: string | null = null;
  private readonly listeners = new Set<() => void>();
  private snapshotCache: GateSnapshot | null = null;

  private constructor(
    private readonly store: GateStore,
    private readonly transport: Transport,
    readonly eventId: string,
    readonly deviceId: string,
    record: GateEventRecord,
    queued: QueuedScan[],
    keys: GateKey[],
    cash: QueuedCash[],
  ) {
    this.cash = cash;
    this.model = new GateModel(record, queued, cash);
    this.queuedCount = queued.length;
    this.keys = keys;
  }

  /** The gate of an event from what the device keeps (an empty roster before the first sync). */
  static async open(store: GateStore, transport: Transport, eventId: string): Promise<GateSession> {
    const record = (await store.event(eventId)) ?? emptyRecord(eventId);
    return new GateSession(
      store,
      transport,
      eventId,
      await store.deviceId(),
      record,
      await store.queued(eventId),
      await store.keys(),
      await store.queuedCash(eventId),
    );
  }

  /** Whether the device has ever loaded this event's roster. */
  get hasRoster(): boolean {
    return this.model.record.rosterCursor !== null || this.model.record.roster.length > 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): GateSnapshot => {
    this.snapshotCache ??= {
      model: this.model,
      queued: this.queuedCount,
      cashQueued: this.cash.length,
      online: this.online,
      syncing: this.syncing !== null,
      lastError: this.lastError,
    };
    return this.snapshotCache;
  };

  private changed(): void {
    this.snapshotCache = null;
    for (const listener of this.listeners) listener();
  }

  private async replaceRecord(record: GateEventRecord): Promise<void> {
    await this.store.saveEvent(record);
    this.cash = await this.store.queuedCash(this.eventId);
    this.model = new GateModel(record, await this.store.queued(this.eventId), [...this.cash, ...this.cashSent]);
  }

  /**
   * Records cash taken from a registration's player: queued on the device at once (it counts
   * against what the gate shows owed), sent with the next sync, recorded once by the server.
   */
  async takeCash(entry: RosterEntry, amount: number, now: Date = new Date()): Promise<QueuedCash> {
    const cash: QueuedCash = {
      nonce: crypto.randomUUID(),
      eventId: this.eventId,
      registrationId: entry.registrationId,
      amount,
      currency: this.model.record.currency ?? '',
      deviceId: this.deviceId,
      takenAt: now.toISOString(),
    };
    await this.store.queueCash(cash);
    this.cash = await this.store.queuedCash(this.eventId);
    this.model.addCash(cash);
    this.changed();
    return cash;
  }

  /** Decides a scan (QR payload) or typed code; an admission is queued at once. */
  async scan(input: string, now: Date = new Date()): Promise<{ decision: GateDecision; checkin: KnownCheckin | null }> {
    const decision = await this.model.decide(input, this.keys, now);
    if (decision.kind !== 'admitted') return { decision, checkin: null };
    const checkin = await this.queue({ ticket: decision.ticket, registrationId: decision.entry.registrationId, now });
    return { decision, checkin };
  }

  /** Checks in a roster entry picked by name. */
  async scanEntry(entry: RosterEntry, now: Date = new Date()): Promise<{ decision: GateDecision; checkin: KnownCheckin | null }> {
    const decision = this.model.decideEntry(entry);
    if (decision.kind !== 'admitted') return { decision, checkin: null };
    const checkin = await this.queue({ ticket: decision.ticket, registrationId: entry.registrationId, now });
    return { decision, checkin };
  }

  /** Admits someone without an accepted registration (flagged walk-in, with the reason). */
  async admitWalkIn(walkIn: { name: string; reason: string; entry: RosterEntry | null }, now: Date = new Date()): Promise<KnownCheckin> {
    return this.queue({
      ticket: walkIn.entry?.code ?? '',
      registrationId: walkIn.entry?.registrationId ?? null,
      now,
      walkIn: { name: walkIn.name, reason: walkIn.reason, registrationId: walkIn.entry?.registrationId ?? null },
    });
  }

  private async queue(scan: {
    ticket: string;
    registrationId: string | null;
    now: Date;
    walkIn?: QueuedScan['walkIn'];
  }): Promise<KnownCheckin> {
    const nonce = crypto.randomUUID();
    const scannedAt = scan.now.toISOString();
    const queued: QueuedScan = {
      nonce,
      eventId: this.eventId,
      ticket: scan.ticket,
      deviceId: this.deviceId,
      scannedAt,
      registrationId: scan.registrationId,
      ...(scan.walkIn ? { walkIn: scan.walkIn } : {}),
    };
    await this.store.recordScan(queued);
    const checkin = pendingCheckin(queued);
    this.model.addPending(checkin);
    this.queuedCount += 1;
    this.changed();
    return checkin;
  }

  /** Uploads the queue and pulls what changed; one sync at a time (a second call joins the running one). */
  sync(): Promise<SyncReport> {
    if (!this.syncing) {
      this.syncing = this.runSync().finally(() => {
        this.syncing = null;
        this.changed();
      });
      this.changed();
    }
    return this.syncing;
  }

  private async runSync(): Promise<SyncReport> {
    const report: SyncReport = { uploaded: 0, changed: [], cashSent: 0, cashRefused: [] };
    // User Timing marks: the client bench (e2e/gate.bench.js) reads the 'gate-sync' measures.
    const started = performance.now();
    try {
      // 1. The queue, oldest first, in batches the server accepts.
      for (;;) {
        const scans = (await this.store.queued(this.eventId)).slice(0, BATCH_LIMIT);
        if (scans.length === 0) break;
        const answers = await uploadScans(this.transport, this.eventId, scans);
        const answered = new Set(answers.map((answer) => answer.nonce));
        await this.store.dropQueued(scans.filter((scan) => answered.has(scan.nonce)).map((scan) => scan.nonce));
        report.uploaded += answered.size;
        report.changed.push(...answers.filter((answer) => answer.result === 'refused' || answer.result === 'conflict'));
        this.queuedCount = await this.store.queuedCount(this.eventId);
        this.changed();
        if (answered.size === 0) break;
      }
      // 1b. Cash taken, one payment each; a payment the server refuses stays reported, not queued again.
      for (const cash of await this.store.queuedCash(this.eventId)) {
        try {
          await uploadCash(this.transport, cash);
        } catch (error) {
          if (!(error instanceof GateApiError) || error.offline) throw error;
          report.cashRefused.push({ cash, message: error.message });
        }
        await this.store.dropCash([cash.nonce]);
        this.cashSent.push(cash);
        report.cashSent += 1;
      }
      // 2. Keys, roster changes since the last pull, and the server's check-ins.
      // The four answers are independent: asked at once (one round trip's wait, not four).
      const record = this.model.record;
      const [keys, roster, title, server] = await Promise.all([
        fetchKeys(this.transport),
        fetchRoster(this.transport, this.eventId, record.rosterCursor),
        record.title ? Promise.resolve(record.title) : fetchEventTitle(this.transport, this.eventId),
        fetchCheckins(this.transport, this.eventId),
      ]);
      await this.store.saveKeys(keys);
      this.keys = keys;
      // The roster now counts the cash sent.
      this.cashSent = [];
      await this.replaceRecord({
        ...record,
        title,
        roster: mergeRoster(roster.full ? [] : record.roster, roster.entries),
        revokedTickets: [...new Set([...(roster.full ? [] : record.revokedTickets), ...roster.revokedTickets])],
        revokedCodes: { ...(roster.full ? {} : record.revokedCodes), ...roster.revokedCodes },
        rosterCursor: roster.cursor,
        currency: roster.currency ?? record.currency,
        checkins: server.checkins,
        conflicts: server.conflicts,
        syncedAt: new Date().toISOString(),
      });
      this.online = true;
      this.lastError = null;
      performance.measure('gate-sync', { start: started, detail: { roster: this.model.record.roster.length } });
    } catch (error) {
      if (error instanceof GateApiError && error.offline) {
        this.online = false;
        this.lastError = null;
      } else {
        this.lastError = error instanceof Error ? error.message : String(error);
      }
      this.queuedCount = await this.store.queuedCount(this.eventId);
      // The model still counts the cash sent (it was built with it); only the count waiting changes.
      this.cash = await this.store.queuedCash(this.eventId);
    }
    if (report.cashRefused.length > 0) {
      this.lastError = report.cashRefused
        .map(
          ({ cash, message }) =>
            `cash for ${this.model.byId.get(cash.registrationId)?.playerName ?? 'a registration'} was not recorded: ${message}`,
        )
        .join('; ');
    }
    return report;
  }

  /** After an admin's decision (annul, resolve): the server's check-ins again. */
  async refreshCheckins(): Promise<void> {
    const server = await fetchCheckins(this.transport, this.eventId);
    await this.replaceRecord({ ...this.model.record, checkins: server.checkins, conflicts: server.conflicts });
    this.changed();
  }

  /** The server was found unreachable (or reachable) outside a sync. */
  setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    this.changed();
  }
}

function emptyRecord(eventId: string): GateEventRecord {
  return { eventId, title: '', roster: [], revokedTickets: [], checkins: [], conflicts: [], rosterCursor: null, syncedAt: null };
}

/** The roster with the changed entries replacing the old ones (same registration). */
export function mergeRoster(current: readonly RosterEntry[], changes: readonly RosterEntry[]): RosterEntry[] {
  const byId = new Map(current.map((entry) => [entry.registrationId, entry]));
  for (const entry of changes) byId.set(entry.registrationId, entry);
  return [...byId.values()];
}
