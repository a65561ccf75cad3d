import { buildDiff, buildStatus, countsAsCommitted, editedBuild, sameBuild, shownBuild } from './build-status';
import type { StoredBuild } from './types';

const build = (over: Partial<StoredBuild> = {}, skills: StoredBuild['character_skills'] = []): StoredBuild => ({
  character_name: 'Ayla',
  character_class: 'fighter',
  character_build_cost: 0,
  character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: ['Strong'] },
  character_skills: skills,
  ...over,
});
const parry = (count: number) => ({ skill_id: 'parry', purchase_count: count, grants: [] });
const dodge = { skill_id: 'dodge', purchase_count: 1, grants: [] };

describe('countsAsCommitted (players §4: a name, a class, a race and the race attributes)', () => {
  it.each<[string, StoredBuild | null, boolean]>([
    ['a complete build', build(), true],
    ['no build', null, false],
    ['no name', build({ character_name: '' }), false],
    ['no class', build({ character_class: null }), false],
    ['no race', build({ character_race: { race: null, subculture: null, transformation: null, race_attributes: ['Strong'] } }), false],
    [
      'attributes not selected',
      build({ character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: null } }),
      false,
    ],
    [
      'an empty attribute list',
      build({ character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: [] } }),
      false,
    ],
  ])('%s', (_name, value, expected) => {
    expect(countsAsCommitted(value)).toBe(expected);
  });
});

describe('shown and edited build', () => {
  const saved = build({ character_name: 'Saved' });
  const committed = build({ character_name: 'Committed' });
  const incomplete = build({ character_name: 'Committed', character_class: null });
  it.each<[string, StoredBuild | null, StoredBuild | null, string | null, string | null]>([
    ['committed counts: committed is shown, saved is edited', saved, committed, 'Committed', 'Saved'],
    ['committed does not count: saved is shown and edited', saved, incomplete, 'Saved', 'Saved'],
    ['never committed', saved, null, 'Saved', 'Saved'],
    ['committed without a saved build', null, committed, 'Committed', 'Committed'],
    ['nothing at all', null, null, null, null],
  ])('%s', (_name, s, c, shown, edited) => {
    expect(shownBuild(s, c)?.character_name ?? null).toBe(shown);
    expect(editedBuild(s, c)?.character_name ?? null).toBe(edited);
  });
});

describe('buildStatus: saved-but-uncommitted changes', () => {
  it.each<[string, StoredBuild | null, StoredBuild | null, ReturnType<typeof buildStatus>]>([
    [
      'just committed (same build)',
      build({}, [parry(1)]),
      build({}, [parry(1)]),
      { committed: true, shown: 'committed', uncommittedChanges: false },
    ],
    [
      'saved after the commit',
      build({}, [parry(2)]),
      build({}, [parry(1)]),
      { committed: true, shown: 'committed', uncommittedChanges: true },
    ],
    [
      'timestamp and cost differ only',
      build({ created_at: '2026-01-02', character_build_cost: 9 }, [parry(1)]),
      build({ created_at: '2026-01-01' }, [parry(1)]),
      { committed: true, shown: 'committed', uncommittedChanges: false },
    ],
    [
      'skills in another order',
      build({}, [dodge, parry(1)]),
      build({}, [parry(1), dodge]),
      { committed: true, shown: 'committed', uncommittedChanges: false },
    ],
    ['never committed', build({}, [parry(2)]), null, { committed: false, shown: 'saved', uncommittedChanges: false }],
    [
      'uncommitted attributes (no longer counts)',
      build({}, [parry(2)]),
      build({ character_race: { race: 'Human', subculture: null, transformation: null, race_attributes: null } }),
      { committed: false, shown: 'saved', uncommittedChanges: false },
    ],
  ])('%s', (_name, saved, committed, expected) => {
    expect(buildStatus(saved, committed)).toEqual(expected);
  });

  it('sameBuild ignores key order inside an entry', () => {
    expect(sameBuild(build({}, [{ skill_id: 'parry', grants: [], purchase_count: 1 }]), build({}, [parry(1)]))).toBe(true);
  });
});

describe('buildDiff: what Commit would make permanent', () => {
  it('lists changed header fields and changed, added and removed skills', () => {
    const committed = build({}, [parry(1), { skill_id: 'old', purchase_count: 1, grants: [] }]);
    const saved = build({ character_name: 'Ayla the Bold' }, [parry(2), dodge]);
    expect(buildDiff(committed, saved)).toEqual([
      { kind: 'header', field: 'character_name', before: 'Ayla', after: 'Ayla the Bold' },
      { kind: 'skill', skill_id: 'parry', before: parry(1), after: parry(2) },
      { kind: 'skill', skill_id: 'dodge', before: null, after: dodge },
      { kind: 'skill', skill_id: 'old', before: { skill_id: 'old', purchase_count: 1, grants: [] }, after: null },
    ]);
  });
  it('is empty for the same build', () => {
    expect(buildDiff(build({}, [parry(1)]), build({}, [parry(1)]))).toEqual([]);
  });
});
