import { listInTurns } from '../src/graphql/list-in-turns';

/*
 * A whole list completed a slice per turn of the event loop: the same items in the same order, and
 * other work (a callback queued every turn) runs between the slices.
 */
describe('listInTurns', () => {
  it('answers the same items in order, the first slice as they are and the rest a turn apart', async () => {
    const items = Array.from({ length: 1250 }, (_, index) => ({ index }));
    const listed = listInTurns(items, 500);
    expect(listed).toHaveLength(1250);
    expect(listed.slice(0, 500)).toEqual(items.slice(0, 500));
    expect(listed.slice(500).every((item) => item instanceof Promise)).toBe(true);

    // another request's work: a callback every turn of the event loop while the list settles
    let turns = 0;
    let ticking = true;
    const tick = () => {
      if (!ticking) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    expect(await Promise.all(listed.map((item) => Promise.resolve(item)))).toEqual(items);
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(2);
  });

  it('answers a short list as it is', () => {
    expect(listInTurns([1, 2, 3], 500)).toEqual([1, 2, 3]);
    expect(listInTurns([], 500)).toEqual([]);
  });
});
