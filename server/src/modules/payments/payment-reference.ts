import { creditorReference, parseCreditorReference } from '@larp/rules';

/*
 * A registration's payment reference: its id (24 hex digits, 96 bits) written in base 36 (at most
 * 19 characters) inside an ISO 11649 RF reference, so the reference needs no storage, is unique per
 * registration and leads back to it. The check digits catch a mistyped reference.
 */

const HEX_ID = /^[0-9a-f]{24}$/;

export function paymentReferenceOf(registrationId: string): string {
  if (!HEX_ID.test(registrationId)) throw new RangeError(`Not a registration id: ${registrationId}`);
  return creditorReference(BigInt(`0x${registrationId}`).toString(36));
}

/** The registration id a reference names, when its check digits hold; else null. */
export function registrationIdOfBody(body: string): string | null {
  let value = 0n;
  for (const character of body.toLowerCase()) {
    const digit = Number.parseInt(character, 36);
    if (Number.isNaN(digit)) return null;
    value = value * 36n + BigInt(digit);
  }
  const hex = value.toString(16).padStart(24, '0');
  return hex.length === 24 ? hex : null;
}

export function registrationIdOfReference(reference: string): string | null {
  const body = parseCreditorReference(reference);
  return body === null ? null : registrationIdOfBody(body);
}
