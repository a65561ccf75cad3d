/**
 * The check-in calls of the REST API, as the gate and the player's ticket use them.
 * A failure is a GateApiError: `offline` when the server could not be reached (no network, server
 * down, a gateway's 502/503/504), else the server's message and status.
 */
import type { GateKey } from './ticket-signature';
import type { KnownCheckin, KnownConflict, QueuedCash, QueuedScan, RosterEntry } from './gate-store';

export class GateApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly offline: boolean,
  ) {
    super(message);
    this.name = 'GateApiError';
  }
}

export type Transport = (url: string, init?: RequestInit) => Promise<Response>;

export const OFFLINE_MESSAGE = 'The server cannot be reached.';

async function call<T>(transport: Transport, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    // the caller's headers (an object, pairs or a Headers) win over the JSON defaults
    const headers = new Headers(init?.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (init?.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    response = await transport(url, { credentials: 'include', ...init, headers });
  } catch {
    throw new GateApiError(OFFLINE_MESSAGE, 0, true);
  }
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok) {
    const offline = response.status === 502 || response.status === 503 || response.status === 504;
    throw new GateApiError(
      offline ? OFFLINE_MESSAGE : (body?.message ?? `${response.status} ${response.statusText}`),
      response.status,
      offline,
    );
  }
  if (!body || body.data === undefined) throw new GateApiError('The server sent an answer the gate cannot read.', response.status, false);
  return body.data;
}

