/**
 * Recognises an uploaded image by its bytes, never by its name or Content-Type. Only the raster
 * formats every browser shows are accepted: SVG is refused on purpose (it can carry script).
 * Decision: a small magic-number check instead of file-type 21, which is ESM-only and cannot be
 * loaded by the server's CommonJS jest runtime; these four signatures are all the app serves.
 */
export interface ImageKind {
  extension: 'jpg' | 'png' | 'gif' | 'webp';
  mimeType: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { extension: 'gif', mimeType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { extension: 'webp', mimeType: 'image/webp' };
  return null;
}

const MIME_BY_EXTENSION: Record<ImageKind['extension'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Names the server generates: 24 hex characters and one of the accepted extensions. Anything else is refused. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{24}\.(jpg|png|gif|webp)$/;

export function mimeTypeOfStoredName(name: string): string | null {
  const match = STORED_IMAGE_NAME.exec(name);
  return match ? MIME_BY_EXTENSION[match[1] as ImageKind['extension']] : null;
}
