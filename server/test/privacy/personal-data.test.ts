import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  AttendanceRecord,
  Character,
  CharacterBuildCommit,
  DeathRecord,
  EventRegistration,
  PaymentEntry,
  RegistrationPrice,
  NotificationSettings,
  ShardLedgerEntry,
  SurveyResponse,
  User,
  XpLedgerEntry,
} from '../../src/db';
import { Checkin, CheckinAuditEntry, CheckinConflict, CheckinScan } from '../../src/db/entities/checkin.entities';
import { ParticipantMessage } from '../../src/db/entities/participant-message.entity';
import { PostEventDraft } from '../../src/db/entities/post-event-draft.entity';
import { ApiToken, CalendarFeed, IdempotencyRecord, SavedGraphqlQuery, Webhook } from '../../src/db/entities/integrator.entities';
import { CharacterRulesetNotice, RulesetDraft, RulesetVersion } from '../../src/db/entities/ruleset-version.entities';
import { personKeys } from '../../src/modules/privacy/erasure';
import { limiterKeyHasher } from '../../src/secrets';
import { publicSessionId, rowsOf } from '../../src/modules/privacy/personal-data-export';
import { PERSONAL_DATA, ruleOf } from '../../src/modules/privacy/personal-data';
import { createUser } from '../support/accounts';
import { Agent, startApp, type TestApp } from '../support/http';
import { aBuild, databases, insertCharacter, insertEvent, useTestDatabase } from '../support';

/**
 * Export and erasure miss nothing: a person whose name, email, character name, registration answer and
 * survey answer carry a unique marker, with a row in every table that names a user; the export holds
 * each of those rows and nothing of another person; after erasure no text column of any table holds
 * the marker, ledger sums and event counts are unchanged, and the person cannot sign in.
 */

/** Every (table, column) whose column names a user, found from the entity metadata. */
export function userReferences(dataSource: DataSource): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (table: string, column: string) => {
    if (!found.has(table)) found.set(table, new Set());
    found.get(table)!.add(column);
  };
  for (const metadata of dataSource.entityMetadatas) {
    if (metadata.target === User) add(metadata.tableName, 'id');
    for (const relation of metadata.manyToOneRelations) {
      if (relation.inverseEntityMetadata.target !== User) continue;
      for (const column of relation.joinColumns) add(metadata.tableName, column.databaseName);
    }
    // Columns that name a user without a declared relation (e.g. webhooks.created_by_id, a principal "user:<id>").
    for (const column of metadata.columns) {
      if (/^(user|owner|actor)_id$|_by_id$|_user_id$|^principal$/.test(column.databaseName)) add(metadata.tableName, column.databaseName);
    }
  }
  return found;
}

/** The text-holding columns of every table (varchar, text, JSON), to scan for the marker. */
function textColumns(dataSource: DataSource): Array<{ table: string; column: string }> {
  const columns: Array<{ table: string; column: string }> = [];
  for (const metadata of dataSource.entityMetadatas) {
    for (const column of metadata.columns) {
      const type = (typeof column.type === 'function' ? column.type.name : column.type).toLowerCase();
      if (/char|text|json|string|clob/.test(type)) columns.push({ table: metadata.tableName, column: column.databaseName });
    }
  }
  return columns;
}

async function tablesHolding(dataSource: DataSource, marker: string): Promise<string[]> {
  const holding: string[] = [];
  for (const { table, column } of textColumns(dataSource)) {
    const q = dataSource.driver.escape.bind(dataSource.driver);
    const [row] = await dataSource.query(`SELECT COUNT(*) AS n FROM ${q(table)} WHERE ${q(column)} LIKE ?`, [`%${marker}%`]);
    if (Number(row.n) > 0) holding.push(`${table}.${column}`);
  }
  return holding;
}

const sum = async (dataSource: DataSource, table: string, where: string, parameters: unknown[]) =>
  Number((await dataSource.query(`SELECT COALESCE(SUM(amount), 0) AS total FROM ${table} WHERE ${where}`, parameters))[0].total);
const count = async (dataSource: DataSource, table: string, where: string, parameters: unknown[]) =>
  Number((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, parameters))[0].n);

