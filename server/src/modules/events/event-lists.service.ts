import { In, type DataSource } from 'typeorm';
import { keysetPage } from '../../db/keyset';
import type { Clock } from '../../clock';
import { Character } from '../../db/entities/character.entity';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { User } from '../../db/entities/user.entity';
import { AppError, notFound } from '../../errors';
import { toConnection, type Connection } from '../../input/paging';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import type { IncludeSet } from './event-include';
import { eventWindowDescending, type EventConnectionQuery, type RegistrationConnectionQuery } from './event-lists.inputs';
import { loadEventViews, withStaffNotes, type EventView } from './event-views';
import { EVENT_MESSAGES as M } from './events.messages';
import { authorizeOnEvents, canOnEvents } from './events.policy';
import { withPositions } from './places';

/** One registration of a page with the player and character it names (the staff views). */
export interface RegistrationRow {
  registration: EventRegistration;
  users: Map<string, User>;
  characters: Map<string, Character>;
}

/**
 * The events and an event's registrations a page at a time (input/paging.ts): a count and one
 * page, and what the page's rows include loaded for those rows only (one query per relation), so a
 * page costs the same statements with 10 events or registrations as with 1,000.
 */
export class EventListsService {
  constructor(private readonly deps: { dataSource: DataSource; clock: Clock }) {}

  /**
   * Events in a window (upcoming: not over yet, soonest first; past: over, newest first; all: newest
   * first), by start date range, published and finalized. Players see published events only, with
   * their own registrations, attendance and surveys, as on the full list.
   */
  async eventConnection(context: RequestContext, query: EventConnectionQuery, includes: IncludeSet): Promise<Connection<EventView>> {
    const user = requireUser(context);
    if (includes.has('survey_response_count') && !canOnEvents(user, 'viewSurveyCounts'))
      throw new AppError('FORBIDDEN', M.surveyCountForStaff);
    const manager = this.deps.dataSource.manager;
    const filtered = manager.createQueryBuilder(Event, 'e');
    const now = this.deps.clock.now();
    // past from its end on, as the rules' hasPassed (so the cards' buttons and the window agree)
    if (query.window === 'upcoming') filtered.andWhere('e.eventEndTime > :now', { now });
    if (query.window === 'past') filtered.andWhere('e.eventEndTime <= :now', { now });
    if (query.startsFrom) filtered.andWhere('e.eventStartTime >= :startsFrom', { startsFrom: query.startsFrom });
    if (query.startsBefore) filtered.andWhere('e.eventStartTime < :startsBefore', { startsBefore: query.startsBefore });
    // an unpublished event does not exist for those who may not see it (events §6)
    const published = canOnEvents(user, 'viewUnpublished') ? query.published : query.published === false ? null : true;
    if (published === null) filtered.andWhere('1 = 0');
    else if (published !== undefined) filtered.andWhere('e.eventPublished = :published', { published });
    if (query.finalized !== undefined) filtered.andWhere('e.eventFinalized = :finalized', { finalized: query.finalized });

    const descending = eventWindowDescending(query.window);
    const page = keysetPage(filtered.clone(), 'e', 'eventStartTime', descending, query.page, (keys) => new Date(String(keys[0])));
    const [events, totalCount] = [await page.getMany(), await filtered.getCount()];
    const views = await loadEventViews(manager, events.slice(0, query.page.first), {
      includes,
      onlyUserId: query.mine || !canOnEvents(user, 'viewAllRegistrations') ? user.id : null,
    });
    const more = events.length > query.page.first ? [...views, { event: events[query.page.first] } as EventView] : views;
    return toConnection(
      more,
      query.page,
      totalCount,
      { name: `events.${query.window}`, keysOf: (view) => [view.event.eventStartTime.toISOString(), view.event.id] },
      (view) => view,
    );
  }

  /** An event's registrations (staff), oldest first, by state, event role and player, with the player and character of each. */
  async registrationConnection(context: RequestContext, query: RegistrationConnectionQuery): Promise<Connection<RegistrationRow>> {
    authorizeOnEvents(context, 'viewAllRegistrations');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(Event, { id: query.eventId }))) throw notFound(M.eventNotFound);
    const filtered = manager.createQueryBuilder(EventRegistration, 'r').where('r.eventId = :eventId', { eventId: query.eventId });
    if (query.state === 'unreviewed') filtered.andWhere('r.state IS NULL');
    else if (query.state) filtered.andWhere('r.state = :state', { state: query.state });
    if (query.eventRole) filtered.andWhere('r.eventRole = :eventRole', { eventRole: query.eventRole });
    if (query.userId) filtered.andWhere('r.userId = :userId', { userId: query.userId });
    const page = keysetPage(filtered.clone(), 'r', 'registeredAt', false, query.page, (keys) => new Date(String(keys[0])));
    const [rows, totalCount] = [await page.getMany(), await filtered.getCount()];
    const shown = rows.slice(0, query.page.first);
    await withPositions(manager, shown);
    await withStaffNotes(manager, shown);
    const userIds = [...new Set(shown.map((row) => row.userId))];
    const characterIds = [...new Set(shown.flatMap((row) => (row.characterId ? [row.characterId] : [])))];
    const users = new Map((userIds.length ? await manager.findBy(User, { id: In(userIds) }) : []).map((row) => [row.id, row]));
    const characters = new Map(
      (characterIds.length ? await manager.findBy(Character, { id: In(characterIds) }) : []).map((row) => [row.id, row]),
    );
    return toConnection(
      rows,
      query.page,
      totalCount,
      { name: 'registrations.registered', keysOf: (row) => [row.registeredAt.toISOString(), row.id] },
      (registration) => ({ registration, users, characters }),
    );
  }
}
