import { newObjectId, XpLedgerEntry } from '../../src/db';
import { readXpLedgers } from '../../src/modules/characters/ledger.loaders';
import { databases, insertCharacter, insertUser, useTestDatabase } from '../support';

/**
 * The staff list's XP ledgers (readXpLedgers, one statement for the whole list): each character's
 * rows oldest first, rows of the same instant in the order of their ids, whatever order the
 * database returns them in (the statement leaves the ordering to the reader).
 */
describe.each(databases())('XP ledgers of many characters on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('gives each character its own rows, oldest first and by id within an instant, in the order of the ids asked', async () => {
    const user = await insertUser(db.dataSource);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await insertCharacter(db.dataSource, user.id)).id);
    const [a, b, c] = ids;
    const at = (iso: string) => new Date(iso);
    // inserted out of order; two rows of A share an instant, their ids decide
    const rows: Array<[string, string, Date, number]> = [
      [a, 'ffff00000000000000000003', at('2026-03-02T10:00:00.000Z'), 3],
      [b, 'ffff00000000000000000010', at('2026-03-01T09:00:00.500Z'), 10],
      [a, 'ffff00000000000000000002', at('2026-03-01T10:00:00.000Z'), 2],
      [a, 'ffff00000000000000000001', at('2026-03-01T10:00:00.000Z'), 1],
      [b, 'ffff00000000000000000009', at('2026-02-28T23:59:59.999Z'), 9],
      [a, 'ffff00000000000000000000', at('2026-01-01T00:00:00.000Z'), 0],
    ];
    for (const [characterId, id, createdAt, amount] of rows) {
      await db.dataSource.getRepository(XpLedgerEntry).insert({
        id,
        characterId,
        amount,
        kind: 'grant',
        reason: `row ${amount}`,
        actorId: null,
        eventId: null,
        createdAt,
      } as never);
    }

    const ledgers = await readXpLedgers(db.dataSource, [c, b, a, newObjectId()]);
    expect(ledgers.map((ledger) => ledger.map((row) => row.amount))).toEqual([[], [9, 10], [0, 1, 2, 3], []]);
    expect(ledgers[2].map((row) => row.id)).toEqual([
      'ffff00000000000000000000',
      'ffff00000000000000000001',
      'ffff00000000000000000002',
      'ffff00000000000000000003',
    ]);
    expect(ledgers[2].every((row) => row.characterId === a)).toBe(true);
    expect(await readXpLedgers(db.dataSource, [])).toEqual([]);

    // read again unchanged: the same frozen rows; a changed row is read anew
    const again = await readXpLedgers(db.dataSource, [a]);
    again[0].forEach((row, index) => expect(row).toBe(ledgers[2][index]));
    expect(Object.isFrozen(again[0][0])).toBe(true);
    await db.dataSource.getRepository(XpLedgerEntry).update({ id: 'ffff00000000000000000001' }, { reason: 'corrected' });
    const changed = await readXpLedgers(db.dataSource, [a]);
    expect(changed[0][1]).not.toBe(ledgers[2][1]);
    expect(changed[0][1].reason).toBe('corrected');
    expect(changed[0][0]).toBe(ledgers[2][0]);
  });
});
