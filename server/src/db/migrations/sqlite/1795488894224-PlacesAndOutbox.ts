import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlacesAndOutbox1795488894224 implements MigrationInterface {
  name = 'PlacesAndOutbox1795488894224';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "notification_key" varchar(191) NOT NULL,
                "kind" varchar(32) NOT NULL,
                "user_id" varchar(24),
                "to_address" varchar(320) NOT NULL,
                "subject" varchar(300) NOT NULL,
                "body" text NOT NULL,
                "link" text,
                "unsubscribe_url" text,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3) NOT NULL,
                "claimed_by" varchar(64),
                "claimed_at" datetime(3),
                "sent_at" datetime(3),
                "last_error" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb" ON "notifications" ("notification_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9a8a82462cab47c73d25f49261" ON "notifications" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7eae7aa010d0672bc38e6595e0" ON "notifications" ("state", "next_attempt_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "notification_settings" (
                "user_id" varchar(24) PRIMARY KEY NOT NULL,
                "reminder_mails" boolean NOT NULL DEFAULT (1),
                "unsubscribe_token" varchar(64) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_95b7b39392694c73e9d85e0fef" ON "notification_settings" ("unsubscribe_token")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_520bbe6e432676f37ea9c56fcb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b14ac762165a7848a29676cd7e"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_events" (
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
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "event_pc_capacity" integer,
                "event_npc_capacity" integer,
                "event_waitlist_mode" varchar(16) NOT NULL DEFAULT ('automatic'),
                "event_offer_hours" integer NOT NULL DEFAULT (48),
                "places_version" integer NOT NULL DEFAULT (0)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_events"(
                    "id",
                    "event_title",
                    "event_description",
                    "event_address",
                    "event_start_time",
                    "event_end_time",
                    "event_image",
                    "event_published",
                    "event_finalized",
                    "event_survey_open_at",
                    "event_registration_questions",
                    "event_survey_questions",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_title",
                "event_description",
                "event_address",
                "event_start_time",
                "event_end_time",
                "event_image",
                "event_published",
                "event_finalized",
                "event_survey_open_at",
                "event_registration_questions",
                "event_survey_questions",
                "created_at",
                "updated_at"
            FROM "events"
        `);
    await queryRunner.query(`
            DROP TABLE "events"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_events"
                RENAME TO "events"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_520bbe6e432676f37ea9c56fcb" ON "events" ("event_published", "event_start_time")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b14ac762165a7848a29676cd7e" ON "events" ("event_start_time")
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
                "waitlist_priority" integer,
                "offer_expires_at" datetime(3),
                "state_version" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_dcfcde2457ebcf5880aabd18e1f" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_e42ba7c85b05c49c8de4f360543" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
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
            CREATE UNIQUE INDEX "IDX_78625bbd895489a333b6c88e8f" ON "event_registrations" ("event_id", "user_id", "active_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e42ba7c85b05c49c8de4f36054" ON "event_registrations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_dcfcde2457ebcf5880aabd18e1" ON "event_registrations" ("character_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a8a82462cab47c73d25f49261"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7eae7aa010d0672bc38e6595e0"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_notifications" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "notification_key" varchar(191) NOT NULL,
                "kind" varchar(32) NOT NULL,
                "user_id" varchar(24),
                "to_address" varchar(320) NOT NULL,
                "subject" varchar(300) NOT NULL,
                "body" text NOT NULL,
                "link" text,
                "unsubscribe_url" text,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3) NOT NULL,
                "claimed_by" varchar(64),
                "claimed_at" datetime(3),
                "sent_at" datetime(3),
                "last_error" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_notifications"(
                    "id",
                    "notification_key",
                    "kind",
                    "user_id",
                    "to_address",
                    "subject",
                    "body",
                    "link",
                    "unsubscribe_url",
                    "state",
                    "attempts",
                    "next_attempt_at",
                    "claimed_by",
                    "claimed_at",
                    "sent_at",
                    "last_error",
                    "created_at"
                )
            SELECT "id",
                "notification_key",
                "kind",
                "user_id",
                "to_address",
                "subject",
                "body",
                "link",
                "unsubscribe_url",
                "state",
                "attempts",
                "next_attempt_at",
                "claimed_by",
                "claimed_at",
                "sent_at",
                "last_error",
                "created_at"
            FROM "notifications"
        `);
    await queryRunner.query(`
            DROP TABLE "notifications"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_notifications"
                RENAME TO "notifications"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb" ON "notifications" ("notification_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9a8a82462cab47c73d25f49261" ON "notifications" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7eae7aa010d0672bc38e6595e0" ON "notifications" ("state", "next_attempt_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_95b7b39392694c73e9d85e0fef"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_notification_settings" (
                "user_id" varchar(24) PRIMARY KEY NOT NULL,
                "reminder_mails" boolean NOT NULL DEFAULT (1),
                "unsubscribe_token" varchar(64) NOT NULL,
                CONSTRAINT "FK_91a7ffebe8b406c4470845d4781" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_notification_settings"("user_id", "reminder_mails", "unsubscribe_token")
            SELECT "user_id",
                "reminder_mails",
                "unsubscribe_token"
            FROM "notification_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "notification_settings"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_notification_settings"
                RENAME TO "notification_settings"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_95b7b39392694c73e9d85e0fef" ON "notification_settings" ("unsubscribe_token")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_95b7b39392694c73e9d85e0fef"
        `);
    await queryRunner.query(`
            ALTER TABLE "notification_settings"
                RENAME TO "temporary_notification_settings"
        `);
    await queryRunner.query(`
            CREATE TABLE "notification_settings" (
                "user_id" varchar(24) PRIMARY KEY NOT NULL,
                "reminder_mails" boolean NOT NULL DEFAULT (1),
                "unsubscribe_token" varchar(64) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "notification_settings"("user_id", "reminder_mails", "unsubscribe_token")
            SELECT "user_id",
                "reminder_mails",
                "unsubscribe_token"
            FROM "temporary_notification_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_notification_settings"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_95b7b39392694c73e9d85e0fef" ON "notification_settings" ("unsubscribe_token")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7eae7aa010d0672bc38e6595e0"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a8a82462cab47c73d25f49261"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications"
                RENAME TO "temporary_notifications"
        `);
    await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "notification_key" varchar(191) NOT NULL,
                "kind" varchar(32) NOT NULL,
                "user_id" varchar(24),
                "to_address" varchar(320) NOT NULL,
                "subject" varchar(300) NOT NULL,
                "body" text NOT NULL,
                "link" text,
                "unsubscribe_url" text,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3) NOT NULL,
                "claimed_by" varchar(64),
                "claimed_at" datetime(3),
                "sent_at" datetime(3),
                "last_error" text,
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "notifications"(
                    "id",
                    "notification_key",
                    "kind",
                    "user_id",
                    "to_address",
                    "subject",
                    "body",
                    "link",
                    "unsubscribe_url",
                    "state",
                    "attempts",
                    "next_attempt_at",
                    "claimed_by",
                    "claimed_at",
                    "sent_at",
                    "last_error",
                    "created_at"
                )
            SELECT "id",
                "notification_key",
                "kind",
                "user_id",
                "to_address",
                "subject",
                "body",
                "link",
                "unsubscribe_url",
                "state",
                "attempts",
                "next_attempt_at",
                "claimed_by",
                "claimed_at",
                "sent_at",
                "last_error",
                "created_at"
            FROM "temporary_notifications"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_notifications"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7eae7aa010d0672bc38e6595e0" ON "notifications" ("state", "next_attempt_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9a8a82462cab47c73d25f49261" ON "notifications" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb" ON "notifications" ("notification_key")
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
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_dcfcde2457ebcf5880aabd18e1f" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_e42ba7c85b05c49c8de4f360543" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
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
            CREATE INDEX "IDX_dcfcde2457ebcf5880aabd18e1" ON "event_registrations" ("character_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e42ba7c85b05c49c8de4f36054" ON "event_registrations" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_78625bbd895489a333b6c88e8f" ON "event_registrations" ("event_id", "user_id", "active_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b14ac762165a7848a29676cd7e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_520bbe6e432676f37ea9c56fcb"
        `);
    await queryRunner.query(`
            ALTER TABLE "events"
                RENAME TO "temporary_events"
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
            INSERT INTO "events"(
                    "id",
                    "event_title",
                    "event_description",
                    "event_address",
                    "event_start_time",
                    "event_end_time",
                    "event_image",
                    "event_published",
                    "event_finalized",
                    "event_survey_open_at",
                    "event_registration_questions",
                    "event_survey_questions",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "event_title",
                "event_description",
                "event_address",
                "event_start_time",
                "event_end_time",
                "event_image",
                "event_published",
                "event_finalized",
                "event_survey_open_at",
                "event_registration_questions",
                "event_survey_questions",
                "created_at",
                "updated_at"
            FROM "temporary_events"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_events"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b14ac762165a7848a29676cd7e" ON "events" ("event_start_time")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_520bbe6e432676f37ea9c56fcb" ON "events" ("event_published", "event_start_time")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_95b7b39392694c73e9d85e0fef"
        `);
    await queryRunner.query(`
            DROP TABLE "notification_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_7eae7aa010d0672bc38e6595e0"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a8a82462cab47c73d25f49261"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb"
        `);
    await queryRunner.query(`
            DROP TABLE "notifications"
        `);
  }
}
