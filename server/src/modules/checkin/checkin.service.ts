import { shownBuild } from '@larp/rules';
import type { KeyObject } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import type { Clock } from '../../clock';
import { Character } from '../../db/entities/character.entity';
import {
  Checkin,
  CheckinAuditEntry,
  CheckinConflict,
  CheckinKey,
  CheckinScan,
  CheckinTicket,
  LIVE_KEY,
} from '../../db/entities/checkin.entities';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { User } from '../../db/entities/user.entity';
import { newObjectId } from '../../db/object-id';
import { withTransaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorizeOnCheckin } from './checkin.policy';
import { PaymentEntry } from '../../db/entities/payment.entities';
import { accountsOf } from '../payments/payment-accounts';
import { siteCurrency } from '../payments/payment-ledger';
import type { EventsService } from '../events/events.service';
import { withStaffNotes } from '../events/event-views';
import type { CheckinKeys } from './checkin-keys';
import { MAX_BATCH, type CheckinBatchCommand, type DecisionCommand, type ScanCommand } from './checkin.inputs';
import { CHECKIN_MESSAGES as M, type RefusalReason, type ScanResult } from './checkin.messages';
import { lockingRead } from './locking';
import { normalizeShortCode, publicKeyObject, readTicket, signatureValid } from './ticket-payload';
import { registrationVersion, type Tickets } from './tickets';

/** The answer to one scan of a batch. */
export interface ScanAnswer {
  nonce: string;
  result: ScanResult;
  reason: RefusalReason | null;
  /** the check-in made (admitted) or met (duplicate, conflict) */
  checkinId: string | null;
  registrationId: string | null;
  /** duplicate and conflict: the standing check-in's device and scan time */
  checkedIn: { deviceId: string; scannedAt: Date } | null;
}

/** One device's admission of a conflicting registration. */
export interface ConflictDevice {
  deviceId: string;
  scannedAt: Date;
  /** the staff member who let the person in on that device (null: an account since erased) */
  staffName: string | null;
}

export interface ConflictView {
  conflict: CheckinConflict;
  devices: ConflictDevice[];
}

export interface CheckinList {
  checkins: Checkin[];
  conflicts: ConflictView[];
}

/** One registration as the gate keeps it (no email, nothing the gate does not need). */
export interface RosterEntry {
  registration: EventRegistration;
  playerName: string;
  characterName: string | null;
  ticket: CheckinTicket | null;
  checkin: Checkin | null;
  /** what the registration still owes in minor units of the site currency (0: nothing; the gate shows "owes") */
  owes: number;
}

export interface Roster {
  /** the time this roster was read; pass `nextSince` as `since` next time */
  generatedAt: Date;
  nextSince: Date;
  since: Date | null;
  entries: RosterEntry[];
  /** walk-ins without a registration that are (or were) checked in since then */
  walkIns: Checkin[];
  /** tickets revoked since then */
  revoked: CheckinTicket[];
  /** the site currency the amounts owed are in */
  currency: string;
}

/** A roster asked `since` a time also returns what changed shortly before it: a change committed late is not missed. */
export const ROSTER_OVERLAP_MS = 2 * 60 * 1000;

const playerNameOf = (user: User | undefined) => (user ? `${user.firstName} ${user.lastName}`.trim() : '');

interface Verdict {
  /** the registration admitted (null: a walk-in without one) */
  registrationId: string | null;
  ticketId: string | null;
  refused: RefusalReason | null;
}

/**
 * Event-day check-in: devices upload batches of scans; each scan is stored once
 * under its nonce (a unique key, written first: a replay finds it and gets the same answer); one
 * live check-in per registration (a unique key, not a read-then-write); two devices that admitted
 * the same person without knowing of each other make one check-in and a conflict record. Staff and
 * admins work the gate; annulling and resolving are admins' decisions, kept in an audit trail.
 */
