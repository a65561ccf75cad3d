import { z } from 'zod';
import { shownBuild } from '@larp/rules';
import type { Character } from '../../db/entities/character.entity';
import type { User } from '../../db/entities/user.entity';
import type { AttendanceDraft } from '@larp/rules';

/** A balance before and after finalize. */
export interface Change {
  before: number;
  after: number;
}

/**
 * What finalize will write for one attendee, computed by the same code as the
 * finalize itself (the attendance defaults, then the same additions), without writing anything.
 */
export interface FinalizePreviewRow {
  draft: AttendanceDraft;
  user: User;
  character: Character | null;
  characterXp: Change | null;
  characterXpSequence: Change | null;
  characterDeaths: Change | null;
  characterReaperFights: Change | null;
  shards: Change;
  /** How the person came in at the gate (the post-event defaults of an event with check-ins); null: no check-in */
  checkin?: GateAdmission | null;
}

/** A check-in as the post-event table shows it: when, and whether staff let the person in as a walk-in (and why). */
export interface GateAdmission {
  scannedAt: Date;
  walkIn: boolean;
  walkInReason: string | null;
}

export function previewRow(draft: AttendanceDraft, user: User, character: Character | null): FinalizePreviewRow {
  const change = (before: number, add: number): Change => ({ before, after: before + add });
  return {
    draft,
    user,
    character,
    characterXp: character ? change(character.characterXpTotal, draft.xp) : null,
    characterXpSequence: character ? { before: character.characterXpSequence, after: draft.xpSequence } : null,
    characterDeaths: character ? change(character.deathCount, draft.deaths) : null,
    characterReaperFights: character ? change(character.reaperFightCount, draft.reaperFights) : null,
    shards: change(user.shardTotal, draft.npcShards + draft.donationShards),
    checkin: null,
  };
}

const changeOf = (c: Change | null) => (c ? { before: c.before, after: c.after } : null);

const changeOutput = z.object({ before: z.number().int(), after: z.number().int() }).nullable();
/** The answer shape of presentPreviewRow. */
export const previewRowOutput = z.object({
  user: z.object({ _id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  character: z.object({ _id: z.string(), character_name: z.string().nullable() }).nullable(),
  event_role: z.string(),
  deaths: z.number().int(),
  reaper_fights: z.number().int(),
  xp: z.number().int(),
  xp_sequence: z.number().int(),
  npc_shards: z.number().int(),
  donation_shards: z.number().int(),
  donation_items: z.string().nullable(),
  changes: z.object({
    character_xp_total: changeOutput,
    character_xp_sequence: changeOutput,
    death_count: changeOutput,
    reaper_fight_count: changeOutput,
    shard_total: changeOutput,
  }),
});

/** The REST shape of a preview row (snake_case, `_id`s, as the finalize body names the fields). */
export function presentPreviewRow(row: FinalizePreviewRow) {
  const { draft, user, character } = row;
  const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
  return {
    user: { _id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
    character: character ? { _id: character.id, character_name: build?.character_name ?? null } : null,
    event_role: draft.eventRole,
    deaths: draft.deaths,
    reaper_fights: draft.reaperFights,
    xp: draft.xp,
    xp_sequence: draft.xpSequence,
    npc_shards: draft.npcShards,
    donation_shards: draft.donationShards,
    donation_items: draft.donationItems,
    changes: {
      character_xp_total: changeOf(row.characterXp),
      character_xp_sequence: changeOf(row.characterXpSequence),
      death_count: changeOf(row.characterDeaths),
      reaper_fight_count: changeOf(row.characterReaperFights),
      shard_total: changeOf(row.shards),
    },
  };
}
