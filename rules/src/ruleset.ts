/**
 * Validation of a ruleset when it is loaded ("a clear error naming the bad skill and field,
 * never a crash later"). Every problem is collected and reported at once, each naming the object
 * (skill, race, transformation) and the field path, e.g.
 *   Skill "Parry" (5f1e0c2b9d3a4e5f6a7b8c9d): skill_cost_model.rogue must be a list of numbers
 */
import {
  ALCHEMY_SLOT_LEVELS,
  ALCHEMY_SPECIALTIES,
  CHARACTER_CLASSES,
  SKILL_TYPES,
  SPELL_SCHOOLS,
  SPELL_SCHOOL_TIER_CAP,
  SPELL_SLOT_LEVELS,
  type Ruleset,
} from './types';

export class RulesetError extends Error {
  override readonly name = 'RulesetError';
  constructor(readonly problems: string[]) {
    super(`Invalid ruleset (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`);
  }
}

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

const ENTRY_OPTIONS = ['handed', 'spell_slot', 'alchemy_slot', 'magic_schools'] as const;
type EntryOption = (typeof ENTRY_OPTIONS)[number];
const HANDS = ['left', 'right', 'both', 'either'];
const COST_KEYS: readonly string[] = [...CHARACTER_CLASSES, 'all'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isPositiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isPriceList = (v: unknown): v is number[] => Array.isArray(v) && v.length > 0 && v.every(isPrice);
/** A value from the JSON as a message shows it: a string as it is, anything else as JSON. */
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Parse JSON text and validate it; a JSON syntax error is a RulesetError too. */
export function parseRuleset(text: string): Ruleset {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new RulesetError([`Ruleset is not valid JSON: ${(err as Error).message}`]);
  }
  return validateRuleset(json);
}

/** The longest version label a ruleset may carry (the label column's width). */
export const VERSION_LABEL_MAX = 64;

/** A ruleset's own version label: a whole number, or a non-blank text of up to 64 characters. */
export function validVersionLabel(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && value.trim() !== '' && value.length <= VERSION_LABEL_MAX;
}

