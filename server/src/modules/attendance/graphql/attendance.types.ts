import { ScopeDomain } from '../../../graphql/call-field';
import { shownBuild } from '@larp/rules';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EventUserType } from '../../events/graphql/event.types';
import type { FinalizePreviewRow } from '../finalize-preview';
import type { GateWalkInView, PostEventDraftView } from '../post-event-draft';

@ScopeDomain('shards')
@ObjectType('BalanceChange', { description: 'A balance before and after finalize.' })
export class ChangeType {
  @Field(() => Int, { description: 'The value before.' }) before: number;
  @Field(() => Int, { description: 'The value after.' }) after: number;
}

@ScopeDomain('events')
@ObjectType('FinalizePreviewRow', { description: 'What finalize will write for one attendee, and the balances it changes.' })
export class FinalizePreviewRowType {
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field(() => EventUserType, { description: 'The attending player.' }) user: EventUserType;
  @Field(() => ID, { description: 'The character played; null for an npc.', nullable: true }) characterId: string | null;
  @Field(() => String, { description: "The character's name; null for an npc.", nullable: true }) characterName: string | null;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => Int, { description: 'Deaths the character suffered at this event.' }) deaths: number;
  @Field(() => Int, { description: "Reaper fights at this event: a dead character's fight with the reaper to come back." })
  reaperFights: number;
  @Field(() => Int, { description: 'XP the character earns for attending this event, from its XP sequence.' }) xp: number;
  @Field(() => Int, {
    description: "The XP sequence after this event: the character's count of attended events, usually the previous sequence plus 1.",
  })
  xpSequence: number;
  @Field(() => Int, {
    description: 'Shards earned for playing an npc (non-player character) at this event (default 20, or 30 if registered).',
  })
  npcShards: number;
  @Field(() => Int, { description: 'Shards earned by donating items to the game at this event.' }) donationShards: number;
  @Field(() => String, { description: 'What was donated (cleared when no donation shards are given).', nullable: true }) donationItems:
    string | null;
  @Field(() => ChangeType, { nullable: true, description: "The character's XP total; null without a character" })
  characterXp: ChangeType | null;
  @Field(() => ChangeType, { description: "The character's XP sequence (events attended) before and after.", nullable: true })
  characterXpSequence: ChangeType | null;
  @Field(() => ChangeType, { description: "The character's deaths before and after.", nullable: true }) characterDeaths: ChangeType | null;
  @Field(() => ChangeType, { description: "The character's reaper fights before and after.", nullable: true })
  characterReaperFights: ChangeType | null;
  @Field(() => ChangeType, { description: "The user's shard total" }) shards: ChangeType;
  @Field(() => Date, {
    nullable: true,
    description: 'When the person was checked in at the gate; null: no check-in (or the event had none)',
  })
  checkedInAt: Date | null;
  @Field({ description: 'Let in at the gate as a walk-in (no accepted registration): for the admin to confirm' })
  walkIn: boolean;
  @Field(() => String, { nullable: true, description: 'The reason staff gave for the walk-in' })
  walkInReason: string | null;
}

export function toFinalizePreviewRowType(row: FinalizePreviewRow): FinalizePreviewRowType {
  const { draft, user, character } = row;
  const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
  return Object.assign(new FinalizePreviewRowType(), {
    userId: draft.userId,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    characterId: draft.characterId,
    characterName: build?.character_name ?? null,
    eventRole: draft.eventRole,
    deaths: draft.deaths,
    reaperFights: draft.reaperFights,
    xp: draft.xp,
    xpSequence: draft.xpSequence,
    npcShards: draft.npcShards,
    donationShards: draft.donationShards,
    donationItems: draft.donationItems,
    characterXp: row.characterXp,
    characterXpSequence: row.characterXpSequence,
    characterDeaths: row.characterDeaths,
    characterReaperFights: row.characterReaperFights,
    shards: row.shards,
    checkedInAt: row.checkin?.scannedAt ?? null,
    walkIn: row.checkin?.walkIn ?? false,
    walkInReason: row.checkin?.walkInReason ?? null,
  });
}

