/**
 * The data model of the build rules: game data (the ruleset) and character builds.
 * Field names are the spec's snake_case names, because the same JSON travels through the REST API.
 * rules/README.md documents every JSON format with examples.
 */

export const CHARACTER_CLASSES = ['fighter', 'rogue', 'adept', 'shadow', 'templar'] as const;
export type CharacterClass = (typeof CHARACTER_CLASSES)[number];
export const DEFAULT_CHARACTER_CLASS: CharacterClass = 'fighter';

/** Skill types in the editor's display order (players §2). */
export const SKILL_TYPES = [
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
] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

export const SPELL_SCHOOLS = [
  'arcane',
  'elementalism',
  'manifestation',
  'immutation',
  'divine',
  'necromancy',
  'revelationism',
  'shamanism',
  'psionic',
] as const;
/** An umbrella school covers the schools listed under it. */
export const SPELL_SCHOOL_UMBRELLAS: Readonly<Record<string, readonly string[]>> = {
  arcane: ['elementalism', 'manifestation', 'immutation'],
  divine: ['necromancy', 'revelationism', 'shamanism'],
};
export const ALCHEMY_SPECIALTIES = ['poisoner', 'apothecary', 'bombardier'] as const;

export const SPELL_SLOT_LEVELS = 9;
export const MAX_SPELL_SCHOOLS = 3;
export const SPELL_SCHOOL_TIER_CAP = 3;
export const ALCHEMY_SLOT_LEVELS = 6;
export const MAX_ALCHEMY_SPECIALTIES = 3;
export const XP_TOKEN_SHARD_COST = 3;
export const PROFESSION_MAX_RANK = 3;

// ---------------------------------------------------------------------------------------------
// Game data
// ---------------------------------------------------------------------------------------------

/** Which shape a skill's entries take in a build; decided by skill_options. */
export interface SkillOptions {
  handed?: boolean;
  spell_slot?: boolean;
  alchemy_slot?: boolean;
  magic_schools?: boolean;
}

/**
 * Costs keyed by class name or by 'all' (a class's own entry wins over 'all').
 * A skill without an entry for the character's class nor for 'all' cannot be bought by that class.
 *  - plain, handed, magic-school skills: number[] — the cost of the 1st, 2nd, ... purchase level;
 *    the last entry repeats, so a single entry is a flat cost.
 *  - spell-slot skills: number[] of 9 costs (one per slot level, same for every school tier), or
 *    number[][] — one row of 9 costs per school tier (tier = school column + 1, capped at 3).
 *  - alchemy-slot skills: number[] of 6 costs (one per slot level), or number[][] per specialty tier.
 */
export type CostTable = number[] | number[][];
export type CostModel = Partial<Record<CharacterClass | 'all', CostTable>>;

/** A prerequisite on another skill, selected by name, tag or type. */
export interface SkillPrereq {
  name?: string;
  tag?: string;
  type?: SkillType;
  /** owned at least this many times (default 1). */
  times_taken?: number;
  /** needed this many times for every level of the dependent skill being bought. */
  times_taken_per?: number;
  /** at least this many different matching skills, each meeting times_taken. */
  variety?: number;
  /** for handed prerequisite skills: which hand must hold the amount. */
  hand?: 'left' | 'right' | 'both' | 'either';
}

/** Nested and/or prerequisites. Exactly one key per node. */
export type PrereqModel =
  | { and: PrereqModel[] }
  | { or: PrereqModel[] }
  | { trait_group: string }
  | { character_level: number }
  | { skill: SkillPrereq }
  | { spell_slot: { level: number; school?: string; allowed_schools?: string[] } }
  | { alchemy_slot: { level: number; specialty?: string } }
  | { strict_pyramid: { school?: string } };

/**
 * What owning a level of a skill grants. Without variety: `count` levels of the skill named `skill`.
 * With variety: the player chooses `variety` different skills among `choices` (names) or the skills
 * tagged `choice_tag`, and each receives `count` levels.
 */
export interface SkillGrantDefinition {
  level: number;
  count: number;
  skill?: string;
  variety?: number;
  choices?: string[];
  choice_tag?: string;
}