/** Check every field's type and every reference; return the input typed as a Ruleset or throw RulesetError. */
export function validateRuleset(json: unknown): Ruleset {
  const problems: string[] = [];
  if (!isObject(json)) throw new RulesetError(['Ruleset must be a JSON object']);
  const top = (msg: string) => problems.push(`Ruleset: ${msg}`);

  if (!isNonEmptyString(json.name)) top('name must be a non-empty string');
  if (!validVersionLabel(json.version)) top(`version must be a whole number or a text of 1 to ${VERSION_LABEL_MAX} characters`);
  for (const key of ['skills', 'races', 'transformations', 'character_levels'] as const) {
    if (!Array.isArray(json[key])) top(`${key} must be a list`);
  }
  const skills = (Array.isArray(json.skills) ? json.skills : []) as unknown[];
  const races = (Array.isArray(json.races) ? json.races : []) as unknown[];
  const transformations = (Array.isArray(json.transformations) ? json.transformations : []) as unknown[];
  if (Array.isArray(json.skills) && skills.length === 0) top('skills must not be empty');
  // The first race is the default of the new-character form (players §2), so there must be one.
  if (Array.isArray(json.races) && races.length === 0) top('races must not be empty');

  const additionalSchools = checkAdditionalSchools(json.additional_spell_schools, top);
  checkEventRoleTypes(json.event_role_types, top);
  checkRulebooks(json.rulebooks, top);
  checkClassDescriptions(json.class_descriptions, top);
  const maxLevel = checkCharacterLevels(json.character_levels, top);

  const ids = new Map<string, string>();
  const checkId = (id: unknown, label: string, report: (m: string) => void) => {
    if (!isString(id) || !OBJECT_ID_PATTERN.test(id)) {
      report('_id must be a 24-character lowercase hex string (ObjectId format)');
      return;
    }
    const other = ids.get(id);
    if (other) report(`_id ${id} is also used by ${other}`);
    else ids.set(id, label);
  };

  // Transformations first: races name them.
  const transformationNames = new Set<string>();
  const attributes = new Set<string>();
  transformations.forEach((t, i) => {
    const label = describe('Transformation', t, 'transformation_name', i);
    const report = (m: string) => problems.push(`${label}: ${m}`);
    if (!isObject(t)) return report('must be an object');
    checkId(t._id, label, report);
    if (!isNonEmptyString(t.transformation_name)) report('transformation_name must be a non-empty string');
    else if (transformationNames.has(t.transformation_name)) report('transformation_name is used twice');
    else transformationNames.add(t.transformation_name);
    if (!isStringList(t.default_attributes) || t.default_attributes.length === 0) {
      report('default_attributes must be a non-empty list of names');
    } else t.default_attributes.forEach((a) => attributes.add(a));
    optionalString(t, 'transformation_description', report);
  });

  const raceKeys = new Set<string>();
  races.forEach((r, i) => {
    const label = describe('Race', r, 'race_name', i);
    const report = (m: string) => problems.push(`${label}: ${m}`);
    if (!isObject(r)) return report('must be an object');
    checkId(r._id, label, report);
    if (!isNonEmptyString(r.race_name)) report('race_name must be a non-empty string');
    if (r.subculture_name !== null && !isNonEmptyString(r.subculture_name)) {
      report('subculture_name must be a non-empty string or null');
    }
    const key = `${String(r.race_name)}\u0000${String(r.subculture_name)}`;
    if (raceKeys.has(key)) report('the same race and subculture appear twice');
    raceKeys.add(key);
    if (!isStringList(r.default_attributes)) report('default_attributes must be a list of names');
    else r.default_attributes.forEach((a) => attributes.add(a));
    if (r.attribute_choice !== null) {
      if (!isStringList(r.attribute_choice) || r.attribute_choice.length === 0) {
        report('attribute_choice must be a non-empty list of names or null');
      } else {
        r.attribute_choice.forEach((a) => attributes.add(a));
        const overlap = r.attribute_choice.filter((a) => isStringList(r.default_attributes) && r.default_attributes.includes(a));
        if (overlap.length) report(`attribute_choice repeats default attributes: ${overlap.join(', ')}`);
      }
    }
    if (!isStringList(r.transformations)) report('transformations must be a list of transformation names');
    else {
      for (const name of r.transformations) {
        if (!transformationNames.has(name)) report(`transformations names an unknown transformation "${name}"`);
      }
    }
    optionalString(r, 'race_description', report);
  });

  // Names and tags first, so references can be checked in any order.
  const skillNames = new Map<string, Json>();
  const tags = new Set<string>();
  for (const s of skills) {
    if (!isObject(s)) continue;
    if (isNonEmptyString(s.skill_name) && !skillNames.has(s.skill_name)) skillNames.set(s.skill_name, s);
    if (isStringList(s.skill_tags)) s.skill_tags.forEach((t) => tags.add(t));
  }
  const kindOf = (s: Json): EntryOption | 'plain' | null => {
    if (!isObject(s.skill_options)) return null;
    const set = ENTRY_OPTIONS.filter((o) => (s.skill_options as Json)[o] === true);
    const [only] = set;
    return set.length === 0 ? 'plain' : set.length === 1 && only !== undefined ? only : null;
  };
  const slotSkills = (kind: EntryOption) => skills.filter((s) => isObject(s) && kindOf(s) === kind).length;
  const ctx: RefContext = {
    skillNames,
    tags,
    attributes,
    maxLevel,
    schools: new Set<string>([...SPELL_SCHOOLS, ...additionalSchools]),
    hasSpellSlotSkill: slotSkills('spell_slot') > 0,
    hasAlchemySkill: slotSkills('alchemy_slot') > 0,
    kindOf,
  };
  // The pyramids are one entry per build, so a ruleset has at most one skill of each slot kind.
  if (slotSkills('spell_slot') > 1) top('only one skill may have skill_options.spell_slot');
  if (slotSkills('alchemy_slot') > 1) top('only one skill may have skill_options.alchemy_slot');

  const seenNames = new Set<string>();
  skills.forEach((s, i) => {
    const label = describe('Skill', s, 'skill_name', i);
    const report = (m: string) => problems.push(`${label}: ${m}`);
    if (!isObject(s)) return report('must be an object');
    checkId(s._id, label, report);
    if (isNonEmptyString(s.skill_name)) {
      if (seenNames.has(s.skill_name)) report('skill_name is used twice');
      seenNames.add(s.skill_name);
    }
    checkSkill(s, ctx, report);
  });

  checkCycles(skills, problems);

  if (problems.length) throw new RulesetError(problems);
  return json as unknown as Ruleset;
}

