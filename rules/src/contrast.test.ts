import { accentContrast, contrastRatio, isHexColour, ratioText } from './contrast';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', '21.00:1'],
    ['#ffffff', '#ffffff', '1.00:1'],
    ['#777777', '#ffffff', '4.47:1'],
    ['#767676', '#ffffff', '4.54:1'],
    ['#0d6efd', '#ffffff', '4.50:1'],
  ])('%s against %s is %s', (first, second, shown) => {
    expect(ratioText(contrastRatio(first, second))).toBe(shown);
    expect(contrastRatio(second, first)).toBeCloseTo(contrastRatio(first, second), 10);
  });
});

describe('accentContrast: white text on the accent colour', () => {
  it('passes a dark accent and refuses a light one', () => {
    expect(accentContrast('#1f4e79').meetsAA).toBe(true);
    expect(accentContrast('#ffcc00').meetsAA).toBe(false);
    expect(accentContrast('#777777').meetsAA).toBe(false);
  });
});

describe('isHexColour', () => {
  it.each([
    ['#1f4e79', true],
    ['#ABCDEF', true],
    ['1f4e79', false],
    ['#fff', false],
    ['red', false],
    ['#1f4e7g', false],
  ])('%s: %s', (value, expected) => {
    expect(isHexColour(value)).toBe(expected);
  });
});
