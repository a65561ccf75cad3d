import { AttendanceRecord } from '../../src/db/entities/attendance-record.entity';
import { Character } from '../../src/db/entities/character.entity';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { Event } from '../../src/db/entities/event.entity';
import { RegistrationQuestion } from '../../src/db/entities/question.entities';
import { ShardLedgerEntry, XpLedgerEntry } from '../../src/db/entities/ledger.entities';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import { createUser } from '../support/accounts';
import { Agent, outboxMessages, startApp, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCharacter, createEvent, DAY, eventFields, PNG_BYTES, sendEventForm } from '../support/events';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

/**
 * The server side of the staff event screens: decision mails, the registration answers
 * CSV and the finalize preview, through REST and GraphQL.
 */
describe.each(databases())('staff event operations on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let staff: Agent;
  let player: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    player = await agentFor(t.app, db.dataSource, users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const m = () => db.dataSource.manager;
  /** A verified player with this name. */
  async function person(firstName: string, lastName = 'Player') {
    const user = await createUser(db.dataSource);
    await m().update(User, { id: user.id }, { firstName, lastName });
    return Object.assign(user, { firstName, lastName });
  }
  const register = (
    userId: string,
    eventId: string,
    eventRole: string,
    characterId: string | null,
    extra: Partial<EventRegistration> = {},
  ) =>
    withTransaction(db.dataSource, (manager) =>
      manager.save(
        manager.create(EventRegistration, {
          eventId,
          userId,
          characterId,
          eventRole,
          state: null,
          waitlistNote: null,
          registeredAt: inDays(-30),
          questionAnswers: [],
          ...extra,
        }),
      ),
    );

  describe('decision mails', () => {
    it('mails the player on accept and on waitlist (with the message), once per change', async () => {
      const player1 = await person('Mira');
      const player2 = await person('Oskar');
      const character = await createCharacter(db.dataSource, player1.id);
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(30), eventTitle: 'Harvest Moot' });
      const accepted = await register(player1.id, event.id, 'pc', character.id);
      const waitlisted = await register(player2.id, event.id, 'npc', null);

      const answer = await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, {
        accept: [accepted.id],
        waitlist: [waitlisted.id],
        waitlist_messages: { [waitlisted.id]: 'The npc camp is full; we will write when a bunk frees up.' },
      });
      expect(answer.status).toBe(200);
      const [acceptMail, ...moreToPlayer1] = outboxMessages(db.dataDir, player1.email);
      expect(moreToPlayer1).toEqual([]);
      expect(acceptMail).toContain('Subject: Registration accepted: Harvest Moot');
      expect(acceptMail).toContain(`Your registration for Harvest Moot as PC (${character.savedBuild!.character_name}) has been accepted.`);
      expect(acceptMail).toContain('http://localhost:4000/events');
      const [waitMail] = outboxMessages(db.dataDir, player2.email);
      expect(waitMail).toContain('Subject: Registration waitlisted: Harvest Moot');
      expect(waitMail).toContain('The npc camp is full; we will write when a bunk frees up.');

      // Accepting an accepted registration again changes nothing, so nothing is mailed.
      await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [accepted.id] });
      expect(outboxMessages(db.dataDir, player1.email)).toHaveLength(1);
      // Accepting the waitlisted one is news (GraphQL, the screens' transport).
      const gql = await admin.graphql(
        'mutation($e: ID!, $a: [ID!]) { confirmRegistrations(eventId: $e, accept: $a) { id state waitlistNote } }',
        { e: event.id, a: [waitlisted.id] },
      );
      expect(gql.body.data.confirmRegistrations).toEqual([{ id: waitlisted.id, state: 'ACCEPTED', waitlistNote: null }]);
      const player2Mails = outboxMessages(db.dataDir, player2.email);
      expect(player2Mails).toHaveLength(2);
      expect(player2Mails[1]).toContain('Subject: Registration accepted: Harvest Moot');
    });

    it('mails nothing when the review is refused', async () => {
      const someone = await createUser(db.dataSource);
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(30) });
      const registration = await register(someone.id, event.id, 'npc', null);
      const refused = await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, {
        waitlist: [registration.id],
        waitlist_messages: { [registration.id]: '  ' },
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'A message is required for each waitlisted registration' } });
      expect(outboxMessages(db.dataDir, someone.email)).toEqual([]);
      expect((await m().findOneByOrFail(EventRegistration, { id: registration.id })).state).toBeNull();
    });
  });

  describe("the event's own registration questions", () => {
    it('creates, selects and changes questions of one event beside the defaults', async () => {
      const defaults = await admin.rest('PATCH', '/default_registration_questions', {
        default_registration_questions: [{ question_text: 'Emergency contact?', roles_to_ask: ['pc', 'npc'], answer_required: true }],
      });
      const [contact] = defaults.body.data;
      const created = await sendEventForm(
        admin,
        'POST',
        '/events',
        eventFields(inDays(30), {
          event_registration_questions: JSON.stringify([
            contact,
            { question_text: 'Which camp do you join?', roles_to_ask: ['pc'], answer_required: true },
          ]),
        }),
        { field: 'event_image', filename: 'map.png', contentType: 'image/png', bytes: PNG_BYTES },
      );
      expect(created.status).toBe(201);
      const [first, own] = created.body.data.event_registration_questions;
      expect(first).toEqual(contact);
      expect(own).toEqual({
        _id: expect.any(String),
        question_text: 'Which camp do you join?',
        roles_to_ask: ['pc'],
        answer_required: true,
      });
      expect(created.body.data.event_image).toMatch(/\.png$/);
      // The event's own question is not a default.
      expect((await admin.rest('GET', '/default_registration_questions')).body.data).toEqual([contact]);

      // Edit: the own question changes in place; a default sent with other text is only selected.
      const edited = await sendEventForm(admin, 'PATCH', `/events/${created.body.data._id}`, {
        event_registration_questions: JSON.stringify([
          { ...own, question_text: 'Which camp will you join?', roles_to_ask: ['pc', 'npc'], answer_required: false },
          { ...contact, question_text: 'Changed here?' },
        ]),
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.event_registration_questions).toEqual([
        { _id: own._id, question_text: 'Which camp will you join?', roles_to_ask: ['pc', 'npc'], answer_required: false },
        contact,
      ]);
      const refused = await sendEventForm(admin, 'PATCH', `/events/${created.body.data._id}`, {
        event_registration_questions: JSON.stringify([{ question_text: 'Q', roles_to_ask: ['wizard'] }]),
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Unknown event role: wizard' } });
      const empty = await sendEventForm(admin, 'PATCH', `/events/${created.body.data._id}`, {
        event_registration_questions: JSON.stringify([{ question_text: ' ' }]),
      });
      expect(empty).toMatchObject({ status: 400, body: { message: 'Question text is required' } });

      // GraphQL: the same selection through registrationQuestions.
      const gql = await admin.graphql(
        `mutation($id: ID!, $q: [QuestionInput!]) { updateEvent(id: $id, input: { registrationQuestions: $q }) { registrationQuestions { questionText answerRequired } } }`,
        {
          id: created.body.data._id,
          q: [{ id: contact._id }, { questionText: 'Bringing a tent?', rolesToAsk: ['npc'], answerRequired: false }],
        },
      );
      expect(gql.body.data.updateEvent.registrationQuestions).toEqual([
        { questionText: 'Emergency contact?', answerRequired: true },
        { questionText: 'Bringing a tent?', answerRequired: false },
      ]);
    });
  });

  describe('registration answers CSV', () => {
    let eventId: string;
    beforeAll(async () => {
      const save = (questionText: string, rolesToAsk: string[]) =>
        withTransaction(db.dataSource, (mm) =>
          mm.save(mm.create(RegistrationQuestion, { isDefault: false, questionText, rolesToAsk, answerRequired: false, position: 0 })),
        );
      const diet = await save('Dietary needs, if any?', ['pc', 'npc']);
      const shifts = await save('Which shifts?', ['npc']);
      const event = await createEvent(db.dataSource, {
        eventStartTime: inDays(30),
        eventTitle: 'Spring Gathering',
        eventRegistrationQuestions: [diet.id, shifts.id],
      });
      eventId = event.id;
      const ada = await person('Ada', 'Quill');
      const bo = await person('Bo', 'Stone');
      const cy = await person('Cy', 'Gone');
      const character = await createCharacter(db.dataSource, ada.id);
      await register(ada.id, event.id, 'pc', character.id, {
        state: 'accepted',
        registeredAt: inDays(-3),
        questionAnswers: [{ event_registration_question: diet.id, question_answer: 'No nuts, "please", thanks\nreally' }],
      });
      await register(bo.id, event.id, 'npc', null, {
        registeredAt: inDays(-2),
        questionAnswers: [
          { event_registration_question: diet.id, question_answer: '=HYPERLINK("http://evil")' },
          { event_registration_question: shifts.id, question_answer: 'Saturday' },
        ],
      });
      await register(cy.id, event.id, 'npc', null, { state: 'cancelled', registeredAt: inDays(-1) });
    });

    it('downloads one row per active registration and one column per question, escaped', async () => {
      const answer = await staff.request('GET', `/api/v1/events/${eventId}/registration_answers.csv`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="Spring-Gathering-registration-answers.csv"');
      const text = answer.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      // Staff may read payments: what each owes and has paid comes before the answers (no fees here).
      const payments = 'Owed (EUR),Paid (EUR),Waived (EUR),Balance (EUR),Payment status,Payment reference';
      expect(lines[0]).toBe(
        `First name,Last name,Email,Role,Character,State,Registered at,${payments},"Dietary needs, if any?",Which shifts?`,
      );
      const nothingOwed = '0.00,0.00,0.00,0.00,Nothing owed,RF\\d{2}[0-9A-Z]+';
      expect(lines[1]).toMatch(
        new RegExp(`^Ada,Quill,[^,]+,pc,Hero \\d+,Accepted,2026-02-26 12:00,${nothingOwed},"No nuts, ""please"", thanks\nreally",$`),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^Bo,Stone,[^,]+,npc,,Unreviewed,2026-02-27 12:00,${nothingOwed},"'=HYPERLINK\\(""http://evil""\\)",Saturday$`),
      );
      expect(lines.slice(3)).toEqual(['']);
      expect(text).not.toContain('Cy,Gone');

      const gql = await admin.graphql('query($e: ID!) { registrationAnswersCsv(eventId: $e) }', { e: eventId });
      expect(gql.body.data.registrationAnswersCsv).toBe(text);
    });

    it('sends a browser without a session to the login page and back; API clients get the JSON 401', async () => {
      const url = `/api/v1/events/${eventId}/registration_answers.csv`;
      const nobody = new Agent(t.app);
      const browser = await nobody.request('GET', url, {
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-mode': 'navigate' },
      });
      expect(browser.status).toBe(303);
      expect(browser.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
      expect(browser.headers['content-disposition']).toBeUndefined();

      for (const accept of ['application/json', '*/*', 'text/csv']) {
        const api = await nobody.request('GET', url, { headers: { accept } });
        expect(api.status).toBe(401);
        expect(api.headers['content-type']).toMatch(/^application\/json/);
        expect(api.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      // Signed in, the same navigation downloads the file; a player is still refused (no redirect).
      expect((await staff.request('GET', url, { headers: { accept: 'text/html' } })).status).toBe(200);
      expect((await player.request('GET', url, { headers: { accept: 'text/html' } })).status).toBe(403);

      // The route table's downloads (the staff CSV exports) alike; its JSON calls never redirect.
      const exportUrl = `/api/v1/exports/events/${eventId}/attendance.csv`;
      const exportPage = await nobody.request('GET', exportUrl, { headers: { accept: 'text/html' } });
      expect([exportPage.status, exportPage.headers.location]).toEqual([303, `/login?next=${encodeURIComponent(exportUrl)}`]);
      expect((await nobody.request('GET', exportUrl, { headers: { accept: 'application/json' } })).status).toBe(401);
      expect((await staff.request('GET', exportUrl, { headers: { accept: 'text/html' } })).status).toBe(200);
      expect((await player.request('GET', exportUrl, { headers: { accept: 'text/html' } })).status).toBe(403);
      expect((await nobody.request('GET', '/api/v1/user', { headers: { accept: 'text/html' } })).status).toBe(401);
    });

    it('is for staff and admins only', async () => {
      expect((await player.request('GET', `/api/v1/events/${eventId}/registration_answers.csv`)).status).toBe(403);
      const gql = await player.graphql('query($e: ID!) { registrationAnswersCsv(eventId: $e) }', { e: eventId });
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await staff.request('GET', `/api/v1/events/${'a'.repeat(24)}/registration_answers.csv`)).status).toBe(404);
    });
  });

  describe('a role change after a decision (events §4)', () => {
    it('marks the registration as needing reconfirmation, unlike a new one, until the next decision or a new registration', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(40), eventTitle: 'Autumn Gathering' });
      const character = await createCharacter(db.dataSource, users.player.id);
      const created = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
        question_answers: [],
      });
      expect(created.body.data).toMatchObject({ state: null, role_changed_at: null });
      const id = created.body.data._id as string;
      const review = async () => {
        const answer = await staff.graphql(
          'query($e: ID!) { attendanceReview(eventId: $e) { eventRegistrations { id state roleChangedAt } } }',
          { e: event.id },
        );
        const registration = answer.body.data.attendanceReview.eventRegistrations.find((r: { id: string }) => r.id === id);
        const csv = (await staff.request('GET', `/api/v1/events/${event.id}/registration_answers.csv`)).body as string;
        return {
          state: registration.state,
          roleChanged: registration.roleChangedAt !== null,
          csvState: csv.split('\r\n')[1].split(',')[5],
        };
      };
      expect(await review()).toEqual({ state: null, roleChanged: false, csvState: 'Unreviewed' });

      // A role change before any decision: still simply unreviewed.
      expect((await player.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'npc' })).body.data).toMatchObject({
        state: null,
        role_changed_at: null,
      });
      expect((await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [id] })).status).toBe(
        200,
      );
      const changed = await player.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'pc', character: character.id });
      expect(changed.body.data).toMatchObject({ state: null, role_changed_at: NOW.toISOString() });
      expect(await review()).toEqual({ state: null, roleChanged: true, csvState: 'Needs reconfirmation' });

      // The next decision clears it.
      const waitlisted = await admin.graphql(
        `mutation { confirmRegistrations(eventId: "${event.id}", waitlist: [{ registrationId: "${id}", message: "Full" }]) { state roleChangedAt } }`,
      );
      expect(waitlisted.body.data.confirmRegistrations).toEqual([{ state: 'WAITLISTED', roleChangedAt: null }]);
      await player.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'npc' });
      expect(await review()).toEqual({ state: null, roleChanged: true, csvState: 'Needs reconfirmation' });
      // Cancelled and registered again: a new registration.
      expect((await player.rest('POST', `/user/event_registrations/${id}/cancel`)).status).toBe(200);
      expect(
        (await player.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'pc', character: character.id })).body.data,
      ).toMatchObject({ state: null, role_changed_at: null });
      expect(await review()).toEqual({ state: null, roleChanged: false, csvState: 'Unreviewed' });
    });
  });

  describe('finalize preview', () => {
    async function setUp() {
      const pc = await person('Pia');
      const npc = await person('Nils');
      const walkIn = await person('Walt');
      await m().update(User, { id: pc.id }, { shardTotal: 5 });
      const pcCharacter = await createCharacter(db.dataSource, pc.id, { characterXpTotal: 40, characterXpSequence: 3, deathCount: 1 });
      const walkInCharacter = await createCharacter(db.dataSource, walkIn.id, { characterXpTotal: 12, characterXpSequence: 0 });
      // Two days: Friday to Sunday, 9 to 7 days ago.
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(-9), eventEndTime: inDays(-7) });
      await register(pc.id, event.id, 'pc', pcCharacter.id, { state: 'accepted' });
      await register(npc.id, event.id, 'npc', null, { state: 'accepted' });
      return { pc, npc, walkIn, pcCharacter, walkInCharacter, event };
    }

    async function written(eventId: string) {
      return {
        finalized: (await m().findOneByOrFail(Event, { id: eventId })).eventFinalized,
        records: await m().countBy(AttendanceRecord, { eventId }),
        xp: await m().countBy(XpLedgerEntry, { eventId }),
        shards: await m().countBy(ShardLedgerEntry, { eventId }),
      };
    }

    it('shows the defaults and each balance before and after, writing nothing; finalize then writes exactly that', async () => {
      const { pc, npc, walkIn, pcCharacter, walkInCharacter, event } = await setUp();
      const records = {
        [pc.id]: { deaths: 1, donation_shards: 4, donation_items: 'A lantern' },
        [npc.id]: {},
        [walkIn.id]: { event_role: 'pc', character: walkInCharacter.id },
      };
      const answer = await admin.rest('POST', `/events/${event.id}/finalize/preview`, { attendance_records: records });
      expect(answer.status).toBe(200);
      const rows = answer.body.data;
      expect(rows).toHaveLength(3);
      const byUser = Object.fromEntries(rows.map((row: { user: { _id: string } }) => [row.user._id, row]));
      // xp_sequence 3 -> 4: eventXp(3, 2 days) = ceil((5 - floor(3/5)) * 2 * 0.5) = 5.
      expect(byUser[pc.id]).toEqual({
        user: { _id: pc.id, first_name: 'Pia', last_name: expect.any(String), email: pc.email },
        character: { _id: pcCharacter.id, character_name: pcCharacter.savedBuild!.character_name },
        event_role: 'pc',
        deaths: 1,
        reaper_fights: 0,
        xp: 5,
        xp_sequence: 4,
        npc_shards: 0,
        donation_shards: 4,
        donation_items: 'A lantern',
        changes: {
          character_xp_total: { before: 40, after: 45 },
          character_xp_sequence: { before: 3, after: 4 },
          death_count: { before: 1, after: 2 },
          reaper_fight_count: { before: 0, after: 0 },
          shard_total: { before: 5, after: 9 },
        },
      });
      // A registered npc without a character: 30 shards, no character changes.
      expect(byUser[npc.id]).toMatchObject({
        character: null,
        event_role: 'npc',
        xp: 0,
        npc_shards: 30,
        changes: { character_xp_total: null, death_count: null, shard_total: { before: 0, after: 30 } },
      });
      // The walk-in: no registration, first event (sequence 0 -> 1): eventXp(0, 2) = 5.
      expect(byUser[walkIn.id]).toMatchObject({
        event_role: 'pc',
        xp: 5,
        xp_sequence: 1,
        changes: { character_xp_total: { before: 12, after: 17 } },
      });
      expect(await written(event.id)).toEqual({ finalized: false, records: 0, xp: 0, shards: 0 });

      // GraphQL gives the same figures.
      const gql = await admin.graphql(
        `query($e: ID!, $r: [AttendanceInput!]!) { finalizePreview(eventId: $e, records: $r) {
          userId characterName xp npcShards characterXp { before after } shards { before after } } }`,
        { e: event.id, r: [{ userId: npc.id }, { userId: pc.id, deaths: 1, donationShards: 4, donationItems: 'A lantern' }] },
      );
      expect(gql.body.data.finalizePreview).toEqual([
        { userId: npc.id, characterName: null, xp: 0, npcShards: 30, characterXp: null, shards: { before: 0, after: 30 } },
        {
          userId: pc.id,
          characterName: pcCharacter.savedBuild!.character_name,
          xp: 5,
          npcShards: 0,
          characterXp: { before: 40, after: 45 },
          shards: { before: 5, after: 9 },
        },
      ]);

      // Finalizing with the same records lands on the previewed "after" values.
      expect((await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: records })).status).toBe(200);
      const character = await m().findOneByOrFail(Character, { id: pcCharacter.id });
      expect([character.characterXpTotal, character.characterXpSequence, character.deathCount]).toEqual([45, 4, 2]);
      expect((await m().findOneByOrFail(User, { id: pc.id })).shardTotal).toBe(9);
      expect((await m().findOneByOrFail(User, { id: npc.id })).shardTotal).toBe(30);
    });

    it("postEventDefaults: every accepted registration's starting row in one call, none once finalized", async () => {
      const { pc, npc, pcCharacter, event } = await setUp();
      const waitlisted = await person('Wanda');
      await register(waitlisted.id, event.id, 'pc', null, { state: 'waitlisted', waitlistNote: 'Full' });
      const query = `query($e: ID!) { postEventDefaults(eventId: $e) { userId characterId eventRole xp xpSequence npcShards donationShards characterXp { before after } } }`;
      const answer = await admin.graphql(query, { e: event.id });
      expect(answer.body.errors).toBeUndefined();
      // The same rows as a preview of bare records for the accepted registrations (the waitlisted one is left out).
      expect(answer.body.data.postEventDefaults).toEqual([
        {
          userId: pc.id,
          characterId: pcCharacter.id,
          eventRole: 'pc',
          xp: 5,
          xpSequence: 4,
          npcShards: 0,
          donationShards: 0,
          characterXp: { before: 40, after: 45 },
        },
        { userId: npc.id, characterId: null, eventRole: 'npc', xp: 0, xpSequence: 0, npcShards: 30, donationShards: 0, characterXp: null },
      ]);
      expect(await written(event.id)).toEqual({ finalized: false, records: 0, xp: 0, shards: 0 });

      expect((await staff.graphql(query, { e: event.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      const upcoming = await createEvent(db.dataSource, { eventStartTime: inDays(10) });
      expect((await admin.graphql(query, { e: upcoming.id })).body.errors[0].message).toBe(
        'Only a published event that has passed can be finalized',
      );
      expect((await admin.graphql(query, { e: 'c'.repeat(24) })).body.errors[0].extensions.code).toBe('NOT_FOUND');

      expect((await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: {} })).status).toBe(200);
      const finalized = await admin.graphql(query, { e: event.id });
      expect([finalized.body.errors, finalized.body.data]).toEqual([undefined, { postEventDefaults: [] }]);
    });

    it('refuses what finalize refuses, with the same messages', async () => {
      const { pc, event } = await setUp();
      const preview = (eventId: string, records: unknown, agent = admin) =>
        agent.rest('POST', `/events/${eventId}/finalize/preview`, { attendance_records: records });
      expect(await preview(event.id, { [pc.id]: { xp: -1 } })).toMatchObject({
        status: 400,
        body: { message: `attendance_records.${pc.id}.xp must be a whole number from 0 to 100000` },
      });
      expect(await preview(event.id, { ['b'.repeat(24)]: {} })).toMatchObject({
        status: 400,
        body: { message: `User not found: ${'b'.repeat(24)}` },
      });
      expect(await preview(event.id, [])).toMatchObject({ status: 400 });
      expect((await preview(event.id, {}, staff)).status).toBe(403);
      expect((await preview(event.id, {}, player)).status).toBe(403);
      expect((await preview('c'.repeat(24), {})).status).toBe(404);
      const upcoming = await createEvent(db.dataSource, { eventStartTime: inDays(10) });
      expect(await preview(upcoming.id, {})).toMatchObject({
        status: 409,
        body: { message: 'Only a published event that has passed can be finalized' },
      });
      expect((await admin.rest('POST', `/events/${event.id}/finalize`, { attendance_records: {} })).status).toBe(200);
      expect(await preview(event.id, {})).toMatchObject({ status: 409, body: { message: 'This event has already been finalized' } });
    });
  });
});
