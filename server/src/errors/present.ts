/**
 * A value the code's own invariants say is there (a row loaded a line earlier, a map filled from the
 * same list, a regular expression's group that always matches), instead of a non-null assertion: if
 * the invariant is ever broken, the error names what was missing rather than a TypeError further on.
 * Not for input: what a caller sends is checked by its contract and answered with a 4xx.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Internal invariant broken: ${what} is missing`);
  return value;
}
