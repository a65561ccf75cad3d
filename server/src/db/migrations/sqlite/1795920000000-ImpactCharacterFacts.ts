import { MigrationInterface, QueryRunner } from 'typeorm';

/** What the impact report learnt of each character's builds, kept across restarts (db/entities/impact-character-fact.entity.ts). */
export class ImpactCharacterFacts1795920000000 implements MigrationInterface {
  name = 'ImpactCharacterFacts1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "impact_character_facts" (
                "character_id" varchar(24) PRIMARY KEY NOT NULL,
                "stamp" varchar(64) NOT NULL,
                "skill_ids" text NOT NULL,
                "clean_under" varchar(64)
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "impact_character_facts"
        `);
  }
}
