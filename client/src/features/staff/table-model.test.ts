import { filterRows, pageButtons, pageOf, sortRows } from './table-model';

const rows = [
  { name: 'Éowyn', player: 'Ada Lovelace', xp: 12 },
  { name: 'Brom', player: 'Grace Hopper', xp: 3 },
  { name: 'anna', player: 'Alan Turing', xp: 30 },
  { name: '', player: 'Nobody', xp: 7 },
];
const text = (row: (typeof rows)[number]) => `${row.name} ${row.player}`;

describe('staff table model', () => {
  it.each([
    ['', 4],
    ['eowyn', 1],
    ['  GRACE ', 1],
    ['a turing', 1],
    ['lovelace eowyn', 1],
    ['nothing like it', 0],
  ])('search %j finds %d rows (every word, any order, case and accents ignored)', (query, count) => {
    expect(filterRows(rows, query, text)).toHaveLength(count);
  });

  it('sorts text without case and numbers by value, empty values last either way', () => {
    expect(sortRows(rows, (row) => row.name, 'ascending').map((row) => row.name)).toEqual(['anna', 'Brom', 'Éowyn', '']);
    expect(sortRows(rows, (row) => row.name, 'descending').map((row) => row.name)).toEqual(['Éowyn', 'Brom', 'anna', '']);
    expect(sortRows(rows, (row) => row.xp, 'ascending').map((row) => row.xp)).toEqual([3, 7, 12, 30]);
  });

  it('pages rows and clamps the page number to the pages there are', () => {
    const many = Array.from({ length: 1000 }, (_v, index) => index);
    expect(pageOf(many, 1, 25)).toMatchObject({ page: 1, pageCount: 40, first: 1, last: 25, total: 1000 });
    expect(pageOf(many, 40, 25).rows).toEqual(many.slice(975));
    expect(pageOf(many, 99, 25).page).toBe(40);
    expect(pageOf([], 3, 25)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('offers the first, last and nearby page buttons with gaps', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(10, 40)).toEqual([1, null, 8, 9, 10, 11, 12, null, 40]);
    expect(pageButtons(40, 40)).toEqual([1, null, 38, 39, 40]);
  });
});
