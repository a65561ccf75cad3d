import { randomBytes } from 'node:crypto';

// ObjectId layout (DESIGN.md "Identifiers"): 4-byte seconds timestamp, 5 random bytes fixed per
// process, 3-byte counter starting at a random value. Unique across processes without coordination.
const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

/** A new 24-character lowercase hex id in the ObjectId format. */
export function newObjectId(now: Date = new Date()): string {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(now.getTime() / 1000) >>> 0, 0);
  processRandom.copy(bytes, 4);
  counter = (counter + 1) % 0x1000000;
  bytes.writeUIntBE(counter, 9, 3);
  return bytes.toString('hex');
}

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
