/**
 * Colour contrast as WCAG 2 defines it, for the community's accent colour: the server refuses an
 * accent that white text on it (buttons, the navigation) could not be read against, and the admin's
 * form shows the same ratio while a colour is chosen.
 */

/** WCAG 2 AA for normal text. */
export const AA_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Whether `value` is a colour written '#rrggbb'. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** WCAG 2 relative luminance of '#rrggbb'. */
export function relativeLuminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two '#rrggbb' colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A ratio as people read it: rounded down to two decimals, so 4.499 never shows as a passing 4.5. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** How white text on the accent colour fares: its ratio and whether it meets AA. */
export function accentContrast(accent: string): { ratio: number; meetsAA: boolean } {
  const ratio = contrastRatio(accent, '#ffffff');
  return { ratio, meetsAA: ratio >= AA_CONTRAST };
}
