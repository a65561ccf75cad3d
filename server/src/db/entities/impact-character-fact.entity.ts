import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the ruleset impact report learnt of a character's builds (modules/rulesets/impact-report.ts),
 * kept across restarts so that a report after a start need not read every build again: the digest of
 * the character's stamp it was learnt at (its owner, build version, XP total, extra schools and
 * exemptions), the skill ids its builds name, and the rules in force under which it checked clean. A
 * fact whose stamp no longer matches is ignored and written again; nothing else reads these rows.
 */
@Entity('impact_character_facts')
export class ImpactCharacterFact {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  characterId: string;

  @Column({ type: 'varchar', length: 64 })
  stamp: string;

  /** the skill ids the builds name, space-separated */
  @Column({ type: 'text' })
  skillIds: string;

  /** the key of the rules in force the character checked clean under, or null */
  @Column({ type: 'varchar', length: 64, nullable: true })
  cleanUnder: string | null;
}
