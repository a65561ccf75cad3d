/**
 * Offline verification of a ticket's QR payload: the server signs each ticket with
 * Ed25519; the gate checks the signature against the public keys it keeps (GET /api/v1/checkin/keys)
 * without the network. WebCrypto's Ed25519 where the browser has it (Chromium, Firefox, Safari 17+),
 * else @noble/ed25519, loaded only then.
 */
import { parseTicketPayload, type TicketClaims } from './ticket-payload';

export interface GateKey {
  /** the key id named in each payload */
  id: string;
  /** raw 32-byte Ed25519 public key, base64 or base64url */
  publicKey: string;
  /** ISO time from which tickets signed with this key are no longer accepted; null while in use */
  retiredAt: string | null;
}

export type VerifyOutcome =
  | { valid: true; claims: TicketClaims }
  | { valid: false; reason: 'malformed' | 'unknown_key' | 'retired_key' | 'bad_signature'; claims?: TicketClaims };

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Verifier = (
  publicKey: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
) => Promise<boolean>;

let verifierPromise: Promise<Verifier> | undefined;
const importedKeys = new Map<string, Promise<CryptoKey>>();

async function webCryptoVerifier(): Promise<Verifier | null> {
  // crypto.subtle exists only in a secure context (HTTPS or localhost)
  if (!('subtle' in crypto)) return null;
  const subtle = crypto.subtle;
  try {
    // A known-good probe: some browsers expose subtle but not Ed25519.
    await subtle.importKey('raw', new Uint8Array(32).fill(1), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return null;
  }
  return async (publicKey, signature, message) => {
    const cacheKey = String.fromCharCode(...publicKey);
    let key = importedKeys.get(cacheKey);
    if (!key) {
      key = subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
      importedKeys.set(cacheKey, key);
    }
    return subtle.verify({ name: 'Ed25519' }, await key, signature, message);
  };
}

async function nobleVerifier(): Promise<Verifier> {
  const noble = await import('@noble/ed25519');
  return async (publicKey, signature, message) => {
    try {
      return await noble.verifyAsync(signature, message, publicKey);
    } catch {
      return false;
    }
  };
}

/** The verifier this browser offers (decided once). */
export function signatureVerifier(): Promise<Verifier> {
  verifierPromise ??= webCryptoVerifier().then((verifier) => verifier ?? nobleVerifier());
  return verifierPromise;
}

/** Checks a QR payload's signature against the gate's keys, at `now`. Never throws. */
export async function verifyTicketPayload(payload: string, keys: readonly GateKey[], now: Date = new Date()): Promise<VerifyOutcome> {
  const parsed = parseTicketPayload(payload);
  if (!parsed) return { valid: false, reason: 'malformed' };
  const key = keys.find((candidate) => candidate.id === parsed.claims.keyId);
  if (!key) return { valid: false, reason: 'unknown_key', claims: parsed.claims };
  if (key.retiredAt && Date.parse(key.retiredAt) <= now.getTime()) return { valid: false, reason: 'retired_key', claims: parsed.claims };
  let valid = false;
  try {
    const verify = await signatureVerifier();
    valid = await verify(base64ToBytes(key.publicKey), parsed.signature, parsed.signedBytes);
  } catch {
    valid = false;
  }
  return valid ? { valid: true, claims: parsed.claims } : { valid: false, reason: 'bad_signature', claims: parsed.claims };
}
