import { SkillError } from './errors';
import { indexGameData } from './game-data';
import { compact, emptyBuild, emptyEntry, toStored, toWorking } from './forms';
import type { SkillDefinition, SkillEntry, SkillOptions, StoredBuild, WorkingBuild } from './types';

function skill(id: string, options: SkillOptions = {}): SkillDefinition {
  return {
    _id: id,
    skill_name: id,
    skill_description: '',
    skill_type: 'general',
    skill_subtype: null,
    skill_tags: [],
    skill_max_purchases: 3,
    skill_cost_model: { all: [1] },
    skill_prereq_model: null,
    skill_prereq_description: null,
    skill_grants: [],
    skill_options: options,
  };
}

const data = indexGameData({
  name: 'forms',
  version: 1,
  skills: [
    skill('plain'),
    skill('handed', { handed: true }),
    skill('spell', { spell_slot: true }),
    skill('alchemy', { alchemy_slot: true }),
    skill('focus', { magic_schools: true }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [],
  additional_spell_schools: [],
});

function working(skills: Record<string, SkillEntry>): WorkingBuild {
  return { ...emptyBuild({ character_name: 'Ana', character_class: 'rogue' }), character_skills: skills };
}

const zeros = (n: number) => Array(n).fill(0) as number[];

describe('emptyEntry: the entry shape depends on the skill options (players §3)', () => {
  it.each([
    ['Plain: an amount {purchase_count, grants}', 'plain', { purchase_count: 0, grants: [] }],
    ['Handed: a left and a right amount', 'handed', { left: { purchase_count: 0, grants: [] }, right: { purchase_count: 0, grants: [] } }],
    ['Spell-slot: levels and spell_schools', 'spell', { levels: [], spell_schools: [] }],
    ['Alchemy-slot: levels and specialties', 'alchemy', { levels: [], specialties: [] }],
    ['Magic-schools: a map from school name to an amount', 'focus', { schools: {} }],
  ])('%s', (_text, id, expected) => {
    expect(emptyEntry(data.skillsById.get(id)!)).toEqual(expected);
  });

  it('emptyBuild has no skills, no attributes chosen and cost 0', () => {
    expect(emptyBuild()).toEqual({
      character_name: '',
      character_race: { race: null, subculture: null, transformation: null, race_attributes: null },
      character_class: null,
      character_build_cost: 0,
      character_skills: {},
    });
  });
});

describe('stored and working forms (players §3: a list keyed by skill_id vs a map from skill id)', () => {
  const stored: StoredBuild = {
    character_name: 'Ana',
    character_race: { race: 'Elf', subculture: null, transformation: null, race_attributes: ['Fey'] },
    character_class: 'rogue',
    character_build_cost: 4,
    created_at: '2026-01-01T00:00:00.000Z',
    character_skills: [
      { skill_id: 'focus', schools: { necromancy: { purchase_count: 1, grants: [] } } },
      { skill_id: 'handed', left: { purchase_count: 1, grants: [] }, right: { purchase_count: 0, grants: [] } },
      { skill_id: 'plain', purchase_count: 2, grants: [{ count: 1, granted_by: 'x', at_level: 1, replaces_purchase: true }] },
    ],
  };

  it('toWorking maps each entry by its skill_id without the skill_id field', () => {
    const w = toWorking(stored);
    expect(Object.keys(w.character_skills).sort()).toEqual(['focus', 'handed', 'plain']);
    expect(w.character_skills.plain).toEqual({
      purchase_count: 2,
      grants: [{ count: 1, granted_by: 'x', at_level: 1, replaces_purchase: true }],
    });
    expect(w.character_race).toEqual(stored.character_race);
    expect(w.created_at).toBe(stored.created_at);
  });

  it('toWorking copies: changing the working form leaves the stored one alone', () => {
    const w = toWorking(stored);
    (w.character_skills.plain as { purchase_count: number }).purchase_count = 9;
    w.character_race.race_attributes!.push('Other');
    expect(stored.character_skills[2]).toMatchObject({ purchase_count: 2 });
    expect(stored.character_race.race_attributes).toEqual(['Fey']);
  });

  it("a skill listed twice is 'Character build invalid: Some skill was invalid'", () => {
    const twice = { ...stored, character_skills: [...stored.character_skills, { skill_id: 'plain', purchase_count: 1, grants: [] }] };
    expect(() => toWorking(twice)).toThrow(new SkillError('Character build invalid: Some skill was invalid'));
  });

  it.each<[string, unknown]>([
    ['an amount without grants', { skill_id: 'plain', purchase_count: 1 }],
    ['a count that is not a number', { skill_id: 'plain', purchase_count: '1', grants: [] }],
    ['a handed entry missing a hand', { skill_id: 'handed', left: { purchase_count: 1, grants: [] } }],
    ['spell levels that are not rows', { skill_id: 'spell', levels: [1, 2], spell_schools: [] }],
    ['a magic-school map holding a number', { skill_id: 'focus', schools: { arcane: 1 } }],
    ['an entry without a skill_id', { purchase_count: 1, grants: [] }],
    ['an entry that is not an object', 7],
  ])("malformed input is 'Some skill was invalid', never a crash: %s", (_text, entry) => {
    const bad = { ...stored, character_skills: [entry] } as unknown as StoredBuild;
    expect(() => toWorking(bad)).toThrow(new SkillError('Character build invalid: Some skill was invalid'));
  });

  it('toStored lists entries sorted by skill_id, whatever order they were bought in', () => {
    const w = working({ plain: { purchase_count: 1, grants: [] }, focus: { schools: { psionic: { purchase_count: 1, grants: [] } } } });
    expect(toStored(w).character_skills.map((e) => e.skill_id)).toEqual(['focus', 'plain']);
  });

  it('stored -> working -> stored is the identity', () => {
    expect(toStored(toWorking(stored))).toEqual(stored);
  });
});

describe('compact: compacting drops skills the character does not actually have (players §4)', () => {
  it.each<[string, string, SkillEntry, SkillEntry | undefined]>([
    ['zero purchases and no grants is dropped', 'plain', { purchase_count: 0, grants: [] }, undefined],
    ['a purchase is kept', 'plain', { purchase_count: 1, grants: [] }, { purchase_count: 1, grants: [] }],
    [
      'a grant alone is kept',
      'plain',
      { purchase_count: 0, grants: [{ count: 1, granted_by: 'x', at_level: 1 }] },
      { purchase_count: 0, grants: [{ count: 1, granted_by: 'x', at_level: 1 }] },
    ],
    [
      'handed with both hands empty is dropped',
      'handed',
      { left: { purchase_count: 0, grants: [] }, right: { purchase_count: 0, grants: [] } },
      undefined,
    ],
    [
      'handed with one hand bought keeps both hands',
      'handed',
      { left: { purchase_count: 0, grants: [] }, right: { purchase_count: 1, grants: [] } },
      { left: { purchase_count: 0, grants: [] }, right: { purchase_count: 1, grants: [] } },
    ],
    ['spell slots with no slots and no school are dropped', 'spell', { levels: [zeros(9)], spell_schools: [] }, undefined],
    [
      'spell slots with a chosen school but no slots are kept',
      'spell',
      { levels: [], spell_schools: ['arcane'] },
      { levels: [], spell_schools: ['arcane'] },
    ],
    ['alchemy with no slots and no specialty is dropped', 'alchemy', { levels: [zeros(6)], specialties: [] }, undefined],
    [
      'alchemy with a slot is kept',
      'alchemy',
      { levels: [[1, 0, 0, 0, 0, 0]], specialties: [] },
      { levels: [[1, 0, 0, 0, 0, 0]], specialties: [] },
    ],
    ['a magic-school map with nothing is dropped', 'focus', { schools: { arcane: { purchase_count: 0, grants: [] } } }, undefined],
    [
      'a magic-school map keeps only the schools that hold something',
      'focus',
      { schools: { arcane: { purchase_count: 0, grants: [] }, divine: { purchase_count: 2, grants: [] } } },
      { schools: { divine: { purchase_count: 2, grants: [] } } },
    ],
  ])('%s', (_text, id, entry, expected) => {
    const result = compact(data, working({ [id]: entry }));
    expect(result.character_skills[id]).toEqual(expected);
  });

  it("keeps an unknown skill so validation can still report 'Skill not found: {id}'", () => {
    const result = compact(data, working({ ghost: { purchase_count: 0, grants: [] } }));
    expect(result.character_skills.ghost).toEqual({ purchase_count: 0, grants: [] });
  });

  it('stored -> working -> stored is the identity after compaction', () => {
    const messy = working({
      plain: { purchase_count: 0, grants: [] },
      handed: { left: { purchase_count: 2, grants: [] }, right: { purchase_count: 0, grants: [] } },
      spell: { levels: [[1, ...zeros(8)]], spell_schools: ['psionic'] },
    });
    const stored = toStored(compact(data, messy));
    expect(stored.character_skills.map((e) => e.skill_id)).toEqual(['handed', 'spell']);
    expect(toStored(compact(data, toWorking(stored)))).toEqual(stored);
  });
});
