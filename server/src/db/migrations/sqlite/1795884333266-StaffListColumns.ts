import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillCharacterListColumns } from '../character-list-backfill';

/** The staff lists' stored character columns (filled from the builds), their keyset indexes, and registrations by event and state. */

export class StaffListColumns1795884333266 implements MigrationInterface {
  name = 'StaffListColumns1795884333266';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_c6e648aeaab79e4213def02aba"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_characters" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_xp_total" integer NOT NULL DEFAULT (0),
                "character_xp_sequence" integer NOT NULL DEFAULT (0),
                "death_count" integer NOT NULL DEFAULT (0),
                "reaper_fight_count" integer NOT NULL DEFAULT (0),
                "saved_build" json,
                "committed_build" json,
                "build_version" integer NOT NULL DEFAULT (0),
                "delete_allowed" boolean NOT NULL DEFAULT (1),
                "additional_spell_schools" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "shown_name" varchar(100) NOT NULL DEFAULT (''),
                "name_key" varchar(100) NOT NULL DEFAULT (''),
                "shown_class" varchar(100),
                "shown_race" varchar(100),
                "committed" boolean NOT NULL DEFAULT (0),
                CONSTRAINT "FK_c6e648aeaab79e4213def02aba8" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_characters"(
                    "id",
                    "user_id",
                    "character_xp_total",
                    "character_xp_sequence",
                    "death_count",
                    "reaper_fight_count",
                    "saved_build",
                    "committed_build",
                    "build_version",
                    "delete_allowed",
                    "additional_spell_schools",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "user_id",
                "character_xp_total",
                "character_xp_sequence",
                "death_count",
                "reaper_fight_count",
                "saved_build",
                "committed_build",
                "build_version",
                "delete_allowed",
                "additional_spell_schools",
                "created_at",
                "updated_at"
            FROM "characters"
        `);
    await queryRunner.query(`
            DROP TABLE "characters"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_characters"
                RENAME TO "characters"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6e648aeaab79e4213def02aba" ON "characters" ("user_id")
        `);
    await backfillCharacterListColumns(queryRunner);
    await queryRunner.query(`
            CREATE INDEX "IDX_f3f36649323f5f0fb9b47d96e0" ON "users" ("last_name", "first_name", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_94aec33a6745b6c0305efbe4ed" ON "users" ("erased_at", "last_name", "first_name", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bb91cc748519de8eeaf4ca4184" ON "characters" ("committed", "name_key", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a42f237eb9d025a14512094ad3" ON "characters" ("shown_race", "name_key", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d1fc9071a3b7a1caee5700a5c0" ON "characters" ("shown_class", "name_key", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e8e6f020121203d055b9bab0f6" ON "characters" ("character_xp_total", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ddcaac980fe5801a3b662aa79b" ON "characters" ("name_key", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e19db1a0b851265e66189b2fec" ON "event_registrations" ("event_id", "state")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_e19db1a0b851265e66189b2fec"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ddcaac980fe5801a3b662aa79b"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e8e6f020121203d055b9bab0f6"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d1fc9071a3b7a1caee5700a5c0"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a42f237eb9d025a14512094ad3"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bb91cc748519de8eeaf4ca4184"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_94aec33a6745b6c0305efbe4ed"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f3f36649323f5f0fb9b47d96e0"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6e648aeaab79e4213def02aba"
        `);
    await queryRunner.query(`
            ALTER TABLE "characters"
                RENAME TO "temporary_characters"
        `);
    await queryRunner.query(`
            CREATE TABLE "characters" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_xp_total" integer NOT NULL DEFAULT (0),
                "character_xp_sequence" integer NOT NULL DEFAULT (0),
                "death_count" integer NOT NULL DEFAULT (0),
                "reaper_fight_count" integer NOT NULL DEFAULT (0),
                "saved_build" json,
                "committed_build" json,
                "build_version" integer NOT NULL DEFAULT (0),
                "delete_allowed" boolean NOT NULL DEFAULT (1),
                "additional_spell_schools" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_c6e648aeaab79e4213def02aba8" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "characters"(
                    "id",
                    "user_id",
                    "character_xp_total",
                    "character_xp_sequence",
                    "death_count",
                    "reaper_fight_count",
                    "saved_build",
                    "committed_build",
                    "build_version",
                    "delete_allowed",
                    "additional_spell_schools",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "user_id",
                "character_xp_total",
                "character_xp_sequence",
                "death_count",
                "reaper_fight_count",
                "saved_build",
                "committed_build",
                "build_version",
                "delete_allowed",
                "additional_spell_schools",
                "created_at",
                "updated_at"
            FROM "temporary_characters"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_characters"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6e648aeaab79e4213def02aba" ON "characters" ("user_id")
        `);
  }
}
