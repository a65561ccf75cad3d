import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrImage } from '../src/mail/qr-image';

/** What a scanner reads from the image: its pixels decoded by jsQR (the gate's own decoder). */
function scan(png: Buffer): { text: string | undefined; width: number; height: number } {
  const image = PNG.sync.read(png);
  return { text: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data, width: image.width, height: image.height };
}

describe('the ticket QR image', () => {
  it.each([
    ['a short text', 'larp1.abc'],
    ['a signed ticket payload', `larp1.${'A'.repeat(43)}.${'b'.repeat(86)}`],
    ['text beyond Latin-1', 'Ticket für Zoë — 🎟️'],
  ])('scans back to %s, at its stated square size of at most 320 px with sharp modules', (_name, text) => {
    const { png, side } = qrImage(text);
    const read = scan(png);
    expect(read.text).toBe(text);
    expect([read.width, read.height]).toEqual([side, side]);
    expect(side).toBeLessThanOrEqual(320);
    expect(side).toBeGreaterThan(200);
    // greyscale (colour type 0 in the IHDR chunk), so only black and white pixels: a sharp code
    expect(png.readUInt8(25)).toBe(0);
    const colours = new Set(PNG.sync.read(png).data.filter((_, i) => i % 4 === 0));
    expect([...colours].sort()).toEqual([0, 255]);
  });
});
