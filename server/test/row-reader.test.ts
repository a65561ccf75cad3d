import { Character } from '../src/db';
import { joinedRowReader, rowReader, sharedRowReader } from '../src/db/row-reader';
import { DEFAULT_FAST_PATHS, FAST_PATH_NAMES, setFastPaths } from '../src/fast-paths';
import { sqliteDatetime } from '../src/fast-paths/row-mapper';
import { isImmutable } from '../src/fast-paths/shared-json';
import { databases, insertUser, useTestDatabase } from './support';

describe.each(databases())('hot-path row reader on %s', (kind) => {
  const db = useTestDatabase(kind);

  afterEach(() => setFastPaths(DEFAULT_FAST_PATHS));

  const rowReadersOnAndOff = [
    ['on', FAST_PATH_NAMES],
    ['off', FAST_PATH_NAMES.filter((name) => name !== 'row-readers')],
  ] as const;

  it.each(rowReadersOnAndOff)(
    'reads an entity with the same values as TypeORM (dates, JSON, booleans, numbers), row-readers fast path %s',
    async (_, fastPaths) => {
      setFastPaths(fastPaths);
      const user = await insertUser(db.dataSource);
      const characters = db.dataSource.getRepository(Character);
      const saved = await characters.save(
        Object.assign(new Character(), {
          userId: user.id,
          characterXpTotal: 42,
          savedBuild: { character_name: 'Mira "the quick"', character_skills: [] },
          committedBuild: null,
          deleteAllowed: false,
          additionalSpellSchools: ['Fire'],
        }),
      );
      const reader = rowReader(db.dataSource, Character, 'FROM characters t WHERE t.user_id = ?');
      const [read] = await reader.read(db.dataSource.manager, [user.id]);
      const found = await characters.findOneByOrFail({ id: saved.id });
      expect(read).toBeInstanceOf(Character);
      expect(read).toEqual(found);
      expect(read.createdAt.getTime()).toBe(found.createdAt.getTime());
      expect(read.updatedAt.getTime()).toBe(found.updatedAt.getTime());
    },
  );

  it('with the row-readers fast path off, a shared reader reads each row anew as TypeORM hydrates it, unfrozen', async () => {
    setFastPaths(FAST_PATH_NAMES.filter((name) => name !== 'row-readers'));
    const user = await insertUser(db.dataSource);
    const characters = db.dataSource.getRepository(Character);
    const saved = await characters.save(
      Object.assign(new Character(), {
        userId: user.id,
        characterXpTotal: 7,
        savedBuild: { character_name: 'Ilse', character_skills: [] },
        committedBuild: null,
        additionalSpellSchools: [],
      }),
    );
    const reader = sharedRowReader(db.dataSource, Character, 'FROM characters t WHERE t.user_id = ?');
    const [first] = await reader.read(db.dataSource.manager, [user.id]);
    const [again] = await reader.read(db.dataSource.manager, [user.id]);
    expect(first).toEqual(await characters.findOneByOrFail({ id: saved.id }));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
    expect(isImmutable(first)).toBe(false);
  });

  it('parses JSON columns for the read alone when asked (no shared, frozen values), with the same values', async () => {
    const user = await insertUser(db.dataSource);
    const characters = db.dataSource.getRepository(Character);
    const saved = await characters.save(
      Object.assign(new Character(), {
        userId: user.id,
        characterXpTotal: 12,
        savedBuild: { character_name: 'Oda', character_skills: [{ name: 'Parry', level: 1 }] },
        committedBuild: null,
        additionalSpellSchools: ['Water'],
      }),
    );
    const from = 'FROM characters c WHERE c.user_id = ?';
    const shared = joinedRowReader(db.dataSource, { c: Character }, from);
    const once = joinedRowReader(db.dataSource, { c: Character }, from, { sharedJson: false });
    const [{ c: sharedRead }] = await shared.read(db.dataSource.manager, [user.id]);
    const [{ c: first }] = await once.read(db.dataSource.manager, [user.id]);
    const [{ c: again }] = await once.read(db.dataSource.manager, [user.id]);
    expect(first).toEqual(await characters.findOneByOrFail({ id: saved.id }));
    expect(first).toEqual(sharedRead);
    expect(Object.isFrozen(sharedRead.savedBuild)).toBe(true);
    expect(Object.isFrozen(first.savedBuild)).toBe(false);
    expect(isImmutable(first.savedBuild!)).toBe(false);
    expect(again.savedBuild).toEqual(first.savedBuild);
    expect(again.savedBuild).not.toBe(first.savedBuild);
  });

  it('shares a row read again unchanged as the same frozen entity, and reads any change anew', async () => {
    const user = await insertUser(db.dataSource);
    const characters = db.dataSource.getRepository(Character);
    const make = (name: string) =>
      characters.save(
        Object.assign(new Character(), {
          userId: user.id,
          characterXpTotal: 10,
          savedBuild: { character_name: name, character_skills: [] },
          committedBuild: null,
          additionalSpellSchools: [],
        }),
      );
    const first = await make('Mira');
    const second = await make('Tam');
    const reader = sharedRowReader(db.dataSource, Character, 'FROM characters t WHERE t.user_id = ? ORDER BY t.created_at ASC, t.id ASC');
    const plain = rowReader(db.dataSource, Character, 'FROM characters t WHERE t.user_id = ? ORDER BY t.created_at ASC, t.id ASC');
    const read = () => reader.read(db.dataSource.manager, [user.id]);
    const before = await read();
    expect(before).toEqual(await plain.read(db.dataSource.manager, [user.id]));
    expect(before.map((character) => character.id).sort()).toEqual([first.id, second.id].sort());
    for (const character of before) {
      expect(Object.isFrozen(character)).toBe(true);
      expect(isImmutable(character)).toBe(true);
      expect(() => {
        'use strict';
        (character as { characterXpTotal: number }).characterXpTotal = 99;
      }).toThrow(TypeError);
    }
    const again = await read();
    expect(again[0]).toBe(before[0]);
    expect(again[1]).toBe(before[1]);

    // a write by any means, even one that leaves updated_at as it was, gives a new entity for that row only
    await db.dataSource.query('UPDATE characters SET character_xp_total = character_xp_total + 5 WHERE id = ?', [first.id]);
    const after = await read();
    const changed = after.find((character) => character.id === first.id)!;
    const unchanged = after.find((character) => character.id === second.id)!;
    expect(changed).not.toBe(before.find((character) => character.id === first.id));
    expect(changed.characterXpTotal).toBe(15);
    expect(unchanged).toBe(before.find((character) => character.id === second.id));
    await characters.update({ id: second.id }, { savedBuild: { character_name: 'Tam Renamed', character_skills: [] } });
    const renamed = (await read()).find((character) => character.id === second.id)!;
    expect(renamed.savedBuild).toEqual({ character_name: 'Tam Renamed', character_skills: [] });
    expect(await read()).toEqual(await plain.read(db.dataSource.manager, [user.id]));
  });
});

