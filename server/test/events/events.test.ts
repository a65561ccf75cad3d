import { Event } from '../../src/db/entities/event.entity';
import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { RegistrationQuestion } from '../../src/db/entities/question.entities';
import { withTransaction } from '../../src/db/transaction';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCharacter, createEvent, createQuietUsers, DAY, eventFields, JPEG_BYTES, PNG_BYTES, sendEventForm } from '../support/events';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(databases())('events on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let player: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    player = await agentFor(t.app, db.dataSource, users, 'player');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const eventCount = () => db.dataSource.manager.count(Event);
  // Images live in the database (every process serves them); these are the stored names.
  const uploads = async (): Promise<string[]> =>
    (await db.dataSource.query('SELECT name FROM stored_images')).map((row: { name: string }) => row.name);

  describe('create and edit (multipart)', () => {
    it('creates an unpublished event with its image and selected questions', async () => {
      const question = await withTransaction(db.dataSource, (m) =>
        m.save(
          m.create(RegistrationQuestion, {
            isDefault: true,
            questionText: 'Allergies?',
            rolesToAsk: ['pc', 'npc'],
            answerRequired: false,
            position: 0,
          }),
        ),
      );
      const answer = await sendEventForm(
        admin,
        'POST',
        '/events',
        eventFields(inDays(30), {
          event_registration_questions: JSON.stringify([{ _id: question.id, question_text: 'Allergies?', roles_to_ask: ['pc', 'npc'] }]),
        }),
        { field: 'event_image', filename: 'poster.txt', contentType: 'text/plain', bytes: PNG_BYTES },
      );
      expect(answer.status).toBe(201);
      const event = answer.body.data;
      expect(event).toMatchObject({
        event_title: 'Spring Gathering',
        event_published: false,
        event_finalized: false,
        event_start_time: inDays(30).toISOString(),
        event_registration_questions: [
          { _id: question.id, question_text: 'Allergies?', roles_to_ask: ['pc', 'npc'], answer_required: false },
        ],
      });
      // The name is the server's, the type is the bytes' (a PNG sent as text/plain named .txt).
      expect(event.event_image).toMatch(/^[0-9a-f]{24}\.png$/);
      const image = await player.request('GET', `/api/v1/images/${event.event_image}`);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers.etag).toBe(`"${event.event_image}"`);
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const again = await player.request('GET', `/api/v1/images/${event.event_image}`, {
        headers: { 'if-none-match': image.headers.etag as string },
      });
      expect(again.status).toBe(304);
      expect(await uploads()).toContain(event.event_image);
    });

    it.each([
      ['event_title', '', 'Event title is required'],
      ['event_description', ' ', 'Event description is required'],
      ['event_address', '', 'Event address is required'],
      ['event_start_time', '', 'Event start time is required'],
      ['event_end_time', 'not a date', 'Event end time is not a valid date and time'],
    ])('refuses a missing or bad %s', async (field, value, message) => {
      const before = await eventCount();
      const answer = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30), { [field]: value }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await eventCount()).toBe(before);
    });

    it("refuses an end before (or at) the start with the spec's message", async () => {
      const before = await eventCount();
      for (const end of [inDays(29), inDays(30)]) {
        const answer = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30), { event_end_time: end.toISOString() }));
        expect(answer).toMatchObject({ status: 400, body: { message: 'Event end time must be after start time' } });
      }
      expect(await eventCount()).toBe(before);
    });

    it('refuses a non-image whatever its name and type, and an image over 5 MB; nothing is stored', async () => {
      const before = { events: await eventCount(), files: (await uploads()).length };
      const fake = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), {
        field: 'event_image',
        filename: 'poster.png',
        contentType: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
      expect(fake).toMatchObject({ status: 400, body: { message: 'The event image must be a JPEG, PNG, GIF or WebP image' } });
      const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
      const oversized = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), {
        field: 'event_image',
        filename: 'big.jpg',
        contentType: 'image/jpeg',
        bytes: big,
      });
      expect(oversized).toMatchObject({ status: 413, body: { message: 'The event image must be at most 5 MB' } });
      expect(await eventCount()).toBe(before.events);
      expect((await uploads()).length).toBe(before.files);
    });

    it('accepts an image of exactly 5 MB', async () => {
      const bytes = Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024 - JPEG_BYTES.length)]);
      const answer = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), {
        field: 'event_image',
        filename: 'exact.jpg',
        contentType: 'application/octet-stream',
        bytes,
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data.event_image).toMatch(/\.jpg$/);
    });

    it('needs X-Requested-With on a multipart request (a cross-site form cannot send it)', async () => {
      const before = await eventCount();
      const answer = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), undefined, {});
      expect(answer.status).toBe(400);
      expect(await eventCount()).toBe(before);
    });

    it('edits fields and replaces the image with set_event_image; the old file is removed', async () => {
      const created = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), {
        field: 'event_image',
        filename: 'a.png',
        contentType: 'image/png',
        bytes: PNG_BYTES,
      });
      const { _id: id, event_image: oldImage } = created.body.data;
      const edited = await sendEventForm(
        admin,
        'PATCH',
        `/events/${id}`,
        eventFields(inDays(31), { event_title: 'Renamed', set_event_image: 'true' }),
        {
          field: 'event_image',
          filename: 'b.jpg',
          contentType: 'image/jpeg',
          bytes: JPEG_BYTES,
        },
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ event_title: 'Renamed', event_start_time: inDays(31).toISOString() });
      expect(edited.body.data.event_image).toMatch(/\.jpg$/);
      expect(await uploads()).not.toContain(oldImage);
      expect((await player.request('GET', `/api/v1/images/${oldImage}`)).status).toBe(404);

      const kept = await sendEventForm(admin, 'PATCH', `/events/${id}`, { event_title: 'Again' });
      expect(kept.body.data).toMatchObject({ event_title: 'Again', event_image: edited.body.data.event_image });
      const bad = await sendEventForm(admin, 'PATCH', `/events/${id}`, { event_end_time: inDays(10).toISOString() });
      expect(bad).toMatchObject({ status: 400, body: { message: 'Event end time must be after start time' } });
      const removed = await sendEventForm(admin, 'PATCH', `/events/${id}`, { set_event_image: 'true' });
      expect(removed.body.data.event_image).toBeNull();
    });

    it('refuses image names that are not ours (no traversal)', async () => {
      for (const name of [
        '..%2F..%2Fpackage.json',
        '..%2Fsecret.png',
        'abc.png',
        '%2Fetc%2Fpasswd',
        `${'a'.repeat(24)}.svg`,
        `${'0'.repeat(24)}.png`,
      ]) {
        const answer = await player.request('GET', `/api/v1/images/${name}`);
        expect([404, 400]).toContain(answer.status);
        expect(answer.headers['content-type']).toMatch(/json/);
      }
    });
  });

  describe('edit rules', () => {
    it('sets event_survey_open_at through the form, and clears it', async () => {
      const created = await sendEventForm(
        admin,
        'POST',
        '/events',
        eventFields(inDays(30), { event_survey_open_at: inDays(33).toISOString() }),
      );
      expect(created.body.data.event_survey_open_at).toBe(inDays(33).toISOString());
      const cleared = await sendEventForm(admin, 'PATCH', `/events/${created.body.data._id}`, { event_survey_open_at: '' });
      expect(cleared.body.data.event_survey_open_at).toBeNull();
    });

    it('copies the default survey questions into a new event', async () => {
      const defaults = await admin.rest('PATCH', '/default_survey_questions', {
        default_survey_questions: [{ question_text: 'Best moment?', roles_to_ask: ['pc', 'npc'] }],
      });
      const created = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)));
      expect(created.body.data.event_survey_questions).toEqual(defaults.body.data);
    });

    it('refuses unknown form fields, unknown questions, and any change to a finalized event', async () => {
      const before = await eventCount();
      const unknownField = await sendEventForm(admin, 'POST', '/events', { ...eventFields(inDays(30)), event_finalized: 'true' });
      expect(unknownField).toMatchObject({ status: 400, body: { message: 'Unknown field: event_finalized' } });
      const unknownQuestion = await sendEventForm(
        admin,
        'POST',
        '/events',
        eventFields(inDays(30), { event_registration_questions: '["bbbbbbbbbbbbbbbbbbbbbbbb"]' }),
      );
      expect(unknownQuestion).toMatchObject({ status: 400, body: { message: 'Unknown question: bbbbbbbbbbbbbbbbbbbbbbbb' } });
      const badJson = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30), { event_registration_questions: '[oops' }));
      expect(badJson).toMatchObject({ status: 400, body: { message: 'Registration questions must be valid JSON' } });
      const huge = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30), { event_description: 'x'.repeat(200 * 1024) }));
      expect(huge).toMatchObject({ status: 413, body: { message: 'The field event_description is too large' } });
      const long = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30), { event_title: 'x'.repeat(201) }));
      expect(long).toMatchObject({ status: 400, body: { message: 'Event title must be at most 200 characters' } });
      expect(await eventCount()).toBe(before);

      const finalized = await createEvent(db.dataSource, { eventStartTime: inDays(-10), eventFinalized: true, eventTitle: 'Done' });
      const edit = await sendEventForm(admin, 'PATCH', `/events/${finalized.id}`, { event_title: 'Changed' });
      expect(edit).toMatchObject({ status: 409, body: { message: 'A finalized event cannot be changed' } });
      expect((await db.dataSource.manager.findOneByOrFail(Event, { id: finalized.id })).eventTitle).toBe('Done');
      const unpublish = await admin.rest('PATCH', `/events/${finalized.id}`, { event_published: false });
      expect(unpublish).toMatchObject({ status: 400, body: { message: 'A published event cannot be unpublished' } });
    });
  });

  describe('publish and delete', () => {
    it('publishes an unpublished event before its start, once', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(20), eventPublished: false });
      const published = await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
      expect(published.status).toBe(200);
      expect(published.body.data.event_published).toBe(true);
      const again = await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
      expect(again).toMatchObject({ status: 409, body: { message: 'Only an unpublished event that has not started can be published' } });
    });

    it('refuses to publish an event that has started; nothing changes', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(-1), eventPublished: false });
      const answer = await admin.rest('PATCH', `/events/${event.id}`, { event_published: true });
      expect(answer.status).toBe(409);
      expect((await db.dataSource.manager.findOneByOrFail(Event, { id: event.id })).eventPublished).toBe(false);
    });

    it('deletes a published event with its registrations, but never a finalized one', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(20) });
      const character = await createCharacter(db.dataSource, users.player.id);
      const registered = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
      });
      expect(registered.status).toBe(201);
      const deleted = await admin.rest('DELETE', `/events/${event.id}`);
      expect(deleted).toMatchObject({ status: 200, body: { data: { _id: event.id } } });
      expect(await db.dataSource.manager.countBy(EventRegistration, { eventId: event.id })).toBe(0);
      expect((await admin.rest('GET', `/events/${event.id}`)).status).toBe(404);

      const withImage = await sendEventForm(admin, 'POST', '/events', eventFields(inDays(30)), {
        field: 'event_image',
        filename: 'x.png',
        contentType: 'image/png',
        bytes: PNG_BYTES,
      });
      expect(await uploads()).toContain(withImage.body.data.event_image);
      await admin.rest('DELETE', `/events/${withImage.body.data._id}`);
      expect(await uploads()).not.toContain(withImage.body.data.event_image);

      const finalized = await createEvent(db.dataSource, { eventStartTime: inDays(-10), eventFinalized: true });
      const refused = await admin.rest('DELETE', `/events/${finalized.id}`);
      expect(refused).toMatchObject({ status: 409, body: { message: 'A finalized event cannot be deleted' } });
      expect(await db.dataSource.manager.countBy(Event, { id: finalized.id })).toBe(1);
    });
  });

  describe('lists and include=', () => {
    it('gives admins every event with counts, players published ones with their own rows only', async () => {
      const hidden = await createEvent(db.dataSource, { eventStartTime: inDays(40), eventPublished: false, eventTitle: 'Hidden' });
      const open = await createEvent(db.dataSource, { eventStartTime: inDays(41), eventTitle: 'Open' });
      const mine = await createCharacter(db.dataSource, users.player.id);
      const theirs = await createCharacter(db.dataSource, users.staff.id);
      await player.rest('POST', '/user/event_registrations', { event: open.id, character: mine.id, event_role: 'pc' });
      await staff.rest('POST', '/user/event_registrations', { event: open.id, character: theirs.id, event_role: 'npc' });

      const adminList = await admin.rest('GET', '/events?include=event_registration_count,attendance_record_count,survey_response_count');
      expect(adminList.status).toBe(200);
      const ids = adminList.body.data.map((event: { _id: string }) => event._id);
      expect(ids).toEqual(expect.arrayContaining([hidden.id, open.id]));
      expect(adminList.body.data.find((e: { _id: string }) => e._id === open.id)).toMatchObject({
        event_registration_count: 2,
        attendance_record_count: 0,
        survey_response_count: 0,
      });

      const playerList = await player.rest(
        'GET',
        '/events?include=event_registrations.character,attendance_records.character,survey_responses,event_registration_count,attendance_record_count,pc_registration_count,npc_registration_count&user=me&event_published=true',
      );
      expect(playerList.status).toBe(200);
      const seen = playerList.body.data.map((event: { _id: string }) => event._id);
      expect(seen).not.toContain(hidden.id);
      const card = playerList.body.data.find((e: { _id: string }) => e._id === open.id);
      expect(card).toMatchObject({
        event_registration_count: 2,
        pc_registration_count: 1,
        npc_registration_count: 1,
        attendance_records: [],
        survey_responses: [],
      });
      expect(card.event_registrations).toHaveLength(1);
      expect(card.event_registrations[0]).toMatchObject({
        user: users.player.id,
        character: { _id: mine.id, character_name: mine.savedBuild!.character_name },
      });
      expect(card).not.toHaveProperty('survey_response_count');

      // Survey counts are for staff (events §6); unknown names are refused.
      expect((await player.rest('GET', '/events?include=survey_response_count')).status).toBe(403);
      expect((await staff.rest('GET', '/events?include=survey_response_count&user=me&event_published=true')).status).toBe(200);
      expect(await player.rest('GET', '/events?include=event_registrations.secrets')).toMatchObject({
        status: 400,
        body: { message: 'Unknown include: event_registrations.secrets' },
      });
      // An unpublished event does not exist for a player.
      expect((await player.rest('GET', `/events/${hidden.id}`)).status).toBe(404);
    });

    it('counts registrations by review state for the admin cards, on both transports', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(55), eventTitle: 'Counted' });
      const [one, two, three, four] = await createQuietUsers(db.dataSource, 4);
      const states: Array<EventRegistration['state']> = ['accepted', 'waitlisted', null, 'cancelled'];
      await withTransaction(db.dataSource, async (m) => {
        for (const [index, user] of [one, two, three, four].entries()) {
          await m.save(
            m.create(EventRegistration, {
              eventId: event.id,
              userId: user.id,
              eventRole: 'pc',
              state: states[index],
              registeredAt: NOW,
              questionAnswers: [],
            }),
          );
        }
      });
      const include = 'accepted_registration_count,waitlisted_registration_count,unreviewed_registration_count';
      const rest = await admin.rest('GET', `/events/${event.id}?include=${include}`);
      expect(rest.body.data).toMatchObject({
        accepted_registration_count: 1,
        waitlisted_registration_count: 1,
        unreviewed_registration_count: 1,
      });
      const graph = await admin.graphql(
        `query ($id: ID!) { event(id: $id) { acceptedRegistrationCount waitlistedRegistrationCount unreviewedRegistrationCount } }`,
        { id: event.id },
      );
      expect(graph.body.data.event).toEqual({
        acceptedRegistrationCount: 1,
        waitlistedRegistrationCount: 1,
        unreviewedRegistrationCount: 1,
      });
    });

    it('gives staff the attendance review of one event with users and characters', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(50) });
      const character = await createCharacter(db.dataSource, users.player.id);
      await player.rest('POST', '/user/event_registrations', { event: event.id, character: character.id, event_role: 'pc' });
      const include =
        'event_registrations.character,event_registrations.user,attendance_records.character,attendance_records.user,survey_responses.user';
      const review = await staff.rest('GET', `/events/${event.id}?include=${include}`);
      expect(review.status).toBe(200);
      expect(review.body.data.event_registrations).toEqual([
        expect.objectContaining({
          user: { _id: users.player.id, first_name: users.player.firstName, last_name: users.player.lastName, email: users.player.email },
          character: expect.objectContaining({ _id: character.id }),
          event_role: 'pc',
          state: null,
        }),
      ]);
      // A player asking the same sees only their own rows (here: the same one), never others'.
      const asStaffOwn = await staff.rest('GET', `/events/${event.id}?include=event_registrations&user=me`);
      expect(asStaffOwn.body.data.event_registrations).toEqual([]);
      const simple = await player.rest('GET', `/events/${event.id}?include=event_registrations,attendance_records`);
      expect(simple.body.data.event_registrations[0].character).toBe(character.id);
    });
  });

  describe('GraphQL', () => {
    const EVENT_FIELDS = 'id eventTitle eventPublished eventStartTime eventRegistrationCount surveyResponseCount';

    it('creates, edits, publishes and deletes an event, with the same messages as REST', async () => {
      const start = inDays(60);
      const create = `mutation Create($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
      const bad = await admin.graphql(create, {
        input: {
          eventTitle: 'G',
          eventDescription: 'd',
          eventAddress: 'a',
          eventStartTime: start.toISOString(),
          eventEndTime: start.toISOString(),
        },
      });
      expect(bad.body.errors[0]).toMatchObject({
        message: 'Event end time must be after start time',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const missing = await admin.graphql(create, { input: { eventDescription: 'd' } });
      expect(missing.body.errors[0].message).toBe('Event title is required');

      const created = await admin.graphql(create, {
        input: {
          eventTitle: 'G',
          eventDescription: 'd',
          eventAddress: 'a',
          eventStartTime: start.toISOString(),
          eventEndTime: inDays(62).toISOString(),
        },
      });
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data.createEvent.id;
      expect(created.body.data.createEvent).toMatchObject({ eventTitle: 'G', eventPublished: false, eventStartTime: start.toISOString() });

      const updated = await admin.graphql(`mutation { updateEvent(id: "${id}", input: { eventTitle: "G2" }) { eventTitle } }`);
      expect(updated.body.data.updateEvent.eventTitle).toBe('G2');
      const published = await admin.graphql(`mutation { publishEvent(id: "${id}") { eventPublished } }`);
      expect(published.body.data.publishEvent.eventPublished).toBe(true);
      const twice = await admin.graphql(`mutation { publishEvent(id: "${id}") { eventPublished } }`);
      expect(twice.body.errors[0].extensions.code).toBe('CONFLICT');

      const playerView = await player.graphql(`{ events(mine: true, publishedOnly: true) { ${EVENT_FIELDS} } }`);
      const row = playerView.body.data.events.find((e: { id: string }) => e.id === id);
      expect(row).toMatchObject({ eventTitle: 'G2', eventRegistrationCount: 0, surveyResponseCount: null });
      const staffView = await staff.graphql(`{ event(id: "${id}") { ${EVENT_FIELDS} } }`);
      expect(staffView.body.data.event.surveyResponseCount).toBe(0);

      const deleted = await admin.graphql(`mutation { deleteEvent(id: "${id}") }`);
      expect(deleted.body.data.deleteEvent).toBe(id);
      expect(await db.dataSource.manager.countBy(Event, { id })).toBe(0);
    });

    it('loads the relations a query selects, through fragments too, and returns them from mutations', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(70), eventPublished: false });
      await withTransaction(db.dataSource, (m) =>
        m.save(
          m.create(EventRegistration, {
            eventId: event.id,
            userId: users.player.id,
            characterId: null,
            eventRole: 'npc',
            state: null,
            waitlistNote: null,
            registeredAt: NOW,
            questionAnswers: [],
          }),
        ),
      );
      const published = await admin.graphql(
        `fragment Reg on EventRegistration { eventRole user { id } }
         mutation { publishEvent(id: "${event.id}") { eventPublished npcRegistrationCount eventRegistrations { ...Reg } } }`,
      );
      expect(published.body.data.publishEvent).toEqual({
        eventPublished: true,
        npcRegistrationCount: 1,
        eventRegistrations: [{ eventRole: 'npc', user: { id: users.player.id } }],
      });
      const forStaff = await staff.graphql(
        `{ event(id: "${event.id}") { ... on Event { eventRegistrations { userId character { id } } surveyResponseCount } } }`,
      );
      expect(forStaff.body.data.event).toEqual({
        eventRegistrations: [{ userId: users.player.id, character: null }],
        surveyResponseCount: 0,
      });
    });

    it('refuses players the admin mutations', async () => {
      const before = await eventCount();
      const answer = await player.graphql('mutation { createEvent(input: { eventTitle: "x" }) { id } }');
      expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await eventCount()).toBe(before);
    });
  });
});
