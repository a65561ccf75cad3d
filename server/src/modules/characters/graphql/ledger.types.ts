import { ScopeDomain } from '../../../graphql/call-field';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ShardLedgerEntry, XpLedgerEntry } from '../../../db/entities/ledger.entities';
import { LedgerKindEnum } from './ledger-kind.enum';

/** A relation presentCharacters loaded; an error (not a wrong null) when it did not. */
export function loaded<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`${field} was read but not loaded: present characters with presentCharacters`);
  return value;
}

/** One change of a character's XP: amount, reason, who (actor) and when. */
@ScopeDomain('characters')
@ObjectType('XpLedgerEntry', {
  description: "One change of a character's XP (a grant, attendance, an XP token...): the XP ledger.",
  simpleResolvers: true,
})
export class XpLedgerEntryType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The character whose XP changed.' }) characterId: string;
  @Field(() => Int, { description: 'XP added (negative: taken away).' }) amount: number;
  @Field(() => LedgerKindEnum, { description: 'Why the XP changed.' }) kind: string;
  @Field({ description: 'The reason recorded.' }) reason: string;
  @Field(() => ID, { description: 'The staff member who made it; null for the system.', nullable: true }) actorId: string | null;
  @Field(() => ID, { description: 'The event it came from, if any.', nullable: true }) eventId: string | null;
  @Field({ description: 'When it happened.' }) createdAt: Date;

  /** the author, when presentCharacters loaded it (the query selected it) */
  author?: LedgerAuthorType | null;

  // a plain property, loaded with the ledger (see Character.user)
  @Field(() => LedgerAuthorType, { nullable: true, description: 'Who made the change; null for the system' })
  get actor(): LedgerAuthorType | null {
    return loaded(this.author, 'XpLedgerEntry.actor');
  }
}

/** One change of a user's shards. */
@ScopeDomain('shards')
@ObjectType('ShardLedgerEntry', { description: "One change of a player's shards (a grant, attendance, an XP token...): the shard ledger." })
export class ShardLedgerEntryType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The id of the user (player account) this belongs to.' }) userId: string;
  @Field(() => Int, { description: 'Shards added (negative: spent).' }) amount: number;
  @Field(() => LedgerKindEnum, { description: 'Why the shards changed.' }) kind: string;
  @Field({ description: 'The reason recorded.' }) reason: string;
  @Field(() => ID, { description: 'The staff member who made it; null for the system.', nullable: true }) actorId: string | null;
  @Field(() => ID, { nullable: true, description: 'The character an XP token was bought for' }) characterId: string | null;
  @Field(() => ID, { description: 'The event it came from, if any.', nullable: true }) eventId: string | null;
  @Field({ description: 'When it happened.' }) createdAt: Date;
}

export function toXpLedgerEntryType(row: XpLedgerEntry): XpLedgerEntryType {
  const type = new XpLedgerEntryType();
  type.id = row.id;
  type.characterId = row.characterId;
  type.amount = row.amount;
  type.kind = row.kind;
  type.reason = row.reason;
  type.actorId = row.actorId;
  type.eventId = row.eventId;
  type.createdAt = row.createdAt;
  return type;
}

export function toShardLedgerEntryType(row: ShardLedgerEntry): ShardLedgerEntryType {
  return Object.assign(new ShardLedgerEntryType(), {
    id: row.id,
    userId: row.userId,
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    actorId: row.actorId,
    characterId: row.characterId,
    eventId: row.eventId,
    createdAt: row.createdAt,
  });
}

/**
 * Who made a ledger change, as a player may see it: a name, never an email (emails are visible only
 * to their owner and to staff; staff look them up through `users`).
 */
@ObjectType('LedgerAuthor', { description: 'The staff member who wrote a ledger row: name only.', simpleResolvers: true })
export class LedgerAuthorType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'First name.' }) firstName: string;
  @Field({ description: 'Last name.' }) lastName: string;
}
