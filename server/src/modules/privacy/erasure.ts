import type { StoredBuild } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull, LessThanOrEqual } from 'typeorm';
import type { Clock } from '../../clock';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { CharacterBuildCommit } from '../../db/entities/character-build-commit.entity';
import { Checkin } from '../../db/entities/checkin.entities';
import { Character } from '../../db/entities/character.entity';
import { characterListColumns } from '../../db/character-list-columns';
import { DeathRecord } from '../../db/entities/death-record.entity';
import { EventRegistration, registrationActiveKey } from '../../db/entities/event-registration.entity';
import { Event } from '../../db/entities/event.entity';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { isDuplicateKey } from '../../errors';
import { limiterKeyPatterns } from '../accounts/rate-limiter';
import { limiterKeyHasher, type LimiterKeyHasher } from '../../secrets';
import { PERSONAL_DATA, type PersonKeys, type PersonalDataRule } from './personal-data';
import type { PeriodicJob } from '../../scheduler';
import { holdsPlace, lockEventPlaces, lockedRegistration } from '../events/places';
import type { Waitlist } from '../registrations/waitlist';

/** What erasure needs of the rest of the app: the waitlist, to pass a freed place on. */
export interface ErasureDeps {
  waitlist: Pick<Waitlist, 'fill'> | null;
}

/** The keys the person's rows are found by (see PERSONAL_DATA's `mine`). */
export function personKeys(user: Pick<User, 'id' | 'email'>, hash: LimiterKeyHasher): PersonKeys {
  const patterns = limiterKeyPatterns(hash, user);
  return {
    userId: user.id,
    email: user.email,
    principal: `user:${user.id}`,
    limiterEmailPattern: patterns.email,
    limiterUserPattern: patterns.id,
  };
}

export const pseudonymOf = (number: number) => ({ firstName: 'Deleted player', lastName: String(number) });
export const erasedCharacterName = (number: number, index: number) => `Deleted character ${number}-${index}`;
/** An address that is unique, can never receive mail (.invalid, RFC 2606) and holds nothing of the person. */
export const erasedEmail = (number: number) => `deleted-player-${number}@erased.invalid`;

/** Whether `user` is an admin and no other account (not erased) is. */
export async function isLastAdmin(manager: EntityManager, user: User): Promise<boolean> {
  if (!user.roles.includes('admin')) return false;
  const others = await manager.find(User, { where: { erasedAt: IsNull() }, select: { id: true, roles: true } });
  return !others.some((other) => other.id !== user.id && other.roles.includes('admin'));
}

function renamed(build: StoredBuild | null, name: string): StoredBuild | null {
  return build === null ? null : { ...build, character_name: name };
}

type EraseStep = (manager: EntityManager, rule: PersonalDataRule, keys: PersonKeys, context: ErasureContext) => Promise<void>;
interface ErasureContext {
  user: User;
  number: number;
  now: Date;
  deps: ErasureDeps;
}

const deleteRows: EraseStep = async (manager, rule, keys) => {
  await manager
    .createQueryBuilder()
    .delete()
    .from(rule.entity)
    .where(rule.mine, { ...keys })
    .execute();
};

/** Registrations: for events not yet started cancelled (freeing the place), then deleted; for the others, answers deleted. */
const eraseRegistrations: EraseStep = async (manager, _rule, keys, { now, deps }) => {
  const registrations = await manager.find(EventRegistration, { where: { userId: keys.userId } });
  if (registrations.length === 0) return;
  const events = await manager.find(Event, { where: { id: In([...new Set(registrations.map((row) => row.eventId))]) } });
  const startOf = new Map(events.map((event) => [event.id, event.eventStartTime.getTime()]));
  for (const registration of registrations) {
    if ((startOf.get(registration.eventId) ?? 0) > now.getTime()) {
      // Cancelled like the player's own cancel (behind the event's places), so a place it held passes
      // to the first in line, then deleted.
      const event = await lockEventPlaces(manager, registration.eventId);
      const locked = (await lockedRegistration(manager, registration.id)) ?? registration;
      if (locked.state !== 'cancelled') {
        await manager.update(
          EventRegistration,
          { id: locked.id },
          {
            state: 'cancelled',
            activeKey: registrationActiveKey(locked.id, 'cancelled'),
            offerExpiresAt: null,
            stateVersion: () => 'state_version + 1',
          },
        );
      }
      await manager.delete(EventRegistration, { id: locked.id });
      if (locked.state !== 'cancelled' && holdsPlace(locked) && deps.waitlist) await deps.waitlist.fill(manager, event, locked.eventRole);
    } else {
      await manager.update(EventRegistration, { id: registration.id }, { questionAnswers: [], waitlistNote: null, staffNote: null });
    }
  }
};

