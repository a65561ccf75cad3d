/** Links to the staff CSV exports; the browser sends the session cookie. */
const eventExport = (eventId: string, file: string) => `/api/v1/exports/events/${encodeURIComponent(eventId)}/${file}`;

export function EventExportLinks({ eventId }: { eventId: string }) {
  return (
    <nav aria-label="Downloads" className="small mb-2">
      CSV downloads:{' '}
      <a href={eventExport(eventId, 'registrations.csv')} download>
        registrations with answers
      </a>
      {' · '}
      <a href={eventExport(eventId, 'attendance.csv')} download>
        attendance
      </a>
      {' · '}
      <a href={eventExport(eventId, 'survey_responses.csv')} download>
        survey responses
      </a>
    </nav>
  );
}

export function CharactersExportLink() {
  return (
    <p className="small">
      <a href="/api/v1/exports/characters.csv" download>
        Download all characters with XP (CSV)
      </a>
    </p>
  );
}
