/**
 * Spell schools and their umbrellas (players §5 "Spell schools"): which schools a character may
 * choose, how umbrella schools relate to the schools they cover, and the no-repeat rule.
 */
import { SPELL_SCHOOLS, SPELL_SCHOOL_UMBRELLAS } from './types';

/** The nine schools of the game plus the extra schools staff enabled for this character, without repeats. */
export function allowedSpellSchools(additional: readonly string[] = []): string[] {
  return [...new Set<string>([...SPELL_SCHOOLS, ...additional])];
}

/** Each covered school's umbrella, built once (umbrellaOf is on the validation hot path). */
const UMBRELLA_OF = new Map<string, string>();
for (const [umbrella, covered] of Object.entries(SPELL_SCHOOL_UMBRELLAS)) {
  for (const school of covered) if (!UMBRELLA_OF.has(school)) UMBRELLA_OF.set(school, umbrella);
}

/** The umbrella school covering `school` (arcane or divine), or null. */
export function umbrellaOf(school: string): string | null {
  return UMBRELLA_OF.get(school) ?? null;
}

/**
 * True when a and b are the same school or one is the umbrella of the other. The relation is
 * symmetric on purpose: a slot in an umbrella satisfies a need for a school it covers, and a slot
 * in a covered school satisfies a need for its umbrella (prerequisites, players §5).
 */
export function schoolCovers(a: string, b: string): boolean {
  return a === b || umbrellaOf(b) === a || umbrellaOf(a) === b;
}

/**
 * Why `school` cannot join the schools already chosen, or null when it can.
 * Decision: besides a plain repeat, an umbrella may not be held together with a school it covers
 * (in either order): the umbrella already covers that school, so the second column would repeat it.
 */
export function spellSchoolConflict(chosen: readonly string[], school: string): string | null {
  for (let heldIndex = 0; heldIndex < chosen.length; heldIndex += 1) {
    const held = chosen[heldIndex];
    if (held === undefined) continue;
    if (held === school) return `${school} is already chosen`;
    if (umbrellaOf(school) === held) return `${held} already covers ${school}`;
    if (umbrellaOf(held) === school) return `${school} already covers ${held}`;
  }
  return null;
}

/** The first repeat among a list of chosen schools, in player words, or null when there is none. */
export function spellSchoolRepeat(schools: readonly string[]): string | null {
  // spellSchoolConflict(schools.slice(0, i), schools[i]) for each i, without the slices.
  for (let i = 1; i < schools.length; i += 1) {
    const school = schools[i];
    if (school === undefined) continue;
    for (let j = 0; j < i; j += 1) {
      const held = schools[j];
      if (held === undefined) continue;
      if (held === school) return `${school} is already chosen`;
      if (umbrellaOf(school) === held) return `${held} already covers ${school}`;
      if (umbrellaOf(held) === school) return `${school} already covers ${held}`;
    }
  }
  return null;
}
