import { mimeTypeOfStoredName, sniffImage } from './image-sniffer';

const bytes = (hex: string, text = '') => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(text)]);

describe('sniffImage', () => {
  it.each([
    ['JPEG', bytes('ffd8ffe0'), 'jpg'],
    ['PNG', bytes('89504e470d0a1a0a0000'), 'png'],
    ['GIF87a', bytes('', 'GIF87a...'), 'gif'],
    ['GIF89a', bytes('', 'GIF89a...'), 'gif'],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'webp'],
  ])('recognises %s by its bytes', (_name, input, extension) => {
    expect(sniffImage(input)?.extension).toBe(extension);
  });

  it.each([
    ['SVG (can carry script)', bytes('', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', bytes('', '<!doctype html><script>')],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes('89504e47')],
    ['RIFF that is not WebP (WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
  ])('refuses %s', (_name, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});

describe('mimeTypeOfStoredName', () => {
  it('knows only names the server generates', () => {
    expect(mimeTypeOfStoredName(`${'a1'.repeat(12)}.png`)).toBe('image/png');
    for (const name of [
      '../x.png',
      `${'a'.repeat(24)}.svg`,
      `${'A'.repeat(24)}.png`,
      `${'a'.repeat(23)}.png`,
      `${'a'.repeat(24)}.png/..`,
    ]) {
      expect(mimeTypeOfStoredName(name)).toBeNull();
    }
  });
});
