import { ScopeDomain } from '../../../graphql/call-field';
import { shownBuild } from '@larp/rules';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EventUserType } from '../../events/graphql/event.types';
import type { FinalizePreviewRow } from '../finalize-preview';
import type { GateWalkInView, PostEventDraftView } from '../post-event-draft';

@ScopeDomain('shards')
@ObjectType('BalanceChange', { description: 'A balance before and after finalize.' })
export class ChangeType {
  @Field(() => Int) before: number;
  @Field(() => Int) after: number;
}

@ScopeDomain('events')
@ObjectType('FinalizePreviewRow', { description: 'What finalize will write for one attendee, and the balances it changes.' })
export class FinalizePreviewRowType {
  @Field(() => ID) userId: string;
  @Field(() => EventUserType) user: EventUserType;
  @Field(() => ID, { nullable: true }) characterId: string | null;
  @Field(() => String, { nullable: true }) characterName: string | null;
  @Field() eventRole: string;
  @Field(() => Int) deaths: number;
  @Field(() => Int) reaperFights: number;
  @Field(() => Int) xp: number;
  @Field(() => Int) xpSequence: number;
  @Field(() => Int) npcShards: number;
  @Field(() => Int) donationShards: number;
  @Field(() => String, { nullable: true }) donationItems: string | null;
  @Field(() => ChangeType, { nullable: true, description: "the character's XP total; null without a character" })
  characterXp: ChangeType | null;
  @Field(() => ChangeType, { nullable: true }) characterXpSequence: ChangeType | null;
  @Field(() => ChangeType, { nullable: true }) characterDeaths: ChangeType | null;
  @Field(() => ChangeType, { nullable: true }) characterReaperFights: ChangeType | null;
  @Field(() => ChangeType, { description: "the user's shard total" }) shards: ChangeType;
  @Field(() => Date, {
    nullable: true,
    description: 'when the person was checked in at the gate; null: no check-in (or the event had none)',
  })
  checkedInAt: Date | null;
  @Field({ description: 'let in at the gate as a walk-in (no accepted registration): for the admin to confirm' })
  walkIn: boolean;
  @Field(() => String, { nullable: true, description: 'the reason staff gave for the walk-in' })
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
  @Field(() => ID) userId: string;
  @Field() playerName: string;
  @Field() eventRole: string;
  @Field(() => ID, { nullable: true }) characterId: string | null;
  @Field(() => String, { nullable: true }) characterName: string | null;
  @Field() deaths: string;
  @Field() reaperFights: string;
  @Field() xp: string;
  @Field() xpSequence: string;
  @Field() npcShards: string;
  @Field() donationShards: string;
  @Field() donationItems: string;
  @Field({ description: 'the XP was typed by hand' }) xpTouched: boolean;
  @Field({ description: 'added on the post-event page' }) walkIn: boolean;
}

@ScopeDomain('events')
@ObjectType('PostEventDraft', { description: 'The post-event table as typed so far; version 0 and no rows before the first save.' })
export class PostEventDraftType {
  @Field(() => Int) version: number;
  @Field(() => [PostEventDraftRowType]) records: PostEventDraftRowType[];
  @Field(() => Date, { nullable: true }) updatedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'who saved it last' }) updatedByName: string | null;
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
  @Field(() => ID) checkinId: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => Date) scannedAt: Date;
  @Field(() => EventUserType, { nullable: true, description: 'null: no account yet, so no attendance row' }) user: EventUserType | null;
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
  @Field(() => ID) userId: string;
  @Field() eventRole: string;
  @Field(() => ID, { nullable: true }) characterId?: string | null;
  @Field() deaths: string;
  @Field() reaperFights: string;
  @Field() xp: string;
  @Field() xpSequence: string;
  @Field() npcShards: string;
  @Field() donationShards: string;
  @Field() donationItems: string;
  @Field() xpTouched: boolean;
  @Field() walkIn: boolean;
}

@InputType('NewWalkInAccountInput', { description: 'A new account for a walk-in; the person is mailed the verification link.' })
export class NewWalkInAccountInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
}
