import type { StoredBuild } from '@larp/rules';
import type { DataSource } from 'typeorm';
import { Character, Event, newObjectId, User } from '../../src/db';
import { characterListColumns } from '../../src/db/character-list-columns';

/*
 * Factories for rows later issues' tests need, written straight to the database (accounts with
 * passwords: test/helpers/accounts.ts). Every field can be overridden.
 */

export function aBuild(overrides: Partial<StoredBuild> = {}): StoredBuild {
  return {
    character_name: 'Mira Ashdown',
    character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: ['Human'] },
    character_class: 'fighter',
    character_build_cost: 0,
    character_skills: [],
    ...overrides,
  };
}

/** A verified player without a usable password. */
export async function insertUser(dataSource: DataSource, overrides: Partial<User> = {}): Promise<User> {
  return dataSource.getRepository(User).save({
    firstName: 'Player',
    lastName: 'Example',
    email: `${newObjectId()}@example.test`,
    passwordHash: 'no-password',
    verified: true,
    roles: [],
    ...overrides,
  });
}

export async function insertCharacter(dataSource: DataSource, userId: string, overrides: Partial<Character> = {}): Promise<Character> {
  const fields = { userId, savedBuild: aBuild(), committedBuild: null, additionalSpellSchools: [], ...overrides };
  // the staff lists' columns, as the build writer derives them from the builds
  return dataSource.getRepository(Character).save({ ...fields, ...characterListColumns(fields.savedBuild, fields.committedBuild) });
}

/** A published event a month after `from` (default: the harness clock's usual start). */
export async function insertEvent(
  dataSource: DataSource,
  overrides: Partial<Event> = {},
  from: Date = new Date('2026-03-01T12:00:00.000Z'),
): Promise<Event> {
  const start = new Date(from.getTime() + 30 * 24 * 60 * 60 * 1000);
  return dataSource.getRepository(Event).save({
    eventTitle: 'Autumn Gathering',
    eventDescription: 'Three days in the woods.',
    eventAddress: 'The Old Mill',
    eventStartTime: start,
    eventEndTime: new Date(start.getTime() + 2 * 24 * 60 * 60 * 1000),
    eventPublished: true,
    eventRegistrationQuestions: [],
    eventSurveyQuestions: [],
    ...overrides,
  });
}
