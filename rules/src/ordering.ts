/**
 * The editor's grouping and order of skills (players §2 "Character editor"): by skill_type in the
 * spec's order, then by subtype; fighter strikes Critical, Perilous, Vital, Savage; rogue strikes
 * Precise, Viper, Lotus, Cunning; Alchemy last within crafting and Spell Slot last within magic.
 */
import { SKILL_TYPES, type SkillDefinition, type SkillType } from './types';

export const FIGHTER_STRIKE_ORDER = ['Critical', 'Perilous', 'Vital', 'Savage'] as const;
export const ROGUE_STRIKE_ORDER = ['Precise', 'Viper', 'Lotus', 'Cunning'] as const;
/** Decision: fighter strikes come before rogue strikes (the spec names them first); other strike subtypes follow. */
const STRIKE_SUBTYPE_ORDER: readonly string[] = [...FIGHTER_STRIKE_ORDER, ...ROGUE_STRIKE_ORDER];

/** The fields the grouping reads, so the client can pass its own skill objects. */
export type OrderableSkill = Pick<SkillDefinition, 'skill_name' | 'skill_type' | 'skill_subtype' | 'skill_options'>;

export interface EditorSubtypeGroup<S extends OrderableSkill = SkillDefinition> {
  subtype: string | null;
  skills: S[];
}

export interface EditorTypeGroup<S extends OrderableSkill = SkillDefinition> {
  skill_type: SkillType;
  subtypes: EditorSubtypeGroup<S>[];
}

/**
 * The slot skill that sorts last in its type. Decision: recognised by its option (spell_slot in magic,
 * alchemy_slot in crafting) or by the spec's names 'Spell Slot' and 'Alchemy', so a renamed slot skill
 * still goes last.
 */
export function isLastInType(skill: OrderableSkill): boolean {
  if (skill.skill_type === 'magic') return !!skill.skill_options.spell_slot || skill.skill_name === 'Spell Slot';
  if (skill.skill_type === 'crafting') return !!skill.skill_options.alchemy_slot || skill.skill_name === 'Alchemy';
  return false;
}

/**
 * Printable ASCII in the root collation's primary order (CLDR): spaces, punctuation, symbols, digits,
 * then letters, a letter's cases alike. A test checks it against Intl, character by character.
 */
const ASCII_PRIMARY_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const PRIMARY = new Int16Array(128).fill(-1);
for (let i = 0; i < ASCII_PRIMARY_ORDER.length; i++) {
  const code = ASCII_PRIMARY_ORDER.charCodeAt(i);
  PRIMARY[code] = i;
  if (code >= 97 && code <= 122) PRIMARY[code - 32] = i;
}

/**
 * localeCompare(b, 'en') of two printable ASCII texts, worked out without ICU: the first primary
 * difference decides, then length (a prefix first), then the first difference of case (lower case
 * first). null when either text holds anything else.
 */
function compareAscii(a: string, b: string): number | null {
  const shorter = Math.min(a.length, b.length);
  let caseOrder = 0;
  for (let i = 0; i < shorter; i++) {
    const codeA = a.charCodeAt(i);
    const codeB = b.charCodeAt(i);
    const weightA = codeA < 128 ? (PRIMARY[codeA] ?? -1) : -1;
    const weightB = codeB < 128 ? (PRIMARY[codeB] ?? -1) : -1;
    if (weightA < 0 || weightB < 0) return null;
    if (weightA !== weightB) return weightA - weightB;
    if (caseOrder === 0 && codeA !== codeB) caseOrder = codeA > codeB ? -1 : 1;
  }
  const longer = a.length > b.length ? a : b;
  for (let i = shorter; i < longer.length; i++) {
    const code = longer.charCodeAt(i);
    if (code >= 128 || (PRIMARY[code] ?? -1) < 0) return null;
  }
  return a.length !== b.length ? a.length - b.length : caseOrder;
}

