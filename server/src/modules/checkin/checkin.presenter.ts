import { z } from 'zod';
import { present } from '../../errors';
import type { Checkin, CheckinAuditEntry, CheckinKey, CheckinTicket } from '../../db/entities/checkin.entities';
import type { CheckinList, ConflictView, Roster, RosterEntry, ScanAnswer } from './checkin.service';
import type { OwnerTicket } from './tickets';

/*
 * The REST shapes of the check-in calls, with their response schemas
 * (the OpenAPI document and the serializer use them).
 */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const ticketOutput = z.object({
  payload: z.string().describe("the QR code's text: base64url of a 41-byte message and its Ed25519 signature (see GET /checkin/keys)"),
  code: z.string().describe('8 characters of Crockford base32, printed beside the QR code'),
  event: z.string(),
  event_registration: z.string(),
  key_id: z.string(),
  issued_at: z.string(),
  event_title: z.string(),
  player_name: z.string(),
  character_name: z.string().nullable().describe("the registration's character as shown; null: none"),
});

export function presentTicket({ ticket, payload, eventTitle, playerName, characterName }: OwnerTicket) {
  return {
    payload,
    event_title: eventTitle,
    player_name: playerName,
    character_name: characterName,
    code: ticket.code,
    event: ticket.eventId,
    event_registration: ticket.registrationId,
    key_id: ticket.keyId,
    issued_at: ticket.issuedAt.toISOString(),
  };
}

const checkedInOutput = z.object({ device_id: z.string(), scanned_at: z.string() }).nullable();

export const scanAnswerOutput = z.object({
  nonce: z.string(),
  result: z.enum(['admitted', 'duplicate', 'conflict', 'refused']),
  reason: z.string().nullable().describe('refused: cancelled, waitlisted, other_event, forged, revoked or not_registered'),
  checkin_id: z.string().nullable(),
  event_registration: z.string().nullable(),
  checked_in: checkedInOutput.describe("duplicate and conflict: the standing check-in's device and scan time"),
});

export function presentScanAnswer(answer: ScanAnswer) {
  return {
    nonce: answer.nonce,
    result: answer.result,
    reason: answer.reason,
    checkin_id: answer.checkinId,
    event_registration: answer.registrationId,
    checked_in: answer.checkedIn ? { device_id: answer.checkedIn.deviceId, scanned_at: answer.checkedIn.scannedAt.toISOString() } : null,
  };
}

export const checkinOutput = z.object({
  _id: z.string(),
  event_registration: z.string().nullable(),
  device_id: z.string(),
  scanned_at: z.string(),
  received_at: z.string(),
  walk_in: z.boolean(),
  walk_in_name: z.string().nullable(),
  walk_in_reason: z.string().nullable(),
  annulled_at: z.string().nullable(),
  annul_reason: z.string().nullable(),
});

export function presentCheckin(checkin: Checkin) {
  return {
    _id: checkin.id,
    event_registration: checkin.registrationId,
    device_id: checkin.deviceId,
    scanned_at: checkin.scannedAt.toISOString(),
    received_at: checkin.receivedAt.toISOString(),
    walk_in: checkin.walkIn,
    walk_in_name: checkin.walkInName,
    walk_in_reason: checkin.walkInReason,
    annulled_at: iso(checkin.annulledAt),
    annul_reason: checkin.annulReason,
  };
}

export const conflictOutput = z.object({
  _id: z.string(),
  event_registration: z.string().nullable(),
  checkin_id: z.string(),
  devices: z.array(z.object({ device_id: z.string(), scanned_at: z.string(), staff_name: z.string().nullable() })),
  opened_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});

export function presentConflict({ conflict, devices }: ConflictView) {
  return {
    _id: conflict.id,
    event_registration: conflict.registrationId,
    checkin_id: conflict.checkinId,
    devices: devices.map((device) => ({
      device_id: device.deviceId,
      scanned_at: device.scannedAt.toISOString(),
      staff_name: device.staffName,
    })),
    opened_at: conflict.openedAt.toISOString(),
    resolved_at: iso(conflict.resolvedAt),
    resolution: conflict.resolution,
  };
}

