import { shownBuild } from '@larp/rules';
import { z } from 'zod';
import { In, type EntityManager } from 'typeorm';
import { Character } from '../../db/entities/character.entity';
import type { Checkin } from '../../db/entities/checkin.entities';
import type { PostEventDraft, PostEventDraftRecord } from '../../db/entities/post-event-draft.entity';
import { User } from '../../db/entities/user.entity';

/** A row of the post-event draft with the names the page shows beside it. */
export interface PostEventDraftRow extends PostEventDraftRecord {
  playerName: string;
  characterName: string | null;
}

/** The post-event draft of an event: version 0 and no rows before the first save. */
export interface PostEventDraftView {
  version: number;
  records: PostEventDraftRow[];
  updatedAt: Date | null;
  updatedByName: string | null;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;

/** The view of a draft (or of none), with the names of its players and characters. */
export async function draftView(manager: EntityManager, draft: PostEventDraft | null): Promise<PostEventDraftView> {
  if (!draft) return { version: 0, records: [], updatedAt: null, updatedByName: null };
  const userIds = [...new Set([...draft.records.map((r) => r.userId), ...(draft.updatedById ? [draft.updatedById] : [])])];
  const characterIds = draft.records.flatMap((r) => (r.characterId ? [r.characterId] : []));
  const users = new Map((userIds.length ? await manager.findBy(User, { id: In(userIds) }) : []).map((u) => [u.id, u]));
  const characters = new Map((characterIds.length ? await manager.findBy(Character, { id: In(characterIds) }) : []).map((c) => [c.id, c]));
  const records = draft.records.flatMap((record): PostEventDraftRow[] => {
    const user = users.get(record.userId);
    // A row of an account erased since the save has nobody left to credit.
    if (!user) return [];
    const character = record.characterId ? characters.get(record.characterId) : undefined;
    const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
    return [{ ...record, playerName: fullName(user), characterName: build?.character_name ?? null }];
  });
  const updatedBy = draft.updatedById ? users.get(draft.updatedById) : undefined;
  return { version: draft.version, records, updatedAt: draft.updatedAt, updatedByName: updatedBy ? fullName(updatedBy) : null };
}

const draftRowOutput = z.object({
  user_id: z.string(),
  player_name: z.string(),
  event_role: z.string(),
  character: z.string().nullable(),
  character_name: z.string().nullable(),
  deaths: z.string(),
  reaper_fights: z.string(),
  xp: z.string(),
  xp_sequence: z.string(),
  npc_shards: z.string(),
  donation_shards: z.string(),
  donation_items: z.string(),
  xp_touched: z.boolean(),
  walk_in: z.boolean(),
});

/** The answer shape of presentDraft. */
export const draftOutput = z.object({
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  records: z.array(draftRowOutput),
});

/** The REST shape of a draft (snake_case, as the save body names the fields). */
export function presentDraft(view: PostEventDraftView): z.output<typeof draftOutput> {
  return {
    version: view.version,
    updated_at: view.updatedAt ? view.updatedAt.toISOString() : null,
    updated_by: view.updatedByName,
    records: view.records.map((r) => ({
      user_id: r.userId,
      player_name: r.playerName,
      event_role: r.eventRole,
      character: r.characterId,
      character_name: r.characterName,
      deaths: r.deaths,
      reaper_fights: r.reaperFights,
      xp: r.xp,
      xp_sequence: r.xpSequence,
      npc_shards: r.npcShards,
      donation_shards: r.donationShards,
      donation_items: r.donationItems,
      xp_touched: r.xpTouched,
      walk_in: r.walkIn,
    })),
  };
}

/** A walk-in the gate let in by name only, and the account an admin gave them (null: none yet, so no attendance row). */
export interface GateWalkInView {
  checkinId: string;
  name: string;
  reason: string | null;
  scannedAt: Date;
  user: User | null;
}

export async function walkInViews(manager: EntityManager, checkins: Checkin[]): Promise<GateWalkInView[]> {
  const userIds = checkins.flatMap((c) => (c.walkInUserId ? [c.walkInUserId] : []));
  const users = new Map((userIds.length ? await manager.findBy(User, { id: In(userIds) }) : []).map((u) => [u.id, u]));
  return checkins.map((checkin) => ({
    checkinId: checkin.id,
    name: checkin.walkInName ?? '',
    reason: checkin.walkInReason,
    scannedAt: checkin.scannedAt,
    user: checkin.walkInUserId ? (users.get(checkin.walkInUserId) ?? null) : null,
  }));
}

export const walkInOutput = z.object({
  checkin_id: z.string(),
  name: z.string(),
  reason: z.string().nullable(),
  scanned_at: z.string(),
  user: z.object({ _id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
});

export function presentWalkIn(view: GateWalkInView): z.output<typeof walkInOutput> {
  return {
    checkin_id: view.checkinId,
    name: view.name,
    reason: view.reason,
    scanned_at: view.scannedAt.toISOString(),
    user: view.user ? { _id: view.user.id, first_name: view.user.firstName, last_name: view.user.lastName, email: view.user.email } : null,
  };
}
