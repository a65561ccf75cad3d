/**
 * Display text (players §9 "Display text", "Dates shown in medium date plus short time style").
 * Pure functions shared by the editor, the characters table and the staff screens.
 */
import type { CharacterRace } from './types';

/** 'Not selected' when there is no list, 'None' when it is empty, otherwise the names joined with ', '. */
export function raceAttributesText(attrs: readonly string[] | null | undefined): string {
  if (attrs === null || attrs === undefined) return 'Not selected';
  if (attrs.length === 0) return 'None';
  return attrs.join(', ');
}

/** Subculture, race and transformation joined by spaces, skipping empty ones: "Highland Human Vampire". */
export function raceDescription(race: Partial<Pick<CharacterRace, 'race' | 'subculture' | 'transformation'>> | null | undefined): string {
  if (!race) return '';
  return [race.subculture, race.race, race.transformation].filter((part) => !!part && part.trim() !== '').join(' ');
}

/**
 * An event date in medium date plus short time style, in the given locale (the runtime's by default) and
 * time zone (the runtime's by default). Decision: an unreadable date gives '' rather than 'Invalid Date'.
 */
export function formatEventDate(date: Date | string | number, locale?: string, timeZone?: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return eventDateFormat(locale, timeZone).format(value);
}

/** One formatter per locale and time zone: building an Intl.DateTimeFormat costs far more than using one (lists of 300 dates). */
const eventDateFormats = new Map<string, Intl.DateTimeFormat>();
function eventDateFormat(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = eventDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    eventDateFormats.set(key, format);
  }
  return format;
}