const eventPath = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}`;

export interface TicketAnswer {
  payload: string;
  code: string;
  event_title: string;
  player_name: string;
  character_name: string | null;
}

export const fetchTicket = (transport: Transport, registrationId: string) =>
  call<TicketAnswer>(transport, `/api/v1/user/event_registrations/${encodeURIComponent(registrationId)}/ticket`);

/** GET /checkin/keys: the public keys that verify tickets (raw 32 bytes, base64url), with their retirement dates. */
export async function fetchKeys(transport: Transport): Promise<GateKey[]> {
  const data = await call<{ key_id: string; public_key: string; retired_at: string | null }[]>(transport, '/api/v1/checkin/keys');
  return data.map((key) => ({ id: key.key_id, publicKey: key.public_key, retiredAt: key.retired_at }));
}

interface CheckinJson {
  _id: string;
  event_registration: string | null;
  device_id: string;
  scanned_at: string;
  walk_in: boolean;
  walk_in_name?: string | null;
}

interface RosterJson {
  next_since: string;
  event_registrations: {
    _id: string;
    /** the live ticket's id; null: none (not accepted) */
    ticket: string | null;
    code: string | null;
    player_name: string;
    character_name: string | null;
    event_role: string;
    state: string | null;
    staff_note: string | null;
    owes?: number;
  }[];
  walk_ins: CheckinJson[];
  revoked: { ticket: string; code: string; event_registration: string }[];
  currency?: string;
}

export interface RosterAnswer {
  entries: RosterEntry[];
  revokedTickets: string[];
  /** short code of each revoked ticket: its registration */
  revokedCodes: Record<string, string>;
  /** the `since` of the next pull */
  cursor: string;
  full: boolean;
  /** the site currency of the amounts owed */
  currency: string | null;
}

/** GET /events/{event_id}/checkin/roster?since=: the whole roster, or what changed since the last pull. */
export async function fetchRoster(transport: Transport, eventId: string, since: string | null): Promise<RosterAnswer> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const data = await call<RosterJson>(transport, `${eventPath(eventId)}/checkin/roster${query}`);
  return {
    entries: data.event_registrations.map((entry): RosterEntry => ({
      registrationId: entry._id,
      ticketId: entry.ticket,
      code: entry.code,
      playerName: entry.player_name,
      characterName: entry.character_name,
      role: entry.event_role,
      state: entry.state ?? 'none',
      staffNote: entry.staff_note,
      owes: entry.owes ?? 0,
    })),
    revokedTickets: data.revoked.map((revoked) => revoked.ticket),
    revokedCodes: Object.fromEntries(data.revoked.map((revoked) => [revoked.code, revoked.event_registration])),
    cursor: data.next_since,
    full: !since,
    currency: data.currency ?? null,
  };
}

/** The event's title (GET /events/{id}), kept for the gate's heading. */
export async function fetchEventTitle(transport: Transport, eventId: string): Promise<string> {
  const data = await call<{ event_title: string }>(transport, eventPath(eventId));
  return data.event_title;
}

export interface ScanAnswer {
  nonce: string;
  result: 'admitted' | 'duplicate' | 'conflict' | 'refused';
  reason: string | null;
  checkinId: string | null;
  /** duplicate and conflict: the standing check-in */
  checkedIn: { deviceId: string; scannedAt: string } | null;
}

/** The most scans one upload carries (the server refuses more than 500 with 413). */
export const BATCH_LIMIT = 500;

export async function uploadScans(transport: Transport, eventId: string, scans: readonly QueuedScan[]): Promise<ScanAnswer[]> {
  const body = {
    checkins: scans.map((scan) => ({
      nonce: scan.nonce,
      device_id: scan.deviceId,
      scanned_at: scan.scannedAt,
      ...(scan.walkIn
        ? { walk_in: { name: scan.walkIn.name, reason: scan.walkIn.reason, event_registration: scan.walkIn.registrationId } }
        : { ticket: scan.ticket }),
    })),
  };
  const data = await call<
    {
      nonce: string;
      result: ScanAnswer['result'];
      reason: string | null;
      checkin_id: string | null;
      checked_in: { device_id: string; scanned_at: string } | null;
    }[]
  >(transport, `${eventPath(eventId)}/checkins`, { method: 'POST', body: JSON.stringify(body) });
  return data.map((answer) => ({
    nonce: answer.nonce,
    result: answer.result,
    reason: answer.reason,
    checkinId: answer.checkin_id,
    checkedIn: answer.checked_in ? { deviceId: answer.checked_in.device_id, scannedAt: answer.checked_in.scanned_at } : null,
  }));
}

interface CheckinsJson {
  checkins: CheckinJson[];
  conflicts: {
    _id: string;
    event_registration: string | null;
    devices: { device_id: string; scanned_at: string; staff_name: string | null }[];
    resolved_at?: string | null;
  }[];
}

export async function fetchCheckins(
  transport: Transport,
  eventId: string,
): Promise<{ checkins: KnownCheckin[]; conflicts: KnownConflict[] }> {
  const data = await call<CheckinsJson>(transport, `${eventPath(eventId)}/checkins`);
  return {
    checkins: data.checkins.map((checkin) => ({
      id: checkin._id,
      registrationId: checkin.event_registration ?? null,
      deviceId: checkin.device_id,
      scannedAt: checkin.scanned_at,
      walkIn: checkin.walk_in,
      ...(checkin.walk_in_name ? { name: checkin.walk_in_name } : {}),
    })),
    conflicts: data.conflicts.map((conflict) => ({
      id: conflict._id,
      registrationId: conflict.event_registration,
      devices: conflict.devices.map((device) => ({
        deviceId: device.device_id,
        scannedAt: device.scanned_at,
        staffName: device.staff_name,
      })),
      resolvedAt: conflict.resolved_at ?? null,
    })),
  };
}

export const annulCheckin = (transport: Transport, eventId: string, checkinId: string, reason: string) =>
  call<unknown>(transport, `${eventPath(eventId)}/checkins/${encodeURIComponent(checkinId)}/annul`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });

export const resolveConflict = (transport: Transport, eventId: string, conflictId: string, reason: string) =>
  call<unknown>(transport, `${eventPath(eventId)}/checkin_conflicts/${encodeURIComponent(conflictId)}/resolve`, {
    method: 'POST',
    body: JSON.stringify({ reason }),
  });

/**
 * Records cash taken at the gate as a payment. The queued item's nonce is the Idempotency-Key: an
 * upload repeated after a lost answer gets the first answer again and records nothing more.
 */
export const uploadCash = (transport: Transport, cash: QueuedCash) =>
  call<unknown>(transport, `/api/v1/registrations/${encodeURIComponent(cash.registrationId)}/payments`, {
    method: 'POST',
    headers: { 'Idempotency-Key': cash.nonce },
    body: JSON.stringify({
      kind: 'payment',
      amount: cash.amount,
      method: 'cash',
      reference: `gate ${cash.deviceId}`,
      reason: 'taken at the gate',
    }),
  });