/**
 * Skill names a prerequisite model names directly (tag and type selectors are not followed). Unlike
 * prereqs.ts prereqSkillNames it reads unvalidated JSON, so a malformed node cannot make it throw.
 */
function namedPrereqs(node: unknown, out: string[] = []): string[] {
  if (!isObject(node)) return out;
  for (const key of ['and', 'or']) if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((c) => namedPrereqs(c, out));
  if (isObject(node.skill) && isString(node.skill.name)) out.push(node.skill.name);
  return out;
}

/** Skill names a skill's grants can give. */
function grantTargets(skill: Json, tagged: (tag: string) => string[]): string[] {
  if (!Array.isArray(skill.skill_grants)) return [];
  return skill.skill_grants.flatMap((g: unknown) => {
    if (!isObject(g)) return [];
    if (isString(g.skill)) return [g.skill];
    if (isStringList(g.choices)) return g.choices;
    return isString(g.choice_tag) ? tagged(g.choice_tag) : [];
  });
}

/**
 * Prerequisites that require each other can never be met, and grants that give each other would
 * chain without end; both are reported once per cycle, naming its skills.
 */
function checkCycles(skills: unknown[], problems: string[]): void {
  const named = skills.filter(isObject).filter((s) => isNonEmptyString(s.skill_name));
  const tagged = (tag: string) =>
    named.filter((s) => isStringList(s.skill_tags) && s.skill_tags.includes(tag)).map((s) => s.skill_name as string);
  const edges = (pick: (s: Json) => string[]) =>
    new Map(named.map((s) => [s.skill_name as string, pick(s).filter((n) => n !== s.skill_name)] as const));
  const report = (what: string, graph: Map<string, string[]>) => {
    for (const cycle of findCycles(graph)) problems.push(`Skills ${cycle.map((n) => `"${n}"`).join(' -> ')}: ${what}`);
  };
  report(
    'their prerequisites require each other in a cycle, so none can be bought',
    edges((s) => namedPrereqs(s.skill_prereq_model)),
  );
  report(
    'their grants give each other in a cycle',
    edges((s) => grantTargets(s, tagged)),
  );
}

/** Every cycle of a directed graph, each once, as the path back to its start. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

interface RefContext {
  skillNames: Map<string, Json>;
  tags: Set<string>;
  attributes: Set<string>;
  maxLevel: number;
  schools: Set<string>;
  hasSpellSlotSkill: boolean;
  hasAlchemySkill: boolean;
  kindOf: (s: Json) => EntryOption | 'plain' | null;
}

function describe(kind: string, obj: unknown, nameField: string, index: number): string {
  const name = isObject(obj) && isNonEmptyString(obj[nameField]) ? `"${obj[nameField]}"` : `#${index + 1}`;
  const id = isObject(obj) && isString(obj._id) ? ` (${obj._id})` : '';
  const sub = isObject(obj) && isNonEmptyString(obj.subculture_name) ? ` / "${obj.subculture_name}"` : '';
  return `${kind} ${name}${sub}${id}`;
}

function optionalString(obj: Json, field: string, report: (m: string) => void): void {
  if (obj[field] !== undefined && obj[field] !== null && !isString(obj[field])) report(`${field} must be a string`);
}

function checkAdditionalSchools(value: unknown, top: (m: string) => void): string[] {
  if (value === undefined) return [];
  if (!isStringList(value)) {
    top('additional_spell_schools must be a list of school names');
    return [];
  }
  value.forEach((school, i) => {
    if (!/^[a-z][a-z_-]*$/.test(school)) top(`additional_spell_schools[${i}] must be a lowercase name`);
    if ((SPELL_SCHOOLS as readonly string[]).includes(school))
      top(`additional_spell_schools[${i}] "${school}" is already a standard school`);
    if (value.indexOf(school) !== i) top(`additional_spell_schools[${i}] "${school}" is listed twice`);
  });
  return value;
}

function checkEventRoleTypes(value: unknown, top: (m: string) => void): void {
  if (!isObject(value)) {
    top('event_role_types must be an object from role code to description');
    return;
  }
  for (const [code, text] of Object.entries(value)) {
    if (!isNonEmptyString(text)) top(`event_role_types.${code} must be a non-empty description`);
  }
  // Registration questions are asked of pc and npc (events §9), so both roles must exist.
  for (const code of ['pc', 'npc']) if (!(code in value)) top(`event_role_types.${code} is missing`);
}

/** Rulebook links are shown as links on home: an http(s) address only (a javascript: link would run script). */
function checkRulebooks(value: unknown, top: (m: string) => void): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    top('rulebooks must be a list of { label, url, text }');
    return;
  }
  value.forEach((link: unknown, i) => {
    const at = `rulebooks[${i}]`;
    if (!isObject(link)) {
      top(`${at} must be an object with label and url`);
      return;
    }
    if (!isNonEmptyString(link.label)) top(`${at}.label must be a non-empty string`);
    if (!isString(link.url) || !isWebAddress(link.url)) top(`${at}.url must be an http(s) address`);
    optionalString(link, 'text', (m) => top(`${at}.${m}`));
  });
}

