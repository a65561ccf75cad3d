import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameAndEventTables1795302765982 implements MigrationInterface {
  name = 'GameAndEventTables1795302765982';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c6e648aeaab79e4213def02aba" ON "characters" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "events" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_title" varchar(200) NOT NULL,
                "event_description" text NOT NULL,
                "event_address" text NOT NULL,
                "event_start_time" datetime(3) NOT NULL,
                "event_end_time" datetime(3) NOT NULL,
                "event_image" varchar(255),
                "event_published" boolean NOT NULL DEFAULT (0),
                "event_finalized" boolean NOT NULL DEFAULT (0),
                "event_survey_open_at" datetime(3),
                "event_registration_questions" json NOT NULL,
                "event_survey_questions" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b14ac762165a7848a29676cd7e" ON "events" ("event_start_time")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_520bbe6e432676f37ea9c56fcb" ON "events" ("event_published", "event_start_time")
        `);
    await queryRunner.query(`
            CREATE TABLE "attendance_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "deaths" integer NOT NULL DEFAULT (0),
                "reaper_fights" integer NOT NULL DEFAULT (0),
                "xp" integer NOT NULL DEFAULT (0),
                "xp_sequence" integer NOT NULL DEFAULT (0),
                "npc_shards" integer NOT NULL DEFAULT (0),
                "donation_shards" integer NOT NULL DEFAULT (0),
                "donation_items" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f85d70f5bb25c7f78908836872" ON "attendance_records" ("character_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_10e9fc7100cb48ace47a91ee1c" ON "attendance_records" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_177b98f357905a1c671da04719" ON "attendance_records" ("event_id", "user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "character_build_commits" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "build" json NOT NULL,
                "build_version" integer NOT NULL DEFAULT (0),
                "committed_by_id" varchar(24),
                "committed_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccac22d25d84f4b5bf79f13123" ON "character_build_commits" ("character_id", "committed_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "event_registrations" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "state" varchar(16),
                "waitlist_note" text,
                "active_key" varchar(24) NOT NULL,
                "registered_at" datetime(3) NOT NULL,
                "question_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dcfcde2457ebcf5880aabd18e1" ON "event_registrations" ("character_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e42ba7c85b05c49c8de4f36054" ON "event_registrations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_78625bbd895489a333b6c88e8f" ON "event_registrations" ("event_id", "user_id", "active_key")
        `);
    await queryRunner.query(`
            CREATE TABLE "skills" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "skill_name" varchar(191) NOT NULL,
                "skill_type" varchar(32) NOT NULL,
                "position" integer NOT NULL,
                "definition" json NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6c500b27556245e209296e8a3f" ON "skills" ("skill_name")
        `);
    await queryRunner.query(`
            CREATE TABLE "races" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "race_name" varchar(191) NOT NULL,
                "subculture_name" varchar(191),
                "position" integer NOT NULL,
                "definition" json NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "transformations" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "transformation_name" varchar(191) NOT NULL,
                "position" integer NOT NULL,
                "definition" json NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "event_role_types" (
                "code" varchar(32) PRIMARY KEY NOT NULL,
                "description" text NOT NULL,
                "position" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "character_levels" (
                "level" integer PRIMARY KEY NOT NULL,
                "xp" integer NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "ruleset_info" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "name" varchar(191) NOT NULL,
                "version" integer NOT NULL,
                "additional_spell_schools" json NOT NULL,
                "extra" json NOT NULL,
                "imported_at" datetime(3) NOT NULL,
                "revision" varchar(24) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "xp_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5d6a44f560f9db48e92d8e9b12" ON "xp_ledger" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_cd0cc10e38cf65f971f53d15c7" ON "xp_ledger" ("character_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "shard_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "character_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd4120a41a4bdeadb3b237afd" ON "shard_ledger" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d9593f00ea696414e345ceecc1" ON "shard_ledger" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "registration_questions" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "is_default" boolean NOT NULL DEFAULT (0),
                "question_text" text NOT NULL,
                "roles_to_ask" json NOT NULL,
                "answer_required" boolean NOT NULL DEFAULT (0),
                "position" integer NOT NULL DEFAULT (0),
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3ad0100b1763a3fbb7b37fd4ec" ON "registration_questions" ("is_default", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "survey_questions" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "is_default" boolean NOT NULL DEFAULT (0),
                "question_text" text NOT NULL,
                "roles_to_ask" json NOT NULL,
                "answer_required" boolean NOT NULL DEFAULT (0),
                "position" integer NOT NULL DEFAULT (0),
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ce304e931460d144654cb8fcd2" ON "survey_questions" ("is_default", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "survey_responses" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "survey_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_15c9124bfeb633545c5de42edb" ON "survey_responses" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_2ee5dc3299fad72041b715c4f1" ON "survey_responses" ("event_id", "user_id")
        `);
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
    await queryRunner.query(`
            DROP INDEX "IDX_f85d70f5bb25c7f78908836872"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_10e9fc7100cb48ace47a91ee1c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_177b98f357905a1c671da04719"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_attendance_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "deaths" integer NOT NULL DEFAULT (0),
                "reaper_fights" integer NOT NULL DEFAULT (0),
                "xp" integer NOT NULL DEFAULT (0),
                "xp_sequence" integer NOT NULL DEFAULT (0),
                "npc_shards" integer NOT NULL DEFAULT (0),
                "donation_shards" integer NOT NULL DEFAULT (0),
                "donation_items" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_c102949a1a384df7c39baf49fca" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_10e9fc7100cb48ace47a91ee1ce" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_f85d70f5bb25c7f78908836872d" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_attendance_records"(
                    "id",
                    "event_id",
                    "user_id",
                    "character_id",
                    "event_role",
                    "deaths",
                    "reaper_fights",
                    "xp",
                    "xp_sequence",
                    "npc_shards",
                    "donation_shards",
                    "donation_items",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "character_id",
                "event_role",
                "deaths",
                "reaper_fights",
                "xp",
                "xp_sequence",
                "npc_shards",
                "donation_shards",
                "donation_items",
                "created_at",
                "updated_at"
            FROM "attendance_records"
        `);
    await queryRunner.query(`
            DROP TABLE "attendance_records"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_attendance_records"
                RENAME TO "attendance_records"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f85d70f5bb25c7f78908836872" ON "attendance_records" ("character_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_10e9fc7100cb48ace47a91ee1c" ON "attendance_records" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_177b98f357905a1c671da04719" ON "attendance_records" ("event_id", "user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccac22d25d84f4b5bf79f13123"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_character_build_commits" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "build" json NOT NULL,
                "build_version" integer NOT NULL DEFAULT (0),
                "committed_by_id" varchar(24),
                "committed_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_2403d28d49a64a0d493c2142c02" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_476c99eb564b1ce367da658318b" FOREIGN KEY ("committed_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_character_build_commits"(
                    "id",
                    "character_id",
                    "build",
                    "build_version",
                    "committed_by_id",
                    "committed_at"
                )
            SELECT "id",
                "character_id",
                "build",
                "build_version",
                "committed_by_id",
                "committed_at"
            FROM "character_build_commits"
        `);
    await queryRunner.query(`
            DROP TABLE "character_build_commits"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_character_build_commits"
                RENAME TO "character_build_commits"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccac22d25d84f4b5bf79f13123" ON "character_build_commits" ("character_id", "committed_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_dcfcde2457ebcf5880aabd18e1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e42ba7c85b05c49c8de4f36054"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_78625bbd895489a333b6c88e8f"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_event_registrations" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "state" varchar(16),
                "waitlist_note" text,
                "active_key" varchar(24) NOT NULL,
                "registered_at" datetime(3) NOT NULL,
                "question_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_e42ba7c85b05c49c8de4f360543" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_dcfcde2457ebcf5880aabd18e1f" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_event_registrations"(
                    "id",
                    "event_id",
                    "user_id",
                    "character_id",
                    "event_role",
                    "state",
                    "waitlist_note",
                    "active_key",
                    "registered_at",
                    "question_answers",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "character_id",
                "event_role",
                "state",
                "waitlist_note",
                "active_key",
                "registered_at",
                "question_answers",
                "created_at",
                "updated_at"
            FROM "event_registrations"
        `);
    await queryRunner.query(`
            DROP TABLE "event_registrations"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_event_registrations"
                RENAME TO "event_registrations"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dcfcde2457ebcf5880aabd18e1" ON "event_registrations" ("character_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e42ba7c85b05c49c8de4f36054" ON "event_registrations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_78625bbd895489a333b6c88e8f" ON "event_registrations" ("event_id", "user_id", "active_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5d6a44f560f9db48e92d8e9b12"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_cd0cc10e38cf65f971f53d15c7"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_xp_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_20ce2012573de2de72e8152491d" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_d39e45292531285eb0148caff45" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_5d6a44f560f9db48e92d8e9b121" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_xp_ledger"(
                    "id",
                    "character_id",
                    "amount",
                    "kind",
                    "reason",
                    "actor_id",
                    "event_id",
                    "created_at"
                )
            SELECT "id",
                "character_id",
                "amount",
                "kind",
                "reason",
                "actor_id",
                "event_id",
                "created_at"
            FROM "xp_ledger"
        `);
    await queryRunner.query(`
            DROP TABLE "xp_ledger"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_xp_ledger"
                RENAME TO "xp_ledger"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5d6a44f560f9db48e92d8e9b12" ON "xp_ledger" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_cd0cc10e38cf65f971f53d15c7" ON "xp_ledger" ("character_id", "created_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd4120a41a4bdeadb3b237afd"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d9593f00ea696414e345ceecc1"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_shard_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "character_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_86ee3f0530e918a5ec63bc840f3" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_cbbfdeb165634007c20106b936f" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_9031328d725c0e2dca94eb7ddd8" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_7bd4120a41a4bdeadb3b237afd0" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_shard_ledger"(
                    "id",
                    "user_id",
                    "amount",
                    "kind",
                    "reason",
                    "actor_id",
                    "character_id",
                    "event_id",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "amount",
                "kind",
                "reason",
                "actor_id",
                "character_id",
                "event_id",
                "created_at"
            FROM "shard_ledger"
        `);
    await queryRunner.query(`
            DROP TABLE "shard_ledger"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_shard_ledger"
                RENAME TO "shard_ledger"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd4120a41a4bdeadb3b237afd" ON "shard_ledger" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d9593f00ea696414e345ceecc1" ON "shard_ledger" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_15c9124bfeb633545c5de42edb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_2ee5dc3299fad72041b715c4f1"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_survey_responses" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "survey_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_5161cb9bd05c40bbd84cd48ee87" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_15c9124bfeb633545c5de42edb6" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_survey_responses"(
                    "id",
                    "event_id",
                    "user_id",
                    "survey_answers",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "survey_answers",
                "created_at",
                "updated_at"
            FROM "survey_responses"
        `);
    await queryRunner.query(`
            DROP TABLE "survey_responses"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_survey_responses"
                RENAME TO "survey_responses"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_15c9124bfeb633545c5de42edb" ON "survey_responses" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_2ee5dc3299fad72041b715c4f1" ON "survey_responses" ("event_id", "user_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_2ee5dc3299fad72041b715c4f1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_15c9124bfeb633545c5de42edb"
        `);
    await queryRunner.query(`
            ALTER TABLE "survey_responses"
                RENAME TO "temporary_survey_responses"
        `);
    await queryRunner.query(`
            CREATE TABLE "survey_responses" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "survey_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "survey_responses"(
                    "id",
                    "event_id",
                    "user_id",
                    "survey_answers",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "survey_answers",
                "created_at",
                "updated_at"
            FROM "temporary_survey_responses"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_survey_responses"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_2ee5dc3299fad72041b715c4f1" ON "survey_responses" ("event_id", "user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_15c9124bfeb633545c5de42edb" ON "survey_responses" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d9593f00ea696414e345ceecc1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd4120a41a4bdeadb3b237afd"
        `);
    await queryRunner.query(`
            ALTER TABLE "shard_ledger"
                RENAME TO "temporary_shard_ledger"
        `);
    await queryRunner.query(`
            CREATE TABLE "shard_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "character_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "shard_ledger"(
                    "id",
                    "user_id",
                    "amount",
                    "kind",
                    "reason",
                    "actor_id",
                    "character_id",
                    "event_id",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "amount",
                "kind",
                "reason",
                "actor_id",
                "character_id",
                "event_id",
                "created_at"
            FROM "temporary_shard_ledger"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_shard_ledger"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d9593f00ea696414e345ceecc1" ON "shard_ledger" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7bd4120a41a4bdeadb3b237afd" ON "shard_ledger" ("event_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_cd0cc10e38cf65f971f53d15c7"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5d6a44f560f9db48e92d8e9b12"
        `);
    await queryRunner.query(`
            ALTER TABLE "xp_ledger"
                RENAME TO "temporary_xp_ledger"
        `);
    await queryRunner.query(`
            CREATE TABLE "xp_ledger" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "amount" integer NOT NULL,
                "kind" varchar(32) NOT NULL,
                "reason" varchar(500) NOT NULL,
                "actor_id" varchar(24),
                "event_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "xp_ledger"(
                    "id",
                    "character_id",
                    "amount",
                    "kind",
                    "reason",
                    "actor_id",
                    "event_id",
                    "created_at"
                )
            SELECT "id",
                "character_id",
                "amount",
                "kind",
                "reason",
                "actor_id",
                "event_id",
                "created_at"
            FROM "temporary_xp_ledger"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_xp_ledger"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_cd0cc10e38cf65f971f53d15c7" ON "xp_ledger" ("character_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_5d6a44f560f9db48e92d8e9b12" ON "xp_ledger" ("event_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_78625bbd895489a333b6c88e8f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e42ba7c85b05c49c8de4f36054"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_dcfcde2457ebcf5880aabd18e1"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_registrations"
                RENAME TO "temporary_event_registrations"
        `);
    await queryRunner.query(`
            CREATE TABLE "event_registrations" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "state" varchar(16),
                "waitlist_note" text,
                "active_key" varchar(24) NOT NULL,
                "registered_at" datetime(3) NOT NULL,
                "question_answers" json NOT NULL,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "event_registrations"(
                    "id",
                    "event_id",
                    "user_id",
                    "character_id",
                    "event_role",
                    "state",
                    "waitlist_note",
                    "active_key",
                    "registered_at",
                    "question_answers",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "character_id",
                "event_role",
                "state",
                "waitlist_note",
                "active_key",
                "registered_at",
                "question_answers",
                "created_at",
                "updated_at"
            FROM "temporary_event_registrations"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_event_registrations"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_78625bbd895489a333b6c88e8f" ON "event_registrations" ("event_id", "user_id", "active_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e42ba7c85b05c49c8de4f36054" ON "event_registrations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dcfcde2457ebcf5880aabd18e1" ON "event_registrations" ("character_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccac22d25d84f4b5bf79f13123"
        `);
    await queryRunner.query(`
            ALTER TABLE "character_build_commits"
                RENAME TO "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            CREATE TABLE "character_build_commits" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "build" json NOT NULL,
                "build_version" integer NOT NULL DEFAULT (0),
                "committed_by_id" varchar(24),
                "committed_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "character_build_commits"(
                    "id",
                    "character_id",
                    "build",
                    "build_version",
                    "committed_by_id",
                    "committed_at"
                )
            SELECT "id",
                "character_id",
                "build",
                "build_version",
                "committed_by_id",
                "committed_at"
            FROM "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccac22d25d84f4b5bf79f13123" ON "character_build_commits" ("character_id", "committed_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_177b98f357905a1c671da04719"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_10e9fc7100cb48ace47a91ee1c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f85d70f5bb25c7f78908836872"
        `);
    await queryRunner.query(`
            ALTER TABLE "attendance_records"
                RENAME TO "temporary_attendance_records"
        `);
    await queryRunner.query(`
            CREATE TABLE "attendance_records" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "character_id" varchar(24),
                "event_role" varchar(32) NOT NULL,
                "deaths" integer NOT NULL DEFAULT (0),
                "reaper_fights" integer NOT NULL DEFAULT (0),
                "xp" integer NOT NULL DEFAULT (0),
                "xp_sequence" integer NOT NULL DEFAULT (0),
                "npc_shards" integer NOT NULL DEFAULT (0),
                "donation_shards" integer NOT NULL DEFAULT (0),
                "donation_items" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "attendance_records"(
                    "id",
                    "event_id",
                    "user_id",
                    "character_id",
                    "event_role",
                    "deaths",
                    "reaper_fights",
                    "xp",
                    "xp_sequence",
                    "npc_shards",
                    "donation_shards",
                    "donation_items",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "user_id",
                "character_id",
                "event_role",
                "deaths",
                "reaper_fights",
                "xp",
                "xp_sequence",
                "npc_shards",
                "donation_shards",
                "donation_items",
                "created_at",
                "updated_at"
            FROM "temporary_attendance_records"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_attendance_records"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_177b98f357905a1c671da04719" ON "attendance_records" ("event_id", "user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_10e9fc7100cb48ace47a91ee1c" ON "attendance_records" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f85d70f5bb25c7f78908836872" ON "attendance_records" ("character_id")
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
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
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
    await queryRunner.query(`
            DROP INDEX "IDX_2ee5dc3299fad72041b715c4f1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_15c9124bfeb633545c5de42edb"
        `);
    await queryRunner.query(`
            DROP TABLE "survey_responses"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ce304e931460d144654cb8fcd2"
        `);
    await queryRunner.query(`
            DROP TABLE "survey_questions"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3ad0100b1763a3fbb7b37fd4ec"
        `);
    await queryRunner.query(`
            DROP TABLE "registration_questions"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d9593f00ea696414e345ceecc1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7bd4120a41a4bdeadb3b237afd"
        `);
    await queryRunner.query(`
            DROP TABLE "shard_ledger"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_cd0cc10e38cf65f971f53d15c7"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5d6a44f560f9db48e92d8e9b12"
        `);
    await queryRunner.query(`
            DROP TABLE "xp_ledger"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_info"
        `);
    await queryRunner.query(`
            DROP TABLE "character_levels"
        `);
    await queryRunner.query(`
            DROP TABLE "event_role_types"
        `);
    await queryRunner.query(`
            DROP TABLE "transformations"
        `);
    await queryRunner.query(`
            DROP TABLE "races"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6c500b27556245e209296e8a3f"
        `);
    await queryRunner.query(`
            DROP TABLE "skills"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_78625bbd895489a333b6c88e8f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e42ba7c85b05c49c8de4f36054"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_dcfcde2457ebcf5880aabd18e1"
        `);
    await queryRunner.query(`
            DROP TABLE "event_registrations"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccac22d25d84f4b5bf79f13123"
        `);
    await queryRunner.query(`
            DROP TABLE "character_build_commits"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_177b98f357905a1c671da04719"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_10e9fc7100cb48ace47a91ee1c"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_f85d70f5bb25c7f78908836872"
        `);
    await queryRunner.query(`
            DROP TABLE "attendance_records"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_520bbe6e432676f37ea9c56fcb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b14ac762165a7848a29676cd7e"
        `);
    await queryRunner.query(`
            DROP TABLE "events"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c6e648aeaab79e4213def02aba"
        `);
    await queryRunner.query(`
            DROP TABLE "characters"
        `);
  }
}
