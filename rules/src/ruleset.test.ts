import fc from 'fast-check';
import { RulesetError, characterLevelCellProblems, parseRuleset, validateRuleset } from './ruleset';
import { sampleRuleset } from './sample-ruleset';
import type { Ruleset, SkillDefinition } from './types';

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fresh = (): Mutable => structuredClone(sampleRuleset);
const skill = (r: Mutable, name: string): Mutable => {
  const found = r.skills.find((s: Mutable) => s.skill_name === name);
  if (!found) throw new Error(`test setup: no skill ${name}`);
  return found;
};
const problemsOf = (json: unknown): string[] => {
  try {
    validateRuleset(json);
  } catch (err) {
    if (err instanceof RulesetError) return err.problems;
    throw err;
  }
  return [];
};

describe('validateRuleset: the sample ruleset', () => {
  it('passes and is returned as the ruleset', () => {
    expect(validateRuleset(sampleRuleset)).toBe(sampleRuleset);
  });
  it('passes when read from JSON text', () => {
    expect(parseRuleset(JSON.stringify(sampleRuleset)).skills).toHaveLength(sampleRuleset.skills.length);
  });
});

describe('validateRuleset: the version label', () => {
  it.each([[0], [7], ['v2-spring'], ['x'.repeat(64)]])('accepts %j', (label) => {
    expect(problemsOf({ ...fresh(), version: label })).toEqual([]);
  });
  it.each([[-1], [1.5], [''], ['   '], ['x'.repeat(65)], [null], [true]])('refuses %j', (label) => {
    expect(problemsOf({ ...fresh(), version: label })).toEqual(['Ruleset: version must be a whole number or a text of 1 to 64 characters']);
  });
});

const parryId = () => skill(fresh(), 'Parry')._id as string;

