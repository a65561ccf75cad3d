import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomInt, sign, verify, type KeyObject } from 'node:crypto';
import { present } from '../../errors';

/*
 * The ticket a QR code carries, small enough for a QR code at any phone's camera:
 *
 *   payload = base64url( message (41 bytes) ‖ Ed25519 signature of message (64 bytes) )   → 140 characters
 *   message = version (1 byte, 1) ‖ key id (4 bytes) ‖ event id (12) ‖ registration id (12) ‖ ticket id (12)
 *
 * Ids are the 24-hex ObjectIds as their 12 bytes; the key id is the signing key's 8 hex characters
 * (GET /api/v1/checkin/keys lists the public keys by id, raw 32 bytes base64url). Nothing personal:
 * a device maps the registration id to a name through its roster. A gate verifies offline with the
 * public key (WebCrypto Ed25519 or any Ed25519 library), then checks the event id, and the ticket id
 * against the roster's live ticket and the revocation list.
 *
 * The short code printed beside the QR code is 8 characters of Crockford's base32 (digits and
 * capitals without I, L, O, U: nothing to mistake); typed codes are read case-blind, with O as 0 and
 * I or L as 1, spaces and dashes ignored.
 */

export const TICKET_VERSION = 1;
const MESSAGE_BYTES = 1 + 4 + 12 * 3;
const SIGNATURE_BYTES = 64;
export const PAYLOAD_LENGTH = Math.ceil(((MESSAGE_BYTES + SIGNATURE_BYTES) * 4) / 3);

export interface TicketClaims {
  keyId: string;
  eventId: string;
  registrationId: string;
  ticketId: string;
}

const HEX_ID = /^[0-9a-f]{24}$/;
const KEY_ID = /^[0-9a-f]{8}$/;

function message(claims: TicketClaims): Buffer {
  if (!KEY_ID.test(claims.keyId) || ![claims.eventId, claims.registrationId, claims.ticketId].every((id) => HEX_ID.test(id))) {
    throw new Error('A ticket names ObjectIds and an 8-hex key id');
  }
  return Buffer.concat([
    Buffer.from([TICKET_VERSION]),
    Buffer.from(claims.keyId, 'hex'),
    Buffer.from(claims.eventId, 'hex'),
    Buffer.from(claims.registrationId, 'hex'),
    Buffer.from(claims.ticketId, 'hex'),
  ]);
}

/** The signed payload of a ticket. */
export function signTicket(claims: TicketClaims, privateKey: KeyObject): string {
  const body = message(claims);
  return Buffer.concat([body, sign(null, body, privateKey)]).toString('base64url');
}

/** The claims of a payload as written (not verified), or null when it is no ticket of ours. */
export function readTicket(payload: string): (TicketClaims & { message: Buffer; signature: Buffer }) | null {
  if (payload.length !== PAYLOAD_LENGTH || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== MESSAGE_BYTES + SIGNATURE_BYTES || bytes[0] !== TICKET_VERSION) return null;
  const hex = (from: number, length: number) => bytes.subarray(from, from + length).toString('hex');
  return {
    keyId: hex(1, 4),
    eventId: hex(5, 12),
    registrationId: hex(17, 12),
    ticketId: hex(29, 12),
    message: bytes.subarray(0, MESSAGE_BYTES),
    signature: bytes.subarray(MESSAGE_BYTES),
  };
}

/** Whether the signature of a read payload is the key's. */
export function signatureValid(ticket: { message: Buffer; signature: Buffer }, publicKey: KeyObject): boolean {
  try {
    return verify(null, ticket.message, publicKey, ticket.signature);
  } catch {
    return false;
  }
}

// ---- keys -----------------------------------------------------------------------------------------

export interface KeyMaterial {
  id: string;
  /** raw 32 bytes, base64url */
  publicKey: string;
  /** PKCS#8 DER, base64url */
  privateKey: string;
}

export function newKeyMaterial(): KeyMaterial {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    id: randomBytes(4).toString('hex'),
    publicKey: present(jwk.x, "the Ed25519 key's x"), // an OKP key's JWK always has it
    privateKey: (privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64url'),
  };
}

export const privateKeyObject = (pkcs8: string): KeyObject =>
  createPrivateKey({ key: Buffer.from(pkcs8, 'base64url'), format: 'der', type: 'pkcs8' });
export const publicKeyObject = (raw: string): KeyObject => createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });

// ---- short codes ----------------------------------------------------------------------------------

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A typed code as stored, or null when it cannot be one (wrong length or letters). */
export function normalizeShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}
