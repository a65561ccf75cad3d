/**
 * Spell-slot and alchemy-slot skills at the build level (players §4 "A pyramid level can go up or
 * down only if the resulting pyramid stays valid", §5 "Spell schools", "Alchemy specialties"):
 * the pyramid rules come from spell-pyramid.ts / alchemy-pyramid.ts; this module adds what the
 * build decides: availability, cost and XP, the committed floor, and necessity for dependents
 * (e.g. a magic-school skill that needs a level-3 slot).
 *
 * Named changeBuildSpellSlot etc. because spell-pyramid.ts already exports changeSpellSlot for a
 * single entry. Decision: spell-slot skills have no prerequisites of their own (players §5 exempts
 * them); an alchemy skill's prerequisites are checked when its first slot is bought.
 */
import { addAlchemySpecialty, changeAlchemySlot, removeLastAlchemySpecialty } from './alchemy-pyramid';
import { checkPrereqs } from './prereqs';
import { skillCost } from './costs';
import { MESSAGES } from './errors';
import { emptyEntry } from './forms';
import type { GameData } from './game-data';
import { availabilityBlock, blocked, committedBlock, necessaryBlock, xpBlock, type Blocked, type BuildChange } from './purchase';
import { allowedSpellSchools } from './spell-schools';
import { addSpellSchool, changeSpellSlot, removeLastSpellSchool } from './spell-pyramid';
import { entryKind, type EntryKind } from './totals';
import type { AlchemySlotEntry, CharacterContext, SkillDefinition, SkillEntry, SpellSlotEntry, WorkingBuild } from './types';

type PyramidResult<E> = { ok: true; entry: E } | { ok: false; reason: string };

function slotSkill(data: GameData, skillId: string, kind: EntryKind): SkillDefinition | Blocked {
  const skill = data.skillsById.get(skillId);
  if (!skill) return blocked('skill', MESSAGES.skillNotFound(skillId));
  if (entryKind(skill) !== kind)
    return blocked('skill', `${skill.skill_name} has no ${kind === 'spell_slot' ? 'spell' : 'alchemy'} pyramid`);
  return skill;
}

/**
 * Applies a pyramid step to a slot skill's entry and judges the new build. `grows` says whether
 * the step adds something (then availability, prerequisites and XP apply) or removes something
 * (then the committed floor and the dependents apply).
 */
function changeSlots<E extends SkillEntry>(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skillId: string,
  kind: EntryKind,
  grows: boolean,
  step: (entry: E) => PyramidResult<E>,
): BuildChange {
  const found = slotSkill(data, skillId, kind);
  if ('ok' in found) return found;
  const skill = found;
  if (grows) {
    const unavailable = availabilityBlock(build, skill);
    if (unavailable) return unavailable;
  }
  const current = (build.character_skills[skillId] as E | undefined) ?? (emptyEntry(skill) as E);
  const stepped = step(current);
  if (!stepped.ok) return blocked('pyramid', stepped.reason);
  const entry = stepped.entry as E & (SpellSlotEntry | AlchemySlotEntry);
  const chosen = 'spell_schools' in entry ? entry.spell_schools : entry.specialties;
  const empty = chosen.length === 0 && !entry.levels.some((row) => row.some((n) => n > 0));
  const { [skillId]: _before, ...others } = build.character_skills;
  const skills = empty ? others : { ...others, [skillId]: entry };
  const cls = build.character_class;
  const before = build.character_skills[skillId] ? skillCost(data, skill, current, cls) : 0;
  const cost = (empty ? 0 : skillCost(data, skill, entry, cls)) - before;
  const after: WorkingBuild = { ...build, character_skills: skills, character_build_cost: build.character_build_cost + cost };
  if (grows) {
    if (kind === 'alchemy_slot' && !build.character_skills[skillId]) {
      const prereqs = checkPrereqs(data, build, ctx, skill, { level: 1 });
      if (!prereqs.met) return blocked('prereqs', prereqs.missing.join('; '));
    }
    const xp = xpBlock(build, ctx, cost);
    if (xp) return xp;
  } else {
    const committed = committedBlock(ctx, skill, after);
    if (committed) return committed;
    const necessary = necessaryBlock(data, skill, build, after, ctx);
    if (necessary) return necessary;
  }
  return { ok: true, build: after, cost };
}

/** One slot more (delta 1) or less (delta -1) at `level` (1..9) in school column `column` (0-based). */
export function changeBuildSpellSlot(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skillId: string,
  column: number,
  level: number,
  delta: 1 | -1,
): BuildChange {
  const allowed = allowedSpellSchools(ctx.additional_spell_schools);
  return changeSlots<SpellSlotEntry>(data, build, ctx, skillId, 'spell_slot', delta > 0, (entry) =>
    changeSpellSlot(entry, column, level, delta, allowed),
  );
}

/** Chooses the next school column. */
export function addBuildSpellSchool(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skillId: string,
  school: string,
): BuildChange {
  const allowed = allowedSpellSchools(ctx.additional_spell_schools);
  return changeSlots<SpellSlotEntry>(data, build, ctx, skillId, 'spell_slot', true, (entry) => addSpellSchool(entry, school, allowed));
}

/** Removes the last school column. */
export function removeBuildSpellSchool(data: GameData, build: WorkingBuild, ctx: CharacterContext, skillId: string): BuildChange {
  return changeSlots<SpellSlotEntry>(data, build, ctx, skillId, 'spell_slot', false, (entry) => removeLastSpellSchool(entry));
}

/** One slot more or less at `level` (1..6) in specialty column `column` (0-based). */
export function changeBuildAlchemySlot(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skillId: string,
  column: number,
  level: number,
  delta: 1 | -1,
): BuildChange {
  return changeSlots<AlchemySlotEntry>(data, build, ctx, skillId, 'alchemy_slot', delta > 0, (entry) =>
    changeAlchemySlot(entry, column, level, delta),
  );
}

/** Chooses the next specialty column. */
export function addBuildAlchemySpecialty(
  data: GameData,
  build: WorkingBuild,
  ctx: CharacterContext,
  skillId: string,
  specialty: string,
): BuildChange {
  return changeSlots<AlchemySlotEntry>(data, build, ctx, skillId, 'alchemy_slot', true, (entry) => addAlchemySpecialty(entry, specialty));
}

/** Removes the last specialty column. */
export function removeBuildAlchemySpecialty(data: GameData, build: WorkingBuild, ctx: CharacterContext, skillId: string): BuildChange {
  return changeSlots<AlchemySlotEntry>(data, build, ctx, skillId, 'alchemy_slot', false, (entry) => removeLastAlchemySpecialty(entry));
}

/**
 * Why a column can take no further slot, from its levels' + steps in level order (each blocked):
 * a pyramid step is judged on its shape first, so a level blocked for anything else (short of XP,
 * availability, prerequisites) is one the shape allows, and that block is the real limit; only when
 * every level is blocked by the shape is the first level's shape reason the one to give.
 */
export function columnBlock<B extends { code: string; reason: string }>(steps: readonly B[]): B | undefined {
  return steps.find((step) => step.code !== 'pyramid') ?? steps[0];
}