// Each row breaks one thing and names the problem the loader must report ("a clear error
// naming the bad skill and field").
const cases: Array<[string, (r: Mutable) => void, string]> = [
  [
    'cost table not a list of numbers',
    (r) => {
      skill(r, 'Parry').skill_cost_model.rogue = 'three';
    },
    `Skill "Parry" (${parryId()}): skill_cost_model.rogue must be a list of numbers`,
  ],
  [
    'cost table with a negative price',
    (r) => {
      skill(r, 'Parry').skill_cost_model.fighter = [1, -2];
    },
    'Skill "Parry"',
  ],
  [
    'cost model key not a class',
    (r) => {
      skill(r, 'Parry').skill_cost_model.wizard = [1];
    },
    'skill_cost_model.wizard: "wizard" is not a class',
  ],
  [
    'cost model empty: no class can buy it',
    (r) => {
      skill(r, 'Parry').skill_cost_model = {};
    },
    'skill_cost_model needs an entry for at least one class or "all"',
  ],
  [
    'spell slot costs not 9 per tier',
    (r) => {
      skill(r, 'Spell Slot').skill_cost_model.adept = [[1, 2, 3]];
    },
    'Skill "Spell Slot"',
  ],
  [
    'spell slot with more than 3 tiers',
    (r) => {
      const t = skill(r, 'Spell Slot').skill_cost_model.adept;
      t.push(t[0]);
    },
    'skill_cost_model.adept must be a list of 9 numbers, or 1 to 3 such lists (one per tier)',
  ],
  [
    'alchemy costs not 6 per level',
    (r) => {
      skill(r, 'Alchemy').skill_cost_model.all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    },
    'skill_cost_model.all must be a list of 6 numbers',
  ],
  [
    'two entry-kind options',
    (r) => {
      skill(r, 'Dagger').skill_options.magic_schools = true;
    },
    'Skill "Dagger"',
  ],
  [
    'unknown skill option',
    (r) => {
      skill(r, 'Dagger').skill_options.twohanded = true;
    },
    'skill_options.twohanded is not a known option',
  ],
  [
    'second spell-slot skill',
    (r) => {
      skill(r, 'Focus').skill_options = { spell_slot: true };
    },
    'Ruleset: only one skill may have skill_options.spell_slot',
  ],
  [
    'id not in ObjectId format',
    (r) => {
      skill(r, 'Parry')._id = 'parry';
    },
    'Skill "Parry" (parry): _id must be a 24-character lowercase hex string (ObjectId format)',
  ],
  [
    'uppercase id',
    (r) => {
      skill(r, 'Parry')._id = skill(r, 'Parry')._id.toUpperCase();
    },
    '_id must be a 24-character lowercase hex string',
  ],
  [
    'duplicate id',
    (r) => {
      skill(r, 'Trip')._id = skill(r, 'Parry')._id;
    },
    `Skill "Parry" (${parryId()}): _id ${parryId()} is also used by Skill "Trip"`,
  ],
  [
    'duplicate name',
    (r) => {
      skill(r, 'Trip').skill_name = 'Parry';
    },
    'skill_name is used twice',
  ],
  [
    'unknown skill type',
    (r) => {
      skill(r, 'Parry').skill_type = 'combat';
    },
    'Skill "Parry"',
  ],
  [
    'max purchases zero',
    (r) => {
      skill(r, 'Parry').skill_max_purchases = 0;
    },
    'skill_max_purchases must be a whole number of at least 1',
  ],
  [
    'tags not strings',
    (r) => {
      skill(r, 'Parry').skill_tags = [1];
    },
    'skill_tags must be a list of strings',
  ],
  [
    'prereq names a missing skill',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { skill: { name: 'Parry Plus' } };
    },
    'Skill "Riposte"',
  ],
  [
    'nested prereq names a missing skill',
    (r) => {
      skill(r, 'Heavy Armor').skill_prereq_model = { and: [{ or: [{ skill: { name: 'Nope' } }] }] };
    },
    'skill_prereq_model.and[0].or[0].skill.name: no skill is named "Nope"',
  ],
  [
    'prereq on an unknown tag',
    (r) => {
      skill(r, 'Master Craftsman').skill_prereq_model = { skill: { tag: 'professions' } };
    },
    'skill_prereq_model.skill.tag: no skill has the tag "professions"',
  ],
  [
    'prereq with two selectors',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { skill: { name: 'Parry', tag: 'profession' } };
    },
    'must select skills by exactly one of name, tag or type',
  ],
  [
    'variety above the matching skills',
    (r) => {
      skill(r, 'Master Craftsman').skill_prereq_model = { skill: { tag: 'profession', variety: 40 } };
    },
    'skill_prereq_model.skill.variety 40 is more than the 9 matching skills',
  ],
  [
    'hand on a skill that is not handed',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { skill: { name: 'Parry', hand: 'left' } };
    },
    'skill_prereq_model.skill.hand is given but no selected skill is handed',
  ],
  [
    'unknown hand',
    (r) => {
      skill(r, 'Dual Wield').skill_prereq_model = { skill: { tag: 'one_handed', hand: 'middle' } };
    },
    'skill_prereq_model.skill.hand must be one of left, right, both, either',
  ],
  [
    'node with two keys',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { character_level: 2, trait_group: 'Elf' };
    },
    'skill_prereq_model must have exactly one key, found character_level, trait_group',
  ],
  [
    'unknown prereq kind',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { moon_phase: 'full' };
    },
    'skill_prereq_model: "moon_phase" is not a prerequisite kind',
  ],
  [
    'empty and',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { and: [] };
    },
    'skill_prereq_model.and must be a non-empty list',
  ],
  [
    'trait group nobody has',
    (r) => {
      skill(r, 'Elven Archery').skill_prereq_model = { trait_group: 'Dragon' };
    },
    'skill_prereq_model.trait_group "Dragon" is not an attribute of any race or transformation',
  ],
  [
    'character level above the table',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { character_level: 21 };
    },
    'skill_prereq_model.character_level 21 is above the highest level (20)',
  ],
  [
    'spell slot level 10',
    (r) => {
      skill(r, 'Mana Well').skill_prereq_model = { spell_slot: { level: 10 } };
    },
    'skill_prereq_model.spell_slot.level must be a whole number from 1 to 9',
  ],
  [
    'unknown spell school',
    (r) => {
      skill(r, 'Mana Well').skill_prereq_model = { spell_slot: { level: 1, school: 'pyromancy' } };
    },
    'skill_prereq_model.spell_slot.school "pyromancy" is not a spell school',
  ],
  [
    'matching school on a skill that is not per school',
    (r) => {
      skill(r, 'Mana Well').skill_prereq_model = { spell_slot: { level: 1, school: 'matching' } };
    },
    'skill_prereq_model.spell_slot.school "matching" is only allowed on skills with skill_options.magic_schools',
  ],
  [
    'unknown allowed school',
    (r) => {
      skill(r, 'Empower Spell').skill_prereq_model.spell_slot.allowed_schools = ['fire'];
    },
    'skill_prereq_model.spell_slot.allowed_schools[0] "fire" is not a spell school',
  ],
  [
    'alchemy slot level 7',
    (r) => {
      skill(r, 'Poison Craft').skill_prereq_model = { alchemy_slot: { level: 7 } };
    },
    'skill_prereq_model.alchemy_slot.level must be a whole number from 1 to 6',
  ],
  [
    'unknown alchemy specialty',
    (r) => {
      skill(r, 'Bomb Making').skill_prereq_model = { alchemy_slot: { level: 4, specialty: 'brewer' } };
    },
    'skill_prereq_model.alchemy_slot.specialty must be one of poisoner, apothecary, bombardier',
  ],
  [
    'spell prereq without a spell-slot skill',
    (r) => {
      r.skills = r.skills.filter((s: Mutable) => s.skill_name !== 'Spell Slot');
    },
    'skill_prereq_model.spell_slot needs a skill with skill_options.spell_slot in the ruleset',
  ],
  [
    'skill requires itself',
    (r) => {
      skill(r, 'Riposte').skill_prereq_model = { skill: { name: 'Riposte' } };
    },
    'a skill cannot require itself',
  ],
  [
    'grant of a missing skill',
    (r) => {
      skill(r, 'Field Medic').skill_grants[0].skill = 'Bandaging';
    },
    'Skill "Field Medic"',
  ],
  [
    'grant with both skill and variety',
    (r) => {
      skill(r, 'Field Medic').skill_grants[0].variety = 1;
    },
    'skill_grants[0]: give either skill or variety, not both',
  ],
  [
    'variety grant with neither choices nor tag',
    (r) => {
      skill(r, 'Apprenticeship').skill_grants[0] = { level: 1, count: 1, variety: 2 };
    },
    'skill_grants[0]: a variety grant needs exactly one of choices or choice_tag',
  ],
  [
    'variety above the choices',
    (r) => {
      skill(r, 'Weapon Master').skill_grants[0].variety = 6;
    },
    'skill_grants[0].variety 6 is more than the 5 skills to choose from',
  ],
  [
    'choice tag nobody has',
    (r) => {
      skill(r, 'Apprenticeship').skill_grants[0].choice_tag = 'trade';
    },
    'skill_grants[0].choice_tag: no skill has the tag "trade"',
  ],
  [
    'grant above the max level',
    (r) => {
      skill(r, 'Field Medic').skill_grants[0].level = 2;
    },
    'skill_grants[0].level 2 is above skill_max_purchases (1), so it is never reached',
  ],
  [
    'grant of a handed skill',
    (r) => {
      skill(r, 'Field Medic').skill_grants[0].skill = 'Dagger';
    },
    'skill_grants[0]: "Dagger" is not a plain skill and cannot be granted',
  ],
  [
    'grant count zero',
    (r) => {
      skill(r, 'Field Medic').skill_grants[0].count = 0;
    },
    'skill_grants[0].count must be a whole number of at least 1',
  ],
  [
    'prerequisites in a cycle',
    (r) => {
      skill(r, 'Parry').skill_prereq_model = { or: [{ skill: { name: 'Riposte' } }] };
    },
    'Skills "Parry" -> "Riposte" -> "Parry": their prerequisites require each other in a cycle, so none can be bought',
  ],
  [
    'grants in a cycle',
    (r) => {
      skill(r, 'First Aid').skill_grants = [{ level: 1, count: 1, skill: 'Field Medic' }];
    },
    'Skills "First Aid" -> "Field Medic" -> "First Aid": their grants give each other in a cycle',
  ],
  [
    'trait group of no race',
    (r) => {
      skill(r, 'Lucky').skill_trait_group = 'Hobbit';
    },
    'Skill "Lucky"',
  ],
  [
    'race names a missing transformation',
    (r) => {
      r.races[0].transformations.push('Lich');
    },
    'transformations names an unknown transformation "Lich"',
  ],
  [
    'race and subculture twice',
    (r) => {
      r.races.push({ ...r.races[0], _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    },
    'the same race and subculture appear twice',
  ],
  [
    'race without a name',
    (r) => {
      r.races[0].race_name = '';
    },
    'race_name must be a non-empty string',
  ],
  [
    'attribute choice repeating a default',
    (r) => {
      r.races[2].attribute_choice = ['Human', 'Scholar'];
    },
    'attribute_choice repeats default attributes: Human',
  ],
  [
    'transformation without attributes',
    (r) => {
      r.transformations[0].default_attributes = [];
    },
    'Transformation "Vampire"',
  ],
  [
    'duplicate transformation name',
    (r) => {
      r.transformations[1].transformation_name = 'Vampire';
    },
    'transformation_name is used twice',
  ],
  [
    'levels not ascending',
    (r) => {
      r.character_levels[3].level = 3;
    },
    'Ruleset: character_levels[3].level must be 4 (levels ascend from 1 without gaps)',
  ],
  [
    'level XP not increasing',
    (r) => {
      r.character_levels[5].xp = r.character_levels[4].xp;
    },
    'Ruleset: character_levels[5].xp must be greater than the level before',
  ],
  [
    'first level above 0 XP',
    (r) => {
      r.character_levels[0].xp = 5;
    },
    'Ruleset: character_levels[0].xp must be 0',
  ],
  [
    'npc role missing',
    (r) => {
      delete r.event_role_types.npc;
    },
    'Ruleset: event_role_types.npc is missing',
  ],
  [
    'additional school already standard',
    (r) => {
      r.additional_spell_schools.push('arcane');
    },
    'Ruleset: additional_spell_schools[2] "arcane" is already a standard school',
  ],
  [
    'a rulebook link that runs script',
    (r) => {
      r.rulebooks = [{ label: 'Rules', url: 'javascript:alert(1)' }];
    },
    'Ruleset: rulebooks[0].url must be an http(s) address',
  ],
  [
    'a rulebook link without a label',
    (r) => {
      r.rulebooks = [{ label: ' ', url: 'https://rules.example.org/a.pdf' }];
    },
    'Ruleset: rulebooks[0].label must be a non-empty string',
  ],
  [
    'rulebooks not a list',
    (r) => {
      r.rulebooks = { label: 'Rules' };
    },
    'Ruleset: rulebooks must be a list',
  ],
  [
    'a description of a class that does not exist',
    (r) => {
      r.class_descriptions = { wizard: 'Casts spells.' };
    },
    'Ruleset: class_descriptions.wizard: no class is named "wizard"',
  ],
  [
    'a class description that is not text',
    (r) => {
      r.class_descriptions = { fighter: 3 };
    },
    'Ruleset: class_descriptions.fighter must be a string',
  ],
  [
    'no races',
    (r) => {
      r.races = [];
    },
    'Ruleset: races must not be empty',
  ],
  [
    'skills not a list',
    (r) => {
      r.skills = {};
    },
    'Ruleset: skills must be a list',
  ],
];

describe('validateRuleset: each kind of problem is caught and named', () => {
  it.each(cases)('%s', (_name, breakIt, expected) => {
    const r = fresh();
    breakIt(r);
    const problems = problemsOf(r);
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
  });
});

// "Never a crash later" starts with never a crash here: whatever the JSON, the loader answers with the
// ruleset or a RulesetError, never a TypeError.
describe('validateRuleset: any input gives the ruleset or a RulesetError', () => {
  const outcome = (json: unknown) => {
    try {
      validateRuleset(json);
      return 'valid';
    } catch (err) {
      return err instanceof RulesetError && err.problems.length > 0 ? 'rejected' : err;
    }
  };
  it('arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        expect(['valid', 'rejected']).toContain(outcome(json));
      }),
      { numRuns: 200 },
    );
  });
  it('the sample with one field of one object replaced by an arbitrary value', () => {
    const fields = (o: Mutable) => Object.keys(o);
    fc.assert(
      fc.property(
        fc.constantFrom('skills', 'races', 'transformations', 'character_levels'),
        fc.nat(),
        fc.nat(),
        fc.jsonValue(),
        (list, i, f, value) => {
          const r = fresh();
          const target = r[list][i % r[list].length];
          const keys = fields(target);
          target[keys[f % keys.length]!] = value;
          expect(['valid', 'rejected']).toContain(outcome(r));
        },
      ),
      { numRuns: 100 },
    );
  });
  it('a prerequisite model replaced by an arbitrary value', () => {
    fc.assert(
      fc.property(fc.nat(), fc.jsonValue(), (i, value) => {
        const r = fresh();
        r.skills[i % r.skills.length].skill_prereq_model = { and: [value] };
        expect(['valid', 'rejected']).toContain(outcome(r));
      }),
      { numRuns: 100 },
    );
  });
});

