import { eventLengthDays, eventXp } from '@larp/rules';
import type { FinalizePreviewRowFieldsFragment, PostEventDraftFieldsFragment } from '../../graphql/generated/graphql';

export type PreviewRow = FinalizePreviewRowFieldsFragment;

/** The editable numbers of one attendance row, as typed. */
export const NUMBER_FIELDS = ['deaths', 'reaperFights', 'xp', 'xpSequence', 'npcShards', 'donationShards'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export const NUMBER_LABELS: Record<NumberField, string> = {
  deaths: 'Deaths',
  reaperFights: 'Reaper fights',
  xp: 'XP',
  xpSequence: 'XP sequence',
  npcShards: 'NPC shards',
  donationShards: 'Donation shards',
};

/** One row of the post-event table: a registration or a walk-in, with its values as typed. */
export interface PostEventRow {
  userId: string;
  playerName: string;
  eventRole: string;
  characterId: string | null;
  characterName: string | null;
  /** the characters a walk-in may attend with (registrations keep theirs) */
  characterChoices: Array<{ id: string; name: string }> | null;
  values: Record<NumberField, string>;
  donationItems: string;
  /** XP typed by hand: changing the XP sequence no longer recomputes it */
  xpTouched: boolean;
  walkIn: boolean;
  /** The reason staff gave at the gate for a walk-in */
  walkInReason: string | null;
  /** When the person was checked in at the gate (null: no check-in) */
  checkedInAt: string | null;
}

/** A row from the server's defaults (a preview of the bare record). */
export function rowFromDefaults(
  preview: PreviewRow,
  extra: { walkIn: boolean; characterChoices?: PostEventRow['characterChoices'] },
): PostEventRow {
  return {
    userId: preview.userId,
    playerName: `${preview.user.firstName} ${preview.user.lastName}`,
    eventRole: preview.eventRole,
    characterId: preview.characterId ?? null,
    characterName: preview.characterName ?? null,
    characterChoices: extra.characterChoices ?? null,
    values: {
      deaths: String(preview.deaths),
      reaperFights: String(preview.reaperFights),
      xp: String(preview.xp),
      xpSequence: String(preview.xpSequence),
      npcShards: String(preview.npcShards),
      donationShards: String(preview.donationShards),
    },
    donationItems: preview.donationItems ?? '',
    xpTouched: false,
    // A walk-in admitted at the gate comes flagged from the server's defaults.
    walkIn: extra.walkIn || preview.walkIn,
    walkInReason: preview.walkInReason ?? null,
    checkedInAt: preview.checkedInAt ?? null,
  };
}

/** A whole number of at least 0 typed into a field, or null. */
export function countOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}

/**
 * A changed number: the XP sequence recomputes the XP with events §9's formula (`eventXp` of the
 * rules, from the sequence before this event) unless the XP was typed by hand; donation items are
 * cleared when the donation shards are 0.
 */
export function changeNumber(
  row: PostEventRow,
  field: NumberField,
  text: string,
  event: { eventStartTime: string; eventEndTime: string },
): PostEventRow {
  const values = { ...row.values, [field]: text };
  let xpTouched = row.xpTouched;
  if (field === 'xp') xpTouched = true;
  if (field === 'xpSequence' && !row.xpTouched && row.characterId) {
    const sequence = countOf(text);
    if (sequence !== null)
      values.xp = String(eventXp(Math.max(0, sequence - 1), eventLengthDays(event.eventStartTime, event.eventEndTime)));
  }
  const donationItems = field === 'donationShards' && countOf(text) === 0 ? '' : row.donationItems;
  return { ...row, values, xpTouched, donationItems };
}

/** The first problem of the table, in the words of the field ('Deaths must be a whole number of at least 0 (Ada Quill)'). */
export function firstProblem(rows: readonly PostEventRow[]): string | null {
  for (const row of rows) {
    for (const field of NUMBER_FIELDS) {
      if (countOf(row.values[field]) === null) return `${NUMBER_LABELS[field]} must be a whole number of at least 0 (${row.playerName})`;
    }
  }
  return null;
}

/** The finalize (and preview) records: every value explicit, as the table shows it. */
export function attendanceInputs(rows: readonly PostEventRow[]) {
  return rows.map((row) => {
    const donationShards = countOf(row.values.donationShards) ?? 0;
    return {
      userId: row.userId,
      characterId: row.characterId ?? '',
      eventRole: row.eventRole,
      deaths: countOf(row.values.deaths) ?? 0,
      reaperFights: countOf(row.values.reaperFights) ?? 0,
      xp: countOf(row.values.xp) ?? 0,
      xpSequence: countOf(row.values.xpSequence) ?? 0,
      npcShards: countOf(row.values.npcShards) ?? 0,
      donationShards,
      donationItems: donationShards === 0 ? '' : row.donationItems.trim(),
    };
  });
}

export type DraftRecord = PostEventDraftFieldsFragment['records'][number];

/**
 * A row of the saved draft, as typed, with what only the server's defaults know (when the person
 * came in, why they were let in, the characters a walk-in may choose) from the defaults row of the
 * same person when there is one.
 */
export function rowFromDraft(record: DraftRecord, defaults: PostEventRow | undefined): PostEventRow {
  return {
    userId: record.userId,
    playerName: record.playerName,
    eventRole: record.eventRole,
    characterId: record.characterId ?? null,
    characterName: record.characterName ?? null,
    characterChoices: defaults?.characterChoices ?? null,
    values: {
      deaths: record.deaths,
      reaperFights: record.reaperFights,
      xp: record.xp,
      xpSequence: record.xpSequence,
      npcShards: record.npcShards,
      donationShards: record.donationShards,
    },
    donationItems: record.donationItems,
    xpTouched: record.xpTouched,
    walkIn: record.walkIn || (defaults?.walkIn ?? false),
    walkInReason: defaults?.walkInReason ?? null,
    checkedInAt: defaults?.checkedInAt ?? null,
  };
}

/**
 * The rows to start from: the saved draft when there is one (people the gate admitted since
 * it was saved are added after its rows), else the server's defaults.
 */
export function startingRows(defaults: readonly PostEventRow[], draft: readonly DraftRecord[] | null): PostEventRow[] {
  if (!draft || draft.length === 0) return [...defaults];
  const byUser = new Map(defaults.map((row) => [row.userId, row]));
  const drafted = draft.map((record) => rowFromDraft(record, byUser.get(record.userId)));
  const inDraft = new Set(draft.map((record) => record.userId));
  return [...drafted, ...defaults.filter((row) => !inDraft.has(row.userId))];
}

/** The draft save's rows: every value as typed. */
export function draftInputs(rows: readonly PostEventRow[]) {
  return rows.map((row) => ({
    userId: row.userId,
    eventRole: row.eventRole,
    characterId: row.characterId,
    ...row.values,
    donationItems: row.donationItems,
    xpTouched: row.xpTouched,
    walkIn: row.walkIn,
  }));
}