const isWebAddress = (text: string): boolean => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(text);

function checkClassDescriptions(value: unknown, top: (m: string) => void): void {
  if (value === undefined) return;
  if (!isObject(value)) {
    top('class_descriptions must be an object from class to description');
    return;
  }
  for (const [key, text] of Object.entries(value)) {
    if (!(CHARACTER_CLASSES as readonly string[]).includes(key)) top(`class_descriptions.${key}: no class is named "${key}"`);
    else if (!isString(text)) top(`class_descriptions.${key} must be a string`);
  }
}

/**
 * The level table's problems cell by cell, as the validator finds them (this is its own check): for
 * each row, the problem of its total XP (e.g. "must be greater than the level before"), or null.
 */
export function characterLevelCellProblems(levels: unknown[]): Array<string | null> {
  const cells: Array<string | null> = levels.map(() => null);
  checkCharacterLevels(levels, (line) => {
    const match = /^character_levels\[(\d+)\]\.xp (.*)$/.exec(line);
    if (match) cells[Number(match[1])] ??= match[2] ?? null;
  });
  return cells;
}

/** Levels must be 1, 2, 3, ... with strictly increasing XP, starting at 0 XP. Returns the highest level. */
function checkCharacterLevels(value: unknown, top: (m: string) => void): number {
  if (!Array.isArray(value)) return 0;
  if (value.length === 0) top('character_levels must not be empty');
  let max = 0;
  value.forEach((row: unknown, i) => {
    const at = `character_levels[${i}]`;
    if (!isObject(row)) {
      top(`${at} must be an object with level and xp`);
      return;
    }
    if (row.level !== i + 1) top(`${at}.level must be ${i + 1} (levels ascend from 1 without gaps)`);
    if (!Number.isInteger(row.xp) || (row.xp as number) < 0) top(`${at}.xp must be a whole number of XP`);
    else if (i === 0 && row.xp !== 0) top(`${at}.xp must be 0 (every character starts at level 1)`);
    else if (i > 0 && isObject(value[i - 1]) && (row.xp as number) <= ((value[i - 1] as Json).xp as number)) {
      top(`${at}.xp must be greater than the level before`);
    }
    if (Number.isInteger(row.level)) max = Math.max(max, row.level as number);
  });
  return max;
}

function checkSkill(s: Json, ctx: RefContext, report: (m: string) => void): void {
  if (!isNonEmptyString(s.skill_name)) report('skill_name must be a non-empty string');
  if (!isString(s.skill_description)) report('skill_description must be a string');
  if (!(SKILL_TYPES as readonly string[]).includes(s.skill_type as string)) {
    report(`skill_type must be one of ${SKILL_TYPES.join(', ')}`);
  }
  if (s.skill_subtype !== null && !isString(s.skill_subtype)) report('skill_subtype must be a string or null');
  if (!isStringList(s.skill_tags)) report('skill_tags must be a list of strings');
  if (!isPositiveInt(s.skill_max_purchases)) report('skill_max_purchases must be a whole number of at least 1');
  if (s.skill_prereq_description !== null && !isString(s.skill_prereq_description)) {
    report('skill_prereq_description must be a string or null');
  }
  if (s.skill_trait_group !== undefined && s.skill_trait_group !== null) {
    if (!isNonEmptyString(s.skill_trait_group)) report('skill_trait_group must be a name or null');
    else if (!ctx.attributes.has(s.skill_trait_group)) {
      report(`skill_trait_group "${s.skill_trait_group}" is not an attribute of any race or transformation`);
    }
  }
  for (const field of ['prereq_skills', 'prereq_of']) {
    if (s[field] !== undefined && !isStringList(s[field])) report(`${field} must be a list of skill names`);
  }

  let kind: EntryOption | 'plain' | null = null;
  if (!isObject(s.skill_options)) report('skill_options must be an object');
  else {
    for (const [key, value] of Object.entries(s.skill_options)) {
      if (!(ENTRY_OPTIONS as readonly string[]).includes(key)) report(`skill_options.${key} is not a known option`);
      else if (typeof value !== 'boolean') report(`skill_options.${key} must be true or false`);
    }
    kind = ctx.kindOf(s);
    if (kind === null) report(`skill_options may set only one of ${ENTRY_OPTIONS.join(', ')}`);
  }
  checkCostModel(s.skill_cost_model, kind, report);
  if (s.skill_prereq_model !== null) {
    checkPrereq(s.skill_prereq_model, 'skill_prereq_model', ctx, kind, s.skill_name, report);
  }
  checkGrants(s, kind, ctx, report);
}