describe('the personal-data rules', () => {
  describe.each(databases())('on %s', (kind) => {
    const db = useTestDatabase(kind);

    it('cover every table with a column naming a user, and every such column', () => {
      const references = userReferences(db.dataSource);
      expect(references.size).toBeGreaterThan(10);
      const missing: string[] = [];
      for (const [table, columns] of references) {
        const rule = ruleOf(table);
        if (!rule) {
          missing.push(`${table}: no rule in PERSONAL_DATA`);
          continue;
        }
        for (const column of columns) {
          const named =
            rule.mine.includes(column) ||
            (rule.alsoNames !== undefined && column in rule.alsoNames) ||
            (table === 'users' && column === 'id');
          if (!named) missing.push(`${table}.${column}: neither in the rule's condition nor in alsoNames`);
        }
      }
      expect(missing).toEqual([]);
      // every rule names a real table
      const tables = new Set(db.dataSource.entityMetadatas.map((metadata) => metadata.tableName));
      expect(PERSONAL_DATA.map((rule) => rule.table).filter((table) => !tables.has(table))).toEqual([]);
    });
  });
});

describe.each(databases())('export and erasure on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** A person with a row in every table that names a user; every personal text carries `marker`. */
  async function seedPerson(marker: string, admin: User) {
    const ds = db.dataSource;
    const now = t.clock.now();
    const person = await createUser(ds, { email: `${marker}@example.org` });
    await ds
      .getRepository(User)
      .update({ id: person.id }, { firstName: `Ann${marker}`, lastName: `Lee${marker}`, emailConsent: true, shardTotal: 7 });
    const agent = new Agent(t.app, '10.9.0.1');
    const login = await agent.request('POST', '/api/v1/login', {
      json: { email: person.email, password: person.password },
      headers: { 'user-agent': `Firefox on ${marker}'s laptop` },
    });
    expect(login.status).toBe(200);
    // the email change leaves a one-time token and a queued mail to the new address
    const changed = await agent.rest('PATCH', '/user/profile', { email: `new-${marker}@example.org` });
    expect(changed.status).toBe(200);

    const past = await insertEvent(ds, {
      eventTitle: 'Spring Moot',
      eventStartTime: new Date(now.getTime() - 20 * 86400000),
      eventEndTime: new Date(now.getTime() - 18 * 86400000),
      eventFinalized: true,
    });
    const future = await insertEvent(ds, { eventTitle: 'Summer Moot', eventPcCapacity: 1, eventWaitlistMode: 'automatic' }, now);
    const played = await insertCharacter(ds, person.id, {
      savedBuild: aBuild({ character_name: `Hero${marker}` }),
      committedBuild: aBuild({ character_name: `Hero${marker}` }),
      characterXpTotal: 8,
    });
    const spare = await insertCharacter(ds, person.id, { savedBuild: aBuild({ character_name: `Spare${marker}` }) });
    await ds.getRepository(CharacterBuildCommit).save({
      characterId: played.id,
      build: aBuild({ character_name: `Hero${marker}` }),
      buildVersion: 1,
      committedById: person.id,
      committedAt: now,
    });
    await ds.getRepository(XpLedgerEntry).save([
      { characterId: played.id, amount: 5, kind: 'attendance', reason: 'Spring Moot', actorId: admin.id, eventId: past.id, createdAt: now },
      { characterId: played.id, amount: 3, kind: 'grant', reason: 'good deed', actorId: admin.id, eventId: null, createdAt: now },
      { characterId: spare.id, amount: 2, kind: 'starting_xp', reason: 'start', actorId: null, eventId: null, createdAt: now },
    ]);
    await ds.getRepository(ShardLedgerEntry).save([
      {
        userId: person.id,
        amount: 10,
        kind: 'grant',
        reason: 'donation',
        actorId: admin.id,
        eventId: null,
        characterId: null,
        createdAt: now,
      },
      {
        userId: person.id,
        amount: -3,
        kind: 'xp_token',
        reason: 'XP token',
        actorId: person.id,
        eventId: null,
        characterId: played.id,
        createdAt: now,
      },
    ]);
    await ds
      .getRepository(DeathRecord)
      .save({ characterId: played.id, deathCount: 1, reaperFightCount: 0, eventName: 'Spring Moot', actorId: admin.id, recordedAt: now });
    const registrations = ds.getRepository(EventRegistration);
    const [pastRegistration] = await registrations.save(
      registrations.create([
        {
          eventId: past.id,
          userId: person.id,
          characterId: played.id,
          eventRole: 'pc',
          state: 'accepted',
          registeredAt: now,
          staffNote: `owes a tent ${marker}`,
          questionAnswers: [{ event_registration_question: 'q1', question_answer: `allergic to ${marker}` }],
        },
        {
          eventId: future.id,
          userId: person.id,
          characterId: played.id,
          eventRole: 'pc',
          state: 'accepted',
          registeredAt: now,
          questionAnswers: [{ event_registration_question: 'q1', question_answer: `vegan ${marker}` }],
        },
      ]),
    );
    // Paid at the past event (the bank's payer name carries the marker), with a price an admin set
    await ds.getRepository(PaymentEntry).save({
      registrationId: pastRegistration.id,
      eventId: past.id,
      userId: person.id,
      kind: 'payment',
      amount: 2000,
      currency: 'EUR',
      method: 'bank_transfer',
      reference: 'RF18539007547034',
      reason: '',
      payerName: `ANN LEE ${marker}`,
      bankLineKey: null,
      actorId: admin.id,
      createdAt: now,
    });
    await ds
      .getRepository(RegistrationPrice)
      .save({ registrationId: pastRegistration.id, eventRole: 'pc', price: 2000, reason: 'helper', setById: person.id, setAt: now });
    // Let in at the past event's gate by two devices (a conflict an admin resolved)
    const checkin = await ds.getRepository(Checkin).save({
      eventId: past.id,
      registrationId: pastRegistration.id,
      ticketId: null,
      nonce: randomBytes(8).toString('hex'),
      deviceId: 'gate-1',
      scannedAt: now,
      receivedAt: now,
      admittedById: admin.id,
      walkIn: false,
      walkInName: null,
      walkInReason: null,
      annulledAt: null,
      annulledById: null,
      annulReason: null,
      liveKey: 'live',
    });
    const conflict = await ds.getRepository(CheckinConflict).save({
      eventId: past.id,
      registrationId: pastRegistration.id,
      checkinId: checkin.id,
      openedAt: now,
      resolvedAt: now,
      resolvedById: admin.id,
      resolution: 'same person',
    });
    await ds.getRepository(CheckinScan).save({
      eventId: past.id,
      nonce: randomBytes(8).toString('hex'),
      deviceId: 'gate-2',
      scannedAt: now,
      receivedAt: now,
      uploadedById: admin.id,
      entry: 'code',
      registrationId: pastRegistration.id,
      result: 'conflict',
      reason: null,
      checkinId: checkin.id,
      conflictId: conflict.id,
    });
    // Let in at the future event's gate by the name staff typed, then given this account by an admin
    await ds.getRepository(Checkin).save({
      eventId: future.id,
      registrationId: null,
      ticketId: null,
      nonce: randomBytes(8).toString('hex'),
      deviceId: 'gate-1',
      scannedAt: now,
      receivedAt: now,
      admittedById: admin.id,
      walkIn: true,
      walkInName: `Pat${marker}`,
      walkInReason: 'came without a ticket',
      walkInUserId: person.id,
      annulledAt: null,
      annulledById: null,
      annulReason: null,
      liveKey: 'live',
    });
    // The post-event table of the past event as the person (an admin there) saved it last
    await ds.getRepository(PostEventDraft).save({ eventId: past.id, records: [], version: 1, updatedById: person.id, updatedAt: now });
    await ds.getRepository(CheckinAuditEntry).save({
      eventId: past.id,
      action: 'resolve',
      checkinId: checkin.id,
      conflictId: conflict.id,
      actorId: person.id,
      reason: 'decided at the gate',
      at: now,
    });
    await ds
      .getRepository(AttendanceRecord)
      .save({ eventId: past.id, userId: person.id, characterId: played.id, eventRole: 'pc', xp: 5, xpSequence: 1 });
    await ds
      .getRepository(SurveyResponse)
      .save({ eventId: past.id, userId: person.id, surveyAnswers: [{ survey_question: 's1', question_answer: `loved it ${marker}` }] });
    await ds
      .getRepository(NotificationSettings)
      .save({ userId: person.id, reminderMails: false, unsubscribeToken: randomBytes(16).toString('hex') });
    await ds.getRepository(ApiToken).save({
      userId: person.id,
      name: `script ${marker}`,
      tokenHash: randomBytes(32).toString('hex'),
      tokenPrefix: 'larp_ab',
      scopes: ['characters:read'],
      expiresAt: new Date(now.getTime() + 86400000),
      revokedAt: null,
      lastUsedAt: null,
      createdAt: now,
    });
    await ds.getRepository(CalendarFeed).save({ userId: person.id, tokenHash: randomBytes(32).toString('hex'), createdAt: now });
    await ds.getRepository(IdempotencyRecord).save({
      principal: `user:${person.id}`,
      idempotencyKey: `key-${marker}`,
      route: 'POST /api/v1/user/characters',
      requestHash: 'h'.repeat(64),
      status: 201,
      response: { name: marker },
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86400000),
    });
    await ds.getRepository(SavedGraphqlQuery).save({
      ownerId: person.id,
      name: `mine ${marker}`,
      query: `{ currentUser { id } } # ${marker}`,
      variables: null,
      shared: false,
      createdAt: now,
      updatedAt: now,
    });
    await ds.getRepository(Webhook).save({
      url: 'https://hooks.example.org/larp',
      events: ['registration.created'],
      secret: 's'.repeat(64),
      active: true,
      createdById: person.id,
      createdAt: now,
    });
    await ds.getRepository(ParticipantMessage).save({
      sendKey: `privacy-${randomBytes(8).toString('hex')}`,
      eventId: null,
      audience: 'consenting',
      eventRole: null,
      sentById: person.id,
      subject: 'A new season',
      body: 'Sign-ups open soon.',
      recipientCount: 1,
      sentAt: now,
    });
    await ds.getRepository(RulesetVersion).save({
      number: 9001 + (await ds.getRepository(RulesetVersion).count()),
      name: 'Season two',
      label: '2',
      ruleset: { name: 'Season two' } as never,
      publishedById: person.id,
      publishedAt: now,
      policy: 'refund',
      rebuildUntil: null,
      draftId: null,
    });
    await ds.getRepository(RulesetDraft).save({
      baseVersion: 9001,
      ruleset: { name: 'Season three' } as never,
      createdById: person.id,
      createdAt: now,
      publishedVersion: null,
    });
    await ds.getRepository(CharacterRulesetNotice).save({
      characterId: played.id,
      versionNumber: 9001,
      policy: 'refund',
      kinds: ['cost_changed'],
      explanation: 'The price changed.',
      lostSkills: [],
      costBefore: 2,
      costAfter: 3,
      xpAdded: 1,
      exemptSkills: null,
      rebuildUntil: null,
      settledAt: null,
      createdAt: now,
    });
    return { person, agent, past, future, played, spare };
  }

  it('exports every row of the person and nothing of another; erasure leaves no trace of the marker and the game whole', async () => {
    const ds = db.dataSource;
    const admin = await createUser(ds, { roles: ['admin'] });
    const marker = `zq${randomBytes(5).toString('hex')}`;
    const otherMarker = `zq${randomBytes(5).toString('hex')}`;
    const seeded = await seedPerson(marker, admin);
    const other = await seedPerson(otherMarker, admin);
    const { person, agent, past, future, played } = seeded;
    // someone waiting for the person's place at the future event (full: one pc place)
    const registrations = ds.getRepository(EventRegistration);
    const waiting = await registrations.save(
      registrations.create({
        eventId: future.id,
        userId: other.person.id,
        characterId: other.played.id,
        eventRole: 'pc',
        state: 'waitlisted',
        registeredAt: t.clock.now(),
        questionAnswers: [],
      }),
    );

    // A row in every table that names a user (a new such table fails here until seeded): the person's
    // own rows by the table's rule, or a row whose user column names the person.
    const hash = await limiterKeyHasher(ds);
    const seededKeys = personKeys(person, hash);
    for (const [table, columns] of userReferences(ds)) {
      const rule = ruleOf(table);
      const own = rule ? (await rowsOf(ds.manager, rule, seededKeys)).length : 0;
      const where = [...columns].map((column) => `${column} = ?`).join(' OR ');
      const parameters = [...columns].map((column) => (column === 'principal' ? `user:${person.id}` : person.id));
      expect([table, own + (await count(ds, table, where, parameters))]).not.toEqual([table, 0]);
    }

    // ---- the export ----
    const exported = await agent.rest('GET', '/user/export');
    expect(exported.status).toBe(200);
    const document = exported.body.data;
    expect(document).toMatchObject({ format: 'larp-personal-data', version: 1 });
    expect(document.account).toMatchObject({
      _id: person.id,
      first_name: `Ann${marker}`,
      email: `${marker}@example.org`,
      pending_email: `new-${marker}@example.org`,
      email_consent: true,
    });
    expect(document.account.password_hash).toBeUndefined();
    const keys = personKeys(await ds.getRepository(User).findOneByOrFail({ id: person.id }), hash);
    for (const rule of PERSONAL_DATA) {
      if (rule.section === null) continue;
      const rows = await rowsOf(ds.manager, rule, keys);
      const expectedIds = rows.map((row) =>
        rule.table === 'sessions' ? publicSessionId(row.id) : rule.table === 'notification_settings' ? undefined : row.id,
      );
      const section = rule.section === 'account' ? [document.account] : (document[rule.section] as Array<Record<string, unknown>>);
      expect([rule.table, section.length]).toEqual([rule.table, rows.length]);
      expect([rule.table, section.map((row) => row._id)]).toEqual([rule.table, expectedIds]);
      for (const hidden of rule.hidden ?? []) {
        const column = ds.getMetadata(rule.entity).findColumnWithPropertyName(hidden)!.databaseName;
        if (column !== 'id') expect(section.every((row) => !(column in row))).toBe(true);
      }
    }
    expect(document.sessions[0]).toMatchObject({ device: `Firefox on ${marker}'s laptop`, current: true });
    expect(document.characters.map((row: { saved_build: { character_name: string } }) => row.saved_build.character_name).sort()).toEqual([
      `Hero${marker}`,
      `Spare${marker}`,
    ]);
    expect(
      document.registrations
        .map((row: { question_answers: Array<{ question_answer: string }> }) => row.question_answers[0].question_answer)
        .sort(),
    ).toEqual([`allergic to ${marker}`, `vegan ${marker}`]);
    expect(document.survey_responses[0].survey_answers[0].question_answer).toBe(`loved it ${marker}`);
    expect(document.events.map((event: { event_title: string }) => event.event_title).sort()).toEqual(['Spring Moot', 'Summer Moot']);
    const text = JSON.stringify(document);
    expect(text).toContain(marker);
    expect(text).not.toContain(otherMarker);
    expect(text).not.toContain(other.person.id);

    // the readable rendering of the same
    const html = await agent.request('GET', '/api/v1/user/export.html');
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(`Hero${marker}`);
    expect(html.body).toContain('Firefox on ' + marker + '&#39;s laptop');
    expect(html.body).not.toContain(otherMarker);

    // ---- erasure ----
    const before = {
      shards: await sum(ds, 'shard_ledger', 'user_id = ?', [person.id]),
      playedXp: await sum(ds, 'xp_ledger', 'character_id = ?', [played.id]),
      pastRegistrations: await count(ds, 'event_registrations', 'event_id = ?', [past.id]),
      futureRegistrations: await count(ds, 'event_registrations', 'event_id = ?', [future.id]),
      attendance: await count(ds, 'attendance_records', 'event_id = ?', [past.id]),
      surveys: await count(ds, 'survey_responses', 'event_id = ?', [past.id]),
      deaths: await count(ds, 'death_records', 'character_id = ?', [played.id]),
    };
    // wrong passwords for the person's address, in another spelling, and for the pending one: the
    // sign-in limiter's rows (rate_limit_buckets) must hold nothing of the person either
    const guesser = new Agent(t.app, '10.9.0.3');
    for (const email of [person.email, ` ${person.email.toUpperCase()}`, `new-${marker}@example.org`]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await guesser.rest('POST', '/login', { email, password: 'not the password' })).status).toBe(401);
      }
    }
    expect((await guesser.rest('POST', '/forgot_password', { email: `new-${marker}@example.org` })).status).toBe(200);
    const adminAgent = new Agent(t.app, '10.9.0.2');
    expect((await adminAgent.rest('POST', '/login', { email: admin.email, password: admin.password })).status).toBe(200);
    const erased = await adminAgent.rest('DELETE', `/users/${person.id}`);
    expect(erased).toMatchObject({ status: 200, body: { data: { message: 'The account was deleted.' } } });
    expect((await adminAgent.rest('DELETE', `/users/${person.id}`)).status).toBe(409);

    expect(await tablesHolding(ds, marker)).toEqual([]);
    // the other person is untouched (the scan finds what is there)
    expect((await tablesHolding(ds, otherMarker)).length).toBeGreaterThan(5);

    expect(await sum(ds, 'shard_ledger', 'user_id = ?', [person.id])).toBe(before.shards);
    expect(await sum(ds, 'xp_ledger', 'character_id = ?', [played.id])).toBe(before.playedXp);
    expect(await count(ds, 'event_registrations', 'event_id = ?', [past.id])).toBe(before.pastRegistrations);
    expect(await count(ds, 'event_registrations', 'event_id = ?', [future.id])).toBe(before.futureRegistrations - 1);
    // the freed place passed to the first in line, who is told
    expect((await registrations.findOneByOrFail({ id: waiting.id })).state).toBe('accepted');
    expect(await count(ds, 'notifications', "user_id = ? AND kind = 'promoted'", [other.person.id])).toBe(1);
    expect(await count(ds, 'attendance_records', 'event_id = ?', [past.id])).toBe(before.attendance);
    expect(await count(ds, 'survey_responses', 'event_id = ?', [past.id])).toBe(before.surveys);
    expect(await count(ds, 'death_records', 'character_id = ?', [played.id])).toBe(before.deaths);

    const pseudonym = await ds.getRepository(User).findOneByOrFail({ id: person.id });
    expect(pseudonym).toMatchObject({
      firstName: 'Deleted player',
      verified: false,
      emailConsent: false,
      privacyStatementAcceptedAt: null,
      shardTotal: 7,
    });
    expect(`${pseudonym.firstName} ${pseudonym.lastName}`).toMatch(/^Deleted player \d+$/);
    const kept = await ds.getRepository(Character).findOneByOrFail({ id: played.id });
    expect(kept.savedBuild!.character_name).toBe(`Deleted character ${pseudonym.erasedNumber}-1`);
    // the renamed builds are a new build version: what is kept by version (the impact report) reads them again
    expect(kept.buildVersion).toBe(played.buildVersion + 1);
    expect(kept.characterXpTotal).toBe(8);
    expect(await ds.getRepository(Character).countBy({ id: seeded.spare.id })).toBe(0);
    // the walk-in's check-in stays on the event's records, under the pseudonym's name
    expect(await ds.getRepository(Checkin).findOneByOrFail({ walkInUserId: person.id })).toMatchObject({
      walkIn: true,
      walkInName: `Deleted player ${pseudonym.erasedNumber}`,
      liveKey: 'live',
    });

    // cannot sign in; the old session is gone; not listed for staff
    expect(
      (await new Agent(t.app, '10.9.0.3').rest('POST', '/login', { email: `${marker}@example.org`, password: person.password })).status,
    ).toBe(401);
    expect((await agent.rest('GET', '/user')).status).toBe(401);
    const users = await adminAgent.rest('GET', '/users');
    expect(users.body.data.map((user: { _id: string }) => user._id)).not.toContain(person.id);
    expect(users.body.data.map((user: { _id: string }) => user._id)).toContain(other.person.id);
  });
});
