import { eventImageWithinPixelLimits } from './event-images';

describe('eventImageWithinPixelLimits: at most 10,000 pixels a side and 40 megapixels', () => {
  test.each<[string, number, number, boolean]>([
    ['a phone photo', 4_032, 3_024, true],
    ['10,000 a side, 4,000 high: exactly 40 megapixels', 10_000, 4_000, true],
    ['a row more than 40 megapixels', 9_999, 4_001, false],
    ['10,001 wide, one high', 10_001, 1, false],
    ['one wide, 10,001 high', 1, 10_001, false],
    ['7,000 x 7,000: sides allowed, 49 megapixels', 7_000, 7_000, false],
    ['a 50,000 x 50,000 bomb', 50_000, 50_000, false],
  ])('%s', (_name, width, height, within) => {
    expect(eventImageWithinPixelLimits(width, height)).toBe(within);
  });
});
