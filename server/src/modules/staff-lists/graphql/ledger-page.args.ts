import { ArgsType, Field, Int } from 'type-graphql';
import type { LedgerKind } from '../../../db/entities/ledger.entities';
import { LedgerKindEnum } from '../../characters/graphql/ledger-kind.enum';
import type { SortDirection } from '../staff-lists.inputs';
import { SortDirectionEnum } from './staff-lists.enums';

/** The paging and filters both ledger connections take (the XP ledger's and the shard ledger's). */
@ArgsType()
export class LedgerPageArgs {
  @Field(() => Int, { nullable: true, description: 'How many rows this page holds: 1 to 100, default 25' })
  first!: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the page before; left out: the first page' })
  after!: string | null;

  @Field(() => SortDirectionEnum, { nullable: true, description: 'ASCENDING (default): oldest first; DESCENDING: newest first' })
  direction!: SortDirection | null;

  @Field(() => Date, { nullable: true, description: 'Only changes made at or after this time' })
  createdFrom!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only changes made before this time' })
  createdBefore!: Date | null;

  @Field(() => LedgerKindEnum, { nullable: true, description: 'Only changes of this kind' })
  kind!: LedgerKind | null;
}
