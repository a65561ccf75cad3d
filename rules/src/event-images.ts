/**
 * What an event image may be: the server refuses anything else (decoding every upload), and the
 * event form says the same before a file is chosen.
 */
export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The largest upload, in bytes (5 MB). */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels on either side. */
export const EVENT_IMAGE_MAX_SIDE = 10_000;
/** The most pixels in all: 40 megapixels (a 7,300 x 5,475 photo). */
export const EVENT_IMAGE_MAX_PIXELS = 40_000_000;

/** Whether an image of width x height pixels is within the side and megapixel limits. */
export function eventImageWithinPixelLimits(width: number, height: number): boolean {
  return width <= EVENT_IMAGE_MAX_SIDE && height <= EVENT_IMAGE_MAX_SIDE && width * height <= EVENT_IMAGE_MAX_PIXELS;
}
