/**
 * The ticket's QR payload as the server signs it (server/src/modules/checkin/
 * ticket-payload.ts is the other half): base64url of message (41 bytes) ‖ Ed25519 signature (64);
 * message = version 1 ‖ key id (4) ‖ event id (12) ‖ registration id (12) ‖ ticket id (12). Nothing
 * personal: the gate maps the registration to a name through its roster.
 */
import { base64ToBytes } from './ticket-signature';

export interface TicketClaims {
  keyId: string;
  eventId: string;
  registrationId: string;
  ticketId: string;
}

export interface ParsedTicket {
  claims: TicketClaims;
  signedBytes: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

export const TICKET_VERSION = 1;
const MESSAGE_BYTES = 1 + 4 + 12 * 3;
const SIGNATURE_BYTES = 64;
export const PAYLOAD_LENGTH = Math.ceil(((MESSAGE_BYTES + SIGNATURE_BYTES) * 4) / 3);

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The claims and signed bytes of a payload (not verified), or null when it is no ticket. */
export function parseTicketPayload(payload: string): ParsedTicket | null {
  const text = payload.trim();
  if (text.length !== PAYLOAD_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = base64ToBytes(text);
  } catch {
    return null;
  }
  if (bytes.length !== MESSAGE_BYTES + SIGNATURE_BYTES || bytes[0] !== TICKET_VERSION) return null;
  return {
    claims: {
      keyId: hex(bytes.subarray(1, 5)),
      eventId: hex(bytes.subarray(5, 17)),
      registrationId: hex(bytes.subarray(17, 29)),
      ticketId: hex(bytes.subarray(29, 41)),
    },
    signedBytes: bytes.slice(0, MESSAGE_BYTES),
    signature: bytes.slice(MESSAGE_BYTES),
  };
}

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

/** A typed short code as stored (Crockford's base32: case-blind, O as 0, I and L as 1, spaces and dashes ignored), or null. */
export function normalizeShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}
