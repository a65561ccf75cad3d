import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { contractValue, onGraphQL, parseGraphQLArgs } from '../src/input/contract';
import { map } from '../src/input/fields';
import { finalizeInput, registrationReviewInput } from '../src/modules/events/events-area.inputs';
import { adminCreateCharacterInput, pastEventCountsInput } from '../src/modules/characters/staff-characters.inputs';
import { updateRolesInput } from '../src/modules/accounts/accounts.inputs';
import { saveBuildInput } from '../src/modules/characters/characters.inputs';
import { messageHistoryQuery } from '../src/modules/messages/messages.inputs';
import { notificationSettingsInput } from '../src/modules/notifications/notifications.inputs';
import { requestDeletionInput } from '../src/modules/privacy/privacy.inputs';
import { PRIVACY_MESSAGES } from '../src/modules/privacy/privacy.messages';

const ID_A = '0123456789abcdef01234567';
const ID_B = '89abcdef0123456789abcdef';

describe('GraphQL arguments reach the contract through one mapping led by the contract', () => {
  it('renames camelCase to snake_case at any depth, and keeps lists lists', () => {
    const schema = z.object({ outer_field: z.object({ inner_field: z.array(z.object({ deep_value: z.number() })) }) });
    expect(contractValue(schema, { outerField: { innerField: [{ deepValue: 1 }, { deepValue: 2 }] } })).toEqual({
      outer_field: { inner_field: [{ deep_value: 1 }, { deep_value: 2 }] },
    });
  });

  it('uses the GraphQL name a contract field declares, and keeps what the contract gives no shape as sent', () => {
    const schema = z.object({ event: onGraphQL(z.string(), { name: 'eventId' }).optional(), extra: z.unknown() });
    expect(contractValue(schema, { eventId: ID_A, extra: { keepMe: 1 } })).toEqual({ event: ID_A, extra: { keepMe: 1 } });
  });

  it('turns a list of entries into the map the contract takes, own keys only', () => {
    const command = parseGraphQLArgs(finalizeInput, {
      eventId: ID_B,
      records: [{ userId: ID_A, characterId: ID_B, eventRole: 'pc', xpSequence: 2, npcShards: 1 }],
    });
    expect([...command.attendanceRecords.entries()]).toEqual([
      [ID_A, expect.objectContaining({ characterId: ID_B, eventRole: 'pc', xpSequence: 2, npcShards: 1 })],
    ]);
    // an entry keyed __proto__ stays a key, which the contract refuses, instead of vanishing into the prototype
    expect(() => parseGraphQLArgs(finalizeInput, { records: [{ userId: '__proto__' }] })).toThrow(/__proto__/);
    const mapped = contractValue(z.object({ m: onGraphQL(map(z.string(), z.number()), { keyedBy: 'k', value: 'v' }) }), {
      m: [{ k: 'constructor', v: 1 }],
    }) as { m: Record<string, number> };
    expect(Object.getPrototypeOf(mapped.m)).toBeNull();
    expect(Object.keys(mapped.m)).toEqual(['constructor']);
  });

  it('takes a map value from one field of the entry, and the keys of one list for two contract fields', () => {
    expect(parseGraphQLArgs(updateRolesInput, { users: [{ userId: ID_A, roles: ['staff'] }] }).users).toEqual(new Map([[ID_A, ['staff']]]));
    expect(parseGraphQLArgs(pastEventCountsInput, { counts: [{ characterId: ID_A, xpSequence: 3 }] }).xpSequences).toEqual(
      new Map([[ID_A, 3]]),
    );
    const review = parseGraphQLArgs(registrationReviewInput, {
      accept: [ID_A],
      waitlist: [{ registrationId: ID_B, message: 'Full, sorry' }, { registrationId: ID_A }],
      overrideCapacity: true,
    });
    expect(review).toEqual({
      accept: [ID_A],
      waitlist: [ID_B, ID_A],
      // a waitlisted entry without a message has none (the service refuses that with the spec's message)
      waitlistMessages: new Map([[ID_B, 'Full, sorry']]),
      overrideCapacity: true,
      waitlistOverPlaces: false,
      overPlacesMessage: '',
    });
  });

  it('gathers fields GraphQL sends flat into the object the contract nests, and keeps a JSON build as sent', () => {
    const command = parseGraphQLArgs(adminCreateCharacterInput, {
      characterName: 'Ana',
      characterXpTotal: 12,
      deathCount: 2,
      reaperFightCount: 1,
    });
    expect(command).toMatchObject({ characterName: 'Ana', xpTotal: 12, deathCount: 2, reaperFightCount: 1 });
    const build = { character_name: 'Ana', character_skills: [{ skill_name: 'Herbalism', AnyCase: 1 }], someStoredKey: true };
    expect(parseGraphQLArgs(saveBuildInput, { characterBuild: build, buildVersion: 4 }).characterBuild).toEqual(build);
  });

  it('takes a GraphQL null as the field left out, unless the contract gives null a meaning', () => {
    const schema = z.object({
      left: z.string().optional(),
      cleared: z.string().nullable().optional(),
      nested: z.object({ inner: z.number().optional() }),
    });
    expect(contractValue(schema, { left: null, cleared: null, nested: { inner: null } })).toEqual({ cleared: null, nested: {} });
    // an optional argument sent as null keeps its value, as an absent one does
    expect(parseGraphQLArgs(notificationSettingsInput, { reminderMails: null })).toEqual(parseGraphQLArgs(notificationSettingsInput, {}));
    expect(parseGraphQLArgs(messageHistoryQuery, { eventId: null })).toEqual(parseGraphQLArgs(messageHistoryQuery, {}));
    // a required one sent as null is refused with the message REST's missing field gets
    expect(() => parseGraphQLArgs(requestDeletionInput, { password: null })).toThrow(PRIVACY_MESSAGES.passwordMissing);
    // a preprocess step that cannot read null does not break the mapping
    const splitting = z.object({ ids: z.preprocess((value) => (value as string).split(','), z.array(z.string())).optional() });
    expect(contractValue(splitting, { ids: null })).toEqual({});
  });

  it('names a refused field in camelCase, as GraphQL named it', () => {
    expect(() => parseGraphQLArgs(pastEventCountsInput, { counts: [{ characterId: ID_A, xpSequence: -1 }] })).toThrow();
    expect(() => parseGraphQLArgs(adminCreateCharacterInput, { characterXpTotal: 'x' })).toThrow(/characterXpTotal/);
  });
});

