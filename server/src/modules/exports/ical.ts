/** iCalendar (RFC 5545) text: escaped values, UTC times, lines folded at 75 octets, CRLF. */

export function icalText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      // A lone CR ends a line for lenient readers as CRLF does for all: every line break becomes \n.
      .replace(/\r\n|\r|\n/g, '\\n')
      // TEXT holds no other control character (RFC 5545 3.3.11); none is kept to be misread.
      // eslint-disable-next-line no-control-regex
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
  );
}

export function icalTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds one content line: at most 75 octets per physical line, continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export function icalendar(name: string, entries: CalendarEntry[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//larp-app//events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(name)}`,
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${icalTime(now)}`,
      `DTSTART:${icalTime(entry.start)}`,
      `DTEND:${icalTime(entry.end)}`,
      `SUMMARY:${icalText(entry.summary)}`,
    );
    if (entry.location) lines.push(`LOCATION:${icalText(entry.location)}`);
    if (entry.description) lines.push(`DESCRIPTION:${icalText(entry.description)}`);
    if (entry.url) lines.push(`URL:${entry.url}`);
    if (entry.status) lines.push(`STATUS:${entry.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