function checkCostModel(model: unknown, kind: EntryOption | 'plain' | null, report: (m: string) => void): void {
  if (!isObject(model)) {
    report('skill_cost_model must be an object keyed by class or "all"');
    return;
  }
  const keys = Object.keys(model);
  // Every skill must be purchasable by at least one class.
  if (keys.length === 0) report('skill_cost_model needs an entry for at least one class or "all"');
  for (const key of keys) {
    const at = `skill_cost_model.${key}`;
    if (!COST_KEYS.includes(key)) {
      report(`${at}: "${key}" is not a class (${COST_KEYS.join(', ')})`);
      continue;
    }
    const table = model[key];
    if (kind === 'spell_slot' || kind === 'alchemy_slot') {
      const levels = kind === 'spell_slot' ? SPELL_SLOT_LEVELS : ALCHEMY_SLOT_LEVELS;
      const rowsMax = kind === 'spell_slot' ? SPELL_SCHOOL_TIER_CAP : 3;
      const isRow = (row: unknown) => isPriceList(row) && row.length === levels;
      const isRows = Array.isArray(table) && table.length >= 1 && table.length <= rowsMax && table.every(isRow);
      if (!isRow(table) && !isRows) {
        report(`${at} must be a list of ${levels} numbers, or 1 to ${rowsMax} such lists (one per tier)`);
      }
    } else if (!isPriceList(table)) {
      report(`${at} must be a list of numbers`);
    }
  }
}

