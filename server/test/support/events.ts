import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Character } from '../../src/db/entities/character.entity';
import { Event } from '../../src/db/entities/event.entity';
import { User } from '../../src/db/entities/user.entity';
import { withTransaction } from '../../src/db/transaction';
import type { Agent, Answer } from './http';

/** Factories and request helpers for the events-area tests. */

export const DAY = 24 * 60 * 60 * 1000;

/**
 * Real images (made by sharp), since uploads are decoded: a transparent 1x1 PNG and an 8x8 grey
 * JPEG. Bytes appended after a JPEG's end marker are ignored by decoders, which pads one to a size.
 */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);
export const JPEG_BYTES = Buffer.from(
  'ffd8ffdb00430006040506050406060506070706080a100a0a09090a140e0f0c1017141818171416161a1d251f1a1b231c1616202c20232627292a29191f2d302d283025282928ffdb0043010707070a080a130a0a13281a161a2828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828282828ffc00011080008000803012200021101031101ffc40014000100000000000000000000000000000000ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000000ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00000fffd9',
  'hex',
);

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, file?: FilePart): { payload: Buffer; contentType: string } {
  const boundary = `----larp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST or PATCH the event form as multipart (with X-Requested-With, as the client sends it). */
export function sendEventForm(
  agent: Agent,
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  file?: FilePart,
  headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' },
): Promise<Answer> {
  const { payload, contentType } = multipartBody(fields, file);
  return agent.request(method, `/api/v1${path}`, { payload, headers: { 'content-type': contentType, ...headers } });
}

export function eventFields(start: Date, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    event_title: 'Spring Gathering',
    event_description: 'Three days in the woods',
    event_address: 'Camp Larp, 1 Forest Road',
    event_start_time: start.toISOString(),
    event_end_time: new Date(start.getTime() + 2 * DAY).toISOString(),
    event_registration_questions: '[]',
    ...overrides,
  };
}

/** An event written straight to the database. */
export async function createEvent(dataSource: DataSource, fields: Partial<Event> & { eventStartTime: Date }): Promise<Event> {
  return withTransaction(dataSource, (manager) =>
    manager.save(
      manager.create(Event, {
        eventTitle: 'Autumn Gathering',
        eventDescription: 'A weekend',
        eventAddress: 'Somewhere',
        eventEndTime: new Date(fields.eventStartTime.getTime() + 2 * DAY),
        eventImage: null,
        eventPublished: true,
        eventFinalized: false,
        eventSurveyOpenAt: null,
        eventRegistrationQuestions: [],
        eventSurveyQuestions: [],
        ...fields,
      }),
    ),
  );
}

let characterCounter = 0;

/** A character of `userId` written straight to the database. */
export async function createCharacter(dataSource: DataSource, userId: string, fields: Partial<Character> = {}): Promise<Character> {
  characterCounter += 1;
  return withTransaction(dataSource, (manager) =>
    manager.save(
      manager.create(Character, {
        userId,
        characterXpTotal: 10,
        characterXpSequence: 0,
        deathCount: 0,
        reaperFightCount: 0,
        savedBuild: {
          character_name: `Hero ${characterCounter}`,
          character_race: { race: null, subculture: null, transformation: null, race_attributes: [] },
          character_class: 'fighter',
          character_skills: [],
          character_build_cost: 0,
        } as never,
        committedBuild: null,
        buildVersion: 0,
        deleteAllowed: true,
        additionalSpellSchools: [],
        ...fields,
      }),
    ),
  );
}

/** Many users at once, without password hashing (they never sign in). */
export async function createQuietUsers(dataSource: DataSource, count: number): Promise<User[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = Array.from({ length: count }, (_, index) =>
    dataSource.manager.create(User, {
      firstName: 'Many',
      lastName: `User${index}`,
      email: `many-${tag}-${index}@example.org`,
      passwordHash: 'x',
      verified: true,
      privacyStatementAcceptedAt: null,
      emailConsent: false,
      roles: [],
      shardTotal: 0,
      xpTokenPurchased: false,
    }),
  );
  await withTransaction(dataSource, async (manager) => {
    for (let start = 0; start < rows.length; start += 100) await manager.insert(User, rows.slice(start, start + 100));
  });
  return rows;
}