export interface SkillDefinition {
  _id: string;
  skill_name: string;
  skill_description: string;
  skill_type: SkillType;
  skill_subtype: string | null;
  skill_tags: string[];
  /** maximum purchase levels (purchases plus grants); ignored by slot skills. */
  skill_max_purchases: number;
  skill_cost_model: CostModel;
  skill_prereq_model: PrereqModel | null;
  skill_prereq_description: string | null;
  /** race attribute (trait group) the character must have for the skill to be available. */
  skill_trait_group?: string | null;
  skill_grants: SkillGrantDefinition[];
  skill_options: SkillOptions;
  /** computed when game data is indexed: skills named by this skill's prerequisites. */
  prereq_skills?: string[];
  /** computed when game data is indexed: skills whose prerequisites name this skill. */
  prereq_of?: string[];
}

export interface RaceDefinition {
  _id: string;
  race_name: string;
  subculture_name: string | null;
  default_attributes: string[];
  attribute_choice: string[] | null;
  /** transformation names this race may take. */
  transformations: string[];
  race_description?: string;
}

export interface TransformationDefinition {
  _id: string;
  transformation_name: string;
  default_attributes: string[];
  transformation_description?: string;
}

export interface CharacterLevelThreshold {
  level: number;
  /** total XP needed to reach this level */
  xp: number;
}

/** A link to one of the community's rulebooks, with a short text saying what it holds. */
export interface RulebookLink {
  label: string;
  /** an http(s) address */
  url: string;
  text?: string;
}

/** A whole ruleset as shipped in JSON and imported/exported by the server. */
export interface Ruleset {
  name: string;
  /** the designers' own label: a whole number or free text of up to 64 characters ("v2-spring") */
  version: number | string;
  skills: SkillDefinition[];
  races: RaceDefinition[];
  transformations: TransformationDefinition[];
  /** role code to description: { pc: 'Player Character', npc: 'Non-Player Character' } */
  event_role_types: Record<string, string>;
  character_levels: CharacterLevelThreshold[];
  /** schools staff may enable per character (GET /api/v1/characters/secret_options). */
  additional_spell_schools: string[];
  /** the rulebooks home links to (a server's RULEBOOK_LINKS, when set, takes their place) */
  rulebooks?: RulebookLink[];
  /** what each class is about, shown where a class is chosen */
  class_descriptions?: Partial<Record<CharacterClass, string>>;
}

// ---------------------------------------------------------------------------------------------
// Builds
// ---------------------------------------------------------------------------------------------

export interface Grant {
  count: number;
  /** skill id of the granting skill */
  granted_by: string;
  /** the granting skill's level that gives this grant */
  at_level: number;
  /** the grant took the place of a purchase, whose cost was refunded */
  replaces_purchase?: boolean;
}

export interface Amount {
  purchase_count: number;
  grants: Grant[];
}

export interface HandedEntry {
  left: Amount;
  right: Amount;
}

export interface SpellSlotEntry {
  /** one row per school column, 9 slot counts each */
  levels: number[][];
  spell_schools: string[];
}

export interface AlchemySlotEntry {
  /** one row per specialty column, 6 slot counts each */
  levels: number[][];
  specialties: string[];
}

export interface MagicSchoolsEntry {
  schools: Record<string, Amount>;
}

export type SkillEntry = Amount | HandedEntry | SpellSlotEntry | AlchemySlotEntry | MagicSchoolsEntry;
export type StoredSkillEntry = SkillEntry & { skill_id: string };

export interface CharacterRace {
  race: string | null;
  subculture: string | null;
  transformation: string | null;
  /** ordered names; null when not selected yet */
  race_attributes: string[] | null;
}

export interface BuildHeader {
  character_name: string;
  character_race: CharacterRace;
  character_class: CharacterClass | null;
  character_build_cost: number;
  created_at?: string;
}

/** The form saved in the database and sent over REST: a list keyed by skill_id. */
export interface StoredBuild extends BuildHeader {
  character_skills: StoredSkillEntry[];
}

/** The form used while editing: a map from skill id to entry. */
export interface WorkingBuild extends BuildHeader {
  character_skills: Record<string, SkillEntry>;
}

/** What the rules need to know about the character besides its build. */
export interface CharacterContext {
  character_xp_total: number;
  additional_spell_schools: string[];
  /** the committed build, when there is one; decreases below it are blocked */
  committed_build?: WorkingBuild | null;
}
