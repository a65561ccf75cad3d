import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountTables1795302516515 implements MigrationInterface {
  name = 'AccountTables1795302516515';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "first_name" varchar(100) NOT NULL,
                "last_name" varchar(100) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "verified" boolean NOT NULL DEFAULT (0),
                "privacy_statement_accepted_at" datetime(3),
                "email_consent" boolean NOT NULL DEFAULT (0),
                "roles" json NOT NULL,
                "shard_total" integer NOT NULL DEFAULT (0),
                "xp_token_purchased" boolean NOT NULL DEFAULT (0),
                "created_at" datetime(6) NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime(6) NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "kind" varchar(16) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "used_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_22e595d22f108ce4f2843e043a" ON "one_time_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_83c21caf732993381f579939c1" ON "one_time_tokens" ("user_id", "kind")
        `);
    await queryRunner.query(`
            CREATE TABLE "rate_limit_buckets" (
                "bucket_key" varchar(191) NOT NULL,
                "window_start" datetime(3) NOT NULL,
                "count" integer NOT NULL DEFAULT (0),
                "expires_at" datetime(3) NOT NULL,
                PRIMARY KEY ("bucket_key", "window_start")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1c84313da2ea4deb7fa2a6f0bb" ON "rate_limit_buckets" ("expires_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "created_at" datetime(3) NOT NULL,
                "last_seen" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cfe37d28c3b229a350e086d94" ON "sessions" ("expires_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_22e595d22f108ce4f2843e043a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_83c21caf732993381f579939c1"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_one_time_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "kind" varchar(16) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "used_at" datetime(3),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_0dc2deee64e514ad6f7e69504e1" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_one_time_tokens"(
                    "id",
                    "token_hash",
                    "kind",
                    "user_id",
                    "expires_at",
                    "used_at",
                    "created_at"
                )
            SELECT "id",
                "token_hash",
                "kind",
                "user_id",
                "expires_at",
                "used_at",
                "created_at"
            FROM "one_time_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_one_time_tokens"
                RENAME TO "one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_22e595d22f108ce4f2843e043a" ON "one_time_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_83c21caf732993381f579939c1" ON "one_time_tokens" ("user_id", "kind")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9cfe37d28c3b229a350e086d94"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_sessions" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "created_at" datetime(3) NOT NULL,
                "last_seen" datetime(3) NOT NULL,
                CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_sessions"(
                    "id",
                    "user_id",
                    "expires_at",
                    "created_at",
                    "last_seen"
                )
            SELECT "id",
                "user_id",
                "expires_at",
                "created_at",
                "last_seen"
            FROM "sessions"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_sessions"
                RENAME TO "sessions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cfe37d28c3b229a350e086d94" ON "sessions" ("expires_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_9cfe37d28c3b229a350e086d94"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
                RENAME TO "temporary_sessions"
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" varchar(64) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "created_at" datetime(3) NOT NULL,
                "last_seen" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "sessions"(
                    "id",
                    "user_id",
                    "expires_at",
                    "created_at",
                    "last_seen"
                )
            SELECT "id",
                "user_id",
                "expires_at",
                "created_at",
                "last_seen"
            FROM "temporary_sessions"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_sessions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9cfe37d28c3b229a350e086d94" ON "sessions" ("expires_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_83c21caf732993381f579939c1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_22e595d22f108ce4f2843e043a"
        `);
    await queryRunner.query(`
            ALTER TABLE "one_time_tokens"
                RENAME TO "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "kind" varchar(16) NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "used_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "one_time_tokens"(
                    "id",
                    "token_hash",
                    "kind",
                    "user_id",
                    "expires_at",
                    "used_at",
                    "created_at"
                )
            SELECT "id",
                "token_hash",
                "kind",
                "user_id",
                "expires_at",
                "used_at",
                "created_at"
            FROM "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_one_time_tokens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_83c21caf732993381f579939c1" ON "one_time_tokens" ("user_id", "kind")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_22e595d22f108ce4f2843e043a" ON "one_time_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9cfe37d28c3b229a350e086d94"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_1c84313da2ea4deb7fa2a6f0bb"
        `);
    await queryRunner.query(`
            DROP TABLE "rate_limit_buckets"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_83c21caf732993381f579939c1"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_22e595d22f108ce4f2843e043a"
        `);
    await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_97672ac88f789774dd47f7c8be"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
  }
}
