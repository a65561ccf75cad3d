import { MESSAGES, OperationalError } from './errors';
import { indexGameData } from './game-data';
import { checkPrereqs, describePrereqs, prereqSkillNames, prereqsMet, type PrereqOptions } from './prereqs';
import type { Amount, CharacterContext, PrereqModel, SkillDefinition, SkillEntry, SkillOptions, SkillType, WorkingBuild } from './types';

function skill(
  id: string,
  name: string,
  extra: { max?: number; type?: SkillType; tags?: string[]; options?: SkillOptions; prereq?: PrereqModel } = {},
): SkillDefinition {
  return {
    _id: id,
    skill_name: name,
    skill_description: '',
    skill_type: extra.type ?? 'general',
    skill_subtype: null,
    skill_tags: extra.tags ?? [],
    skill_max_purchases: extra.max ?? 5,
    skill_cost_model: { all: [1] },
    skill_prereq_model: extra.prereq ?? null,
    skill_prereq_description: null,
    skill_grants: [],
    skill_options: extra.options ?? {},
  };
}

const data = indexGameData({
  name: 'test',
  version: 1,
  skills: [
    skill('parry', 'Parry', { type: 'weapon', options: { handed: true } }),
    skill('dodge', 'Dodge'),
    skill('smith', 'Smithing', { type: 'crafting', tags: ['profession'] }),
    skill('tailor', 'Tailoring', { type: 'crafting', tags: ['profession'] }),
    skill('herb', 'Herbalism', { type: 'academic', tags: ['profession'] }),
    skill('lore', 'Lore', { type: 'magic', options: { magic_schools: true } }),
    skill('slots', 'Spell Slot', { type: 'magic', options: { spell_slot: true } }),
    skill('alchemy', 'Alchemy', { type: 'crafting', options: { alchemy_slot: true } }),
  ],
  races: [],
  transformations: [],
  event_role_types: {},
  character_levels: [
    { level: 1, xp: 0 },
    { level: 2, xp: 20 },
    { level: 5, xp: 80 },
  ],
  additional_spell_schools: [],
});

const amount = (purchase_count: number, grantCount = 0): Amount => ({
  purchase_count,
  grants: grantCount ? [{ count: grantCount, granted_by: 'x', at_level: 1 }] : [],
});
const col = (...counts: number[]): number[] => [...counts, ...Array<number>(9 - counts.length).fill(0)];

function build(skills: Record<string, SkillEntry>, attributes: string[] | null = ['Elf']): WorkingBuild {
  return {
    character_name: 'Test',
    character_race: { race: 'Elf', subculture: null, transformation: null, race_attributes: attributes },
    character_class: 'fighter',
    character_build_cost: 0,
    character_skills: skills,
  };
}

const ctx = (xp = 0): CharacterContext => ({ character_xp_total: xp, additional_spell_schools: [] });
const dependent = (prereq: PrereqModel | null) => skill('dep', 'Dependent', prereq ? { prereq } : {});

type Row = [string, PrereqModel, WorkingBuild, PrereqOptions, string[] | null, number?];