function checkPrereq(
  node: unknown,
  at: string,
  ctx: RefContext,
  kind: EntryOption | 'plain' | null,
  owner: unknown,
  report: (m: string) => void,
): void {
  if (!isObject(node)) {
    report(`${at} must be an object with one key`);
    return;
  }
  const keys = Object.keys(node);
  const [key] = keys;
  if (key === undefined || keys.length !== 1) {
    report(`${at} must have exactly one key, found ${keys.length ? keys.join(', ') : 'none'}`);
    return;
  }
  const value = node[key];
  const here = `${at}.${key}`;
  switch (key) {
    case 'and':
    case 'or':
      if (!Array.isArray(value) || value.length === 0) {
        report(`${here} must be a non-empty list`);
        return;
      }
      value.forEach((child, i) => checkPrereq(child, `${here}[${i}]`, ctx, kind, owner, report));
      return;
    case 'trait_group':
      if (!isNonEmptyString(value)) {
        report(`${here} must be an attribute name`);
        return;
      }
      if (!ctx.attributes.has(value)) report(`${here} "${value}" is not an attribute of any race or transformation`);
      return;
    case 'character_level':
      if (!isPositiveInt(value)) {
        report(`${here} must be a whole number of at least 1`);
        return;
      }
      if (ctx.maxLevel && value > ctx.maxLevel) report(`${here} ${value} is above the highest level (${ctx.maxLevel})`);
      return;
    case 'skill': {
      checkSkillPrereq(value, here, ctx, owner, report);
      return;
    }
    case 'spell_slot': {
      if (!isObject(value)) {
        report(`${here} must be an object`);
        return;
      }
      if (!ctx.hasSpellSlotSkill) report(`${here} needs a skill with skill_options.spell_slot in the ruleset`);
      if (!isPositiveInt(value.level) || value.level > SPELL_SLOT_LEVELS) {
        report(`${here}.level must be a whole number from 1 to ${SPELL_SLOT_LEVELS}`);
      }
      if (value.school !== undefined && value.allowed_schools !== undefined) {
        report(`${here} may give school or allowed_schools, not both`);
      }
      if (value.school !== undefined) checkSchool(value.school, `${here}.school`, ctx, kind, report);
      if (value.allowed_schools !== undefined) {
        if (!isStringList(value.allowed_schools) || value.allowed_schools.length === 0) {
          report(`${here}.allowed_schools must be a non-empty list of schools`);
        } else {
          value.allowed_schools.forEach((school, i) => {
            if (!ctx.schools.has(school)) report(`${here}.allowed_schools[${i}] "${school}" is not a spell school`);
          });
        }
      }
      unknownKeys(value, ['level', 'school', 'allowed_schools'], here, report);
      return;
    }
    case 'alchemy_slot': {
      if (!isObject(value)) {
        report(`${here} must be an object`);
        return;
      }
      if (!ctx.hasAlchemySkill) report(`${here} needs a skill with skill_options.alchemy_slot in the ruleset`);
      if (!isPositiveInt(value.level) || value.level > ALCHEMY_SLOT_LEVELS) {
        report(`${here}.level must be a whole number from 1 to ${ALCHEMY_SLOT_LEVELS}`);
      }
      if (value.specialty !== undefined && !(ALCHEMY_SPECIALTIES as readonly string[]).includes(value.specialty as string)) {
        report(`${here}.specialty must be one of ${ALCHEMY_SPECIALTIES.join(', ')}`);
      }
      unknownKeys(value, ['level', 'specialty'], here, report);
      return;
    }
    case 'strict_pyramid':
      if (!isObject(value)) {
        report(`${here} must be an object`);
        return;
      }
      if (!ctx.hasSpellSlotSkill) report(`${here} needs a skill with skill_options.spell_slot in the ruleset`);
      if (value.school !== undefined) checkSchool(value.school, `${here}.school`, ctx, kind, report);
      {
        unknownKeys(value, ['school'], here, report);
        return;
      }
    default:
      report(
        `${at}: "${key}" is not a prerequisite kind (and, or, trait_group, character_level, skill, spell_slot, alchemy_slot, strict_pyramid)`,
      );
  }
}

function checkSchool(school: unknown, at: string, ctx: RefContext, kind: EntryOption | 'plain' | null, report: (m: string) => void): void {
  if (school === 'matching') {
    // 'matching' means the school the dependent skill is bought for; only magic-school skills have one.
    if (kind !== 'magic_schools') report(`${at} "matching" is only allowed on skills with skill_options.magic_schools`);
  } else if (!isString(school) || !ctx.schools.has(school)) {
    report(`${at} "${String(school)}" is not a spell school`);
  }
}

function checkSkillPrereq(value: unknown, at: string, ctx: RefContext, owner: unknown, report: (m: string) => void): void {
  if (!isObject(value)) {
    report(`${at} must be an object`);
    return;
  }
  const selectors = ['name', 'tag', 'type'].filter((k) => value[k] !== undefined);
  if (selectors.length !== 1) {
    report(`${at} must select skills by exactly one of name, tag or type`);
    return;
  }
  let selected: Json[] = [];
  if (value.name !== undefined) {
    const target = isString(value.name) ? ctx.skillNames.get(value.name) : undefined;
    if (!target) {
      report(`${at}.name: no skill is named "${shown(value.name)}"`);
      return;
    }
    if (value.name === owner) report(`${at}.name: a skill cannot require itself`);
    selected = [target];
  } else if (value.tag !== undefined) {
    if (!isString(value.tag) || !ctx.tags.has(value.tag)) {
      report(`${at}.tag: no skill has the tag "${shown(value.tag)}"`);
      return;
    }
    selected = [...ctx.skillNames.values()].filter((s) => isStringList(s.skill_tags) && s.skill_tags.includes(value.tag as string));
  } else {
    if (!(SKILL_TYPES as readonly string[]).includes(value.type as string)) {
      report(`${at}.type must be one of ${SKILL_TYPES.join(', ')}`);
      return;
    }
    selected = [...ctx.skillNames.values()].filter((s) => s.skill_type === value.type);
  }
  for (const field of ['times_taken', 'times_taken_per', 'variety']) {
    if (value[field] !== undefined && !isPositiveInt(value[field])) report(`${at}.${field} must be a whole number of at least 1`);
  }
  if (isPositiveInt(value.variety) && value.variety > selected.length) {
    report(`${at}.variety ${value.variety} is more than the ${selected.length} matching skills`);
  }
  if (value.hand !== undefined) {
    if (!HANDS.includes(value.hand as string)) report(`${at}.hand must be one of ${HANDS.join(', ')}`);
    else if (!selected.some((s) => ctx.kindOf(s) === 'handed')) report(`${at}.hand is given but no selected skill is handed`);
  }
  unknownKeys(value, ['name', 'tag', 'type', 'times_taken', 'times_taken_per', 'variety', 'hand'], at, report);
}

