import { characterListColumns } from '../../src/db/character-list-columns';
import {
  CHARACTER_CLASSES,
  canIncrease,
  defaultAttributes,
  emptyBuild,
  entryKind,
  increase,
  toStored,
  validateBuild,
  type CharacterClass,
  type GameData,
  type PurchaseTarget,
  type StoredBuild,
  type WorkingBuild,
} from '@larp/rules';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { AttendanceRecord, Character, Event, EventRegistration, SurveyResponse, User, withTransaction } from '../../src/db';
import { ShardLedgerEntry, XpLedgerEntry } from '../../src/db/entities/ledger.entities';
import { newObjectId } from '../../src/db/object-id';
import { registrationActiveKey } from '../../src/db/entities/event-registration.entity';

/*
 * The bench's worlds (docs/PERFORMANCE.md "The big world"): an old community of players, characters
 * with real builds bought through the rules package, events with registrations, attendance and
 * survey answers, and the XP and shard ledgers, every balance the sum of its ledger. The rows are
 * written by bulk INSERTs of a few hundred rows, a few thousand rows to a transaction: the app's own
 * calls would take hours for the big one. Deterministic: the same size gives the same world (ids
 * apart).
 */

export interface WorldSize {
  name: 'big' | 'small';
  players: number;
  characters: number;
  events: number;
  registrations: number;
  attendance: number;
  /** XP and shard ledger rows together (two thirds XP, one third shards) */
  ledgerRows: number;
  /** two answers per survey response */
  surveyAnswers: number;
}

export const BIG_WORLD: WorldSize = {
  name: 'big',
  players: 5000,
  characters: 12_000,
  events: 300,
  registrations: 60_000,
  attendance: 50_000,
  ledgerRows: 300_000,
  surveyAnswers: 20_000,
};

/** A one-year community: the small world the big one is compared with. */
export const SMALL_WORLD: WorldSize = {
  name: 'small',
  players: 500,
  characters: 1000,
  events: 30,
  registrations: 6000,
  attendance: 5000,
  ledgerRows: 30_000,
  surveyAnswers: 2000,
};

export function worldSize(name: string | undefined): WorldSize {
  return name === 'small' ? SMALL_WORLD : BIG_WORLD;
}

/** What the generator wrote (the bench and the consistency test read it). */
export interface WorldSummary {
  size: WorldSize;
  users: number;
  characters: number;
  events: number;
  registrations: number;
  attendance: number;
  xpLedger: number;
  shardLedger: number;
  surveyAnswers: number;
  /** ids the bench calls with */
  pastEventId: string;
  upcomingEventId: string;
}

const DAY = 24 * 3600_000;

/** A row as written: the entity's fields as a plain object (not an instance of its class). */
type RowOf<E> = { [K in keyof E]: E[K] };
const INSERT_ROWS = 250;
const TRANSACTION_ROWS = 5000;