/** One row per rule: the model, the build, the options and the missing list (null = met). */
const rows: Row[] = [
  // trait_group: "race attributes must include the group"
  ['trait_group met', { trait_group: 'Elf' }, build({}), {}, null],
  ['trait_group unmet', { trait_group: 'Dwarf' }, build({}), {}, ['Requires the Dwarf trait']],
  ['trait_group without attributes', { trait_group: 'Elf' }, build({}, null), {}, ['Requires the Elf trait']],
  // character_level: "thresholds"
  ['character_level met at the threshold', { character_level: 5 }, build({}), {}, null, 80],
  ['character_level unmet below it', { character_level: 5 }, build({}), {}, ['Requires character level 5'], 79],
  // skill by name, times_taken
  ['skill by name, default once', { skill: { name: 'Dodge' } }, build({ dodge: amount(1) }), {}, null],
  ['skill by name, not held', { skill: { name: 'Dodge' } }, build({}), {}, ['Requires Dodge']],
  ['times_taken met with grants', { skill: { name: 'Dodge', times_taken: 2 } }, build({ dodge: amount(1, 1) }), {}, null],
  ['times_taken unmet', { skill: { name: 'Dodge', times_taken: 2 } }, build({ dodge: amount(1) }), {}, ['Requires Dodge x2']],
  // times_taken_per
  ['times_taken_per at level 3 met', { skill: { name: 'Dodge', times_taken_per: 2 } }, build({ dodge: amount(6) }), { level: 3 }, null],
  [
    'times_taken_per at level 3 unmet',
    { skill: { name: 'Dodge', times_taken_per: 2 } },
    build({ dodge: amount(5) }),
    { level: 3 },
    ['Requires Dodge x6'],
  ],
  ['times_taken_per defaults to level 1', { skill: { name: 'Dodge', times_taken_per: 2 } }, build({ dodge: amount(2) }), {}, null],
  // hands
  [
    'handed, no hand: both hands together',
    { skill: { name: 'Parry', times_taken: 2 } },
    build({ parry: { left: amount(1), right: amount(1) } }),
    {},
    null,
  ],
  [
    'hand left met',
    { skill: { name: 'Parry', times_taken: 2, hand: 'left' } },
    build({ parry: { left: amount(2), right: amount(0) } }),
    {},
    null,
  ],
  [
    'hand left unmet',
    { skill: { name: 'Parry', times_taken: 2, hand: 'left' } },
    build({ parry: { left: amount(1), right: amount(3) } }),
    {},
    ['Requires Parry x2 in the left hand'],
  ],
  [
    'hand right unmet',
    { skill: { name: 'Parry', hand: 'right' } },
    build({ parry: { left: amount(1), right: amount(0) } }),
    {},
    ['Requires Parry in the right hand'],
  ],
  ['hand both met', { skill: { name: 'Parry', hand: 'both' } }, build({ parry: { left: amount(1), right: amount(1) } }), {}, null],
  [
    'hand both unmet',
    { skill: { name: 'Parry', times_taken: 2, hand: 'both' } },
    build({ parry: { left: amount(2), right: amount(1) } }),
    {},
    ['Requires Parry x2 in each hand'],
  ],
  [
    'hand either met',
    { skill: { name: 'Parry', times_taken: 2, hand: 'either' } },
    build({ parry: { left: amount(0), right: amount(2) } }),
    {},
    null,
  ],
  [
    'hand either unmet',
    { skill: { name: 'Parry', times_taken: 2, hand: 'either' } },
    build({ parry: { left: amount(1), right: amount(1) } }),
    {},
    ['Requires Parry x2 in either hand'],
  ],
  [
    'dependent bought for a hand counts that hand',
    { skill: { name: 'Parry' } },
    build({ parry: { left: amount(0), right: amount(1) } }),
    { hand: 'left' },
    ['Requires Parry'],
  ],
  // tag, type, variety
  ['by tag, one skill reaches the count', { skill: { tag: 'profession', times_taken: 2 } }, build({ smith: amount(2) }), {}, null],
  [
    'by tag, counts are not pooled across skills',
    { skill: { tag: 'profession', times_taken: 2 } },
    build({ smith: amount(1), tailor: amount(1) }),
    {},
    ['Requires a profession skill x2'],
  ],
  ['variety met', { skill: { tag: 'profession', variety: 2 } }, build({ smith: amount(1), herb: amount(1) }), {}, null],
  [
    'variety unmet',
    { skill: { tag: 'profession', variety: 2 } },
    build({ smith: amount(3) }),
    {},
    ['Requires 2 different profession skills'],
  ],
  [
    'variety with a count per skill',
    { skill: { tag: 'profession', variety: 2, times_taken: 2 } },
    build({ smith: amount(2), herb: amount(1) }),
    {},
    ['Requires 2 different profession skills, each x2'],
  ],
  ['by type', { skill: { type: 'weapon' } }, build({ parry: { left: amount(1), right: amount(0) } }), {}, null],
  ['by type unmet (words for the type)', { skill: { type: 'academic' } }, build({ smith: amount(1) }), {}, ['Requires an academic skill']],
  [
    'by tag and type together',
    { skill: { tag: 'profession', type: 'crafting', variety: 2 } },
    build({ smith: amount(1), herb: amount(1) }),
    {},
    ['Requires 2 different profession crafting skills'],
  ],
  ['a tag in words with the right article', { skill: { tag: 'one_handed' } }, build({}), {}, ['Requires a one handed skill']],
  ['an unknown tag is unmet, not an error', { skill: { tag: 'nothing' } }, build({}), {}, ['Requires a nothing skill']],
  // magic schools
  [
    'magic-school prerequisite for a school counts that school',
    { skill: { name: 'Lore', times_taken: 2 } },
    build({ lore: { schools: { psionic: amount(2), arcane: amount(1) } } }),
    { school: 'arcane' },
    ['Requires Lore x2'],
  ],
  [
    'magic-school prerequisite without a school counts all',
    { skill: { name: 'Lore', times_taken: 3 } },
    build({ lore: { schools: { psionic: amount(2), arcane: amount(1) } } }),
    {},
    null,
  ],
  // spell_slot
  [
    'spell_slot in any school',
    { spell_slot: { level: 2 } },
    build({ slots: { levels: [col(2, 1)], spell_schools: ['psionic'] } }),
    {},
    null,
  ],
  [
    'spell_slot level not reached',
    { spell_slot: { level: 3 } },
    build({ slots: { levels: [col(2, 1)], spell_schools: ['psionic'] } }),
    {},
    ['Requires a level 3 spell slot'],
  ],
  ['spell_slot without any slots', { spell_slot: { level: 1 } }, build({}), {}, ['Requires a level 1 spell slot']],
  [
    'spell_slot in a named school',
    { spell_slot: { level: 1, school: 'psionic' } },
    build({ slots: { levels: [col(1), col(1)], spell_schools: ['arcane', 'psionic'] } }),
    {},
    null,
  ],
  [
    'spell_slot in a named school held elsewhere',
    { spell_slot: { level: 3, school: 'elementalism' } },
    build({ slots: { levels: [col(3, 2, 1), col(1)], spell_schools: ['psionic', 'elementalism'] } }),
    {},
    ['Requires a level 3 spell slot in elementalism'],
  ],
  [
    'umbrella slot satisfies a covered school',
    { spell_slot: { level: 1, school: 'elementalism' } },
    build({ slots: { levels: [col(1)], spell_schools: ['arcane'] } }),
    {},
    null,
  ],
  [
    'covered school satisfies its umbrella',
    { spell_slot: { level: 1, school: 'divine' } },
    build({ slots: { levels: [col(1)], spell_schools: ['shamanism'] } }),
    {},
    null,
  ],
  [
    'the other umbrella does not',
    { spell_slot: { level: 1, school: 'divine' } },
    build({ slots: { levels: [col(1)], spell_schools: ['arcane'] } }),
    {},
    ['Requires a level 1 spell slot in divine'],
  ],
  [
    'matching school met',
    { spell_slot: { level: 2, school: 'matching' } },
    build({ slots: { levels: [col(2, 1)], spell_schools: ['psionic'] } }),
    { school: 'psionic' },
    null,
  ],
  [
    'matching school unmet names the school',
    { spell_slot: { level: 1, school: 'matching' } },
    build({ slots: { levels: [col(2, 1)], spell_schools: ['psionic'] } }),
    { school: 'necromancy' },
    ['Requires a level 1 spell slot in necromancy'],
  ],
  [
    'allowed_schools met by one of them',
    { spell_slot: { level: 1, allowed_schools: ['psionic', 'necromancy'] } },
    build({ slots: { levels: [col(1)], spell_schools: ['necromancy'] } }),
    {},
    null,
  ],
  [
    'allowed_schools unmet',
    { spell_slot: { level: 1, allowed_schools: ['psionic', 'necromancy'] } },
    build({ slots: { levels: [col(1)], spell_schools: ['arcane'] } }),
    {},
    ['Requires a level 1 spell slot in one of: psionic, necromancy'],
  ],
  // alchemy_slot
  ['alchemy_slot met', { alchemy_slot: { level: 2 } }, build({ alchemy: { levels: [[3, 2, 1, 0, 0, 0]], specialties: [] } }), {}, null],
  [
    'alchemy_slot unmet',
    { alchemy_slot: { level: 2 } },
    build({ alchemy: { levels: [[1, 0, 0, 0, 0, 0]], specialties: [] } }),
    {},
    ['Requires a level 2 alchemy slot'],
  ],
  [
    'alchemy_slot in a specialty met',
    { alchemy_slot: { level: 4, specialty: 'poisoner' } },
    build({ alchemy: { levels: [[3, 3, 1, 1, 0, 0]], specialties: ['poisoner'] } }),
    {},
    null,
  ],
  [
    'alchemy_slot in another specialty',
    { alchemy_slot: { level: 1, specialty: 'bombardier' } },
    build({ alchemy: { levels: [[3, 3, 1, 1, 0, 0]], specialties: ['poisoner'] } }),
    {},
    ['Requires a level 1 alchemy slot in bombardier'],
  ],
  // strict_pyramid
  [
    'strict pyramid in any column',
    { strict_pyramid: {} },
    build({ slots: { levels: [col(3, 2, 1)], spell_schools: ['psionic'] } }),
    {},
    null,
  ],
  [
    'not strict',
    { strict_pyramid: {} },
    build({ slots: { levels: [col(4, 3, 2, 2)], spell_schools: ['psionic'] } }),
    {},
    ['Requires a strict spell pyramid'],
  ],
  [
    'strict pyramid in a named school',
    { strict_pyramid: { school: 'psionic' } },
    build({ slots: { levels: [col(3, 2, 1), col(4, 3, 2, 2)], spell_schools: ['arcane', 'psionic'] } }),
    {},
    ['Requires a strict spell pyramid in psionic'],
  ],
  [
    'strict pyramid written as null means any column',
    { strict_pyramid: null } as unknown as PrereqModel,
    build({ slots: { levels: [col(2, 2)], spell_schools: ['psionic'] } }),
    {},
    ['Requires a strict spell pyramid'],
  ],
  [
    'strict pyramid in the matching school',
    { strict_pyramid: { school: 'matching' } },
    build({ slots: { levels: [col(3, 2, 1)], spell_schools: ['psionic'] } }),
    { school: 'psionic' },
    null,
  ],
  // and / or
  [
    'and lists every unmet part',
    { and: [{ trait_group: 'Dwarf' }, { skill: { name: 'Dodge' } }, { trait_group: 'Elf' }] },
    build({}),
    {},
    ['Requires the Dwarf trait', 'Requires Dodge'],
  ],
  ['and met', { and: [{ trait_group: 'Elf' }, { skill: { name: 'Dodge' } }] }, build({ dodge: amount(1) }), {}, null],
  ['or met by one', { or: [{ trait_group: 'Dwarf' }, { skill: { name: 'Dodge' } }] }, build({ dodge: amount(1) }), {}, null],
  [
    '"Requires one of: A; B"',
    { or: [{ trait_group: 'Dwarf' }, { skill: { name: 'Dodge', times_taken: 2 } }] },
    build({}),
    {},
    ['Requires one of: the Dwarf trait; Dodge x2'],
  ],
  [
    'nested or inside and',
    {
      and: [
        { character_level: 2 },
        { or: [{ skill: { name: 'Dodge' } }, { and: [{ trait_group: 'Orc' }, { skill: { name: 'Parry' } }] }] },
      ],
    },
    build({}),
    {},
    ['Requires character level 2', 'Requires one of: Dodge; the Orc trait and Parry'],
  ],
];

