import { EVENT_IMAGE_MAX_PIXELS, eventImageWithinPixelLimits } from '@larp/rules';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { sniffImage, type ImageKind } from './image-sniffer';

export type ReencodedImage =
  | { ok: true; kind: ImageKind; bytes: Buffer }
  /** not-an-image: not one of the four formats, or it does not decode; too-large: over the pixel limits */
  | { ok: false; reason: 'not-an-image' | 'too-large' };

/** The encoder of each accepted format; GIF keeps only its first frame (sharp reads one page unless asked for more). */
const ENCODERS: Record<ImageKind['extension'], (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  gif: (image) => image.gif(),
  webp: (image) => image.webp({ quality: 90 }),
};

/** What sharp's metadata calls each format we accept. */
const SHARP_FORMAT: Record<ImageKind['extension'], string> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * An uploaded image decoded and encoded again in its own format, within the pixel limits of
 * @larp/rules (event-images.ts), so that what is stored is the
 * picture alone: no EXIF (a phone's GPS position), XMP, comments or ICC profile, and nothing a
 * polyglot hides after the image data. A JPEG is turned upright by its EXIF orientation first, as
 * that tag goes with the rest. The size is read from the header before anything is decoded, and
 * sharp's limitInputPixels refuses the decode too, so a decompression bomb never fills memory.
 * With `maxSide`, a larger picture is scaled down to fit a square of that many pixels.
 */
export async function reencodeImage(input: Buffer, options: { maxSide?: number } = {}): Promise<ReencodedImage> {
  const kind = sniffImage(input);
  if (!kind) return { ok: false, reason: 'not-an-image' };
  let header: Metadata;
  try {
    // Reading the header only: the declared size is what the limits judge.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (header.format !== SHARP_FORMAT[kind.extension]) return { ok: false, reason: 'not-an-image' };
  const height = header.pageHeight ?? header.height;
  if (!eventImageWithinPixelLimits(header.width, height)) return { ok: false, reason: 'too-large' };
  try {
    let decoded = sharp(input, { limitInputPixels: EVENT_IMAGE_MAX_PIXELS, autoOrient: true, pages: 1 });
    // A picture shown small (the site's logo) is stored small: every page load carries it.
    if (options.maxSide)
      decoded = decoded.resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
    return { ok: true, kind, bytes: await ENCODERS[kind.extension](decoded).toBuffer() };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}
