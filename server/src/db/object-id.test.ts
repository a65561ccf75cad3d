import { isObjectId, newObjectId } from './object-id';

describe('newObjectId', () => {
  it('makes 24-character lowercase hex ids that begin with the creation time in seconds', () => {
    const id = newObjectId(new Date('2026-01-02T03:04:05.678Z'));
    expect(isObjectId(id)).toBe(true);
    expect(parseInt(id.slice(0, 8), 16)).toBe(Date.parse('2026-01-02T03:04:05Z') / 1000);
  });

  it('never repeats within a process, even in the same second', () => {
    const at = new Date();
    const ids = new Set(Array.from({ length: 10000 }, () => newObjectId(at)));
    expect(ids.size).toBe(10000);
  });

  it.each(['', 'ABCDEFabcdef012345678901', '0123456789abcdef0123456', 12])('rejects %p as an id', (value) => {
    expect(isObjectId(value)).toBe(false);
  });
});