describe('checkPrereqs (players §5 "Prerequisites")', () => {
  test.each(rows)('%s', (_name, model, value, opts, missing, xp = 0) => {
    const result = checkPrereqs(data, value, ctx(xp), dependent(model), opts);
    expect(result).toEqual(missing === null ? { met: true } : { met: false, missing });
  });

  test('a skill without a prerequisite model is always met', () => {
    expect(checkPrereqs(data, build({}, null), ctx(), dependent(null))).toEqual({ met: true });
  });

  test.each<[string, PrereqModel, PrereqOptions, string]>([
    ['"prerequisite skill not found"', { skill: { name: 'Juggling' } }, {}, MESSAGES.prereqSkillNotFound('Juggling')],
    [
      '"spell-slot prerequisites cannot be checked" (matching without a school)',
      { spell_slot: { level: 1, school: 'matching' } },
      {},
      MESSAGES.spellSlotPrereqUncheckable,
    ],
    ['strict pyramid matching without a school', { strict_pyramid: { school: 'matching' } }, {}, MESSAGES.spellSlotPrereqUncheckable],
    ['"cannot interpret a prerequisite": unknown kind', { juggling: 3 } as unknown as PrereqModel, {}, MESSAGES.cannotInterpretPrereq],
    [
      '"cannot interpret a prerequisite": two keys in one node',
      { trait_group: 'Elf', character_level: 1 },
      {},
      MESSAGES.cannotInterpretPrereq,
    ],
    ['"cannot interpret a prerequisite": nested', { and: [{ trait_group: 'Elf' }, {} as PrereqModel] }, {}, MESSAGES.cannotInterpretPrereq],
    ['"cannot interpret a prerequisite": a skill with no selector', { skill: { times_taken: 2 } }, {}, MESSAGES.cannotInterpretPrereq],
    [
      '"cannot interpret a prerequisite": and without a list',
      { and: { trait_group: 'Elf' } } as unknown as PrereqModel,
      {},
      MESSAGES.cannotInterpretPrereq,
    ],
    [
      '"cannot interpret a prerequisite": a level that is not a number',
      { character_level: '5' } as unknown as PrereqModel,
      {},
      MESSAGES.cannotInterpretPrereq,
    ],
    [
      '"cannot interpret a prerequisite": a spell slot without a level',
      { spell_slot: { school: 'arcane' } } as unknown as PrereqModel,
      {},
      MESSAGES.cannotInterpretPrereq,
    ],
    ['"cannot interpret a prerequisite": not an object', 'Parry' as unknown as PrereqModel, {}, MESSAGES.cannotInterpretPrereq],
  ])('operational error: %s', (_name, model, opts, message) => {
    const check = () => checkPrereqs(data, build({}), ctx(), dependent(model), opts);
    expect(check).toThrow(OperationalError);
    expect(check).toThrow(message);
  });
});

