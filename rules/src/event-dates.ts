/** Event dates in the spec's medium date plus short time style (players §9); no other rules needed, so a page showing only dates and forms loads no more. */
/**
 * An event date in medium date plus short time style, in the given locale (the runtime's by default) and
 * time zone (the runtime's by default). Decision: an unreadable date gives '' rather than 'Invalid Date'.
 */
export function formatEventDate(date: Date | string | number, locale?: string, timeZone?: string): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  if ((locale ?? runtimeLocale()) === 'en-US' && timeZone === undefined) return usEnglishEventDate(value);
  return eventDateFormat(locale, timeZone).format(value);
}

/**
 * The runtime's locale where it tells it without Intl (navigator.language: browsers, Node 21+), so a
 * page in US English (a phone's usual default) pays no Intl locale data for its dates either (a
 * phone's first Intl.DateTimeFormat loads locale data on its main thread, which delays the first
 * screen); undefined elsewhere, and then Intl decides.
 */
function runtimeLocale(): string | undefined {
  return (globalThis as { navigator?: { language?: string } }).navigator?.language;
}

const US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The same text as Intl's medium date plus short time in US English and the runtime's time zone
 * ('Jul 4, 2026, 6:30 PM'), written out: a page's first Intl.DateTimeFormat loads the locale's data,
 * which costs a phone a few hundred milliseconds of main thread, for two dates on the
 * character editor. Other locales and time zones go through Intl.
 */
function usEnglishEventDate(value: Date): string {
  const hours = value.getHours();
  const minutes = String(value.getMinutes()).padStart(2, '0');
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${US_MONTHS[value.getMonth()] ?? ''} ${value.getDate()}, ${value.getFullYear()}, ${time}`;
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