const clearSurveyAnswers: EraseStep = async (manager, rule, keys) => {
  await manager
    .createQueryBuilder()
    .update(rule.entity)
    .set({ surveyAnswers: [] })
    .where(rule.mine, { ...keys })
    .execute();
};

/**
 * Check-ins stay as the event's history; a walk-in let in by the name staff typed, whose account
 * this is, keeps the row under the pseudonym's name, so the gate's lists still count them and name nobody.
 */
const eraseWalkInNames: EraseStep = async (manager, _rule, keys, { number }) => {
  const pseudonym = pseudonymOf(number);
  await manager.update(Checkin, { walkInUserId: keys.userId }, { walkInName: `${pseudonym.firstName} ${pseudonym.lastName}` });
};

/** Characters: never played at an event, deleted with their history; played, kept and renamed in every stored build. */
const eraseCharacters: EraseStep = async (manager, _rule, keys, { number }) => {
  const characters = await manager.find(Character, { where: { userId: keys.userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  if (characters.length === 0) return;
  const ids = characters.map((character) => character.id);
  const played = new Set(
    (await manager.find(AttendanceRecord, { where: { characterId: In(ids) }, select: { characterId: true } })).map(
      (row) => row.characterId,
    ),
  );
  let index = 0;
  for (const character of characters) {
    if (!played.has(character.id)) {
      await manager.delete(CharacterBuildCommit, { characterId: character.id });
      await manager.delete(XpLedgerEntry, { characterId: character.id });
      await manager.delete(DeathRecord, { characterId: character.id });
      await manager.update(EventRegistration, { characterId: character.id }, { characterId: null });
      await manager.update(ShardLedgerEntry, { characterId: character.id }, { characterId: null });
      await manager.delete(Character, { id: character.id });
      continue;
    }
    index += 1;
    const name = erasedCharacterName(number, index);
    const savedBuild = renamed(character.savedBuild, name);
    const committedBuild = renamed(character.committedBuild, name);
    // the staff lists' stored name columns follow the builds, so the old name leaves them too; the build
    // version moves as with every write of a build, so nothing kept by version (the impact report) shows the old name
    await manager.update(
      Character,
      { id: character.id },
      { savedBuild, committedBuild, ...characterListColumns(savedBuild, committedBuild), buildVersion: () => 'build_version + 1' },
    );
    for (const commit of await manager.find(CharacterBuildCommit, { where: { characterId: character.id } })) {
      await manager.update(CharacterBuildCommit, { id: commit.id }, { build: { ...commit.build, character_name: name } });
    }
  }
};

/** The account row: the pseudonym; no names, email, password or consents; cannot sign in. */
const pseudonymize: EraseStep = async (manager, _rule, keys, { number, now }) => {
  await manager.update(
    User,
    { id: keys.userId },
    {
      ...pseudonymOf(number),
      email: erasedEmail(number),
      pendingEmail: null,
      passwordHash: '',
      verified: false,
      privacyStatementAcceptedAt: null,
      emailConsent: false,
      roles: [],
      deletionRequestedAt: null,
      eraseAt: null,
      erasedAt: now,
      erasedNumber: number,
    },
  );
};

/** Payments stay for the bookkeeping retention, naming the pseudonym; the payer's name from the bank goes. */
const pseudonymizePayments: EraseStep = async (manager, rule, keys) => {
  await manager
    .createQueryBuilder()
    .update(rule.entity)
    .set({ payerName: null })
    .where(rule.mine, { ...keys })
    .execute();
};

const STEPS: Record<PersonalDataRule['erase'], EraseStep> = {
  'pseudonymize-payments': pseudonymizePayments,
  delete: deleteRows,
  registrations: eraseRegistrations,
  'clear-survey-answers': clearSurveyAnswers,
  'walk-ins': eraseWalkInNames,
  characters: eraseCharacters,
  pseudonymize,
  keep: async () => undefined,
};

export type ErasureOutcome = 'erased' | 'missing' | 'already-erased' | 'not-due' | 'last-admin';

/**
 * Erases one account in one transaction, following PERSONAL_DATA in order: all of it or nothing,
 * so a process stopped midway leaves the account as it was and the next run erases it. With
 * `onlyIfDue` (the scheduled run) an account whose deletion was cancelled meanwhile is left alone.
 */
export async function eraseAccount(
  dataSource: DataSource,
  userId: string,
  clock: Clock,
  options: { onlyIfDue: boolean; deps: ErasureDeps },
): Promise<ErasureOutcome> {
  const hash = await limiterKeyHasher(dataSource);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(dataSource, async (manager) => {
        const now = clock.now();
        const user = await manager.findOneBy(User, { id: userId });
        if (!user) return 'missing';
        if (user.erasedAt !== null) return 'already-erased';
        if (options.onlyIfDue && (user.eraseAt === null || user.eraseAt.getTime() > now.getTime())) return 'not-due';
        if (await isLastAdmin(manager, user)) return 'last-admin';
        const highest = await manager
          .createQueryBuilder(User, 'user')
          .select('MAX(user.erasedNumber)', 'highest')
          .getRawOne<{ highest: number | string | null }>();
        const number = Number(highest?.highest ?? 0) + 1;
        const keys = personKeys(user, hash);
        const context = { user, number, now, deps: options.deps };
        for (const rule of PERSONAL_DATA) await STEPS[rule.erase](manager, rule, keys, context);
        return 'erased';
      });
    } catch (error) {
      // Two erasures picked the same pseudonym number at once: the unique index refused one; take the next.
      if (isDuplicateKey(error) && attempt < 5) continue;
      throw error;
    }
  }
}

/** Accounts erased per run of the job, at most (each in its own transaction). */
export const ERASURE_BATCH = 20;
export const ERASURE_INTERVAL_MS = 15 * 60 * 1000;

/** Erases the accounts whose grace period has ended. Returns how many were erased. */
export async function eraseDueAccounts(
  dataSource: DataSource,
  clock: Clock,
  logger: { error(details: object, message: string): void },
  deps: ErasureDeps = { waitlist: null },
  batch = ERASURE_BATCH,
): Promise<number> {
  const due = await dataSource.getRepository(User).find({
    where: { eraseAt: LessThanOrEqual(clock.now()), erasedAt: IsNull() },
    order: { eraseAt: 'ASC' },
    select: { id: true },
    take: batch,
  });
  let erased = 0;
  for (const { id } of due) {
    let outcome: ErasureOutcome;
    try {
      outcome = await eraseAccount(dataSource, id, clock, { onlyIfDue: true, deps });
    } catch (error) {
      // Rolled back whole; the next run tries again. One account's fault does not hold up the others.
      logger.error({ err: error, userId: id }, 'Erasure failed; the account is unchanged and will be tried again');
      continue;
    }
    if (outcome === 'erased') erased += 1;
    if (outcome === 'last-admin') logger.error({ userId: id }, 'Erasure: the last admin cannot be erased; the deletion stays pending');
  }
  return erased;
}

/** The scheduled erasure: once across processes (the scheduler's lease), every 15 minutes. */
export function erasureJob(
  dataSource: DataSource,
  clock: Clock,
  deps: ErasureDeps & { afterwards?: () => void },
  logger: { error(details: object, message: string): void; info(details: object, message: string): void },
): PeriodicJob {
  return {
    name: 'privacy-erasure',
    everyMs: ERASURE_INTERVAL_MS,
    firstRunAfterMs: 2 * 60 * 1000,
    run: async () => {
      const erased = await eraseDueAccounts(dataSource, clock, logger, deps);
      if (erased > 0) {
        logger.info({ erased }, 'Erasure: erased accounts whose grace period ended');
        // mails of places passed on from the waitlist
        deps.afterwards?.();
      }
    },
  };
}