describe('prereqSkillNames (for prereq_skills / prereq_of)', () => {
  test('collects every named skill once, in order, through and/or', () => {
    const model: PrereqModel = {
      and: [
        { skill: { name: 'Parry' } },
        { or: [{ skill: { name: 'Dodge' } }, { skill: { tag: 'profession' } }, { skill: { name: 'Parry', times_taken: 2 } }] },
        { trait_group: 'Elf' },
      ],
    };
    expect(prereqSkillNames(model)).toEqual(['Parry', 'Dodge']);
  });

  test('no model names nothing', () => {
    expect(prereqSkillNames(null)).toEqual([]);
  });

  test('a node it cannot read is an operational error', () => {
    expect(() => prereqSkillNames({ bogus: 1 } as unknown as PrereqModel)).toThrow(MESSAGES.cannotInterpretPrereq);
  });
});

describe('describePrereqs (used when a skill has no skill_prereq_description)', () => {
  test.each<[PrereqModel | null, string]>([
    [null, 'No prerequisites'],
    [{ skill: { name: 'Parry', times_taken: 2 } }, 'Requires Parry x2'],
    [{ skill: { name: 'Dodge', times_taken_per: 2 } }, 'Requires Dodge x2 per level'],
    [
      { and: [{ trait_group: 'Elf' }, { character_level: 3 }, { alchemy_slot: { level: 2 } }] },
      'Requires the Elf trait, character level 3 and a level 2 alchemy slot',
    ],
    [
      { and: [{ skill: { name: 'Parry' } }, { or: [{ spell_slot: { level: 3, school: 'matching' } }, { strict_pyramid: {} }] }] },
      'Requires Parry and (one of: a level 3 spell slot in the same school; a strict spell pyramid)',
    ],
    [{ skill: { tag: 'profession', variety: 2 } }, 'Requires 2 different profession skills'],
  ])('%j', (model, text) => {
    expect(describePrereqs(model)).toBe(text);
  });
});