export const checkinListOutput = z.object({ checkins: z.array(checkinOutput), conflicts: z.array(conflictOutput) });

export const presentCheckinList = (list: CheckinList) => ({
  checkins: list.checkins.map(presentCheckin),
  conflicts: list.conflicts.map(presentConflict),
});

const rosterEntryOutput = z.object({
  _id: z.string().describe('the registration id'),
  ticket: z.string().nullable().describe("the live ticket's id (the QR payload names it); null: no live ticket"),
  code: z.string().nullable(),
  player_name: z.string(),
  character_name: z.string().nullable(),
  event_role: z.string(),
  state: z.string().nullable(),
  staff_note: z.string().nullable(),
  checked_in: z.object({ checkin_id: z.string(), device_id: z.string(), scanned_at: z.string(), walk_in: z.boolean() }).nullable(),
  owes: z.number().int().describe('what the registration still owes, in minor units of the site currency (cents for EUR); 0: nothing'),
});

export function presentRosterEntry(entry: RosterEntry) {
  const { registration, ticket, checkin } = entry;
  return {
    _id: registration.id,
    ticket: ticket?.id ?? null,
    code: ticket?.code ?? null,
    player_name: entry.playerName,
    character_name: entry.characterName,
    event_role: registration.eventRole,
    state: registration.state ?? null,
    staff_note: registration.staffNote ?? null,
    checked_in: checkin
      ? { checkin_id: checkin.id, device_id: checkin.deviceId, scanned_at: checkin.scannedAt.toISOString(), walk_in: checkin.walkIn }
      : null,
    owes: entry.owes,
  };
}

export const revokedOutput = z.object({
  ticket: z.string(),
  code: z.string(),
  event_registration: z.string(),
  revoked_at: z.string(),
  reason: z.string().nullable(),
});

export const presentRevoked = (ticket: CheckinTicket) => ({
  ticket: ticket.id,
  code: ticket.code,
  event_registration: ticket.registrationId,
  revoked_at: present(ticket.revokedAt, 'the revocation time').toISOString(),
  reason: ticket.revokeReason,
});

export const rosterOutput = z.object({
  generated_at: z.string(),
  next_since: z.string().describe('send as `since` on the next sync'),
  since: z.string().nullable(),
  event_registrations: z.array(rosterEntryOutput),
  walk_ins: z.array(checkinOutput),
  revoked: z.array(revokedOutput),
  currency: z.string().describe('the ISO 4217 code of the site currency `owes` is in'),
});

export function presentRoster(roster: Roster) {
  return {
    generated_at: roster.generatedAt.toISOString(),
    next_since: roster.nextSince.toISOString(),
    since: iso(roster.since),
    event_registrations: roster.entries.map(presentRosterEntry),
    walk_ins: roster.walkIns.map(presentCheckin),
    revoked: roster.revoked.map(presentRevoked),
    currency: roster.currency,
  };
}

export const keyOutput = z.object({
  key_id: z.string(),
  algorithm: z.literal('Ed25519'),
  public_key: z.string().describe('the raw 32-byte public key, base64url'),
  created_at: z.string(),
  retired_at: z.string().nullable().describe('tickets signed by this key are refused from then on; null: still verifying'),
  signing: z.boolean().describe('the key that signs new tickets'),
});

export function presentKey(key: CheckinKey) {
  return {
    key_id: key.id,
    algorithm: 'Ed25519' as const,
    public_key: key.publicKey,
    created_at: key.createdAt.toISOString(),
    retired_at: iso(key.retiredAt),
    signing: key.signingSlot === 'signing',
  };
}

export const auditOutput = z.object({
  _id: z.string(),
  action: z.string(),
  checkin_id: z.string().nullable(),
  conflict_id: z.string().nullable(),
  actor: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});

export const presentAudit = (entry: CheckinAuditEntry) => ({
  _id: entry.id,
  action: entry.action,
  checkin_id: entry.checkinId,
  conflict_id: entry.conflictId,
  actor: entry.actorId,
  reason: entry.reason,
  at: entry.at.toISOString(),
});
