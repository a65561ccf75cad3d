import type { StoredBuild } from '@larp/rules';
import {
  AttendanceRecord,
  Character,
  CharacterBuildCommit,
  type Event,
  EventRegistration,
  newObjectId,
  registrationActiveKey,
  SurveyResponse,
  type User,
} from '../src/db';
import { databases, DUPLICATE_KEY_ERROR, FOREIGN_KEY_ERROR, insertEvent, insertUser, useTestDatabase } from './support';

const build: StoredBuild = {
  character_name: 'Mira',
  character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: ['Human'] },
  character_class: 'rogue',
  character_build_cost: 4,
  character_skills: [{ skill_id: 'ef285fe9a2f213c9775bb54f', purchase_count: 1, grants: [] }],
};

describe.each(databases())('entity constraints on %s', (kind) => {
  const db = useTestDatabase(kind);

  const aUser = () => insertUser(db.dataSource);
  const anEvent = () => insertEvent(db.dataSource);

  function registration(event: Event, user: User): EventRegistration {
    return Object.assign(new EventRegistration(), {
      eventId: event.id,
      userId: user.id,
      eventRole: 'pc',
      state: null,
      registeredAt: new Date('2026-08-01T12:00:00.000Z'),
      questionAnswers: [{ event_registration_question: newObjectId(), question_answer: 'No allergies' }],
    });
  }

  it('lets the database allow one live registration per user per event, and any number of cancelled ones', async () => {
    const [event, user] = [await anEvent(), await aUser()];
    const registrations = db.dataSource.getRepository(EventRegistration);
    const first = await registrations.save(registration(event, user));
    expect(first.activeKey).toBe('active');
    await expect(registrations.save(registration(event, user))).rejects.toThrow(DUPLICATE_KEY_ERROR);

    first.state = 'cancelled';
    await registrations.save(first);
    expect((await registrations.findOneByOrFail({ id: first.id })).activeKey).toBe(first.id);
    const second = await registrations.save(registration(event, user));
    second.state = 'cancelled';
    await registrations.save(second);
    await registrations.save(registration(event, user));
    expect(await registrations.countBy({ eventId: event.id, userId: user.id })).toBe(3);

    // a plain update must set the key itself: registrationActiveKey says which
    const other = await aUser();
    const live = await registrations.save(registration(event, other));
    await registrations.update({ id: live.id }, { state: 'cancelled', activeKey: registrationActiveKey(live.id, 'cancelled') });
    await registrations.save(registration(event, other));
  });

  it('keeps one attendance record and one survey response per user per event', async () => {
    const [event, user] = [await anEvent(), await aUser()];
    const record = { eventId: event.id, userId: user.id, eventRole: 'npc', npcShards: 20 };
    await db.dataSource.getRepository(AttendanceRecord).save({ ...record });
    await expect(db.dataSource.getRepository(AttendanceRecord).insert({ ...record })).rejects.toThrow(DUPLICATE_KEY_ERROR);
    const response = { eventId: event.id, userId: user.id, surveyAnswers: [] };
    await db.dataSource.getRepository(SurveyResponse).save({ ...response });
    await expect(db.dataSource.getRepository(SurveyResponse).insert({ ...response })).rejects.toThrow(DUPLICATE_KEY_ERROR);
  });

  it('refuses rows that point at nothing (foreign keys are on)', async () => {
    await expect(db.dataSource.getRepository(Character).insert({ userId: newObjectId(), additionalSpellSchools: [] })).rejects.toThrow(
      FOREIGN_KEY_ERROR,
    );
  });

  it('stores builds as JSON and removes a character’s commit history with it', async () => {
    const user = await aUser();
    const character = await db.dataSource.getRepository(Character).save({
      userId: user.id,
      savedBuild: build,
      committedBuild: build,
      additionalSpellSchools: ['void'],
    });
    await db.dataSource.getRepository(CharacterBuildCommit).save({
      characterId: character.id,
      build,
      buildVersion: 1,
      committedById: user.id,
      committedAt: new Date('2026-08-01T12:00:00.123Z'),
    });
    const reread = await db.dataSource.getRepository(Character).findOneByOrFail({ id: character.id });
    expect(reread.savedBuild).toEqual(build);
    expect(reread).toMatchObject({ buildVersion: 0, deleteAllowed: true, characterXpTotal: 0, additionalSpellSchools: ['void'] });

    await db.dataSource.getRepository(Character).delete({ id: character.id });
    expect(await db.dataSource.getRepository(CharacterBuildCommit).countBy({ characterId: character.id })).toBe(0);
  });
});