/** Every resolver file under src. */
function resolverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return resolverFiles(path);
    return name.endsWith('.resolver.ts') ? [path] : [];
  });
}

/** The code of a file without its comments and string literals (so a description or a message may say anything). */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
}

describe('resolvers', () => {
  const src = join(__dirname, '../src');
  const files = resolverFiles(src);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('build no snake_case keys and no maps by hand: the contract mapping does (parseGraphQLArgs)', () => {
    const found: string[] = [];
    for (const file of files) {
      const code = codeOnly(readFileSync(file, 'utf8'));
      for (const match of code.matchAll(/(?<![\w.$])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s*:(?!:)/g)) {
        found.push(`${relative(src, file)}: ${match[1]}:`);
      }
      for (const match of code.matchAll(/Object\.(?:create\(null\)|fromEntries\()/g)) found.push(`${relative(src, file)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('rename no argument onto a contract field by hand (`{ id: draftId }`): the contract names it (onGraphQL)', () => {
    const found = files.flatMap((file) =>
      [...codeOnly(readFileSync(file, 'utf8')).matchAll(/\bid:\s*[a-z]\w*Id\b/g)].map((match) => `${relative(src, file)}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('turn no null argument into undefined by hand: the contract mapping leaves out a null the contract does not take', () => {
    const found = files.flatMap((file) =>
      [...codeOnly(readFileSync(file, 'utf8')).matchAll(/runCall\([^;]*?\?\?\s*undefined/g)].map(
        (match) => `${relative(src, file)}: ${match[0].slice(0, 80)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('parse their arguments through parseGraphQLArgs, not the REST-shaped parseGraphQLInput', () => {
    const found = files.filter((file) => /\bparseGraphQLInput\(/.test(codeOnly(readFileSync(file, 'utf8'))));
    expect(found.map((file) => relative(src, file))).toEqual([]);
  });
});
