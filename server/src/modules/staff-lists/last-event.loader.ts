import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import type { Event } from '../../db/entities/event.entity';

/** The event a character attended most recently: what the staff lists show of it. */
export type LastEvent = Pick<Event, 'id' | 'eventTitle' | 'eventStartTime' | 'eventEndTime'>;

/** Later start first; events starting together in the order of their ids, so the answer is one event. */
function later(a: LastEvent, b: LastEvent): boolean {
  const difference = a.eventStartTime.getTime() - b.eventStartTime.getTime();
  return difference > 0 || (difference === 0 && a.id > b.id);
}

/**
 * Per-request loader: the most recent event (by start time) each of many characters attended, from
 * the attendance records finalizing writes, or null. One statement for a page of characters: a
 * character has a record per event it played, a few rows each, so the latest is picked here rather
 * than by a grouped subquery written twice for SQLite and MariaDB.
 */
export function lastEventByCharacterIdLoader(dataSource: DataSource): DataLoader<string, LastEvent | null> {
  return new DataLoader(async (ids: readonly string[]) => {
    const records = await dataSource.manager.find(AttendanceRecord, {
      where: { characterId: In([...ids]) },
      relations: { event: true },
      select: { id: true, characterId: true, event: { id: true, eventTitle: true, eventStartTime: true, eventEndTime: true } },
    });
    const latest = new Map<string, LastEvent>();
    for (const record of records) {
      if (!record.characterId || !record.event) continue;
      const known = latest.get(record.characterId);
      if (!known || later(record.event, known)) latest.set(record.characterId, record.event);
    }
    return ids.map((id) => latest.get(id) ?? null);
  });
}