export class CheckinService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly events: EventsService,
    private readonly keys: CheckinKeys,
    private readonly tickets: Tickets,
  ) {}

  /** POST /events/{event_id}/checkins: every scan answered, in order. */
  async upload(context: RequestContext, eventId: string, batch: CheckinBatchCommand): Promise<ScanAnswer[]> {
    const user = authorizeOnCheckin(context, 'run');
    if (batch.scans.length > MAX_BATCH) throw new AppError('PAYLOAD_TOO_LARGE', M.batchTooLarge(MAX_BATCH));
    const event = await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    const keys = await this.verifyingKeys();
    const answers: ScanAnswer[] = [];
    // One transaction per scan: a scan is its own unit (a retry after a deadlock redoes one scan).
    for (const scan of batch.scans) {
      answers.push(await withTransaction(this.dataSource, (manager) => this.scanOne(manager, event, user.id, scan, keys)));
    }
    return answers;
  }

  private async scanOne(
    manager: EntityManager,
    event: Event,
    uploaderId: string,
    scan: ScanCommand,
    keys: Map<string, KeyRow>,
  ): Promise<ScanAnswer> {
    const now = this.clock.now();
    const scanId = newObjectId();
    // 1. The nonce, stored once. A replay (or the same nonce in a concurrent upload) is ignored here...
    await manager
      .createQueryBuilder()
      .insert()
      .into(CheckinScan)
      .values({
        id: scanId,
        eventId: event.id,
        nonce: scan.nonce,
        deviceId: scan.deviceId,
        scannedAt: scan.scannedAt,
        receivedAt: now,
        uploadedById: uploaderId,
        entry: scan.walkIn ? 'walk_in' : normalizeShortCode(scan.ticket ?? '') ? 'code' : 'ticket',
        registrationId: null,
        result: 'pending',
        reason: null,
        checkinId: null,
        conflictId: null,
      })
      .orIgnore()
      .execute();
    const stored = await lockingRead(
      manager,
      manager
        .createQueryBuilder(CheckinScan, 'scan')
        .where('scan.event_id = :event AND scan.nonce = :nonce', { event: event.id, nonce: scan.nonce }),
    ).getOneOrFail();
    // ...and answered as it was the first time.
    if (stored.id !== scanId) return this.answerOf(manager, stored);

    // 2. What the scan names.
    const verdict = scan.walkIn
      ? await this.walkInVerdict(manager, event, scan.walkIn.registrationId)
      : await this.ticketVerdict(manager, event, scan.ticket ?? '', keys, now);
    const finish = async (answer: Omit<ScanAnswer, 'nonce'>, conflictId: string | null = null): Promise<ScanAnswer> => {
      await manager.update(
        CheckinScan,
        { id: scanId },
        { registrationId: answer.registrationId, result: answer.result, reason: answer.reason, checkinId: answer.checkinId, conflictId },
      );
      return { nonce: scan.nonce, ...answer };
    };
    if (verdict.refused)
      return finish({
        result: 'refused',
        reason: verdict.refused,
        checkinId: null,
        registrationId: verdict.registrationId,
        checkedIn: null,
      });

    // 3. One live check-in per registration: the unique key decides who is first.
    const checkinId = newObjectId();
    await manager
      .createQueryBuilder()
      .insert()
      .into(Checkin)
      .values({
        id: checkinId,
        eventId: event.id,
        registrationId: verdict.registrationId,
        ticketId: verdict.ticketId,
        nonce: scan.nonce,
        deviceId: scan.deviceId,
        scannedAt: scan.scannedAt,
        receivedAt: now,
        admittedById: uploaderId,
        walkIn: scan.walkIn !== null,
        walkInName: scan.walkIn?.name ?? null,
        walkInReason: scan.walkIn?.reason ?? null,
        annulledAt: null,
        annulledById: null,
        annulReason: null,
        liveKey: LIVE_KEY,
      })
      .orIgnore()
      .execute();
    if (verdict.registrationId === null) {
      return finish({ result: 'admitted', reason: null, checkinId, registrationId: null, checkedIn: null });
    }
    const standing = await lockingRead(
      manager,
      manager
        .createQueryBuilder(Checkin, 'checkin')
        .where('checkin.event_id = :event AND checkin.registration_id = :registration AND checkin.live_key = :live', {
          event: event.id,
          registration: verdict.registrationId,
          live: LIVE_KEY,
        }),
    ).getOneOrFail();
    if (standing.id === checkinId) {
      return finish({ result: 'admitted', reason: null, checkinId, registrationId: verdict.registrationId, checkedIn: null });
    }
    const checkedIn = { deviceId: standing.deviceId, scannedAt: standing.scannedAt };
    // 4. Already in. Another device that scanned before the server knew of that check-in could not
    //    have known either: both let the person in. That is a conflict; anything else a duplicate.
    const independent = standing.deviceId !== scan.deviceId && scan.scannedAt.getTime() < standing.receivedAt.getTime();
    if (!independent) {
      return finish({ result: 'duplicate', reason: null, checkinId: standing.id, registrationId: verdict.registrationId, checkedIn });
    }
    const conflictRecord = await this.openConflict(manager, standing, now);
    return finish(
      { result: 'conflict', reason: null, checkinId: standing.id, registrationId: verdict.registrationId, checkedIn },
      conflictRecord.id,
    );
  }

  /** The conflict record of a check-in (one per check-in), opened again if it had been resolved. */
  private async openConflict(manager: EntityManager, standing: Checkin, now: Date): Promise<CheckinConflict> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(CheckinConflict)
      .values({
        id: newObjectId(),
        eventId: standing.eventId,
        registrationId: standing.registrationId,
        checkinId: standing.id,
        openedAt: now,
        resolvedAt: null,
        resolvedById: null,
        resolution: null,
      })
      .orIgnore()
      .execute();
    const record = await lockingRead(
      manager,
      manager.createQueryBuilder(CheckinConflict, 'conflict').where('conflict.checkin_id = :checkin', { checkin: standing.id }),
    ).getOneOrFail();
    if (record.resolvedAt !== null) {
      // A device that comes back later with another admission: the admins see it again (the audit keeps the earlier decision).
      await manager.update(CheckinConflict, { id: record.id }, { resolvedAt: null, resolvedById: null, resolution: null, openedAt: now });
    }
    return record;
  }

  /** A replayed nonce: the answer it got the first time. */
  private async answerOf(manager: EntityManager, scan: CheckinScan): Promise<ScanAnswer> {
    let checkedIn: ScanAnswer['checkedIn'] = null;
    if ((scan.result === 'duplicate' || scan.result === 'conflict') && scan.checkinId) {
      const standing = await manager.findOneBy(Checkin, { id: scan.checkinId });
      if (standing) checkedIn = { deviceId: standing.deviceId, scannedAt: standing.scannedAt };
    }
    return {
      nonce: scan.nonce,
      result: scan.result as ScanResult,
      reason: scan.reason as RefusalReason | null,
      checkinId: scan.checkinId,
      registrationId: scan.registrationId,
      checkedIn,
    };
  }

  /** A QR payload or a typed short code: the registration it admits, or why not. */
  private async ticketVerdict(
    manager: EntityManager,
    event: Event,
    ticketText: string,
    keys: Map<string, KeyRow>,
    now: Date,
  ): Promise<Verdict> {
    const refuse = (refused: RefusalReason, registrationId: string | null = null): Verdict => ({ registrationId, ticketId: null, refused });
    let ticket: CheckinTicket | null;
    const code = normalizeShortCode(ticketText);
    if (code) {
      ticket = await manager.findOneBy(CheckinTicket, { eventId: event.id, code });
      if (!ticket) return refuse((await manager.findOneBy(CheckinTicket, { code })) ? 'other_event' : 'forged');
    } else {
      const claims = readTicket(ticketText.trim());
      if (!claims) return refuse('forged');
      const key = keys.get(claims.keyId);
      if (!key || !signatureValid(claims, key.publicKey)) return refuse('forged');
      if (key.retiredAt !== null && key.retiredAt.getTime() <= now.getTime()) return refuse('revoked');
      if (claims.eventId !== event.id) return refuse('other_event');
      ticket = await manager.findOneBy(CheckinTicket, { id: claims.ticketId });
      // Signed by us but gone: its registration was deleted (an erased player's, an event deleted and remade).
      if (!ticket || ticket.registrationId !== claims.registrationId) return refuse('revoked', claims.registrationId);
    }
    const registration = await manager.findOneBy(EventRegistration, { id: ticket.registrationId });
    if (!registration) return refuse('revoked');
    if (registration.state === 'cancelled') return refuse('cancelled', registration.id);
    if (registration.state === 'waitlisted') return refuse('waitlisted', registration.id);
    if (registration.state !== 'accepted') return refuse('revoked', registration.id);
    if (ticket.revokedAt !== null || ticket.registrationVersion !== registrationVersion(registration))
      return refuse('revoked', registration.id);
    return { registrationId: registration.id, ticketId: ticket.id, refused: null };
  }

  private async walkInVerdict(manager: EntityManager, event: Event, registrationId: string | null): Promise<Verdict> {
    if (registrationId === null) return { registrationId: null, ticketId: null, refused: null };
    const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
    if (!registration || registration.eventId !== event.id) return { registrationId: null, ticketId: null, refused: 'not_registered' };
    return { registrationId: registration.id, ticketId: null, refused: null };
  }

  private async verifyingKeys(): Promise<Map<string, KeyRow>> {
    const rows = await this.keys.list();
    return new Map(rows.map((row) => [row.id, { publicKey: publicKeyObject(row.publicKey), retiredAt: row.retiredAt }]));
  }

  /** GET /events/{event_id}/checkins: the live check-ins and every conflict with its devices. */
  async list(context: RequestContext, eventId: string): Promise<CheckinList> {
    authorizeOnCheckin(context, 'run');
    const manager = this.dataSource.manager;
    const event = await this.events.visibleEvent(context, eventId, manager);
    const checkins = await manager.find(Checkin, {
      where: { eventId: event.id, liveKey: LIVE_KEY },
      order: { scannedAt: 'ASC', id: 'ASC' },
    });
    const conflicts = await manager.find(CheckinConflict, { where: { eventId: event.id }, order: { openedAt: 'ASC', id: 'ASC' } });
    return { checkins, conflicts: await this.withDevices(manager, conflicts) };
  }

  private async withDevices(manager: EntityManager, conflicts: CheckinConflict[]): Promise<ConflictView[]> {
    if (conflicts.length === 0) return [];
    const checkins = new Map((await manager.findBy(Checkin, { id: In(conflicts.map((c) => c.checkinId)) })).map((c) => [c.id, c]));
    const scans = await manager.find(CheckinScan, {
      where: { conflictId: In(conflicts.map((c) => c.id)) },
      order: { scannedAt: 'ASC', id: 'ASC' },
    });
    // The admin deciding asks the people at the gate, so the devices are named by who held them.
    const staffIds = [
      ...new Set(
        [...[...checkins.values()].map((c) => c.admittedById), ...scans.map((scan) => scan.uploadedById)].filter((id) => id !== null),
      ),
    ];
    const staff = new Map((staffIds.length ? await manager.findBy(User, { id: In(staffIds) }) : []).map((u) => [u.id, u]));
    const nameOf = (id: string | null) => {
      const user = id ? staff.get(id) : undefined;
      return user ? `${user.firstName} ${user.lastName}` : null;
    };
    return conflicts.map((record) => {
      const standing = checkins.get(record.checkinId);
      const devices: ConflictDevice[] = standing
        ? [{ deviceId: standing.deviceId, scannedAt: standing.scannedAt, staffName: nameOf(standing.admittedById) }]
        : [];
      for (const scan of scans) {
        if (scan.conflictId === record.id)
          devices.push({ deviceId: scan.deviceId, scannedAt: scan.scannedAt, staffName: nameOf(scan.uploadedById) });
      }
      return { conflict: record, devices };
    });
  }

  /**
   * GET /events/{event_id}/checkin/roster?since=: every registration of the event as the gate needs
   * it (live ticket and short code, names, role, state, staff note, check-in), or those changed
   * since `since` (ROSTER_OVERLAP_MS earlier, so nothing committed late is missed), with the
   * walk-ins and the tickets revoked since then. No emails.
   */
  async roster(context: RequestContext, eventId: string, since: Date | null): Promise<Roster> {
    authorizeOnCheckin(context, 'run');
    const event = await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    const generatedAt = this.clock.now();
    await this.tickets.reconcile(event.id);
    const manager = this.dataSource.manager;
    const from = since ? new Date(since.getTime() - ROSTER_OVERLAP_MS) : null;
    let registrations = await manager.find(EventRegistration, { where: { eventId: event.id }, order: { registeredAt: 'ASC', id: 'ASC' } });
    const tickets = await this.tickets.liveByRegistration(manager, event.id);
    const live = await manager.find(Checkin, { where: { eventId: event.id, liveKey: LIVE_KEY } });
    const checkinOf = new Map(live.flatMap((c) => (c.registrationId ? [[c.registrationId, c] as const] : [])));
    let revoked: CheckinTicket[];
    let walkIns: Checkin[];
    if (from) {
      revoked = await manager.find(CheckinTicket, {
        where: { eventId: event.id, revokedAt: MoreThanOrEqual(from) },
        order: { revokedAt: 'ASC', id: 'ASC' },
      });
      const changedCheckins = await manager.find(Checkin, {
        where: [
          { eventId: event.id, receivedAt: MoreThanOrEqual(from) },
          { eventId: event.id, annulledAt: MoreThanOrEqual(from) },
        ],
      });
      // A payment recorded since (a bank import, cash on another device) changes what the gate shows as owed.
      const paidSince = await manager.find(PaymentEntry, {
        where: { eventId: event.id, createdAt: MoreThanOrEqual(from) },
        select: { id: true, registrationId: true },
      });
      const touched = new Set<string>([
        ...revoked.map((t) => t.registrationId),
        ...changedCheckins.flatMap((c) => (c.registrationId ? [c.registrationId] : [])),
        ...paidSince.flatMap((entry) => (entry.registrationId ? [entry.registrationId] : [])),
      ]);
      for (const ticket of tickets.values()) if (ticket.issuedAt.getTime() >= from.getTime()) touched.add(ticket.registrationId);
      registrations = registrations.filter((r) => touched.has(r.id) || r.updatedAt.getTime() >= from.getTime());
      walkIns = changedCheckins.filter((c) => c.registrationId === null);
    } else {
      revoked = await manager.find(CheckinTicket, {
        where: { eventId: event.id, revokedAt: Not(IsNull()) },
        order: { revokedAt: 'ASC', id: 'ASC' },
      });
      walkIns = live.filter((c) => c.registrationId === null);
    }
    await withStaffNotes(manager, registrations);
    const userIds = [...new Set(registrations.map((r) => r.userId))];
    const characterIds = [...new Set(registrations.flatMap((r) => (r.characterId ? [r.characterId] : [])))];
    const users = new Map(
      (userIds.length
        ? await manager.find(User, { where: { id: In(userIds) }, select: { id: true, firstName: true, lastName: true } })
        : []
      ).map((u) => [u.id, u]),
    );
    const characters = new Map(
      (characterIds.length
        ? await manager.find(Character, { where: { id: In(characterIds) }, select: { id: true, savedBuild: true, committedBuild: true } })
        : []
      ).map((c) => [c.id, c]),
    );
    const accounts = await accountsOf(manager, registrations);
    const entries = registrations.map((registration, index): RosterEntry => {
      const character = registration.characterId ? characters.get(registration.characterId) : undefined;
      return {
        registration,
        playerName: playerNameOf(users.get(registration.userId)),
        characterName: character ? (shownBuild(character.savedBuild, character.committedBuild)?.character_name ?? null) : null,
        ticket: tickets.get(registration.id) ?? null,
        checkin: checkinOf.get(registration.id) ?? null,
        owes: Math.max(0, accounts[index]?.balance ?? 0),
      };
    });
    return { generatedAt, nextSince: generatedAt, since, entries, walkIns, revoked, currency: await siteCurrency(manager) };
  }

  /** GET /checkin/keys: the public keys with their ids and retirement dates (staff: the gate pins them). */
  async publicKeys(context: RequestContext): Promise<CheckinKey[]> {
    authorizeOnCheckin(context, 'run');
    await this.keys.signing();
    return this.keys.list();
  }

  /** POST /events/{event_id}/checkins/{id}/annul (admins): the check-in no longer counts; the person can be checked in again. */
  async annul(context: RequestContext, eventId: string, checkinId: string, decision: DecisionCommand): Promise<Checkin> {
    const admin = authorizeOnCheckin(context, 'decide');
    const event = await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    return withTransaction(this.dataSource, async (manager) => {
      const checkin = await lockingRead(
        manager,
        manager.createQueryBuilder(Checkin, 'checkin').where('checkin.id = :id', { id: checkinId }),
      ).getOne();
      if (!checkin || checkin.eventId !== event.id) throw notFound(M.checkinNotFound);
      if (checkin.annulledAt !== null) throw conflict(M.alreadyAnnulled);
      const now = this.clock.now();
      await manager.update(
        Checkin,
        { id: checkin.id, annulledAt: IsNull() },
        { annulledAt: now, annulledById: admin.id, annulReason: decision.reason, liveKey: checkin.id },
      );
      await manager.insert(CheckinAuditEntry, {
        eventId: event.id,
        action: 'annul',
        checkinId: checkin.id,
        conflictId: null,
        actorId: admin.id,
        reason: decision.reason,
        at: now,
      });
      return manager.findOneByOrFail(Checkin, { id: checkin.id });
    });
  }

  /** POST /events/{event_id}/checkin_conflicts/{id}/resolve (admins), with a reason. */
  async resolve(context: RequestContext, eventId: string, conflictId: string, decision: DecisionCommand): Promise<ConflictView> {
    const admin = authorizeOnCheckin(context, 'decide');
    const event = await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    return withTransaction(this.dataSource, async (manager) => {
      const record = await lockingRead(
        manager,
        manager.createQueryBuilder(CheckinConflict, 'conflict').where('conflict.id = :id', { id: conflictId }),
      ).getOne();
      if (!record || record.eventId !== event.id) throw notFound(M.conflictNotFound);
      if (record.resolvedAt !== null) throw conflict(M.alreadyResolved);
      const now = this.clock.now();
      await manager.update(CheckinConflict, { id: record.id }, { resolvedAt: now, resolvedById: admin.id, resolution: decision.reason });
      await manager.insert(CheckinAuditEntry, {
        eventId: event.id,
        action: 'resolve',
        checkinId: record.checkinId,
        conflictId: record.id,
        actorId: admin.id,
        reason: decision.reason,
        at: now,
      });
      const [view] = await this.withDevices(manager, [await manager.findOneByOrFail(CheckinConflict, { id: record.id })]);
      return view;
    });
  }

  /** The admins' decisions of an event, newest first (the attendance review's audit trail). */
  async audit(context: RequestContext, eventId: string): Promise<CheckinAuditEntry[]> {
    authorizeOnCheckin(context, 'run');
    const event = await this.events.visibleEvent(context, eventId, this.dataSource.manager);
    return this.dataSource.manager.find(CheckinAuditEntry, { where: { eventId: event.id }, order: { at: 'DESC', id: 'DESC' } });
  }

  /** Live check-ins of an event (post-event prefill): by registration, and the walk-ins without one. */
  async liveCheckins(manager: EntityManager, eventId: string): Promise<Checkin[]> {
    return manager.find(Checkin, { where: { eventId, liveKey: LIVE_KEY }, order: { scannedAt: 'ASC', id: 'ASC' } });
  }
}

interface KeyRow {
  publicKey: KeyObject;
  retiredAt: Date | null;
}