describe('SQLite datetime text read straight into its time', () => {
  const db = useTestDatabase('sqlite');

  it('gives the instant the driver gives for every text it takes, and leaves other text to the driver', () => {
    const column = db.dataSource.getMetadata(Character).findColumnWithPropertyName('createdAt')!;
    const driverTime = (text: string) => (db.dataSource.driver.prepareHydratedValue(text, column) as Date).getTime();
    const texts = [
      '2026-03-01 12:00:00.000',
      '2026-03-01 12:00:00',
      '2024-02-29 23:59:59.999',
      '2026-02-30 00:00:00.000',
      '2026-04-31 08:15:00.500',
      '1970-01-01 00:00:00.000',
      '9999-12-31 23:59:59.999',
    ];
    // every millisecond pattern and a spread of instants, written as TypeORM writes them
    for (let step = 0; step < 400; step += 1) {
      texts.push(new Date(Date.UTC(1990, 0, 1) + step * 86_399_997 * 13 + step).toISOString().replace('T', ' ').replace('Z', ''));
    }
    for (const text of texts) {
      expect([text, sqliteDatetime(text)?.getTime()]).toEqual([text, driverTime(text)]);
    }
    // Text of another shape, or out of the ranges taken, is not read here (the driver reads it).
    for (const text of [
      '2026-03-01T12:00:00.000Z',
      '2026-03-01 12:00:00.000000',
      '2026-03-01 12:00',
      '2026-13-01 12:00:00.000',
      '2026-00-10 12:00:00.000',
      '2026-03-00 12:00:00.000',
      '2026-03-32 12:00:00.000',
      '2026-03-01 24:00:00.000',
      '2026-03-01 23:60:00.000',
      '2026-03-01 23:59:60.000',
      '0099-03-01 12:00:00.000',
      '2026-03-01 12:00:00.0a0',
      '2026-03-01 12:00:0x',
      '2026/03/01 12:00:00.000',
      '',
    ]) {
      expect([text, sqliteDatetime(text)]).toEqual([text, undefined]);
    }
  });
});
