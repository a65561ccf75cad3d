import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationRoleChangedAt1795489827640 implements MigrationInterface {
  name = 'RegistrationRoleChangedAt1795489827640';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                "waitlist_priority" integer,
                "offer_expires_at" datetime(3),
                "state_version" integer NOT NULL DEFAULT (0),
                "role_changed_at" datetime(3),
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
                    "updated_at",
                    "waitlist_priority",
                    "offer_expires_at",
                    "state_version"
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
                "updated_at",
                "waitlist_priority",
                "offer_expires_at",
                "state_version"
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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "waitlist_priority" integer,
                "offer_expires_at" datetime(3),
                "state_version" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_e42ba7c85b05c49c8de4f360543" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_dcfcde2457ebcf5880aabd18e1f" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                    "updated_at",
                    "waitlist_priority",
                    "offer_expires_at",
                    "state_version"
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
                "updated_at",
                "waitlist_priority",
                "offer_expires_at",
                "state_version"
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
  }
}
