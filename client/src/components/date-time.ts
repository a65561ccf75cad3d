import { formatEventDate } from '@larp/rules';

/**
 * Dates in the spec's 'medium date plus short time' style (players §9, events §9), in the reader's
 * locale and time zone: e.g. 'Mar 14, 2027, 6:30 PM' in en-US. The rules' formatEventDate, the one
 * implementation: US English in the reader's time zone written out without Intl's locale data
 *, one Intl.DateTimeFormat per locale and time zone otherwise, '' for an unreadable date.
 */
export function formatDateTime(value: Date | string | number, locale?: string, timeZone?: string): string {
  return formatEventDate(value, locale, timeZone);
}
