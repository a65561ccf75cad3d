import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventFeesAndPayments1795885725286 implements MigrationInterface {
  name = 'EventFeesAndPayments1795885725286';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "event_fee_schedules" (
                "event_id" varchar(24) PRIMARY KEY NOT NULL,
                "due_on" varchar(16) NOT NULL,
                "refund_policy" varchar(16) NOT NULL,
                "kept_fee" integer NOT NULL DEFAULT (0),
                "fees" json NOT NULL,
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "registration_prices" (
                "registration_id" varchar(24) PRIMARY KEY NOT NULL,
                "event_role" varchar(32) NOT NULL,
                "price" integer NOT NULL,
                "reason" varchar(500) NOT NULL,
                "set_by_id" varchar(24),
                "set_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "payment_entries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "registration_id" varchar(24),
                "event_id" varchar(24),
                "user_id" varchar(24),
                "kind" varchar(16) NOT NULL,
                "amount" integer NOT NULL,
                "currency" varchar(3) NOT NULL,
                "method" varchar(16),
                "reference" varchar(140) NOT NULL DEFAULT (''),
                "reason" varchar(500) NOT NULL DEFAULT (''),
                "payer_name" varchar(140),
                "bank_line_key" varchar(64),
                "actor_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c8d8335f860fc0afcb3912d6bd" ON "payment_entries" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8eecdec2baac251c5c4d1f7cf1" ON "payment_entries" ("bank_line_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8966ac288b418ab7e3f2d06e3d" ON "payment_entries" ("event_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_088f09b9121be92e438321cf3e" ON "payment_entries" ("registration_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_site_settings" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "privacy_statement" text,
                "community_name" varchar(80),
                "welcome_text" text,
                "accent_color" varchar(7),
                "logo_name" varchar(191),
                "updated_at" datetime(3) NOT NULL,
                "currency" varchar(3),
                "payment_account" text,
                "payment_retention_years" integer,
                "bank_csv_mapping" json
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_site_settings"(
                    "id",
                    "privacy_statement",
                    "community_name",
                    "welcome_text",
                    "accent_color",
                    "logo_name",
                    "updated_at"
                )
            SELECT "id",
                "privacy_statement",
                "community_name",
                "welcome_text",
                "accent_color",
                "logo_name",
                "updated_at"
            FROM "site_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "site_settings"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_site_settings"
                RENAME TO "site_settings"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_event_fee_schedules" (
                "event_id" varchar(24) PRIMARY KEY NOT NULL,
                "due_on" varchar(16) NOT NULL,
                "refund_policy" varchar(16) NOT NULL,
                "kept_fee" integer NOT NULL DEFAULT (0),
                "fees" json NOT NULL,
                "updated_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_6fc7bc30f9daf58fb2af08bb52b" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_event_fee_schedules"(
                    "event_id",
                    "due_on",
                    "refund_policy",
                    "kept_fee",
                    "fees",
                    "updated_at"
                )
            SELECT "event_id",
                "due_on",
                "refund_policy",
                "kept_fee",
                "fees",
                "updated_at"
            FROM "event_fee_schedules"
        `);
    await queryRunner.query(`
            DROP TABLE "event_fee_schedules"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_event_fee_schedules"
                RENAME TO "event_fee_schedules"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_registration_prices" (
                "registration_id" varchar(24) PRIMARY KEY NOT NULL,
                "event_role" varchar(32) NOT NULL,
                "price" integer NOT NULL,
                "reason" varchar(500) NOT NULL,
                "set_by_id" varchar(24),
                "set_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_c47f3760eae11157532f7424edf" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_1a575ef5252dccd184018e64362" FOREIGN KEY ("set_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_registration_prices"(
                    "registration_id",
                    "event_role",
                    "price",
                    "reason",
                    "set_by_id",
                    "set_at"
                )
            SELECT "registration_id",
                "event_role",
                "price",
                "reason",
                "set_by_id",
                "set_at"
            FROM "registration_prices"
        `);
    await queryRunner.query(`
            DROP TABLE "registration_prices"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_registration_prices"
                RENAME TO "registration_prices"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c8d8335f860fc0afcb3912d6bd"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8eecdec2baac251c5c4d1f7cf1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8966ac288b418ab7e3f2d06e3d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_088f09b9121be92e438321cf3e"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_payment_entries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "registration_id" varchar(24),
                "event_id" varchar(24),
                "user_id" varchar(24),
                "kind" varchar(16) NOT NULL,
                "amount" integer NOT NULL,
                "currency" varchar(3) NOT NULL,
                "method" varchar(16),
                "reference" varchar(140) NOT NULL DEFAULT (''),
                "reason" varchar(500) NOT NULL DEFAULT (''),
                "payer_name" varchar(140),
                "bank_line_key" varchar(64),
                "actor_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_c500388fe28be5c88d90584ef34" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_9aa0d1833ad3d4bfbe71c273269" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_c8d8335f860fc0afcb3912d6bd3" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_2c4f20d19a9f1148039c9173568" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_payment_entries"(
                    "id",
                    "registration_id",
                    "event_id",
                    "user_id",
                    "kind",
                    "amount",
                    "currency",
                    "method",
                    "reference",
                    "reason",
                    "payer_name",
                    "bank_line_key",
                    "actor_id",
                    "created_at"
                )
            SELECT "id",
                "registration_id",
                "event_id",
                "user_id",
                "kind",
                "amount",
                "currency",
                "method",
                "reference",
                "reason",
                "payer_name",
                "bank_line_key",
                "actor_id",
                "created_at"
            FROM "payment_entries"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_entries"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_payment_entries"
                RENAME TO "payment_entries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c8d8335f860fc0afcb3912d6bd" ON "payment_entries" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8eecdec2baac251c5c4d1f7cf1" ON "payment_entries" ("bank_line_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8966ac288b418ab7e3f2d06e3d" ON "payment_entries" ("event_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_088f09b9121be92e438321cf3e" ON "payment_entries" ("registration_id", "created_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_088f09b9121be92e438321cf3e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8966ac288b418ab7e3f2d06e3d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8eecdec2baac251c5c4d1f7cf1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c8d8335f860fc0afcb3912d6bd"
        `);
    await queryRunner.query(`
            ALTER TABLE "payment_entries"
                RENAME TO "temporary_payment_entries"
        `);
    await queryRunner.query(`
            CREATE TABLE "payment_entries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "registration_id" varchar(24),
                "event_id" varchar(24),
                "user_id" varchar(24),
                "kind" varchar(16) NOT NULL,
                "amount" integer NOT NULL,
                "currency" varchar(3) NOT NULL,
                "method" varchar(16),
                "reference" varchar(140) NOT NULL DEFAULT (''),
                "reason" varchar(500) NOT NULL DEFAULT (''),
                "payer_name" varchar(140),
                "bank_line_key" varchar(64),
                "actor_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "payment_entries"(
                    "id",
                    "registration_id",
                    "event_id",
                    "user_id",
                    "kind",
                    "amount",
                    "currency",
                    "method",
                    "reference",
                    "reason",
                    "payer_name",
                    "bank_line_key",
                    "actor_id",
                    "created_at"
                )
            SELECT "id",
                "registration_id",
                "event_id",
                "user_id",
                "kind",
                "amount",
                "currency",
                "method",
                "reference",
                "reason",
                "payer_name",
                "bank_line_key",
                "actor_id",
                "created_at"
            FROM "temporary_payment_entries"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_entries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_088f09b9121be92e438321cf3e" ON "payment_entries" ("registration_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8966ac288b418ab7e3f2d06e3d" ON "payment_entries" ("event_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8eecdec2baac251c5c4d1f7cf1" ON "payment_entries" ("bank_line_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c8d8335f860fc0afcb3912d6bd" ON "payment_entries" ("user_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "registration_prices"
                RENAME TO "temporary_registration_prices"
        `);
    await queryRunner.query(`
            CREATE TABLE "registration_prices" (
                "registration_id" varchar(24) PRIMARY KEY NOT NULL,
                "event_role" varchar(32) NOT NULL,
                "price" integer NOT NULL,
                "reason" varchar(500) NOT NULL,
                "set_by_id" varchar(24),
                "set_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "registration_prices"(
                    "registration_id",
                    "event_role",
                    "price",
                    "reason",
                    "set_by_id",
                    "set_at"
                )
            SELECT "registration_id",
                "event_role",
                "price",
                "reason",
                "set_by_id",
                "set_at"
            FROM "temporary_registration_prices"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_registration_prices"
        `);
    await queryRunner.query(`
            ALTER TABLE "event_fee_schedules"
                RENAME TO "temporary_event_fee_schedules"
        `);
    await queryRunner.query(`
            CREATE TABLE "event_fee_schedules" (
                "event_id" varchar(24) PRIMARY KEY NOT NULL,
                "due_on" varchar(16) NOT NULL,
                "refund_policy" varchar(16) NOT NULL,
                "kept_fee" integer NOT NULL DEFAULT (0),
                "fees" json NOT NULL,
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "event_fee_schedules"(
                    "event_id",
                    "due_on",
                    "refund_policy",
                    "kept_fee",
                    "fees",
                    "updated_at"
                )
            SELECT "event_id",
                "due_on",
                "refund_policy",
                "kept_fee",
                "fees",
                "updated_at"
            FROM "temporary_event_fee_schedules"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_event_fee_schedules"
        `);
    await queryRunner.query(`
            ALTER TABLE "site_settings"
                RENAME TO "temporary_site_settings"
        `);
    await queryRunner.query(`
            CREATE TABLE "site_settings" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "privacy_statement" text,
                "community_name" varchar(80),
                "welcome_text" text,
                "accent_color" varchar(7),
                "logo_name" varchar(191),
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "site_settings"(
                    "id",
                    "privacy_statement",
                    "community_name",
                    "welcome_text",
                    "accent_color",
                    "logo_name",
                    "updated_at"
                )
            SELECT "id",
                "privacy_statement",
                "community_name",
                "welcome_text",
                "accent_color",
                "logo_name",
                "updated_at"
            FROM "temporary_site_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_site_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_088f09b9121be92e438321cf3e"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8966ac288b418ab7e3f2d06e3d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8eecdec2baac251c5c4d1f7cf1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_c8d8335f860fc0afcb3912d6bd"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_entries"
        `);
    await queryRunner.query(`
            DROP TABLE "registration_prices"
        `);
    await queryRunner.query(`
            DROP TABLE "event_fee_schedules"
        `);
  }
}
