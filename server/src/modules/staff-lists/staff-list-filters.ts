import { levelXpRange, type CharacterLevelThreshold } from '@larp/rules';
import type { KeysetOrder } from '../../db/keyset';
import { searchWhere } from './staff-list-sql';
import type { CharacterConnectionQuery, CharacterOrder, UserConnectionQuery, UserOrder } from './staff-lists.inputs';

/*
 * The WHERE of the staff lists' connections: each filter one condition on a stored, indexed column
 * (db/character-list-columns.ts), so the database picks an index instead of reading every row's
 * builds. Written once for SQLite and MariaDB (booleans bound as 1 and 0, which both store).
 */

export interface Filters {
  conditions: string[];
  parameters: unknown[];
  /** whether a condition reads the owner's columns (the count then joins users too) */
  readsOwner: boolean;
}

/** The keyset orders of the characters list: stored columns ending with the id (indexes of the Character entity). */
export function characterOrder(order: CharacterOrder, descending: boolean): KeysetOrder {
  const columns = { name: ['c.name_key', 'c.id'], xp: ['c.character_xp_total', 'c.id'], created: ['c.id'] }[order];
  return { columns, descending };
}

export function userOrder(order: UserOrder, descending: boolean): KeysetOrder {
  const columns = { name: ['u.last_name', 'u.first_name', 'u.id'], created: ['u.id'] }[order];
  return { columns, descending };
}

/** The rows with these ids (the primary key): none for an empty list. */
function idsCondition(column: string, ids: readonly string[]): [string, ...string[]] {
  return ids.length === 0 ? ['1 = 0'] : [`${column} IN (${ids.map(() => '?').join(', ')})`, ...ids];
}

export function characterFilters(query: CharacterConnectionQuery, levels: readonly CharacterLevelThreshold[]): Filters {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    parameters.push(...values);
  };
  const search = searchWhere(query.words, ['c.name_key', 'u.first_name', 'u.last_name', 'u.email']);
  conditions.push(...search.conditions);
  parameters.push(...search.parameters);
  if (query.playerId !== undefined) add('c.user_id = ?', query.playerId);
  if (query.characterClass !== undefined) add('c.shown_class = ?', query.characterClass);
  if (query.race !== undefined) add('c.shown_race = ?', query.race);
  if (query.committed !== undefined) add('c.committed = ?', query.committed ? 1 : 0);
  if (query.xpMin !== undefined) add('c.character_xp_total >= ?', query.xpMin);
  if (query.xpMax !== undefined) add('c.character_xp_total <= ?', query.xpMax);
  if (query.levelMin !== undefined || query.levelMax !== undefined) {
    // a level is a range of XP totals (the rules' levelXpRange), so the XP index serves it
    const { xpMin, xpBelow } = levelXpRange(query.levelMin, query.levelMax, levels);
    if (xpMin === Infinity) add('1 = 0');
    else if (xpMin !== null) add('c.character_xp_total >= ?', xpMin);
    if (xpBelow !== null) add('c.character_xp_total < ?', xpBelow);
  }
  if (query.ids !== undefined) add(...idsCondition('c.id', query.ids));
  if (query.attendedEventId !== undefined)
    add('EXISTS (SELECT 1 FROM attendance_records a WHERE a.character_id = c.id AND a.event_id = ?)', query.attendedEventId);
  return { conditions, parameters, readsOwner: search.conditions.length > 0 };
}

export function userFilters(query: UserConnectionQuery): Filters {
  const search = searchWhere(query.words, ['u.first_name', 'u.last_name', 'u.email']);
  const conditions = [...search.conditions];
  const parameters: unknown[] = [...search.parameters];
  // Erased accounts are pseudonyms kept for the game's records: listed only when asked.
  if (!query.includeErased) conditions.push('u.erased_at IS NULL');
  if (query.ids !== undefined) {
    const [condition, ...ids] = idsCondition('u.id', query.ids);
    conditions.push(condition);
    parameters.push(...ids);
  }
  if (query.verified !== undefined) {
    conditions.push('u.verified = ?');
    parameters.push(query.verified ? 1 : 0);
  }
  if (query.role !== undefined) {
    // roles is a short JSON list of names that contain no quotes (USER_ROLES)
    conditions.push('u.roles LIKE ?');
    parameters.push(`%"${query.role}"%`);
  }
  return { conditions, parameters, readsOwner: false };
}