function unknownKeys(value: Json, known: string[], at: string, report: (m: string) => void): void {
  for (const key of Object.keys(value)) if (!known.includes(key)) report(`${at}.${key} is not a known field`);
}

function checkGrants(s: Json, kind: EntryOption | 'plain' | null, ctx: RefContext, report: (m: string) => void): void {
  if (!Array.isArray(s.skill_grants)) {
    report('skill_grants must be a list');
    return;
  }
  s.skill_grants.forEach((g: unknown, i) => {
    const at = `skill_grants[${i}]`;
    if (!isObject(g)) {
      report(`${at} must be an object`);
      return;
    }
    if (!isPositiveInt(g.level)) report(`${at}.level must be a whole number of at least 1`);
    // Grants are given per purchase level, which slot and magic-school skills do not have.
    else if (kind !== 'plain' && kind !== 'handed' && kind !== null) report(`${at}: only plain and handed skills can grant`);
    else if (isPositiveInt(s.skill_max_purchases) && g.level > s.skill_max_purchases) {
      report(`${at}.level ${g.level} is above skill_max_purchases (${s.skill_max_purchases}), so it is never reached`);
    }
    if (!isPositiveInt(g.count)) report(`${at}.count must be a whole number of at least 1`);
    let targets: string[] = [];
    if (g.variety === undefined) {
      if (g.choices !== undefined || g.choice_tag !== undefined) report(`${at}: choices and choice_tag need a variety`);
      if (!isString(g.skill)) {
        report(`${at}.skill must name the granted skill (or give variety with choices or choice_tag)`);
        return;
      }
      targets = [g.skill];
    } else {
      if (g.skill !== undefined) report(`${at}: give either skill or variety, not both`);
      if (!isPositiveInt(g.variety)) report(`${at}.variety must be a whole number of at least 1`);
      if ((g.choices === undefined) === (g.choice_tag === undefined)) {
        report(`${at}: a variety grant needs exactly one of choices or choice_tag`);
        return;
      }
      if (g.choices !== undefined) {
        if (!isStringList(g.choices) || g.choices.length === 0) {
          report(`${at}.choices must be a non-empty list of skill names`);
          return;
        }
        if (new Set(g.choices).size !== g.choices.length) report(`${at}.choices lists a skill twice`);
        targets = g.choices;
      } else {
        if (!isString(g.choice_tag) || !ctx.tags.has(g.choice_tag)) {
          report(`${at}.choice_tag: no skill has the tag "${String(g.choice_tag)}"`);
          return;
        }
        targets = [...ctx.skillNames.values()]
          .filter((t) => isStringList(t.skill_tags) && t.skill_tags.includes(g.choice_tag as string))
          .map((t) => t.skill_name as string);
      }
      if (isPositiveInt(g.variety) && g.variety > targets.length) {
        report(`${at}.variety ${g.variety} is more than the ${targets.length} skills to choose from`);
      }
    }
    for (const name of targets) {
      const target = ctx.skillNames.get(name);
      if (!target) report(`${at}: no skill is named "${name}"`);
      else if (name === s.skill_name) report(`${at}: a skill cannot grant itself`);
      // A grant cannot say which hand, school or slot it fills, so it may only target plain skills.
      else if (ctx.kindOf(target) !== 'plain') report(`${at}: "${name}" is not a plain skill and cannot be granted`);
    }
    unknownKeys(g, ['level', 'count', 'skill', 'variety', 'choices', 'choice_tag'], at, report);
  });
}