@ScopeDomain('events')
@ObjectType('PostEventDraftRow', { description: 'One row of the post-event table as typed (numbers as text until finalize reads them).' })
export class PostEventDraftRowType {
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field({ description: "The player's full name." }) playerName: string;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => ID, { description: 'The character played; null for an npc.', nullable: true }) characterId: string | null;
  @Field(() => String, { description: "The character's name; null for an npc.", nullable: true }) characterName: string | null;
  @Field({ description: 'Deaths at the event, as typed.' }) deaths: string;
  @Field({ description: 'Reaper fights at the event, as typed.' }) reaperFights: string;
  @Field({ description: 'XP for the event, as typed.' }) xp: string;
  @Field({ description: 'The XP sequence after the event, as typed.' }) xpSequence: string;
  @Field({ description: 'Shards for playing npc, as typed.' }) npcShards: string;
  @Field({ description: 'Shards for donations, as typed.' }) donationShards: string;
  @Field({ description: 'Items donated, as typed.' }) donationItems: string;
  @Field({ description: 'The XP was typed by hand' }) xpTouched: boolean;
  @Field({ description: 'Added on the post-event page' }) walkIn: boolean;
}

@ScopeDomain('events')
@ObjectType('PostEventDraft', { description: 'The post-event table as typed so far; version 0 and no rows before the first save.' })
export class PostEventDraftType {
  @Field(() => Int, { description: "The draft's version; a save must send the version it read (an older one is refused)." })
  version: number;
  @Field(() => [PostEventDraftRowType], {
    description: 'One row per player, as typed so far (fields kept as text until finalizing checks them).',
  })
  records: PostEventDraftRowType[];
  @Field(() => Date, { description: 'When the draft was last saved; null when never.', nullable: true }) updatedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who saved it last' }) updatedByName: string | null;
}

export function toPostEventDraftType(view: PostEventDraftView): PostEventDraftType {
  return Object.assign(new PostEventDraftType(), {
    ...view,
    records: view.records.map((record) => Object.assign(new PostEventDraftRowType(), record)),
  });
}

@ScopeDomain('events')
@ObjectType('GateWalkIn', { description: 'A walk-in the gate let in by name only, and the account an admin gave them.' })
export class GateWalkInType {
  @Field(() => ID, { description: "The id of the walk-in's check-in." }) checkinId: string;
  @Field({ description: 'The name the gate took down.' }) name: string;
  @Field(() => String, { description: 'Why the gate admitted them.', nullable: true }) reason: string | null;
  @Field(() => Date, { description: "When the ticket was scanned at the gate, by the scanning device's clock." }) scannedAt: Date;
  @Field(() => EventUserType, { nullable: true, description: 'Null: no account yet, so no attendance row' }) user: EventUserType | null;
}

export function toGateWalkInType(view: GateWalkInView): GateWalkInType {
  const { user } = view;
  return Object.assign(new GateWalkInType(), {
    checkinId: view.checkinId,
    name: view.name,
    reason: view.reason,
    scannedAt: view.scannedAt,
    user: user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
  });
}

@InputType('PostEventDraftRowInput', { description: 'One row of the post-event table as typed.' })
export class PostEventDraftRowInput {
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => ID, { description: 'The character played; null for an npc.', nullable: true }) characterId?: string | null;
  @Field({ description: 'Deaths at the event, as typed.' }) deaths: string;
  @Field({ description: 'Reaper fights at the event, as typed.' }) reaperFights: string;
  @Field({ description: 'XP for the event, as typed.' }) xp: string;
  @Field({ description: 'The XP sequence after the event, as typed.' }) xpSequence: string;
  @Field({ description: 'Shards for playing npc, as typed.' }) npcShards: string;
  @Field({ description: 'Shards for donations, as typed.' }) donationShards: string;
  @Field({ description: 'Items donated, as typed.' }) donationItems: string;
  @Field({ description: 'Whether staff changed the XP by hand (otherwise it follows the XP sequence).' }) xpTouched: boolean;
  @Field({ description: 'Whether the player came in as a walk-in.' }) walkIn: boolean;
}

@InputType('NewWalkInAccountInput', { description: 'A new account for a walk-in; the person is mailed the verification link.' })
export class NewWalkInAccountInput {
  @Field({ description: 'Their first name.' }) firstName: string;
  @Field({ description: 'Their last name.' }) lastName: string;
  @Field({ description: 'Their e-mail address.' }) email: string;
}
