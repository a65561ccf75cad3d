import { canFinalize } from '@larp/rules';
import { NO_CHANGE_FEED, recordEvent, type ChangeFeed } from '../webhooks/webhook-emitters';
import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import type { Clock } from '../../clock';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { Character } from '../../db/entities/character.entity';
import { ACTIVE_REGISTRATION_KEY, EventRegistration } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { BalanceError, changeShardsMany, changeXpMany } from '../../db/ledger';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { AppError, badInput, conflict, isDuplicateKey, notFound, present } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnEvents } from '../events/events.policy';
import { IncludeSet } from '../events/event-include';
import { timesOf } from '../events/event-times';
import type { EventView } from '../events/event-views';
import { EVENT_MESSAGES as M } from '../events/events.messages';
import type { EventsService } from '../events/events.service';
import type { AttachWalkInCommand, FinalizeCommand, PostEventDraftCommand, SubmittedAttendance } from '../events/events-area.inputs';
import { PostEventDraft } from '../../db/entities/post-event-draft.entity';
import { draftView, presentDraft, walkInViews, type GateWalkInView, type PostEventDraftView } from './post-event-draft';
import { applyAttendanceDefaults, type AttendanceDraft } from '@larp/rules';
import { previewRow, type FinalizePreviewRow, type GateAdmission } from './finalize-preview';
import { Checkin, LIVE_KEY } from '../../db/entities/checkin.entities';

/** A record with nothing typed: every value from events §9's defaults. */
const BARE_RECORD: SubmittedAttendance = {
  characterId: undefined,
  eventRole: undefined,
  deaths: undefined,
  reaperFights: undefined,
  xp: undefined,
  xpSequence: undefined,
  npcShards: undefined,
  donationShards: undefined,
  donationItems: undefined,
};

/** Makes the account of a walk-in (the accounts module, given at composition). */
export interface WalkInAccounts {
  createWalkInAccount(manager: EntityManager, input: { firstName: string; lastName: string; email: string }): Promise<User>;
  afterAccountMail(): void;
}

/** Rows per multi-row INSERT: well under both dialects' limits on bound parameters. */
const CHUNK = 100;

async function insertChunked<T extends object>(manager: EntityManager, entity: new () => T, rows: T[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await manager.insert(entity, rows.slice(start, start + CHUNK));
  }
}

/**
 * The attendance review (staff and admins) and the post-event finalization (admins).
 *
 * Finalization is ONE transaction: it first flips event_finalized with a conditional UPDATE (so of
 * two finalizes, the second finds nothing to flip: on MySQL it waits for the first's row lock, on
 * SQLite transactions are serialized) and answers 409; then it writes the attendance records, adds
 * XP, deaths and reaper fights to the characters and sets their xp_sequence, credits npc and
 * donation shards, writes the XP and shard ledger rows, and resets xp_token_purchased. Any failure
 * rolls all of it back, the finalized flag included.
 *
 * Balances change with conditional in-place UPDATEs (`x = x + n`) plus a ledger row each, the same
 * pattern as db/ledger.ts, batched here because one finalize touches hundreds of rows.
 */
