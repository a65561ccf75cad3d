/**
 * The gate's decision on one scan or typed code, made on the device: admitted,
 * already checked in, or refused with the reason. Pure: the roster, keys, revocations and known
 * check-ins come in; the signature check is the one asynchronous step.
 */
import type { GateEventRecord, KnownCheckin, QueuedCash, QueuedScan, RosterEntry } from './gate-store';
import { normalizeShortCode, parseTicketPayload } from './ticket-payload';
import { verifyTicketPayload, type GateKey } from './ticket-signature';

/** The server's reasons (POST .../checkins) and the gate's own. */
export type RefusalReason =
  'forged' | 'revoked' | 'cancelled' | 'waitlisted' | 'other_event' | 'not_registered' | 'unknown_code' | 'not_accepted';

/** The texts of the refusals (shown large, and read out by screen readers). */
export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  forged: 'Forged ticket: the signature does not match.',
  revoked: 'Revoked ticket: the registration was cancelled or changed.',
  cancelled: 'The registration was cancelled.',
  waitlisted: 'The registration is on the waitlist.',
  other_event: "Another event's ticket.",
  not_registered: 'Not registered for this event.',
  unknown_code: 'No ticket has this code.',
  not_accepted: 'The registration is not accepted.',
};

export type GateDecision =
  | { kind: 'admitted'; entry: RosterEntry; ticket: string }
  | { kind: 'already'; entry: RosterEntry; checkin: KnownCheckin }
  | { kind: 'refused'; reason: RefusalReason; entry: RosterEntry | null };

/** Lower case without accents: 'Élodie' is found by 'elo'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The check-in a queued scan stands for on this device until the server has it. */
export function pendingCheckin(scan: QueuedScan): KnownCheckin {
  return {
    id: null,
    registrationId: scan.registrationId,
    deviceId: scan.deviceId,
    scannedAt: scan.scannedAt,
    walkIn: Boolean(scan.walkIn),
    nonce: scan.nonce,
    ...(scan.walkIn ? { name: scan.walkIn.name } : {}),
  };
}

export class GateModel {
  readonly byId = new Map<string, RosterEntry>();
  readonly byCode = new Map<string, RosterEntry>();
  private readonly searchable: { entry: RosterEntry; key: string }[] = [];
  private readonly revoked: Set<string>;
  /** the check-in standing for each registration (the first, when there are several) */
  readonly checkinOf = new Map<string, KnownCheckin>();

  /** this device's check-ins not yet sent (its queue) */
  private readonly pending: KnownCheckin[] = [];
  /** cash taken on this device not yet sent, per registration */
  private readonly cashTaken = new Map<string, number>();

  constructor(
    readonly record: GateEventRecord,
    queued: readonly QueuedScan[] = [],
    cash: readonly QueuedCash[] = [],
  ) {
    for (const taken of cash) this.addCash(taken);
    for (const entry of record.roster) {
      this.byId.set(entry.registrationId, entry);
      if (entry.code) this.byCode.set(entry.code, entry);
      this.searchable.push({ entry, key: searchKey(`${entry.playerName}\u0000${entry.characterName ?? ''}`) });
    }
    this.revoked = new Set(record.revokedTickets);
    for (const checkin of record.checkins) this.note(checkin);
    for (const scan of queued) this.addPending(pendingCheckin(scan));
  }

  private note(checkin: KnownCheckin): void {
    if (checkin.registrationId && !this.checkinOf.has(checkin.registrationId)) this.checkinOf.set(checkin.registrationId, checkin);
  }

  /** What a registration still owes (minor units): as of the last pull, less the cash this device took since. */
  owes(entry: RosterEntry): number {
    return Math.max(0, (entry.owes ?? 0) - (this.cashTaken.get(entry.registrationId) ?? 0));
  }

  /** Cash this device just took (queued for upload). */
  addCash(cash: QueuedCash): void {
    this.cashTaken.set(cash.registrationId, (this.cashTaken.get(cash.registrationId) ?? 0) + cash.amount);
  }

  /** Cash this device took from a registration that is not yet sent. */
  cashWaiting(registrationId: string): number {
    return this.cashTaken.get(registrationId) ?? 0;
  }

  /** A check-in this device just made (queued for upload). */
  addPending(checkin: KnownCheckin): void {
    this.pending.push(checkin);
    this.note(checkin);
  }

