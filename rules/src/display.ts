/**
 * Display text (players §9 "Display text", "Dates shown in medium date plus short time style").
 * Pure functions shared by the editor, the characters table and the staff screens.
 */
import { entryKind } from './totals';
import { CHARACTER_CLASSES } from './types';
import type {
  CharacterClass,
  Ruleset,
  AlchemySlotEntry,
  Amount,
  CharacterRace,
  HandedEntry,
  MagicSchoolsEntry,
  SkillDefinition,
  SkillEntry,
  SpellSlotEntry,
} from './types';

/** 'Not selected' when there is no list, 'None' when it is empty, otherwise the names joined with ', '. */
export function raceAttributesText(attrs: readonly string[] | null | undefined): string {
  if (attrs === null || attrs === undefined) return 'Not selected';
  if (attrs.length === 0) return 'None';
  return attrs.join(', ');
}

/** Subculture, race and transformation joined by spaces, skipping empty ones: "Highland Human Vampire". */
export function raceDescription(race: Partial<Pick<CharacterRace, 'race' | 'subculture' | 'transformation'>> | null | undefined): string {
  if (!race) return '';
  return [race.subculture, race.race, race.transformation].filter((part) => !!part && part.trim() !== '').join(' ');
}

export { formatEventDate } from './event-dates';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** A level in words: 1 -> 'first', 9 -> 'ninth' (beyond ten: '11th'). */
export function levelWord(level: number): string {
  return ORDINALS[level - 1] ?? `${level}th`;
}

/** A school, specialty or other internal name as players read it: 'one_handed' -> 'One handed', 'arcane' -> 'Arcane'. */
export function nameWords(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function amountWords(amount: Amount, single: boolean): string {
  const granted = amount.grants.reduce((sum, grant) => sum + grant.count, 0);
  if (single) return amount.purchase_count > 0 ? 'bought' : granted > 0 ? 'granted' : 'none';
  const total = amount.purchase_count + granted;
  return granted > 0 ? `${total} (${amount.purchase_count} bought, ${granted} granted)` : `${total}`;
}

function slotWords(levels: number[][], names: readonly string[], fallback: string): string {
  const columns = levels.map((row, column) => {
    const held = row.flatMap((count, index) => (count > 0 ? [`${count} ${levelWord(index + 1)}-level`] : []));
    const name = names[column] ? nameWords(names[column]) : fallback;
    return `${name}: ${held.length > 0 ? held.join(', ') : 'none'}`;
  });
  return columns.length > 0 ? columns.join('; ') : 'none';
}

/**
 * What a build holds of one skill, in words players read: '2 (1 bought, 1 granted)', 'left 1, right 2',
 * 'Arcane 2', 'Arcane: 2 first-level, 1 second-level' (slot levels in words, school names capitalised).
 */
export function entryText(skill: SkillDefinition, entry: SkillEntry | null | undefined): string {
  if (!entry) return 'none';
  const single = skill.skill_max_purchases === 1;
  switch (entryKind(skill)) {
    case 'handed': {
      const hands = entry as HandedEntry;
      return `left ${amountWords(hands.left, single)}, right ${amountWords(hands.right, single)}`;
    }
    case 'magic_schools': {
      const schools = Object.entries((entry as MagicSchoolsEntry).schools);
      return schools.length > 0
        ? schools.map(([school, amount]) => `${nameWords(school)} ${amountWords(amount, single)}`).join(', ')
        : 'none';
    }
    case 'spell_slot': {
      const slots = entry as SpellSlotEntry;
      return slotWords(slots.levels, slots.spell_schools, 'Basic');
    }
    case 'alchemy_slot': {
      const slots = entry as AlchemySlotEntry;
      return slotWords(slots.levels, slots.specialties, 'Basic');
    }
    default:
      return amountWords(entry as Amount, single);
  }
}

/** Each class in the ruleset's order of classes, with the ruleset's description of it (null when it has none). */
export function classChoices(ruleset: Pick<Ruleset, 'class_descriptions'>): Array<{ name: CharacterClass; description: string | null }> {
  return CHARACTER_CLASSES.map((name) => ({ name, description: ruleset.class_descriptions?.[name] || null }));
}
