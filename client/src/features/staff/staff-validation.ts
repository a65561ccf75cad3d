import { parseWholeNumber } from './staff-form';
import { STAFF_TEXT } from './staff-messages';

/*
 * The checks the staff forms make before sending (events §5), as pure functions: each returns the
 * spec's message for the first problem, or the values to send. The server checks the same again.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** XP grant: at least one character; a whole amount that is not 0 (negative allowed); a reason. */
export function checkXpGrant(input: {
  characterIds: readonly string[];
  amount: string;
  reason: string;
}): Checked<{ characterIds: string[]; xpAmount: number; reason: string }> {
  if (input.characterIds.length === 0) return refuse(STAFF_TEXT.selectCharacter);
  const amount = parseWholeNumber(input.amount);
  if (amount === 0) return refuse(STAFF_TEXT.xpAmountZero);
  if (amount === null) return refuse(STAFF_TEXT.wholeNumber('XP amount'));
  if (!input.reason.trim()) return refuse(STAFF_TEXT.reasonRequired);
  return { ok: true, value: { characterIds: [...input.characterIds], xpAmount: amount, reason: input.reason.trim() } };
}

/** Shard grant: at least one user; a whole amount that is not 0; a reason. */
export function checkShardGrant(input: {
  userIds: readonly string[];
  amount: string;
  reason: string;
}): Checked<{ userIds: string[]; shardAmount: number; reason: string }> {
  if (input.userIds.length === 0) return refuse(STAFF_TEXT.selectUser);
  const amount = parseWholeNumber(input.amount);
  if (amount === 0) return refuse(STAFF_TEXT.shardAmountZero);
  if (amount === null) return refuse(STAFF_TEXT.wholeNumber('Shard amount'));
  if (!input.reason.trim()) return refuse(STAFF_TEXT.reasonRequired);
  return { ok: true, value: { userIds: [...input.userIds], shardAmount: amount, reason: input.reason.trim() } };
}

/** Deaths: a character; death and reaper fight counts not both 0; an event name. */
export function checkDeaths(input: {
  characterId: string | null;
  deathCount: string;
  reaperFightCount: string;
  event: string;
}): Checked<{ characterId: string; deathCount: number; reaperFightCount: number; event: string }> {
  if (!input.characterId) return refuse(STAFF_TEXT.mustSelectCharacter);
  const deaths = input.deathCount.trim() === '' ? 0 : parseWholeNumber(input.deathCount);
  const reaperFights = input.reaperFightCount.trim() === '' ? 0 : parseWholeNumber(input.reaperFightCount);
  if (deaths === null) return refuse(STAFF_TEXT.wholeNumber('Death count'));
  if (reaperFights === null) return refuse(STAFF_TEXT.wholeNumber('Reaper fight count'));
  if (deaths === 0 && reaperFights === 0) return refuse(STAFF_TEXT.deathsBothZero);
  if (!input.event.trim()) return refuse(STAFF_TEXT.eventRequired);
  return {
    ok: true,
    value: { characterId: input.characterId, deathCount: deaths, reaperFightCount: reaperFights, event: input.event.trim() },
  };
}

/**
 * Past event counts: only the rows whose value changed are sent; each a whole number of at least 0;
 * with none changed, 'No changes to submit.'.
 */
export function checkEventCounts(
  original: ReadonlyMap<string, number>,
  edited: Readonly<Record<string, string>>,
  nameOf: (id: string) => string,
): Checked<{ characterId: string; xpSequence: number }[]> {
  const changes: { characterId: string; xpSequence: number }[] = [];
  for (const [id, text] of Object.entries(edited)) {
    const value = parseWholeNumber(text);
    if (value === null) return refuse(STAFF_TEXT.wholeNumber(`Event count of ${nameOf(id)}`));
    if (value < 0) return refuse(STAFF_TEXT.notNegative(`Event count of ${nameOf(id)}`));
    if (value !== original.get(id)) changes.push({ characterId: id, xpSequence: value });
  }
  if (changes.length === 0) return refuse(STAFF_TEXT.noChanges);
  return { ok: true, value: changes };
}

/** Admin character creation (events §5, §9): starting XP, previous deaths and previous reaper fights are required whole numbers, 0 or more. */
export function checkNewCharacterNumbers(input: {
  xp: string;
  deaths: string;
  reaperFights: string;
}): Checked<{ characterXpTotal: number; deathCount: number; reaperFightCount: number }> {
  const fields = [
    ['Starting XP', input.xp],
    ['Previous deaths', input.deaths],
    ['Previous reaper fights', input.reaperFights],
  ] as const;
  const values: number[] = [];
  for (const [label, text] of fields) {
    const value = parseWholeNumber(text);
    if (value === null) return refuse(STAFF_TEXT.wholeNumber(label));
    if (value < 0) return refuse(STAFF_TEXT.notNegative(label));
    values.push(value);
  }
  return { ok: true, value: { characterXpTotal: values[0], deathCount: values[1], reaperFightCount: values[2] } };
}