  /** Roster entries whose player or character name contains every word of the query (at most `limit`). */
  search(query: string, limit = 20): RosterEntry[] {
    const words = searchKey(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const found: RosterEntry[] = [];
    for (const { entry, key } of this.searchable) {
      if (words.every((word) => key.includes(word))) {
        found.push(entry);
        if (found.length >= limit) break;
      }
    }
    return found;
  }

  /** Who is on site: the registrations with a check-in, and walk-ins. */
  onSite(): KnownCheckin[] {
    return [...this.record.checkins, ...this.pending];
  }

  /** Checked in / expected, in all and per role. */
  counts(): { role: string; checkedIn: number; expected: number }[] {
    const perRole = new Map<string, { checkedIn: number; expected: number }>();
    const total = { checkedIn: 0, expected: 0 };
    const bump = (role: string, field: 'checkedIn' | 'expected') => {
      const counts = perRole.get(role) ?? { checkedIn: 0, expected: 0 };
      counts[field] += 1;
      perRole.set(role, counts);
      total[field] += 1;
    };
    for (const entry of this.record.roster) if (entry.state === 'accepted') bump(entry.role, 'expected');
    const seen = new Set<string>();
    for (const checkin of this.onSite()) {
      if (checkin.registrationId) {
        if (seen.has(checkin.registrationId)) continue;
        seen.add(checkin.registrationId);
      }
      const role = checkin.registrationId ? (this.byId.get(checkin.registrationId)?.role ?? 'walk-in') : 'walk-in';
      bump(role, 'checkedIn');
    }
    return [
      { role: 'all', ...total },
      ...[...perRole].map(([role, counts]) => ({ role, ...counts })).sort((a, b) => a.role.localeCompare(b.role)),
    ];
  }

  /** The decision for a QR payload or a typed short code (or a roster pick, by its code). */
  async decide(input: string, keys: readonly GateKey[], now: Date = new Date()): Promise<GateDecision> {
    const code = normalizeShortCode(input);
    let entry: RosterEntry | null;
    if (code && !parseTicketPayload(input)) {
      entry = this.byCode.get(code) ?? null;
      if (!entry) {
        // The code of a ticket taken back (a cancelled or changed registration) is not a typo: answered as its QR code is.
        const revokedFor = this.record.revokedCodes?.[code];
        if (!revokedFor) return { kind: 'refused', reason: 'unknown_code', entry: null };
        return { kind: 'refused', reason: 'revoked', entry: this.byId.get(revokedFor) ?? null };
      }
      return this.decideFor(entry, code);
    }
    const started = performance.now();
    const verified = await verifyTicketPayload(input, keys, now);
    // User Timing: the client bench (e2e/gate.bench.js) reads the 'gate-verify' measures.
    performance.measure('gate-verify', { start: started });
    if (!verified.valid) return { kind: 'refused', reason: 'forged', entry: null };
    const { claims } = verified;
    if (claims.eventId !== this.record.eventId) return { kind: 'refused', reason: 'other_event', entry: null };
    entry = this.byId.get(claims.registrationId) ?? null;
    if (this.revoked.has(claims.ticketId)) return { kind: 'refused', reason: 'revoked', entry };
    if (!entry) return { kind: 'refused', reason: 'not_registered', entry: null };
    // An older ticket of a registration that has a newer one (or none any more).
    if (entry.ticketId !== claims.ticketId)
      return entry.state === 'accepted' ? { kind: 'refused', reason: 'revoked', entry } : this.decideFor(entry, null);
    return this.decideFor(entry, input.trim());
  }

  /** The decision for a roster entry picked by name (its ticket's short code is what is sent). */
  decideEntry(entry: RosterEntry): GateDecision {
    return this.decideFor(entry, entry.code);
  }

  private decideFor(entry: RosterEntry, ticket: string | null): GateDecision {
    if (entry.state === 'cancelled' || entry.state === 'withdrawn') return { kind: 'refused', reason: 'cancelled', entry };
    if (entry.state === 'waitlisted' || entry.state === 'offered') return { kind: 'refused', reason: 'waitlisted', entry };
    if (entry.state !== 'accepted' || !ticket) return { kind: 'refused', reason: 'not_accepted', entry };
    const checkin = this.checkinOf.get(entry.registrationId);
    if (checkin) return { kind: 'already', entry, checkin };
    return { kind: 'admitted', entry, ticket };
  }
}
