import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/** The widest a ticket's QR image is, in pixels. */
const MAX_SIDE = 320;
/** The quiet zone around the code, in modules. */
const MARGIN = 2;

export interface QrImage {
  png: Buffer;
  /** width and height in pixels */
  side: number;
}

/**
 * A QR code as a PNG: qrcode's module matrix (`QRCode.create`) drawn at a whole number of pixels a
 * module, so every module stays sharp, and encoded by pngjs in greyscale with PNG's "Up" filter on
 * every row (a module's rows repeat, so a repeated row filters to zeros). qrcode's own PNG renderer
 * writes four bytes a pixel and has pngjs try all five filters on every row, which costs several
 * times the CPU for a larger file, once for every ticket mail.
 */
export function qrImage(text: string): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * MARGIN;
  const scale = Math.max(1, Math.floor(MAX_SIDE / span));
  const side = span * scale;
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const left = (MARGIN + col) * scale;
      for (let y = (MARGIN + row) * scale; y < (MARGIN + row + 1) * scale; y += 1) pixels.fill(0, y * side + left, y * side + left + scale);
    }
  }
  const image = new PNG({ width: side, height: side });
  image.data = pixels;
  return { png: PNG.sync.write(image, { colorType: 0, inputColorType: 0, inputHasAlpha: false, filterType: 2 }), side };
}
