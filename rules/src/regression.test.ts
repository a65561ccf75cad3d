import { SkillError } from './errors';
import { emptyBuild } from './forms';
import { checkRegression, findRegression } from './regression';
import type { SkillEntry, WorkingBuild } from './types';

const zeros9 = [0, 0, 0, 0, 0, 0, 0, 0, 0];

function committedBuild(): WorkingBuild {
  return {
    ...emptyBuild({
      character_name: 'Ana',
      character_class: 'adept',
      character_race: { race: 'Elf', subculture: 'Sylvan', transformation: null, race_attributes: ['Fey', 'Keen'] },
    }),
    character_skills: {
      parry: { purchase_count: 2, grants: [] },
      literacy: { purchase_count: 0, grants: [{ count: 1, granted_by: 'scholar', at_level: 1 }] },
      sword: { left: { purchase_count: 1, grants: [] }, right: { purchase_count: 0, grants: [] } },
      focus: { schools: { arcane: { purchase_count: 1, grants: [] } } },
      spell: { levels: [[2, 1, ...zeros9.slice(2)]], spell_schools: ['arcane'] },
      alchemy: { levels: [[1, 0, 0, 0, 0, 0]], specialties: ['poisoner'] },
    },
  };
}

function change(edit: (b: WorkingBuild) => void): WorkingBuild {
  const b = structuredClone(committedBuild());
  edit(b);
  return b;
}
const set = (b: WorkingBuild, id: string, entry: SkillEntry) => {
  b.character_skills[id] = entry;
};

describe("regression rule: a violation is reported as 'Character build regressed' (players §4)", () => {
  it.each<[string, (b: WorkingBuild) => void]>([
    ['the name must match the committed name', (b) => void (b.character_name = 'Bea')],
    ['the race must match', (b) => void (b.character_race.race = 'Dwarf')],
    ['the subculture must match', (b) => void (b.character_race.subculture = null)],
    ['race attributes: same length', (b) => void (b.character_race.race_attributes = ['Fey'])],
    ['race attributes: same order', (b) => void (b.character_race.race_attributes = ['Keen', 'Fey'])],
    ['race attributes may not be unset', (b) => void (b.character_race.race_attributes = null)],
    ['the class must match', (b) => void (b.character_class = 'rogue')],
    ['a committed amount may not fall', (b) => set(b, 'parry', { purchase_count: 1, grants: [] })],
    [
      'a committed skill may not disappear',
      (b) => {
        delete b.character_skills.parry;
      },
    ],
    ['a committed grant may not disappear', (b) => set(b, 'literacy', { purchase_count: 1, grants: [] })],
    ['a hand may not fall', (b) => set(b, 'sword', { left: { purchase_count: 0, grants: [] }, right: { purchase_count: 1, grants: [] } })],
    ['a magic school may not fall', (b) => set(b, 'focus', { schools: { divine: { purchase_count: 1, grants: [] } } })],
    ['a spell slot level may not fall', (b) => set(b, 'spell', { levels: [[2, 0, ...zeros9.slice(2)]], spell_schools: ['arcane'] })],
    [
      'a committed spell school may not change',
      (b) => set(b, 'spell', { levels: [[2, 1, ...zeros9.slice(2)]], spell_schools: ['divine'] }),
    ],
    ['an alchemy slot level may not fall', (b) => set(b, 'alchemy', { levels: [[0, 0, 0, 0, 0, 0]], specialties: ['poisoner'] })],
    ['a committed specialty may not go', (b) => set(b, 'alchemy', { levels: [[1, 0, 0, 0, 0, 0]], specialties: [] })],
  ])('%s', (_text, edit) => {
    const build = change(edit);
    expect(findRegression(build, committedBuild())).not.toBeNull();
    expect(() => checkRegression(build, committedBuild())).toThrow(new SkillError('Character build regressed'));
  });

  it.each<[string, (b: WorkingBuild) => void]>([
    ['the same build', () => undefined],
    ['more of a committed skill', (b) => set(b, 'parry', { purchase_count: 3, grants: [] })],
    ['a new skill', (b) => set(b, 'dodge', { purchase_count: 1, grants: [] })],
    [
      'a purchase replaced by a grant keeps the total (replaces_purchase)',
      (b) => set(b, 'parry', { purchase_count: 1, grants: [{ count: 1, granted_by: 'drill', at_level: 1, replaces_purchase: true }] }),
    ],
    [
      'a further spell school and more slots',
      (b) =>
        set(b, 'spell', {
          levels: [
            [3, 2, ...zeros9.slice(2)],
            [1, ...zeros9.slice(1)],
          ],
          spell_schools: ['arcane', 'divine'],
        }),
    ],
    ['a further specialty', (b) => set(b, 'alchemy', { levels: [[2, 0, 0, 0, 0, 0]], specialties: ['poisoner', 'apothecary'] })],
  ])('no regression: %s', (_text, edit) => {
    expect(() => checkRegression(change(edit), committedBuild())).not.toThrow();
  });

  it('the transformation must match where the committed build has one', () => {
    const committed = change((b) => void (b.character_race.transformation = 'Wraith'));
    const build = change((b) => void (b.character_race.transformation = 'Lich'));
    expect(() => checkRegression(build, committed)).toThrow(new SkillError('Character build regressed'));
    expect(() => checkRegression(committed, committed)).not.toThrow();
  });

  it('unset committed values do not bind: a committed build without a name, class or attributes', () => {
    const committed: WorkingBuild = emptyBuild();
    const build = change((b) => void (b.character_race.transformation = 'Lich'));
    expect(() => checkRegression(build, committed)).not.toThrow();
  });

  it('no committed build: nothing to regress from', () => {
    expect(() => checkRegression(emptyBuild(), null)).not.toThrow();
  });
});
