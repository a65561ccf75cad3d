import { sharedJsonColumn } from '../src/fast-paths/shared-json';

describe('shared JSON column values (fast-paths/shared-json)', () => {
  it('gives the same frozen value for the same text of the same row, and parses a changed text again', () => {
    const read = sharedJsonColumn();
    const first = read('{"character_skills":[{"skill_id":"a","purchase_count":1}]}', 'row-1') as { character_skills: unknown[] };
    expect(first).toEqual({ character_skills: [{ skill_id: 'a', purchase_count: 1 }] });
    expect(read('{"character_skills":[{"skill_id":"a","purchase_count":1}]}', 'row-1')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.character_skills[0])).toBe(true);
    expect(() => first.character_skills.push({})).toThrow(TypeError);

    const changed = read('{"character_skills":[]}', 'row-1');
    expect(changed).toEqual({ character_skills: [] });
    expect(read('{"character_skills":[{"skill_id":"a","purchase_count":1}]}', 'row-1')).not.toBe(first);
  });

  it('keeps rows apart: the same text of another row is its own value', () => {
    const read = sharedJsonColumn();
    const one = read('["a"]', 'row-1');
    const other = read('["a"]', 'row-2');
    expect(other).toEqual(one);
    expect(read('["a"]', 'row-2')).toBe(other);
  });

  it('refuses text that is not JSON as JSON.parse does', () => {
    expect(() => sharedJsonColumn()('{not json', 'row-1')).toThrow(SyntaxError);
  });
});