describe('which nodes a check visits (the compiled models of prereqs-met.ts must visit the same)', () => {
  const met = (model: PrereqModel, attributes: string[] = ['Elf']) => checkPrereqs(data, build({}, attributes), ctx(), dependent(model));

  test('an `or` stops at its first met child: a malformed or unknown later one is never read', () => {
    expect(met({ or: [{ trait_group: 'Elf' }, {} as PrereqModel] })).toEqual({ met: true });
    expect(met({ or: [{ trait_group: 'Elf' }, { skill: { name: 'Juggling' } }] })).toEqual({ met: true });
  });

  test('an `and` reads every child: a malformed one after an unmet one still throws', () => {
    expect(() => met({ and: [{ trait_group: 'Dwarf' }, {} as PrereqModel] })).toThrow(new OperationalError(MESSAGES.cannotInterpretPrereq));
    expect(() => met({ and: [{ trait_group: 'Dwarf' }, { skill: { name: 'Juggling' } }] })).toThrow(
      new OperationalError(MESSAGES.prereqSkillNotFound('Juggling')),
    );
  });

  test("a skill's model replaced after a check is the one checked next", () => {
    const dep = dependent({ trait_group: 'Elf' });
    expect(prereqsMet(data, build({}), ctx(), dep)).toBe(true);
    dep.skill_prereq_model = { trait_group: 'Dwarf' };
    expect(prereqsMet(data, build({}), ctx(), dep)).toBe(false);
    expect(checkPrereqs(data, build({}), ctx(), dep)).toEqual({ met: false, missing: ['Requires the Dwarf trait'] });
  });
});
