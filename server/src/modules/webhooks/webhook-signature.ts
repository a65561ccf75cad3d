import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of one delivery: HMAC-SHA256 with the webhook's secret over `<timestamp>.<body>`,
 * hex, sent as `X-Larp-Signature: sha256=<hex>` beside `X-Larp-Timestamp: <unix seconds>`. A receiver
 * recomputes it and refuses old timestamps (replays). docs/API.md "Webhooks" shows the check.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The receiver's side: true when the signature matches and the timestamp is within `toleranceSeconds` of now. */
export function verifyDelivery(
  secret: string,
  header: { signature: string; timestamp: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(header.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