/** Park–Miller: the same world every time. */
function random(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const FIRST = ['Robin', 'Alex', 'Sam', 'Kit', 'Jo', 'Lee', 'Morgan', 'Erin', 'Quinn', 'Rowan', 'Ash', 'Brook', 'Sky', 'Toni', 'Dale'];
const LAST = ['Ashdown', 'Bramble', 'Coldwell', 'Dunmore', 'Everly', 'Fairweather', 'Greaves', 'Hollin', 'Ivers', 'Jessop'];
const NAMES = ['Wren', 'Tamsin', 'Corvin', 'Brannoc', 'Isolde', 'Fenwick', 'Maren', 'Osric', 'Elowen', 'Hale', 'Sabine', 'Torvald'];
const EPITHETS = ['of the Marsh', 'Reedwater', 'Stoneheart', 'Vane', 'the Grey', 'Tidecaller', 'Thorne', 'Ashborn', 'the Bold'];

/** Buys random purchases until the budget or nothing more can be bought: a build the rules accept. */
function randomBuild(data: GameData, cls: CharacterClass, raceIndex: number, budget: number, next: () => number): WorkingBuild {
  const race = data.races[raceIndex % data.races.length];
  const attributes = [...defaultAttributes(race), ...(race.attribute_choice?.length ? [race.attribute_choice[0]] : [])];
  let build = emptyBuild({
    character_name: 'Generated',
    character_class: cls,
    character_race: { race: race.race_name, subculture: race.subculture_name || null, transformation: null, race_attributes: attributes },
  });
  const ctx = { character_xp_total: budget, additional_spell_schools: [] };
  const targets: PurchaseTarget[] = [];
  for (const skill of data.skills) {
    const kind = entryKind(skill);
    if (kind === 'plain') targets.push({ skillId: skill._id });
    else if (kind === 'handed') targets.push({ skillId: skill._id, hand: next() < 0.5 ? 'left' : 'right' });
  }
  for (let round = 0; round < 6; round += 1) {
    let bought = false;
    for (const target of targets) {
      if (next() < 0.6) continue;
      const check = canIncrease(data, build, ctx, target);
      if (!check.ok) continue;
      try {
        build = increase(data, build, ctx, target);
        bought = true;
      } catch {
        // a purchase that asks the player to choose its grants: left out
      }
    }
    if (!bought) break;
  }
  validateBuild(data, build, ctx);
  return build;
}

/** Builds of every class at rising budgets, several of each: what characters of that much XP bought. */
function buildPool(data: GameData, next: () => number): { budget: number; build: WorkingBuild }[] {
  const pool: { budget: number; build: WorkingBuild }[] = [];
  for (const budget of [0, 10, 20, 40, 70, 110, 160, 230]) {
    for (const [index, cls] of CHARACTER_CLASSES.entries()) {
      for (let variant = 0; variant < 3; variant += 1) {
        pool.push({ budget, build: randomBuild(data, cls, index * 3 + variant + budget, budget, next) });
      }
    }
  }
  return pool;
}

/** Inserts rows in statements of INSERT_ROWS and transactions of TRANSACTION_ROWS. */
async function insertAll<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, rows: Array<RowOf<T>>): Promise<void> {
  for (let start = 0; start < rows.length; start += TRANSACTION_ROWS) {
    const slice = rows.slice(start, start + TRANSACTION_ROWS);
    await withTransaction(dataSource, async (manager) => {
      for (let at = 0; at < slice.length; at += INSERT_ROWS) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(target)
          .values(slice.slice(at, at + INSERT_ROWS))
          .updateEntity(false)
          .execute();
      }
    });
  }
}

/**
 * Writes a world of the given size into a migrated database that holds the game data (and may hold a
 * few accounts: the bench's personas). Every character's XP total and every player's shard total is
 * the sum of its ledger rows.
 */
