import { ScopeDomain } from '../../../graphql/call-field';
import { shownBuild } from '@larp/rules';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EventUserType } from '../../events/graphql/event.types';
import type { FinalizePreviewRow } from '../finalize-preview';

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
