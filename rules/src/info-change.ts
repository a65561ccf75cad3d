/**
 * A change of a character's info (players §4): name, class, race, attributes, transformation, and
 * what it takes away from the build. The server applies it on /update_character's save; the page
 * asks the same functions first, to show the player what goes and the XP that comes back before
 * anything is sent.
 */
import { skillCost } from './costs';
import type { GameData } from './game-data';
import { applyTransformation, changeClass, changeRaceAttributes, withoutRacialSkills } from './race';
import { entryTotal } from './totals';
import type { CharacterClass, CharacterRace, WorkingBuild } from './types';

export interface InfoChange {
  characterName?: string;
  characterClass?: CharacterClass;
  /** the race asked for, with its attributes already resolved (defaults filled in where left out) */
  characterRace?: CharacterRace;
  /** whether the change named the attributes itself: a transformation change then sets them too */
  attributesGiven?: boolean;
}

const sameRace = (a: CharacterRace, b: CharacterRace) => a.race === b.race && (a.subculture || null) === (b.subculture || null);

/**
 * The build after an info change, with the rules' consequences: a new class erases every skill; a new
 * race, new attributes or a transformation remove the racial skills, the grants they gave and the
 * skills that needed them (withoutRacialSkills), so the result is always a build the validity check
 * accepts when the original was one.
 */
export function applyInfoChange(data: GameData, build: WorkingBuild, change: InfoChange): WorkingBuild {
  let next: WorkingBuild = { ...build };
  if (change.characterName !== undefined) next.character_name = change.characterName.trim();
  if (change.characterClass !== undefined) next = changeClass(next, change.characterClass);
  const wanted = change.characterRace;
  if (wanted === undefined) return next;
  const current = next.character_race;
  if (!sameRace(wanted, current)) {
    // A new race: its attributes replace the old ones, and racial skills go (they belonged to the old traits).
    return withoutRacialSkills(data, { ...next, character_race: wanted });
  }
  if ((wanted.transformation ?? null) !== (current.transformation ?? null)) {
    next = applyTransformation(data, next, wanted.transformation);
    return change.attributesGiven ? changeRaceAttributes(data, next, wanted.race_attributes) : next;
  }
  return changeRaceAttributes(data, next, wanted.race_attributes);
}

/** One skill an info change takes away, wholly or in part. */
export interface RemovedSkill {
  skillId: string;
  name: string;
  /** how many levels (or slots) of it go */
  levels: number;
  /** whether none of it is left */
  whole: boolean;
  /** the XP its removal gives back (0 for what a grant gave) */
  xp: number;
}

export interface InfoChangeRemovals {
  skills: RemovedSkill[];
  /** the build cost's drop: the XP the player gets back to spend */
  xpReturned: number;
}

/**
 * What `after` (applyInfoChange of `before`) no longer holds, skill by skill, with the XP returned.
 * The racial skills come first (the change's cause), then the rest, each part by name.
 */
export function infoChangeRemovals(data: GameData, before: WorkingBuild, after: WorkingBuild): InfoChangeRemovals {
  const skills: RemovedSkill[] = [];
  for (const [skillId, entry] of Object.entries(before.character_skills)) {
    const skill = data.skillsById.get(skillId);
    if (!skill) continue;
    const left = after.character_skills[skillId];
    const levels = entryTotal(skill, entry) - entryTotal(skill, left);
    if (levels <= 0) continue;
    const costBefore = skillCost(data, skill, entry, before.character_class);
    const costAfter = left ? skillCost(data, skill, left, after.character_class) : 0;
    skills.push({ skillId, name: skill.skill_name, levels, whole: !left, xp: Math.max(costBefore - costAfter, 0) });
  }
  const racial = (removed: RemovedSkill) => (data.skillsById.get(removed.skillId)?.skill_type === 'racial' ? 0 : 1);
  skills.sort((a, b) => racial(a) - racial(b) || a.name.localeCompare(b.name));
  return { skills, xpReturned: Math.max(before.character_build_cost - after.character_build_cost, 0) };
}
