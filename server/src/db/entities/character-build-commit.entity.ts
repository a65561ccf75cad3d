import type { StoredBuild } from '@larp/rules';
import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, RefColumn, WithObjectId } from '../columns';
import { Character } from './character.entity';
import { User } from './user.entity';

/** History: one row per commit of a character's build, with the build as committed. */
@Entity('character_build_commits')
@Index(['characterId', 'committedAt'])
export class CharacterBuildCommit extends WithObjectId {
  @RefColumn()
  characterId: string;

  @ManyToOne(() => Character, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'character_id' })
  character?: Character;

  @JsonColumn()
  build: StoredBuild;

  /** the character's build_version this commit produced */
  @IntColumn({ default: 0 })
  buildVersion: number;

  /** who committed: the player or a staff member; null if that account is gone */
  @RefColumn({ nullable: true })
  committedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'committed_by_id' })
  committedBy?: User | null;

  @DateTimeColumn()
  committedAt: Date;

  /** the number of the ruleset version the build was checked under (null: before versions were kept) */
  @IntColumn({ nullable: true })
  rulesetVersion: number | null;
}
