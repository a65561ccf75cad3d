/**
 * The staff forms of events §5: the spec's messages, and the checks the forms make before sending as
 * pure functions (each returns the message of the first problem, or the values to send). The server
 * answers with the same messages when it refuses a call, whatever client sent it.
 */
export const STAFF_FORM_MESSAGES = {
  /** spec: events §5 XP grant */
  selectCharacter: 'Please select at least one character',
  /** spec: events §5 XP grant */
  xpAmountZero: 'Xp amount cannot be 0',
  /** spec: events §5 Shard grant */
  selectUser: 'Please select at least one user',
  /** spec: events §5 Shard grant */
  shardAmountZero: 'Shard amount cannot be 0',
  reasonRequired: 'Please provide a reason',
  /** spec: events §5 Deaths */
  deathsBothZero: 'One of death count or reaper fight count must not be 0',
  /** spec: events §5 Deaths */
  mustSelectCharacter: 'Must select a character',
  /** spec: events §5 Deaths */
  eventRequired: 'Must provide an event to record deaths',
  /** spec: events §5 Past event counts */
  noChanges: 'No changes to submit.',
  /** spec: events §8 success messages */
  xpGranted: 'XP granted successfully.',
  shardsGranted: 'Shards granted successfully.',
  rolesGranted: 'Roles granted successfully.',
  deathsCounted: 'Deaths counted successfully.',
  eventCountsUpdated: 'Character event counts updated successfully.',
  updated: 'Update was successful.',
  wholeNumber: (field: string) => `${field} must be a whole number`,
  notNegative: (field: string) => `${field} must be 0 or more`,
} as const;
const M = STAFF_FORM_MESSAGES;

/** A whole number typed into a form ('-3', ' 12 '), or null for anything else (empty, '2.5', 'x', beyond a safe integer). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** XP grant: at least one character; a whole amount that is not 0 (negative allowed); a reason. */
export function checkXpGrant(input: {
  characterIds: readonly string[];
  amount: string;
  reason: string;
}): Checked<{ characterIds: string[]; xpAmount: number; reason: string }> {
  if (input.characterIds.length === 0) return refuse(M.selectCharacter);
  const amount = parseWholeNumber(input.amount);
  if (amount === 0) return refuse(M.xpAmountZero);
  if (amount === null) return refuse(M.wholeNumber('XP amount'));
  if (!input.reason.trim()) return refuse(M.reasonRequired);
  return { ok: true, value: { characterIds: [...input.characterIds], xpAmount: amount, reason: input.reason.trim() } };
}

/** Shard grant: at least one user; a whole amount that is not 0; a reason. */
export function checkShardGrant(input: {
  userIds: readonly string[];
  amount: string;
  reason: string;
}): Checked<{ userIds: string[]; shardAmount: number; reason: string }> {
  if (input.userIds.length === 0) return refuse(M.selectUser);
  const amount = parseWholeNumber(input.amount);
  if (amount === 0) return refuse(M.shardAmountZero);
  if (amount === null) return refuse(M.wholeNumber('Shard amount'));
  if (!input.reason.trim()) return refuse(M.reasonRequired);
  return { ok: true, value: { userIds: [...input.userIds], shardAmount: amount, reason: input.reason.trim() } };
}

/** Deaths: a character; death and reaper fight counts not both 0; an event name. */
export function checkDeaths(input: {
  characterId: string | null;
  deathCount: string;
  reaperFightCount: string;
  event: string;
}): Checked<{ characterId: string; deathCount: number; reaperFightCount: number; event: string }> {
  if (!input.characterId) return refuse(M.mustSelectCharacter);
  const deaths = input.deathCount.trim() === '' ? 0 : parseWholeNumber(input.deathCount);
  const reaperFights = input.reaperFightCount.trim() === '' ? 0 : parseWholeNumber(input.reaperFightCount);
  if (deaths === null) return refuse(M.wholeNumber('Death count'));
  if (reaperFights === null) return refuse(M.wholeNumber('Reaper fight count'));
  if (deaths === 0 && reaperFights === 0) return refuse(M.deathsBothZero);
  if (!input.event.trim()) return refuse(M.eventRequired);
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
    if (value === null) return refuse(M.wholeNumber(`Event count of ${nameOf(id)}`));
    if (value < 0) return refuse(M.notNegative(`Event count of ${nameOf(id)}`));
    if (value !== original.get(id)) changes.push({ characterId: id, xpSequence: value });
  }
  if (changes.length === 0) return refuse(M.noChanges);
  return { ok: true, value: changes };
}

/** Admin character creation (events §5, §9): starting XP, previous deaths and previous reaper fights are required whole numbers, 0 or more. */
export function checkNewCharacterNumbers(input: {
  xp: string;
  deaths: string;
  reaperFights: string;
}): Checked<{ characterXpTotal: number; deathCount: number; reaperFightCount: number }> {
  const fields = [
    ['characterXpTotal', 'Starting XP', input.xp],
    ['deathCount', 'Previous deaths', input.deaths],
    ['reaperFightCount', 'Previous reaper fights', input.reaperFights],
  ] as const;
  const values = { characterXpTotal: 0, deathCount: 0, reaperFightCount: 0 };
  for (const [key, label, text] of fields) {
    const value = parseWholeNumber(text);
    if (value === null) return refuse(M.wholeNumber(label));
    if (value < 0) return refuse(M.notNegative(label));
    values[key] = value;
  }
  return { ok: true, value: values };
}
