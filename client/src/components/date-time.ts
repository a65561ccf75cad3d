/** One formatter per locale and time zone: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates in the spec's 'medium date plus short time' style (players §9, events §9), in the reader's
 * locale and time zone: e.g. 'Mar 14, 2027, 6:30 PM' in en-US.
 */
export function formatDateTime(value: Date | string | number, locale?: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
