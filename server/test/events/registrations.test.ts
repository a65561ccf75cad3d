import { EventRegistration } from '../../src/db/entities/event-registration.entity';
import { RegistrationQuestion } from '../../src/db/entities/question.entities';
import { withTransaction } from '../../src/db/transaction';
import { createUser } from '../support/accounts';
import { startApp, type Agent, type TestApp } from '../support/http';
import { agentFor, createPersonaUsers, type PersonaUsers } from '../support/personas';
import { databases, useTestDatabase } from '../support';
import { createCharacter, createEvent, DAY } from '../support/events';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

describe.each(databases())('questions and registrations on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let users: PersonaUsers;
  let admin: Agent;
  let player: Agent;
  let staff: Agent;
  let questions: { food: RegistrationQuestion; npcOnly: RegistrationQuestion; optional: RegistrationQuestion };

  beforeAll(async () => {
    t = await startApp(db);
    await t.app.services.gameData.loadSampleIfEmpty();
    users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    player = await agentFor(t.app, db.dataSource, users, 'player');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    const make = (questionText: string, rolesToAsk: string[], answerRequired: boolean) =>
      withTransaction(db.dataSource, (m) =>
        m.save(m.create(RegistrationQuestion, { isDefault: false, questionText, rolesToAsk, answerRequired, position: 0 })),
      );
    questions = {
      food: await make('Dietary needs?', ['pc', 'npc'], true),
      npcOnly: await make('Which shifts can you take?', ['npc'], true),
      optional: await make('Anything else?', ['pc'], false),
    };
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const registrationsOf = (eventId: string) => db.dataSource.manager.findBy(EventRegistration, { eventId });
  const anEvent = (startInDays = 30) =>
    createEvent(db.dataSource, {
      eventStartTime: inDays(startInDays),
      eventRegistrationQuestions: [questions.food.id, questions.npcOnly.id, questions.optional.id],
    });

  describe('default questions', () => {
    it('replaces the default registration questions; roles limited to the known role types', async () => {
      const refused = await admin.rest('PATCH', '/default_registration_questions', {
        default_registration_questions: [{ question_text: 'Q', roles_to_ask: ['pc', 'wizard'] }],
      });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Unknown event role: wizard' } });
      const empty = await admin.rest('PATCH', '/default_registration_questions', {
        default_registration_questions: [{ question_text: ' ', roles_to_ask: ['pc'] }],
      });
      expect(empty).toMatchObject({ status: 400, body: { message: 'Question text is required' } });
      expect((await admin.rest('GET', '/default_registration_questions')).body.data).toEqual([]);

      const saved = await admin.rest('PATCH', '/default_registration_questions', {
        default_registration_questions: [
          { question_text: 'Emergency contact?', roles_to_ask: ['pc', 'npc'], answer_required: true },
          { question_text: 'Camping?', roles_to_ask: ['npc'] },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual([
        { _id: expect.any(String), question_text: 'Emergency contact?', roles_to_ask: ['pc', 'npc'], answer_required: true },
        { _id: expect.any(String), question_text: 'Camping?', roles_to_ask: ['npc'], answer_required: false },
      ]);
      const [first] = saved.body.data;
      const replaced = await admin.rest('PATCH', '/default_registration_questions', {
        default_registration_questions: [{ _id: first._id, question_text: 'Emergency contact (name and phone)?', roles_to_ask: ['pc'] }],
      });
      expect(replaced.body.data).toEqual([
        { _id: first._id, question_text: 'Emergency contact (name and phone)?', roles_to_ask: ['pc'], answer_required: false },
      ]);
      expect((await admin.rest('GET', '/default_registration_questions')).body.data).toEqual(replaced.body.data);
      expect((await player.rest('PATCH', '/default_registration_questions', { default_registration_questions: [] })).status).toBe(403);
    });

    it('reads and replaces the default survey questions with answer_required', async () => {
      const saved = await admin.rest('PATCH', '/default_survey_questions', {
        default_survey_questions: [{ question_text: 'How was it?', roles_to_ask: ['pc', 'npc'], answer_required: true }],
      });
      expect(saved.status).toBe(200);
      const read = await admin.rest('GET', '/default_survey_questions');
      expect(read.body.data).toEqual([
        { _id: expect.any(String), question_text: 'How was it?', roles_to_ask: ['pc', 'npc'], answer_required: true },
      ]);
      const gql = await admin.graphql(
        'mutation { updateDefaultSurveyQuestions(questions: [{ questionText: "Again?", rolesToAsk: ["pc"], answerRequired: false }]) { questionText answerRequired } }',
      );
      expect(gql.body.data.updateDefaultSurveyQuestions).toEqual([{ questionText: 'Again?', answerRequired: false }]);
      const listed = await admin.graphql('{ defaultSurveyQuestions { questionText } }');
      expect(listed.body.data.defaultSurveyQuestions).toEqual([{ questionText: 'Again?' }]);
    });

    // events §2: the event form and the default questions pages are in the staff group, which answers
    // 'Not Found' unless the user has the admin role; a player's registration and survey carry the
    // event's own questions, never the defaults
    it.each(['registration', 'survey'])('gives the default %s questions to admins only, on REST and GraphQL', async (kind) => {
      await admin.rest('PATCH', `/default_${kind}_questions`, {
        [`default_${kind}_questions`]: [{ question_text: 'Allergies?', roles_to_ask: ['pc'] }],
      });
      const field = kind === 'registration' ? 'defaultRegistrationQuestions' : 'defaultSurveyQuestions';
      const asAdmin = await admin.rest('GET', `/default_${kind}_questions`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.data.map((question: { question_text: string }) => question.question_text)).toEqual(['Allergies?']);
      expect((await admin.graphql(`{ ${field} { questionText } }`)).body.data[field]).toEqual([{ questionText: 'Allergies?' }]);
      for (const agent of [player, staff]) {
        const rest = await agent.rest('GET', `/default_${kind}_questions`);
        expect(rest.status).toBe(403);
        expect(rest.body.data).toBeUndefined();
        const gql = await agent.graphql(`{ ${field} { questionText } }`);
        expect(gql.body.data).toBeNull();
        expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
    });
  });

  describe('register', () => {
    it('keeps only non-empty answers to questions asked of the role, and requires the required ones', async () => {
      const event = await anEvent();
      const character = await createCharacter(db.dataSource, users.player.id);
      const missing = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
        question_answers: [{ event_registration_question: questions.food.id, question_answer: '   ' }],
      });
      expect(missing).toMatchObject({ status: 400, body: { message: 'Please answer: Dietary needs?' } });
      expect(await registrationsOf(event.id)).toHaveLength(0);

      const answer = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
        question_answers: [
          { event_registration_question: questions.food.id, question_answer: 'Vegetarian' },
          { event_registration_question: questions.npcOnly.id, question_answer: 'Saturday' },
          { event_registration_question: questions.optional.id, question_answer: '' },
          { event_registration_question: 'aaaaaaaaaaaaaaaaaaaaaaaa', question_answer: 'stray' },
        ],
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        event: event.id,
        user: users.player.id,
        character: character.id,
        event_role: 'pc',
        state: null,
        waitlist_note: null,
        registered_at: NOW.toISOString(),
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'Vegetarian' }],
      });
      const again = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'x' }],
      });
      expect(again).toMatchObject({ status: 409, body: { message: 'You are already registered for this event' } });
      expect(await registrationsOf(event.id)).toHaveLength(1);
    });

    it.each([
      [{ event_role: 'wizard' }, 400, 'Unknown event role: wizard'],
      [{ event_role: '' }, 400, 'Please choose to register as a pc or an npc'],
      [{ character: null }, 400, 'Please select a character'],
      [{ character: 'other' }, 400, 'Please select one of your own characters'],
    ])('refuses %j', async (change, status, message) => {
      const event = await anEvent();
      const own = await createCharacter(db.dataSource, users.player.id);
      const other = await createCharacter(db.dataSource, users.staff.id);
      const body: Record<string, unknown> = {
        event: event.id,
        character: own.id,
        event_role: 'pc',
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'x' }],
        ...change,
      };
      if (body.character === 'other') body.character = other.id;
      const answer = await player.rest('POST', '/user/event_registrations', body);
      expect(answer).toMatchObject({ status, body: { message } });
      expect(await registrationsOf(event.id)).toHaveLength(0);
    });

    it('lets an npc register without a character; closes 14 days before the start; hides unpublished events', async () => {
      const event = await anEvent();
      const npc = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        event_role: 'npc',
        question_answers: [
          { event_registration_question: questions.food.id, question_answer: 'None' },
          { event_registration_question: questions.npcOnly.id, question_answer: 'All' },
        ],
      });
      expect(npc.status).toBe(201);
      expect(npc.body.data.character).toBeNull();

      const soon = await anEvent(14);
      t.clock.set(new Date(soon.eventStartTime.getTime() - 14 * DAY)); // exactly at the cutoff
      const late = await player.rest('POST', '/user/event_registrations', { event: soon.id, event_role: 'npc', question_answers: [] });
      expect(late).toMatchObject({ status: 409, body: { message: 'Registration for this event is closed' } });
      t.clock.set(new Date(soon.eventStartTime.getTime() - 14 * DAY - 1));
      const justInTime = await player.rest('POST', '/user/event_registrations', {
        event: soon.id,
        event_role: 'npc',
        question_answers: [
          { event_registration_question: questions.food.id, question_answer: 'None' },
          { event_registration_question: questions.npcOnly.id, question_answer: 'All' },
        ],
      });
      expect(justInTime.status).toBe(201);

      const hidden = await createEvent(db.dataSource, { eventStartTime: inDays(30), eventPublished: false });
      const unpublished = await player.rest('POST', '/user/event_registrations', { event: hidden.id, event_role: 'npc' });
      expect(unpublished.status).toBe(404);
    });

    it('lets one of two simultaneous registrations through (the database decides)', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(30) });
      const body = { event: event.id, event_role: 'npc', question_answers: [] };
      const answers = await Promise.all([
        player.rest('POST', '/user/event_registrations', body),
        player.rest('POST', '/user/event_registrations', body),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await registrationsOf(event.id)).toHaveLength(1);
    });
  });

  describe('read, edit, cancel, register again', () => {
    it('reads and edits one’s own registration; a role change needs reconfirmation', async () => {
      const event = await anEvent();
      const character = await createCharacter(db.dataSource, users.player.id);
      const created = await player.rest('POST', '/user/event_registrations', {
        event: event.id,
        character: character.id,
        event_role: 'pc',
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'Fish' }],
      });
      const id = created.body.data._id;
      expect((await player.rest('GET', `/user/event_registrations/${id}`)).body.data._id).toBe(id);
      // Someone else's registration does not exist for another player; staff may read it.
      const stranger = await agentFor(t.app, db.dataSource, { ...users, player: await createUser(db.dataSource) }, 'player');
      expect(await stranger.rest('GET', `/user/event_registrations/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Registration not found' },
      });
      expect((await stranger.rest('POST', `/user/event_registrations/${id}/cancel`)).status).toBe(404);
      expect((await staff.rest('GET', `/user/event_registrations/${id}`)).status).toBe(200);
      expect((await staff.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'npc' })).status).toBe(404);

      await admin.rest('POST', `/events/${event.id}/event_registrations/confirm_registrations`, { accept: [id] });
      const sameRole = await player.rest('PATCH', `/user/event_registrations/${id}`, {
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'Meat' }],
      });
      expect(sameRole.body.data).toMatchObject({
        state: 'accepted',
        question_answers: [{ event_registration_question: questions.food.id, question_answer: 'Meat' }],
      });

      const needsShifts = await player.rest('PATCH', `/user/event_registrations/${id}`, { event_role: 'npc' });
      expect(needsShifts).toMatchObject({ status: 400, body: { message: 'Please answer: Which shifts can you take?' } });
      const asNpc = await player.rest('PATCH', `/user/event_registrations/${id}`, {
        event_role: 'npc',
        question_answers: [
          { event_registration_question: questions.food.id, question_answer: 'Meat' },
          { event_registration_question: questions.npcOnly.id, question_answer: 'Sunday' },
        ],
      });
      expect(asNpc.status).toBe(200);
      expect(asNpc.body.data).toMatchObject({ event_role: 'npc', state: null });
    });

    it('cancels only before the start, registers again after cancelling, and freezes edits after the cutoff', async () => {
      const event = await anEvent(20);
      const body = {
        event: event.id,
        event_role: 'npc',
        question_answers: [
          { event_registration_question: questions.food.id, question_answer: 'Any' },
          { event_registration_question: questions.npcOnly.id, question_answer: 'Any' },
        ],
      };
      const first = await player.rest('POST', '/user/event_registrations', body);
      const cancelled = await player.rest('POST', `/user/event_registrations/${first.body.data._id}/cancel`);
      expect(cancelled.body.data.state).toBe('cancelled');
      expect((await player.rest('POST', `/user/event_registrations/${first.body.data._id}/cancel`)).status).toBe(409);
      const second = await player.rest('POST', '/user/event_registrations', body);
      expect(second.status).toBe(201);
      expect((await registrationsOf(event.id)).map((r) => r.state).sort()).toEqual(['cancelled', null].sort());

      // After the cutoff: an active registration is frozen, a cancelled one may be taken up again until the start.
      t.clock.set(inDays(10));
      const frozen = await player.rest('PATCH', `/user/event_registrations/${second.body.data._id}`, { event_role: 'npc' });
      expect(frozen).toMatchObject({ status: 409, body: { message: 'This registration can no longer be changed' } });
      await player.rest('POST', `/user/event_registrations/${second.body.data._id}/cancel`);
      const back = await player.rest('PATCH', `/user/event_registrations/${second.body.data._id}`, {});
      expect(back.status).toBe(200);
      expect(back.body.data.state).toBeNull();
      // The first cancelled one cannot come back while another is live: one live registration per user and event.
      const both = await player.rest('PATCH', `/user/event_registrations/${first.body.data._id}`, {});
      expect(both).toMatchObject({ status: 409, body: { message: 'You are already registered for this event' } });

      t.clock.set(inDays(20));
      const tooLate = await player.rest('POST', `/user/event_registrations/${second.body.data._id}/cancel`);
      expect(tooLate).toMatchObject({ status: 409, body: { message: 'A registration can only be cancelled before the event starts' } });
      expect((await db.dataSource.manager.findOneByOrFail(EventRegistration, { id: second.body.data._id })).state).toBeNull();
      // Once the event has started nothing can be edited, not even a cancelled registration.
      const frozenAtStart = await player.rest('PATCH', `/user/event_registrations/${first.body.data._id}`, {});
      expect(frozenAtStart).toMatchObject({ status: 409, body: { message: 'This registration can no longer be changed' } });
    });
  });

  describe('admin review (confirm_registrations)', () => {
    it('accepts and waitlists, a message required for each waitlisted registration', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(30) });
      const a = await player.rest('POST', '/user/event_registrations', { event: event.id, event_role: 'npc' });
      const b = await staff.rest('POST', '/user/event_registrations', { event: event.id, event_role: 'npc' });
      const path = `/events/${event.id}/event_registrations/confirm_registrations`;
      const noMessage = await admin.rest('POST', path, { accept: [a.body.data._id], waitlist: [b.body.data._id], waitlist_messages: {} });
      expect(noMessage).toMatchObject({ status: 400, body: { message: 'A message is required for each waitlisted registration' } });
      expect((await registrationsOf(event.id)).every((r) => r.state === null)).toBe(true);
      expect((await player.rest('POST', path, { accept: [a.body.data._id] })).status).toBe(403);

      const done = await admin.rest('POST', path, {
        accept: [a.body.data._id],
        waitlist: [b.body.data._id],
        waitlist_messages: { [b.body.data._id]: 'The npc camp is full' },
      });
      expect(done.status).toBe(200);
      const states = Object.fromEntries((await registrationsOf(event.id)).map((r) => [r.id, [r.state, r.waitlistNote]]));
      expect(states).toEqual({ [a.body.data._id]: ['accepted', null], [b.body.data._id]: ['waitlisted', 'The npc camp is full'] });
      const elsewhere = await createEvent(db.dataSource, { eventStartTime: inDays(30) });
      const wrongEvent = await admin.rest('POST', `/events/${elsewhere.id}/event_registrations/confirm_registrations`, {
        accept: [a.body.data._id],
      });
      expect(wrongEvent).toMatchObject({ status: 400, body: { message: `Not a registration of this event: ${a.body.data._id}` } });
    });

    it('works through GraphQL too', async () => {
      const event = await createEvent(db.dataSource, { eventStartTime: inDays(30) });
      const registered = await player.graphql(
        'mutation R($input: RegistrationInput!) { registerForEvent(input: $input) { id state eventRole } }',
        {
          input: { eventId: event.id, eventRole: 'npc', questionAnswers: [] },
        },
      );
      expect(registered.body.data.registerForEvent).toMatchObject({ state: null, eventRole: 'npc' });
      const id = registered.body.data.registerForEvent.id;
      const refused = await admin.graphql(
        `mutation { confirmRegistrations(eventId: "${event.id}", waitlist: [{ registrationId: "${id}" }]) { id } }`,
      );
      expect(refused.body.errors[0]).toMatchObject({
        message: 'A message is required for each waitlisted registration',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const waitlisted = await admin.graphql(
        `mutation { confirmRegistrations(eventId: "${event.id}", waitlist: [{ registrationId: "${id}", message: "Full" }]) { state waitlistNote } }`,
      );
      expect(waitlisted.body.data.confirmRegistrations).toEqual([{ state: 'WAITLISTED', waitlistNote: 'Full' }]);
      const read = await player.graphql(`{ eventRegistration(id: "${id}") { state waitlistNote } }`);
      expect(read.body.data.eventRegistration).toEqual({ state: 'WAITLISTED', waitlistNote: 'Full' });
      const asPc = await player.graphql(`mutation { updateEventRegistration(id: "${id}", input: { eventRole: "pc" }) { state } }`);
      expect(asPc.body.errors[0]).toMatchObject({ message: 'Please select a character', extensions: { code: 'BAD_USER_INPUT' } });
      const character = await createCharacter(db.dataSource, users.player.id);
      const changed = await player.graphql(
        `mutation { updateEventRegistration(id: "${id}", input: { eventRole: "pc", characterId: "${character.id}" }) { state eventRole characterId waitlistNote } }`,
      );
      // A role change returns it to needing confirmation.
      expect(changed.body.data.updateEventRegistration).toEqual({
        state: null,
        eventRole: 'pc',
        characterId: character.id,
        waitlistNote: null,
      });
      const cancelled = await player.graphql(`mutation { cancelEventRegistration(id: "${id}") { state } }`);
      expect(cancelled.body.data.cancelEventRegistration.state).toBe('CANCELLED');
    });
  });
});
