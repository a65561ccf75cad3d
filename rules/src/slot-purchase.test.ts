/** Slot skills at the build level, on the sample ruleset (Spell Slot, Alchemy, School Focus). */
import { recomputeCost } from './costs';
import { emptyBuild } from './forms';
import { indexGameData } from './game-data';
import { increase, type BuildChange } from './purchase';
import { sampleRuleset } from './sample-ruleset';
import {
  addBuildAlchemySpecialty,
  addBuildSpellSchool,
  changeBuildAlchemySlot,
  columnBlock,
  changeBuildSpellSlot,
  removeBuildAlchemySpecialty,
  removeBuildSpellSchool,
} from './slot-purchase';
import type { CharacterClass, CharacterContext, WorkingBuild } from './types';

const data = indexGameData(sampleRuleset);
const id = (name: string) => data.skillsByName.get(name)!._id;
const SPELL = id('Spell Slot');
const ALCHEMY = id('Alchemy');
const FOCUS = id('School Focus');
const ctx: CharacterContext = { character_xp_total: 100, additional_spell_schools: [] };

function start(cls: CharacterClass = 'adept'): WorkingBuild {
  return emptyBuild({
    character_name: 'Mage',
    character_class: cls,
    character_race: { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: ['Human', 'Highlander'] },
  });
}
function ok(change: BuildChange): WorkingBuild {
  if (!change.ok) throw new Error(`blocked: ${change.reason}`);
  expect(change.build.character_build_cost).toBe(recomputeCost(data, change.build));
  return change.build;
}
/** An adept with arcane chosen and one level-1 arcane slot. */
function withArcaneSlot(): WorkingBuild {
  const b = ok(addBuildSpellSchool(data, start(), ctx, SPELL, 'arcane'));
  return ok(changeBuildSpellSlot(data, b, ctx, SPELL, 0, 1, 1));
}

describe('spell slots: a school must be chosen before buying slots; cost by slot level and school tier (players §5, §9)', () => {
  it('choosing a school costs nothing; a slot costs its level and tier price', () => {
    const chosen = addBuildSpellSchool(data, start(), ctx, SPELL, 'arcane');
    expect(chosen).toMatchObject({ ok: true, cost: 0 });
    const slot = changeBuildSpellSlot(data, ok(chosen), ctx, SPELL, 0, 1, 1);
    expect(slot).toMatchObject({ ok: true, cost: 1 });
    expect(ok(slot).character_skills[SPELL]).toEqual({ levels: [[1, 0, 0, 0, 0, 0, 0, 0, 0]], spell_schools: ['arcane'] });
  });

  it('the second school is priced at tier 2', () => {
    const b = ok(addBuildSpellSchool(data, withArcaneSlot(), ctx, SPELL, 'divine'));
    expect(changeBuildSpellSlot(data, b, ctx, SPELL, 1, 1, 1)).toMatchObject({ ok: true, cost: 2 });
  });

  it.each<[string, () => BuildChange, string, string | RegExp]>([
    ['a slot before any school', () => changeBuildSpellSlot(data, start(), ctx, SPELL, 0, 1, 1), 'pyramid', /spell school/],
    ['a level that would break the pyramid', () => changeBuildSpellSlot(data, withArcaneSlot(), ctx, SPELL, 0, 3, 1), 'pyramid', /.+/],
    [
      'a class without a price',
      () => addBuildSpellSchool(data, start('fighter'), ctx, SPELL, 'arcane'),
      'class',
      'Spell Slot is not available to the fighter class',
    ],
    [
      'attributes not chosen',
      () =>
        addBuildSpellSchool(
          data,
          { ...start(), character_race: { ...start().character_race, race_attributes: null } },
          ctx,
          SPELL,
          'arcane',
        ),
      'attributes',
      "Please select your character's attributes in order to begin purchasing skills",
    ],
    [
      "'Not enough XP'",
      () =>
        changeBuildSpellSlot(
          data,
          ok(addBuildSpellSchool(data, start(), ctx, SPELL, 'arcane')),
          { ...ctx, character_xp_total: 0 },
          SPELL,
          0,
          1,
          1,
        ),
      'xp',
      'Not enough XP: this costs 1 XP and 0 XP is available',
    ],
    [
      'below the committed build',
      () => changeBuildSpellSlot(data, withArcaneSlot(), { ...ctx, committed_build: withArcaneSlot() }, SPELL, 0, 1, -1),
      'committed',
      'Spell Slot cannot go below your committed build',
    ],
    [
      "'necessary': School Focus needs a level 1 slot in its school",
      () => changeBuildSpellSlot(data, increase(data, withArcaneSlot(), ctx, { skillId: FOCUS, school: 'arcane' }), ctx, SPELL, 0, 1, -1),
      'necessary',
      'Spell Slot is needed by School Focus',
    ],
    ['the wrong kind of skill', () => changeBuildSpellSlot(data, start(), ctx, ALCHEMY, 0, 1, 1), 'skill', 'Alchemy has no spell pyramid'],
  ])('blocked: %s', (_text, attempt, code, reason) => {
    const result = attempt();
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok) expect(result.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
  });

  it('selling the last slot and then the school leaves nothing and refunds the cost', () => {
    const sold = ok(changeBuildSpellSlot(data, withArcaneSlot(), ctx, SPELL, 0, 1, -1));
    expect(sold.character_build_cost).toBe(0);
    const removed = ok(removeBuildSpellSchool(data, sold, ctx, SPELL));
    expect(removed.character_skills[SPELL]).toBeUndefined();
  });

  it('a committed school cannot be removed', () => {
    const chosen = ok(addBuildSpellSchool(data, start(), ctx, SPELL, 'arcane'));
    expect(removeBuildSpellSchool(data, chosen, { ...ctx, committed_build: chosen }, SPELL)).toMatchObject({
      ok: false,
      code: 'committed',
    });
  });
});