export async function generateWorld(
  dataSource: DataSource,
  data: GameData,
  size: WorldSize,
  say: (line: string) => void = () => {},
): Promise<WorldSummary> {
  const next = random(43);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const started = new Date(now - 8 * 365 * DAY);
  const pool = buildPool(data, next);

  // Players, oldest first.
  const users: Array<RowOf<User>> = [];
  for (let i = 0; i < size.players; i += 1) {
    const created = new Date(started.getTime() + Math.floor((i / size.players) * 7 * 365 * DAY));
    users.push({
      id: newObjectId(created),
      firstName: FIRST[i % FIRST.length],
      lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
      email: `player-${i}@world.example.test`,
      // not a password hash anyone can sign in with: the bench signs in through sessions of its own
      passwordHash: 'generated',
      verified: true,
      privacyStatementAcceptedAt: created,
      emailConsent: i % 3 === 0,
      roles: [],
      shardTotal: 0,
      xpTokenPurchased: false,
      pendingEmail: null,
      deletionRequestedAt: null,
      eraseAt: null,
      erasedAt: null,
      erasedNumber: null,
      createdAt: created,
      updatedAt: created,
    });
  }

  // Events, one every ten days or so, the last tenth still ahead.
  const events: Array<RowOf<Event>> = [];
  const upcoming = Math.max(1, Math.floor(size.events / 10));
  for (let i = 0; i < size.events; i += 1) {
    const start = new Date(now + (i - (size.events - upcoming)) * 10 * DAY + DAY);
    events.push({
      id: newObjectId(new Date(Math.min(start.getTime(), now))),
      eventTitle: `Gathering ${i + 1}`,
      eventDescription: `The ${i + 1}th gathering of the community in the Greenwood.`,
      eventAddress: 'Greenwood Scout Camp, 1 Forest Road, Greenwood',
      eventStartTime: start,
      eventEndTime: new Date(start.getTime() + 2 * DAY),
      eventImage: null,
      eventPublished: true,
      eventFinalized: start.getTime() < now,
      eventSurveyOpenAt: null,
      eventRegistrationQuestions: [],
      eventSurveyQuestions: [],
      eventPcCapacity: null,
      eventNpcCapacity: null,
      eventWaitlistMode: 'automatic',
      eventOfferHours: 48,
      placesVersion: 0,
      createdAt: new Date(Math.min(start.getTime(), now)),
      updatedAt: new Date(Math.min(start.getTime(), now)),
    });
  }
  const past = events.filter((event) => event.eventFinalized);

  // Characters: players own them round the list, the first ones more than one.
  const characters: Array<RowOf<Character>> = [];
  const ownerOf: number[] = [];
  for (let i = 0; i < size.characters; i += 1) {
    const owner = i % size.players;
    ownerOf.push(owner);
    const created = new Date(users[owner].createdAt.getTime() + Math.floor(i / size.players) * 90 * DAY);
    characters.push({
      id: newObjectId(created),
      userId: users[owner].id,
      characterXpTotal: 0,
      characterXpSequence: 0,
      deathCount: 0,
      reaperFightCount: 0,
      savedBuild: null,
      committedBuild: null,
      ...characterListColumns(null, null),
      buildVersion: 1,
      deleteAllowed: false,
      additionalSpellSchools: [],
      createdAt: created,
      updatedAt: created,
    });
  }
  const charactersOf = new Map<number, number[]>();
  for (const [index, owner] of ownerOf.entries()) charactersOf.set(owner, [...(charactersOf.get(owner) ?? []), index]);

  // Registrations and attendance: each event a run of players; the attended ones a prefix of those.
  const registrations: Array<RowOf<EventRegistration>> = [];
  const attendance: Array<RowOf<AttendanceRecord>> = [];
  const perEvent = Math.min(size.players, Math.floor(size.registrations / size.events));
  const attendedPerPast = Math.floor(size.attendance / Math.max(1, past.length));
  const xp: Array<RowOf<XpLedgerEntry>> = [];
  const shards: Array<RowOf<ShardLedgerEntry>> = [];
  for (const [index, event] of events.entries()) {
    const first = (index * 97) % size.players;
    const attended = event.eventFinalized ? Math.min(perEvent, attendedPerPast) : 0;
    for (let n = 0; n < perEvent; n += 1) {
      const owner = (first + n) % size.players;
      const own = charactersOf.get(owner) ?? [];
      const role = n % 7 === 6 || own.length === 0 ? 'npc' : 'pc';
      const characterIndex = role === 'pc' ? own[index % own.length] : null;
      const id = newObjectId(event.eventStartTime);
      const state = event.eventFinalized || n % 4 !== 3 ? 'accepted' : 'waitlisted';
      const registeredAt = new Date(event.eventStartTime.getTime() - 30 * DAY);
      registrations.push({
        id,
        eventId: event.id,
        userId: users[owner].id,
        characterId: characterIndex === null ? null : characters[characterIndex].id,
        eventRole: role,
        state,
        waitlistNote: null,
        roleChangedAt: null,
        activeKey: registrationActiveKey(id, state),
        registeredAt,
        waitlistPriority: null,
        offerExpiresAt: null,
        stateVersion: 0,
        questionAnswers: [],
        createdAt: registeredAt,
        updatedAt: registeredAt,
      });
      if (n >= attended) continue;
      const at = event.eventEndTime;
      const record: RowOf<AttendanceRecord> = {
        id: newObjectId(at),
        eventId: event.id,
        userId: users[owner].id,
        characterId: characterIndex === null ? null : characters[characterIndex].id,
        eventRole: role,
        deaths: n % 11 === 0 ? 1 : 0,
        reaperFights: n % 23 === 0 ? 1 : 0,
        xp: role === 'pc' ? 4 + (n % 3) : 0,
        xpSequence: 0,
        npcShards: role === 'npc' ? 2 : 0,
        donationShards: n % 13 === 0 ? 1 : 0,
        donationItems: null,
        createdAt: at,
        updatedAt: at,
      };
      attendance.push(record);
      if (characterIndex !== null) {
        const character = characters[characterIndex];
        character.characterXpSequence += 1;
        record.xpSequence = character.characterXpSequence;
        character.deathCount += record.deaths;
        character.reaperFightCount += record.reaperFights;
        xp.push({
          id: newObjectId(at),
          characterId: character.id,
          amount: record.xp,
          kind: 'attendance',
          reason: `Attended ${event.eventTitle}`,
          actorId: null,
          eventId: event.id,
          createdAt: at,
        });
      }
      const shardAmount = record.npcShards + record.donationShards;
      if (shardAmount > 0)
        shards.push({
          id: newObjectId(at),
          userId: users[owner].id,
          characterId: null,
          amount: shardAmount,
          kind: 'attendance',
          reason: `Attended ${event.eventTitle}`,
          actorId: null,
          eventId: event.id,
          createdAt: at,
        });
    }
  }

  // Grants fill the ledgers to their size: starting XP, then staff grants (a few taken back).
  const xpRows = Math.floor((size.ledgerRows * 2) / 3);
  for (const character of characters) {
    xp.push({
      id: newObjectId(character.createdAt),
      characterId: character.id,
      amount: 10,
      kind: 'starting_xp',
      reason: 'Starting XP',
      actorId: null,
      eventId: null,
      createdAt: character.createdAt,
    });
  }
  for (let i = 0; xp.length < xpRows; i += 1) {
    const character = characters[(i * 7919) % characters.length];
    const at = new Date(character.createdAt.getTime() + (i % 200) * DAY);
    xp.push({
      id: newObjectId(at),
      characterId: character.id,
      amount: i % 17 === 16 ? -1 : 1 + (i % 3),
      kind: i % 17 === 16 ? 'correction' : 'grant',
      reason: i % 17 === 16 ? 'Correction' : 'Staff grant',
      actorId: null,
      eventId: null,
      createdAt: at,
    });
  }
  for (let i = 0; shards.length < size.ledgerRows - xpRows; i += 1) {
    const user = users[(i * 4093) % users.length];
    const at = new Date(user.createdAt.getTime() + (i % 300) * DAY);
    shards.push({
      id: newObjectId(at),
      userId: user.id,
      characterId: null,
      amount: 1 + (i % 4),
      kind: 'grant',
      reason: 'Shards for helping out',
      actorId: null,
      eventId: null,
      createdAt: at,
    });
  }
  const xpOf = new Map<string, number>();
  for (const row of xp) xpOf.set(row.characterId, (xpOf.get(row.characterId) ?? 0) + row.amount);
  const shardsOf = new Map<string, number>();
  for (const row of shards) shardsOf.set(row.userId, (shardsOf.get(row.userId) ?? 0) + row.amount);
  for (const user of users) user.shardTotal = shardsOf.get(user.id) ?? 0;

  // Builds: the richest of the pool the character's XP pays for, named; a tenth left uncommitted.
  for (const [index, character] of characters.entries()) {
    const total = xpOf.get(character.id) ?? 0;
    character.characterXpTotal = total;
    const affordable = pool.filter((entry) => entry.build.character_build_cost <= total);
    const chosen = affordable.length ? affordable[affordable.length - 1 - (index % Math.min(6, affordable.length))] : pool[0];
    const build: StoredBuild = {
      ...toStored({ ...chosen.build, character_name: `${pick(NAMES)} ${pick(EPITHETS)} ${index}` }),
      created_at: character.createdAt.toISOString(),
    };
    character.savedBuild = build;
    character.committedBuild = index % 10 === 9 ? null : build;
    character.deleteAllowed = character.committedBuild === null;
    Object.assign(character, characterListColumns(character.savedBuild, character.committedBuild));
  }

  // Survey answers: two per response, from the attendees of the past events.
  const surveys: Array<RowOf<SurveyResponse>> = [];
  for (const record of attendance) {
    if (surveys.length * 2 >= size.surveyAnswers) break;
    surveys.push({
      id: newObjectId(record.createdAt),
      eventId: record.eventId,
      userId: record.userId,
      surveyAnswers: [
        { survey_question: 'best-moment', question_answer: 'The night battle at the old mill.' },
        { survey_question: 'differently', question_answer: 'More time between the modules.' },
      ],
      createdAt: record.createdAt,
      updatedAt: record.createdAt,
    });
  }

  say(`world ${size.name}: writing ${users.length} players, ${characters.length} characters, ${events.length} events`);
  await insertAll(dataSource, User, users);
  await insertAll(dataSource, Event, events);
  await insertAll(dataSource, Character, characters);
  say(`world ${size.name}: writing ${registrations.length} registrations, ${attendance.length} attendance rows`);
  await insertAll(dataSource, EventRegistration, registrations);
  await insertAll(dataSource, AttendanceRecord, attendance);
  say(`world ${size.name}: writing ${xp.length} XP and ${shards.length} shard ledger rows, ${surveys.length * 2} survey answers`);
  await insertAll(dataSource, XpLedgerEntry, xp);
  await insertAll(dataSource, ShardLedgerEntry, shards);
  await insertAll(dataSource, SurveyResponse, surveys);
  return {
    size,
    users: users.length,
    characters: characters.length,
    events: events.length,
    registrations: registrations.length,
    attendance: attendance.length,
    xpLedger: xp.length,
    shardLedger: shards.length,
    surveyAnswers: surveys.length * 2,
    pastEventId: past[past.length - 1].id,
    upcomingEventId: events[events.length - 1].id,
  };
}