/**
 * The editor's order of names and subtypes: localeCompare(b, 'en'), which V8 answers by building an
 * ICU collator on every call, which holds a phone's main thread on the editor's first render
 * (grouping the sample ruleset's skills), and even one collator's set-up is costly there. Printable ASCII is compared by hand (the same order: a
 * property test checks it against localeCompare), anything else by one Intl.Collator('en') (the
 * same as localeCompare(b, 'en') by definition).
 */
let collator: Intl.Collator | null = null;
const byText = (a: string, b: string) => {
  const ascii = compareAscii(a, b);
  if (ascii !== null) return ascii;
  if (!collator) collator = new Intl.Collator('en');
  return collator.compare(a, b);
};

function typeRank(type: string): number {
  const i = (SKILL_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? SKILL_TYPES.length : i;
}

/**
 * Order of two subtype groups of one type. Strikes use the spec's order; otherwise alphabetical, with
 * skills without a subtype last. The type's slot skill has a group of its own after every other group.
 */
function compareSubtypeGroups<S extends OrderableSkill>(type: string, a: EditorSubtypeGroup<S>, b: EditorSubtypeGroup<S>): number {
  const lastA = a.skills.some(isLastInType);
  const lastB = b.skills.some(isLastInType);
  if (lastA !== lastB) return lastA ? 1 : -1;
  if (a.subtype === b.subtype) return 0;
  if (a.subtype === null) return 1;
  if (b.subtype === null) return -1;
  if (type === 'strike') {
    const rank = (s: string) => (STRIKE_SUBTYPE_ORDER.includes(s) ? STRIKE_SUBTYPE_ORDER.indexOf(s) : STRIKE_SUBTYPE_ORDER.length);
    const diff = rank(a.subtype) - rank(b.subtype);
    if (diff !== 0) return diff;
  }
  return byText(a.subtype, b.subtype);
}

const byName = (a: OrderableSkill, b: OrderableSkill) => byText(a.skill_name, b.skill_name);

/**
 * Skills grouped for the editor: one group per skill type present, in the spec's type order (unknown
 * types after them, alphabetically), each with its subtype groups in order and their skills by name
 * (stable for equal names).
 * Decision: the slot skill (Spell Slot, Alchemy) forms a group of its own, labelled with its subtype,
 * at the end of its type, rather than moving its whole subtype group last. The order then does not
 * depend on which skills are shown: the Purchasable Skills filter shows a subsequence of All Skills.
 */
export function groupSkillsForEditor<S extends OrderableSkill>(skills: readonly S[]): EditorTypeGroup<S>[] {
  const byType = new Map<SkillType, Map<string, EditorSubtypeGroup<S>>>();
  for (const skill of skills) {
    const subtype = skill.skill_subtype || null;
    const key = `${isLastInType(skill) ? 'last' : 'group'}:${subtype ?? ''}`;
    let groups = byType.get(skill.skill_type);
    if (!groups) byType.set(skill.skill_type, (groups = new Map<string, EditorSubtypeGroup<S>>()));
    const group = groups.get(key);
    if (group) group.skills.push(skill);
    else groups.set(key, { subtype, skills: [skill] });
  }
  const types = [...byType.keys()].sort((a, b) => typeRank(a) - typeRank(b) || byText(a, b));
  return types.map((type) => {
    const groups = [...(byType.get(type) as Map<string, EditorSubtypeGroup<S>>).values()].map((group) => ({
      subtype: group.subtype,
      skills: [...group.skills].sort(byName),
    }));
    groups.sort((a, b) => compareSubtypeGroups(type, a, b));
    return { skill_type: type, subtypes: groups };
  });
}

/** The same order as a flat list (for tables and for the Purchasable Skills filter). */
export function sortSkillsForEditor<S extends OrderableSkill>(skills: readonly S[]): S[] {
  return groupSkillsForEditor(skills).flatMap((group) => group.subtypes.flatMap((sub) => sub.skills));
}