describe('validateRuleset: reporting', () => {
  it('collects every problem and reports them all in one error', () => {
    const r = fresh();
    skill(r, 'Parry').skill_cost_model.rogue = 'three';
    skill(r, 'Riposte').skill_prereq_model = { skill: { name: 'Nope' } };
    delete r.event_role_types.pc;
    let error: unknown;
    try {
      validateRuleset(r);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RulesetError);
    const { problems, message } = error as RulesetError;
    expect(problems).toHaveLength(3);
    expect(message).toMatch(/^Invalid ruleset \(3 problems\):\n- /);
    for (const p of problems) expect(message).toContain(p);
  });
  it('names a skill without a name by its position', () => {
    const r = fresh();
    r.skills[4].skill_name = '';
    expect(problemsOf(r)).toContain(`Skill #5 (${r.skills[4]._id}): skill_name must be a non-empty string`);
  });
  it.each([
    ['not an object', 42, 'Ruleset must be a JSON object'],
    ['null', null, 'Ruleset must be a JSON object'],
  ])('rejects a ruleset that is %s', (_n, json, expected) => {
    expect(problemsOf(json)).toEqual([expected]);
  });
  it('rejects text that is not JSON', () => {
    expect(() => parseRuleset('{ "skills": [')).toThrow(/^Invalid ruleset \(1 problem\):\n- Ruleset is not valid JSON: /);
  });
});