export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: EventsService,
  ) {}

  /** Everything the attendance review shows: registrations, answers, attendance, surveys, with users and characters. */
  async review(context: RequestContext, eventId: string, includes: IncludeSet = IncludeSet.all()): Promise<EventView> {
    authorizeOnEvents(context, 'reviewAttendance');
    return this.events.get(context, eventId, includes);
  }

  /**
   * What finalize would write, per attendee, without writing: the records with every default applied
   * and each character's XP, xp_sequence, deaths and reaper fights and each user's shards before and
   * after. Refuses exactly what finalize refuses (same checks, same messages). The post-event page
   * also calls it with bare records to show the defaults.
   */
  async preview(context: RequestContext, eventId: string, input: FinalizeCommand): Promise<FinalizePreviewRow[]> {
    authorizeOnEvents(context, 'finalize');
    const entries = [...input.attendanceRecords];
    const now = this.clock.now();
    return withTransaction(this.dataSource, async (manager) => {
      const event = await this.finalizableEvent(manager, eventId, now);
      return this.previewRows(manager, event, entries);
    });
  }

  /**
   * The post-event page's starting rows in one call: the preview of a bare record (what finalize would
   * write with no value typed) for every person the gate checked in or, without check-ins, for every
   * accepted registration. A finalized event has none
   * (the page shows its attendance records); an event that cannot be finalized yet is refused as
   * preview refuses it.
   */
  async defaults(context: RequestContext, eventId: string): Promise<FinalizePreviewRow[]> {
    authorizeOnEvents(context, 'finalize');
    const now = this.clock.now();
    return withTransaction(this.dataSource, async (manager) => {
      const finalized = await manager.findOneBy(Event, { id: eventId, eventFinalized: true });
      if (finalized) return [];
      const event = await this.finalizableEvent(manager, eventId, now);
      // Once the gate has checked people in, the table starts from who came (walk-ins
      // flagged for the admin), in the order they came; without check-ins, from every accepted registration.
      // A walk-in let in by name counts once an admin has given them an account.
      const checkins = (
        await manager.find(Checkin, { where: { eventId: event.id, liveKey: LIVE_KEY }, order: { scannedAt: 'ASC', id: 'ASC' } })
      ).filter((checkin) => checkin.registrationId !== null || checkin.walkInUserId !== null);
      if (checkins.length > 0) return this.checkedInRows(manager, event, checkins);
      const accepted = await manager.find(EventRegistration, {
        where: { eventId: event.id, state: 'accepted' },
        order: { registeredAt: 'ASC', id: 'ASC' },
      });
      return this.previewRows(
        manager,
        event,
        accepted.map((registration): [string, SubmittedAttendance] => [registration.userId, { ...BARE_RECORD }]),
      );
    });
  }

  /** The post-event rows of the people checked in: their registration's role and character, and how they came in. */
  private async checkedInRows(manager: EntityManager, event: Event, checkins: Checkin[]): Promise<FinalizePreviewRow[]> {
    const registrationIds = checkins.flatMap((checkin) => (checkin.registrationId ? [checkin.registrationId] : []));
    const registrations = new Map(
      (registrationIds.length ? await manager.findBy(EventRegistration, { id: In(registrationIds) }) : []).map((r) => [r.id, r]),
    );
    const entries: Array<[string, SubmittedAttendance]> = [];
    const admissions = new Map<string, GateAdmission>();
    for (const checkin of checkins) {
      const registration = checkin.registrationId ? registrations.get(checkin.registrationId) : undefined;
      const userId = registration?.userId ?? checkin.walkInUserId;
      // One row per person (a registration has one live check-in; a person one registration per event, bar cancelled ones).
      if (!userId || admissions.has(userId)) continue;
      admissions.set(userId, { scannedAt: checkin.scannedAt, walkIn: checkin.walkIn, walkInReason: checkin.walkInReason });
      // A walk-in without a registration comes as a PC without a character, as the page's own walk-in form starts.
      entries.push([
        userId,
        registration
          ? { ...BARE_RECORD, eventRole: registration.eventRole, characterId: registration.characterId }
          : { ...BARE_RECORD, eventRole: 'pc', characterId: null },
      ]);
    }
    const rows = await this.previewRows(manager, event, entries);
    for (const row of rows) row.checkin = admissions.get(row.draft.userId) ?? null;
    return rows;
  }

  private async previewRows(
    manager: EntityManager,
    event: Event,
    entries: Array<[string, SubmittedAttendance]>,
  ): Promise<FinalizePreviewRow[]> {
    const drafts = await this.drafts(manager, event, entries);
    const userIds = drafts.map((draft) => draft.userId);
    const characterIds = drafts.flatMap((draft) => (draft.characterId ? [draft.characterId] : []));
    const users = new Map((userIds.length ? await manager.findBy(User, { id: In(userIds) }) : []).map((u) => [u.id, u]));
    const characters = new Map(
      (characterIds.length ? await manager.findBy(Character, { id: In(characterIds) }) : []).map((c) => [c.id, c]),
    );
    return drafts.map((draft) =>
      previewRow(
        draft,
        present(users.get(draft.userId), `user ${draft.userId}`),
        draft.characterId ? (characters.get(draft.characterId) ?? null) : null,
      ),
    );
  }

  /** Event finalized, reported in the change's transaction (the app wires in the webhooks). */
  changeFeed: ChangeFeed = NO_CHANGE_FEED;

  async finalize(context: RequestContext, eventId: string, input: FinalizeCommand): Promise<EventView> {
    const admin = authorizeOnEvents(context, 'finalize');
    const entries = [...input.attendanceRecords];
    const now = this.clock.now();

    await withTransaction(this.dataSource, async (manager) => {
      const event = await this.finalizableEvent(manager, eventId, now);
      const flipped = await manager.update(Event, { id: event.id, eventFinalized: false }, { eventFinalized: true });
      if (!flipped.affected) throw conflict(M.alreadyFinalized);

      const drafts = await this.drafts(manager, event, entries);
      await insertChunked(
        manager,
        AttendanceRecord,
        drafts.map((draft) => manager.create(AttendanceRecord, { eventId: event.id, ...draft })),
      );
      await this.creditCharacters(manager, event, drafts, admin.id, now);
      await this.creditShards(manager, event, drafts, admin.id, now);
      // Decision: the XP token is one per event cycle, so finalizing an event lets everyone buy the next one.
      await manager.update(User, { xpTokenPurchased: true }, { xpTokenPurchased: false });
      event.eventFinalized = true; // as the UPDATE above wrote it
      // The table is written: its draft has nothing left to keep.
      await manager.delete(PostEventDraft, { eventId: event.id });
      await recordEvent(this.changeFeed, manager, 'event.finalized', event);
    });
    this.changeFeed.afterCommit();
    return this.events.get(context, eventId, new IncludeSet(new Set(['attendance_records', 'attendance_record_count'])));
  }

  /** The time zone downloads write local times in (SITE_TIME_ZONE; set at composition). */
  siteTimeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone;

  /** Makes walk-in accounts (set at composition: the accounts service). */
  walkInAccounts: WalkInAccounts | null = null;

  /** The post-event table as typed so far (version 0 and no rows before the first save; none once finalized). */
  async draft(context: RequestContext, eventId: string): Promise<PostEventDraftView> {
    authorizeOnEvents(context, 'finalize');
    const manager = this.dataSource.manager;
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event) throw notFound(M.eventNotFound);
    return draftView(manager, await manager.findOneBy(PostEventDraft, { eventId: event.id }));
  }

  /**
   * Saves the post-event table as typed. The save names the version it started from: when another
   * admin saved since, it is refused (409) with the draft as it is now (`post_event_draft`), so
   * nobody's values are overwritten unseen.
   */
  async saveDraft(context: RequestContext, eventId: string, input: PostEventDraftCommand): Promise<PostEventDraftView> {
    const admin = authorizeOnEvents(context, 'finalize');
    const now = this.clock.now();
    const userIds = [...new Set(input.records.map((record) => record.userId))];
    if (userIds.length !== input.records.length) throw badInput(M.draftDuplicateRow);
    try {
      return await withTransaction(this.dataSource, async (manager) => {
        const event = await this.finalizableEvent(manager, eventId, now);
        if (userIds.length) {
          const known = new Set((await manager.findBy(User, { id: In(userIds) })).map((user) => user.id));
          const unknown = userIds.find((userId) => !known.has(userId));
          if (unknown) throw badInput(M.userNotFound(unknown));
        }
        const current = await manager.findOneBy(PostEventDraft, { eventId: event.id });
        if ((current?.version ?? 0) !== input.version) {
          throw new AppError('CONFLICT', M.draftStale, { current: presentDraft(await draftView(manager, current)) });
        }
        const values = { records: input.records, updatedById: admin.id, updatedAt: now, version: input.version + 1 };
        if (!current) {
          await manager.insert(PostEventDraft, manager.create(PostEventDraft, { eventId: event.id, ...values }));
        } else {
          const written = await manager.update(PostEventDraft, { id: current.id, version: input.version }, values);
          if (!written.affected) throw conflict(M.draftStale);
        }
        return draftView(manager, await manager.findOneByOrFail(PostEventDraft, { eventId: event.id }));
      });
    } catch (error) {
      // Two first saves at once: the unique event id keeps one, the other is stale.
      if (isDuplicateKey(error)) throw conflict(M.draftStale);
      throw error;
    }
  }

  /** The walk-ins the gate let in by name only, with the account each was given (null: none yet, so no attendance row). */
  async walkIns(context: RequestContext, eventId: string): Promise<GateWalkInView[]> {
    authorizeOnEvents(context, 'finalize');
    const manager = this.dataSource.manager;
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event) throw notFound(M.eventNotFound);
    const checkins = await manager.find(Checkin, {
      where: { eventId: event.id, liveKey: LIVE_KEY, registrationId: IsNull() },
      order: { scannedAt: 'ASC', id: 'ASC' },
    });
    return walkInViews(manager, checkins);
  }

  /**
   * Gives a walk-in let in by name an account, an existing one or a new one (whose verification
   * link asks for the privacy statement), so the post-event table gets their attendance row.
   */
  async attachWalkIn(context: RequestContext, eventId: string, checkinId: string, input: AttachWalkInCommand): Promise<GateWalkInView> {
    authorizeOnEvents(context, 'finalize');
    const accounts = this.walkInAccounts;
    const { view, created } = await withTransaction(this.dataSource, async (manager) => {
      const event = await manager.findOneBy(Event, { id: eventId });
      if (!event) throw notFound(M.eventNotFound);
      if (event.eventFinalized) throw conflict(M.alreadyFinalized);
      const checkin = await manager.findOneBy(Checkin, { id: checkinId, eventId: event.id, liveKey: LIVE_KEY, registrationId: IsNull() });
      if (!checkin) throw notFound(M.walkInNotFound);
      if (checkin.walkInUserId) throw conflict(M.walkInHasAccount);
      let user: User;
      if (input.newAccount) {
        if (!accounts) throw new Error('AttendanceService.walkInAccounts is not set');
        user = await accounts.createWalkInAccount(manager, input.newAccount);
      } else {
        const found = await manager.findOneBy(User, { id: input.userId ?? '' });
        if (!found) throw badInput(M.userNotFound(input.userId ?? ''));
        user = found;
      }
      const written = await manager.update(Checkin, { id: checkin.id, walkInUserId: IsNull() }, { walkInUserId: user.id });
      if (!written.affected) throw conflict(M.walkInHasAccount);
      checkin.walkInUserId = user.id;
      return { view: (await walkInViews(manager, [checkin]))[0], created: input.newAccount !== null };
    });
    if (created) accounts?.afterAccountMail();
    return present(view, 'walk-in');
  }

  /** A published event that has passed and is not finalized yet (events §4), or the refusal. */
  private async finalizableEvent(manager: EntityManager, eventId: string, now: Date): Promise<Event> {
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event) throw notFound(M.eventNotFound);
    if (event.eventFinalized) throw conflict(M.alreadyFinalized);
    if (!canFinalize(timesOf(event), now)) throw conflict(M.cannotFinalize);
    return event;
  }

  private async drafts(manager: EntityManager, event: Event, entries: Array<[string, SubmittedAttendance]>): Promise<AttendanceDraft[]> {
    const userIds = entries.map(([userId]) => userId);
    const users = userIds.length ? await manager.findBy(User, { id: In(userIds) }) : [];
    const knownUsers = new Set(users.map((user) => user.id));
    const registrations = userIds.length
      ? await manager.findBy(EventRegistration, { eventId: event.id, userId: In(userIds), activeKey: ACTIVE_REGISTRATION_KEY })
      : [];
    const registrationOf = new Map(registrations.map((registration) => [registration.userId, registration]));
    const characterIds = new Set<string>();
    for (const [userId, record] of entries) {
      const id = record.characterId ?? registrationOf.get(userId)?.characterId;
      if (id) characterIds.add(id);
    }
    const characters = characterIds.size ? await manager.findBy(Character, { id: In([...characterIds]) }) : [];
    const characterById = new Map(characters.map((character) => [character.id, character]));
    const roles = await this.events.roleCodes(manager);

    return entries.map(([userId, record]) => {
      if (!knownUsers.has(userId)) throw badInput(M.userNotFound(userId));
      const registration = registrationOf.get(userId);
      // Decision: what the record leaves out of role and character comes from the user's registration.
      const role = record.eventRole ?? registration?.eventRole;
      if (!role) throw badInput(M.roleRequired);
      if (!roles.has(role)) throw badInput(M.unknownRole(role));
      const characterRef = record.characterId === undefined ? (registration?.characterId ?? null) : record.characterId;
      let character: Character | null = null;
      if (characterRef !== null && characterRef !== '') {
        character = characterById.get(characterRef) ?? null;
        if (!character || character.userId !== userId) throw badInput(M.characterNotOfUser(userId));
      }
      return applyAttendanceDefaults(record, {
        userId,
        eventRole: role,
        characterId: character?.id ?? null,
        characterXpSequence: character?.characterXpSequence ?? 0,
        registered: registration !== undefined,
        eventStart: event.eventStartTime,
        eventEnd: event.eventEndTime,
      });
    });
  }

  private async creditCharacters(
    manager: EntityManager,
    event: Event,
    drafts: AttendanceDraft[],
    actorId: string,
    at: Date,
  ): Promise<void> {
    const credited = drafts.filter((draft): draft is AttendanceDraft & { characterId: string } => Boolean(draft.characterId));
    const ownerOf = new Map(credited.map((draft) => [draft.characterId, draft.userId]));
    try {
      // XP through the one ledger writer; the deaths, reaper fights and XP sequence ride on the same
      // conditional UPDATE, which also checks that the character is the attendee's.
      await changeXpMany(
        manager,
        credited.map((draft) => ({
          change: {
            characterId: draft.characterId,
            amount: draft.xp,
            kind: 'attendance' as const,
            reason: `Attended ${event.eventTitle}`.slice(0, 500),
            actorId,
            eventId: event.id,
            at,
          },
          guard: {
            where: 'user_id = :userId',
            params: { userId: draft.userId },
            set: {
              deathCount: () => `death_count + ${draft.deaths}`,
              reaperFightCount: () => `reaper_fight_count + ${draft.reaperFights}`,
              characterXpSequence: draft.xpSequence,
            },
          },
        })),
      );
    } catch (error) {
      if (error instanceof BalanceError) throw badInput(M.characterNotOfUser(ownerOf.get(error.subjectId) ?? error.subjectId));
      throw error;
    }
  }

  private async creditShards(manager: EntityManager, event: Event, drafts: AttendanceDraft[], actorId: string, at: Date): Promise<void> {
    const change = (userId: string, amount: number, reason: string) => ({
      userId,
      amount,
      kind: 'attendance' as const,
      reason: `${reason}: ${event.eventTitle}`.slice(0, 500),
      actorId,
      characterId: null,
      eventId: event.id,
      at,
    });
    const changes = drafts.flatMap((draft) => [
      change(draft.userId, draft.npcShards, 'NPC shards'),
      change(draft.userId, draft.donationShards, 'Donation shards'),
    ]);
    try {
      await changeShardsMany(manager, changes);
    } catch (error) {
      if (error instanceof BalanceError) throw badInput(M.userNotFound(error.subjectId));
      throw error;
    }
  }
}
