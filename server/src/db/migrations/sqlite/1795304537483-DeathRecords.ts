import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeathRecords1795304537483 implements MigrationInterface {
  name = 'DeathRecords1795304537483';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "death_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "death_count" integer NOT NULL,
                "reaper_fight_count" integer NOT NULL,
                "event_name" varchar(200) NOT NULL,
                "actor_id" varchar(24),
                "recorded_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_31845d2a197f5099067a1459fa" ON "death_records" ("character_id", "recorded_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_31845d2a197f5099067a1459fa"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_death_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "death_count" integer NOT NULL,
                "reaper_fight_count" integer NOT NULL,
                "event_name" varchar(200) NOT NULL,
                "actor_id" varchar(24),
                "recorded_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_14c7da46a5c7584a4682785145e" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_fe1b9692e55926ccfed1edadede" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_death_records"(
                    "id",
                    "character_id",
                    "death_count",
                    "reaper_fight_count",
                    "event_name",
                    "actor_id",
                    "recorded_at"
                )
            SELECT "id",
                "character_id",
                "death_count",
                "reaper_fight_count",
                "event_name",
                "actor_id",
                "recorded_at"
            FROM "death_records"
        `);
    await queryRunner.query(`
            DROP TABLE "death_records"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_death_records"
                RENAME TO "death_records"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_31845d2a197f5099067a1459fa" ON "death_records" ("character_id", "recorded_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_31845d2a197f5099067a1459fa"
        `);
    await queryRunner.query(`
            ALTER TABLE "death_records"
                RENAME TO "temporary_death_records"
        `);
    await queryRunner.query(`
            CREATE TABLE "death_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "death_count" integer NOT NULL,
                "reaper_fight_count" integer NOT NULL,
                "event_name" varchar(200) NOT NULL,
                "actor_id" varchar(24),
                "recorded_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "death_records"(
                    "id",
                    "character_id",
                    "death_count",
                    "reaper_fight_count",
                    "event_name",
                    "actor_id",
                    "recorded_at"
                )
            SELECT "id",
                "character_id",
                "death_count",
                "reaper_fight_count",
                "event_name",
                "actor_id",
                "recorded_at"
            FROM "temporary_death_records"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_death_records"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_31845d2a197f5099067a1459fa" ON "death_records" ("character_id", "recorded_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_31845d2a197f5099067a1459fa"
        `);
    await queryRunner.query(`
            DROP TABLE "death_records"
        `);
  }
}