// ------------------------------------------------------------------------------------------------
// The sample ruleset exercises every mechanic and every skill can be had.
// ------------------------------------------------------------------------------------------------

const sample: Ruleset = sampleRuleset;
const named = (name: string) => sample.skills.find((s) => s.skill_name === name) as SkillDefinition;

function prereqNodes(model: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (!model || typeof model !== 'object') return out;
  const node = model as Record<string, unknown>;
  out.push(node);
  for (const key of ['and', 'or']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((c) => prereqNodes(c, out));
  return out;
}
const allNodes = sample.skills.flatMap((s) => prereqNodes(s.skill_prereq_model));
const skillSelectors = allNodes.filter((n) => 'skill' in n).map((n) => n.skill as Record<string, unknown>);

describe('the sample ruleset covers every mechanic', () => {
  it.each([
    ['at least 8 races', () => new Set(sample.races.map((r) => r.race_name)).size >= 8],
    [
      'several races with 2-3 subcultures',
      () =>
        ['Human', 'Elf', 'Dwarf', 'Fae', 'Beastkin'].every((race) => {
          const n = sample.races.filter((r) => r.race_name === race && r.subculture_name).length;
          return n >= 2 && n <= 3;
        }),
    ],
    ['races without a subculture', () => sample.races.some((r) => r.subculture_name === null)],
    ['attribute choices on some races', () => sample.races.filter((r) => r.attribute_choice?.length).length >= 3],
    [
      'at least 2 transformations, linked from races',
      () =>
        sample.transformations.length >= 2 &&
        sample.transformations.every((t) => sample.races.some((r) => r.transformations.includes(t.transformation_name))),
    ],
    ['at least 150 skills', () => sample.skills.length >= 150],
    [
      'all 12 skill types, each with subtypes',
      () =>
        [
          'racial',
          'class',
          'weapon',
          'academic',
          'mental',
          'magic',
          'crafting',
          'general',
          'strike',
          'maneuver',
          'advanced_maneuver',
          'stance',
        ].every((type) => sample.skills.some((s) => s.skill_type === type && s.skill_subtype)),
    ],
    [
      'professions with ranks 1 to 3',
      () => {
        const professions = sample.skills.filter((s) => s.skill_tags.includes('profession'));
        return professions.length >= 5 && professions.every((s) => s.skill_max_purchases === 3);
      },
    ],
    [
      'fighter and rogue strike subtypes',
      () =>
        ['Critical', 'Perilous', 'Vital', 'Savage', 'Precise', 'Viper', 'Lotus', 'Cunning'].every((sub) =>
          sample.skills.some((s) => s.skill_type === 'strike' && s.skill_subtype === sub),
        ),
    ],
    [
      'fighter strikes for fighters, rogue strikes for rogues',
      () =>
        sample.skills
          .filter((s) => ['Critical', 'Savage'].includes(s.skill_subtype ?? ''))
          .every((s) => s.skill_cost_model.fighter && !s.skill_cost_model.rogue) &&
        sample.skills
          .filter((s) => ['Precise', 'Lotus'].includes(s.skill_subtype ?? ''))
          .every((s) => s.skill_cost_model.rogue && !s.skill_cost_model.fighter),
    ],
    [
      'exactly one Spell Slot skill, magic, with per-tier rows of 9',
      () => {
        const slots = sample.skills.filter((s) => s.skill_options.spell_slot);
        const adept = slots[0]?.skill_cost_model.adept as number[][];
        return (
          slots.length === 1 &&
          slots[0]!.skill_name === 'Spell Slot' &&
          slots[0]!.skill_type === 'magic' &&
          adept.length === 3 &&
          adept.every((row) => row.length === 9)
        );
      },
    ],
    [
      'exactly one Alchemy skill, crafting, 6 levels',
      () => {
        const slots = sample.skills.filter((s) => s.skill_options.alchemy_slot);
        return (
          slots.length === 1 &&
          slots[0]!.skill_name === 'Alchemy' &&
          slots[0]!.skill_type === 'crafting' &&
          (slots[0]!.skill_cost_model.all as number[]).length === 6
        );
      },
    ],
    ['several handed skills', () => sample.skills.filter((s) => s.skill_options.handed).length >= 3],
    [
      'magic-school skills with a matching-school slot prereq',
      () =>
        sample.skills.filter((s) => s.skill_options.magic_schools).length >= 2 &&
        (named('School Focus').skill_prereq_model as { spell_slot: { school: string } }).spell_slot.school === 'matching',
    ],
    [
      'grants with count, variety with choices and with choice_tag',
      () => {
        const grants = sample.skills.flatMap((s) => s.skill_grants);
        return (
          grants.some((g) => g.skill && g.count > 1) &&
          grants.some((g) => g.variety && g.choices) &&
          grants.some((g) => g.variety === 2 && g.choice_tag === 'profession')
        );
      },
    ],
    [
      'grants onto max-1 skills a character buys anyway (replaces_purchase)',
      () =>
        ['Literacy', 'First Aid', 'Bartering'].every(
          (name) => named(name).skill_max_purchases === 1 && sample.skills.some((s) => s.skill_grants.some((g) => g.skill === name)),
        ),
    ],
    [
      'every prerequisite kind',
      () =>
        ['and', 'or', 'trait_group', 'character_level', 'skill', 'spell_slot', 'alchemy_slot', 'strict_pyramid'].every((kind) =>
          allNodes.some((n) => kind in n),
        ),
    ],
    [
      'skill prereqs by name, tag and type with times_taken, times_taken_per, variety and hand',
      () =>
        ['name', 'tag', 'type', 'times_taken', 'times_taken_per', 'variety', 'hand'].every((f) => skillSelectors.some((s) => f in s)) &&
        ['left', 'both', 'either'].every((hand) => skillSelectors.some((s) => s.hand === hand)),
    ],
    [
      'a handed skill with its own prerequisite (checked per hand)',
      () => sample.skills.some((s) => s.skill_options.handed && s.skill_prereq_model),
    ],
    ['grants at a level above 1', () => sample.skills.some((s) => s.skill_grants.some((g) => g.level > 1))],
    [
      'spell slot prereqs with level, school, matching and allowed_schools',
      () => {
        const slots = allNodes.filter((n) => 'spell_slot' in n).map((n) => n.spell_slot as Record<string, unknown>);
        return (
          slots.some((s) => s.school === 'matching') &&
          slots.some((s) => s.school && s.school !== 'matching') &&
          slots.some((s) => s.allowed_schools) &&
          slots.some((s) => !s.school && !s.allowed_schools)
        );
      },
    ],
    ['racial skills with a trait group', () => sample.skills.filter((s) => s.skill_type === 'racial').every((s) => s.skill_trait_group)],
    [
      'cost models for all five classes and for all',
      () => ['fighter', 'rogue', 'adept', 'shadow', 'templar', 'all'].every((cls) => sample.skills.some((s) => cls in s.skill_cost_model)),
    ],
    [
      'class-only skills for every class',
      () =>
        ['fighter', 'rogue', 'adept', 'shadow', 'templar'].every((cls) =>
          sample.skills.some((s) => Object.keys(s.skill_cost_model).join() === cls),
        ),
    ],
    ['a class price beside the price for all', () => sample.skills.some((s) => s.skill_cost_model.all && s.skill_cost_model.rogue)],
    ['20 character levels', () => sample.character_levels.length === 20],
    ['event role types pc and npc', () => !!sample.event_role_types.pc && !!sample.event_role_types.npc],
    ['secret spell schools', () => sample.additional_spell_schools.length >= 2],
    ['three rulebook links, each with a text', () => sample.rulebooks?.length === 3 && sample.rulebooks.every((link) => !!link.text)],
    [
      'a description of every class',
      () => ['fighter', 'rogue', 'adept', 'shadow', 'templar'].every((cls) => !!sample.class_descriptions?.[cls as 'fighter']),
    ],
  ])('%s', (_name, holds) => {
    expect(holds()).toBe(true);
  });

  // Granted skills carry no prerequisites of their own, so a grant can never leave a build invalid.
  it('skills that can be granted have no prerequisites', () => {
    const targets = new Set<string>();
    for (const s of sample.skills) {
      for (const g of s.skill_grants) {
        if (g.skill) targets.add(g.skill);
        g.choices?.forEach((c) => targets.add(c));
        if (g.choice_tag)
          sample.skills.filter((t) => t.skill_tags.includes(g.choice_tag as string)).forEach((t) => targets.add(t.skill_name));
      }
    }
    expect([...targets].filter((name) => named(name).skill_prereq_model !== null)).toEqual([]);
  });
});

/**
 * Which skills some character can buy to their maximum level: a fixpoint per class and per reachable
 * set of race attributes, reading each prerequisite optimistically (any level up to the table's top,
 * any spell school, the most of each prerequisite skill it can hold).
 */
function attainableSkills(ruleset: Ruleset): Set<string> {
  const attributeSets = [
    ...ruleset.races.flatMap((r) =>
      r.attribute_choice?.length ? r.attribute_choice.map((c) => [...r.default_attributes, c]) : [r.default_attributes],
    ),
    ...ruleset.transformations.map((t) => t.default_attributes),
  ];
  const topLevel = ruleset.character_levels.length;
  const attained = new Set<string>();
  for (const cls of ['fighter', 'rogue', 'adept', 'shadow', 'templar'] as const) {
    for (const attrs of attributeSets) {
      const owned = new Map<string, SkillDefinition>();
      const most = (s: SkillDefinition, hand?: unknown) =>
        s.skill_options.handed && (hand === 'both' || hand === 'either' || hand === 'left' || hand === 'right')
          ? s.skill_max_purchases
          : s.skill_options.handed
            ? 2 * s.skill_max_purchases
            : s.skill_max_purchases;
      const met = (node: Record<string, unknown>, level: number): boolean => {
        if ('and' in node) return (node.and as Record<string, unknown>[]).every((c) => met(c, level));
        if ('or' in node) return (node.or as Record<string, unknown>[]).some((c) => met(c, level));
        if ('trait_group' in node) return attrs.includes(node.trait_group as string);
        if ('character_level' in node) return (node.character_level as number) <= topLevel;
        if ('spell_slot' in node || 'strict_pyramid' in node) return [...owned.values()].some((s) => s.skill_options.spell_slot);
        if ('alchemy_slot' in node) return [...owned.values()].some((s) => s.skill_options.alchemy_slot);
        const sel = node.skill as {
          name?: string;
          tag?: string;
          type?: string;
          times_taken?: number;
          times_taken_per?: number;
          variety?: number;
          hand?: string;
        };
        const need = Math.max(sel.times_taken ?? 1, (sel.times_taken_per ?? 0) * level);
        const matching = [...owned.values()].filter((s) =>
          sel.name ? s.skill_name === sel.name : sel.tag ? s.skill_tags.includes(sel.tag) : s.skill_type === sel.type,
        );
        return matching.filter((s) => most(s, sel.hand) >= need).length >= (sel.variety ?? 1);
      };
      let grew = true;
      while (grew) {
        grew = false;
        for (const s of ruleset.skills) {
          if (owned.has(s.skill_name)) continue;
          if (!s.skill_cost_model[cls] && !s.skill_cost_model.all) continue;
          if (s.skill_trait_group && !attrs.includes(s.skill_trait_group)) continue;
          const top = s.skill_options.spell_slot || s.skill_options.alchemy_slot ? 1 : s.skill_max_purchases;
          if (s.skill_prereq_model && !met(s.skill_prereq_model, top)) continue;
          owned.set(s.skill_name, s);
          attained.add(s.skill_name);
          grew = true;
        }
      }
    }
  }
  return attained;
}

describe('every sample skill can be bought to its maximum by some character', () => {
  it('leaves no skill out of reach', () => {
    const attained = attainableSkills(sample);
    expect(sample.skills.map((s) => s.skill_name).filter((name) => !attained.has(name))).toEqual([]);
  });
  it('notices an unreachable skill (the check itself works)', () => {
    const broken = structuredClone(sample);
    const greater = broken.skills.find((s) => s.skill_name === 'Greater Critical Strike') as SkillDefinition;
    greater.skill_max_purchases = 3; // 3 purchases need 6 Critical Strikes; the maximum is 5
    const attained = attainableSkills(broken);
    expect(attained.has('Greater Critical Strike')).toBe(false);
    expect(attained.has('Master Critical Strike')).toBe(false);
  });
});

describe('characterLevelCellProblems', () => {
  it("names each level row's XP problem as the validator words it, the other rows null", () => {
    const levels = [
      { level: 1, xp: 5 },
      { level: 2, xp: 15 },
      { level: 3, xp: 15 },
      { level: 4, xp: 2.5 },
      { level: 5, xp: 40 },
    ];
    expect(characterLevelCellProblems(levels)).toEqual([
      'must be 0 (every character starts at level 1)',
      null,
      'must be greater than the level before',
      'must be a whole number of XP',
      null,
    ]);
    // the same check the validator runs over the whole ruleset
    const ruleset = { ...fresh(), character_levels: levels };
    expect(() => validateRuleset(ruleset)).toThrow(/character_levels\[2\]\.xp must be greater than the level before/);
    expect(characterLevelCellProblems(sampleRuleset.character_levels)).toEqual(sampleRuleset.character_levels.map(() => null));
  });
});
