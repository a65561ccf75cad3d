import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationPriority1795845845725 implements MigrationInterface {
  name = 'NotificationPriority1795845845725';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                "qr_code" text,
                "priority" integer NOT NULL DEFAULT (1),
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
                    "created_at",
                    "qr_code"
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
                "created_at",
                "qr_code"
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
            CREATE INDEX "IDX_9a8a82462cab47c73d25f49261" ON "notifications" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb" ON "notifications" ("notification_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f99988a5df5a71f0c02a49ef3b" ON "notifications" ("state", "priority", "next_attempt_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_f99988a5df5a71f0c02a49ef3b"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_da4ec0cfba8bfca00dfa0e85fb"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9a8a82462cab47c73d25f49261"
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
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "qr_code" text,
                CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
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
                    "created_at",
                    "qr_code"
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
                "created_at",
                "qr_code"
            FROM "temporary_notifications"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_notifications"
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
  }
}