describe('alchemy slots: count x cost per level, per class (players §9)', () => {
  it.each<[CharacterClass, number]>([
    ['adept', 2],
    ['rogue', 1],
  ])('a %s pays %i for a level 1 slot', (cls, cost) => {
    expect(changeBuildAlchemySlot(data, start(cls), ctx, ALCHEMY, 0, 1, 1)).toMatchObject({ ok: true, cost });
  });

  it('specialties are added and removed at the last entry, and the slots stay priced', () => {
    let b = start('rogue');
    for (let i = 0; i < 3; i++) b = ok(changeBuildAlchemySlot(data, b, ctx, ALCHEMY, 0, 1, 1));
    b = ok(addBuildAlchemySpecialty(data, b, ctx, ALCHEMY, 'poisoner'));
    expect(b.character_skills[ALCHEMY]).toMatchObject({ specialties: ['poisoner'] });
    expect(b.character_build_cost).toBe(3);
    b = ok(removeBuildAlchemySpecialty(data, b, ctx, ALCHEMY));
    expect(b.character_skills[ALCHEMY]).toMatchObject({ specialties: [] });
  });

  it('a slot that breaks the pyramid is blocked', () => {
    expect(changeBuildAlchemySlot(data, start(), ctx, ALCHEMY, 0, 2, 1)).toMatchObject({ ok: false, code: 'pyramid' });
  });
});

describe('columnBlock: why a column takes no further slot', () => {
  const step = (code: string, reason: string) => ({ code, reason });
  it('gives the XP block of a level the shape allows, not the full first level', () => {
    const steps = [step('pyramid', 'More than 3 slots of a level'), step('xp', 'Not enough XP'), step('pyramid', 'Level 3 above level 2')];
    expect(columnBlock(steps)?.reason).toBe('Not enough XP');
  });
  it("gives the first level's shape reason when the shape blocks every level", () => {
    const steps = [step('pyramid', 'Choose a spell school before buying its slots'), step('pyramid', 'Level 2 above level 1')];
    expect(columnBlock(steps)?.reason).toBe('Choose a spell school before buying its slots');
  });
  it('has nothing to say of no steps', () => {
    const none: { code: string; reason: string }[] = [];
    expect(columnBlock(none)).toBeUndefined();
  });
});
