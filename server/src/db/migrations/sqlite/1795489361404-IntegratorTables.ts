import { MigrationInterface, QueryRunner } from 'typeorm';

export class IntegratorTables1795489361404 implements MigrationInterface {
  name = 'IntegratorTables1795489361404';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "api_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "token_prefix" varchar(16) NOT NULL,
                "scopes" json NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "revoked_at" datetime(3),
                "last_used_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b74883f5884a42fd8496d389b2" ON "api_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_bbd687a104e1921e6702c6e3aa" ON "api_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE TABLE "idempotency_keys" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "principal" varchar(64) NOT NULL,
                "idempotency_key" varchar(191) NOT NULL,
                "route" varchar(200) NOT NULL,
                "request_hash" varchar(64) NOT NULL,
                "status" integer,
                "response" json,
                "created_at" datetime(3) NOT NULL,
                "expires_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e5fc0731b6752a8e9194fa265e" ON "idempotency_keys" ("expires_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6fe20eb3f85833ebe70d124871" ON "idempotency_keys" ("principal", "idempotency_key")
        `);
    await queryRunner.query(`
            CREATE TABLE "saved_graphql_queries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "owner_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "query" text NOT NULL,
                "variables" json,
                "shared" boolean NOT NULL DEFAULT (0),
                "created_at" datetime(3) NOT NULL,
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_460ac7b71f7e63c811e3c43741" ON "saved_graphql_queries" ("owner_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "calendar_feeds" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_3212ce9ff23847e66347a6730d" ON "calendar_feeds" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_df53b5f17d35a6bac0fb13e16a" ON "calendar_feeds" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE TABLE "webhooks" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "url" varchar(500) NOT NULL,
                "events" json NOT NULL,
                "secret" varchar(64) NOT NULL,
                "active" boolean NOT NULL DEFAULT (1),
                "created_by_id" varchar(24),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "webhook_deliveries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "webhook_id" varchar(24) NOT NULL,
                "event" varchar(50) NOT NULL,
                "payload" json NOT NULL,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3),
                "last_status_code" integer,
                "last_error" varchar(500),
                "created_at" datetime(3) NOT NULL,
                "delivered_at" datetime(3)
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a0286aeb96db651efd1ae2966f" ON "webhook_deliveries" ("webhook_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f0b15a60fcebd319a747955d4" ON "webhook_deliveries" ("state", "next_attempt_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b74883f5884a42fd8496d389b2"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bbd687a104e1921e6702c6e3aa"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_api_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "token_prefix" varchar(16) NOT NULL,
                "scopes" json NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "revoked_at" datetime(3),
                "last_used_at" datetime(3),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_api_tokens"(
                    "id",
                    "user_id",
                    "name",
                    "token_hash",
                    "token_prefix",
                    "scopes",
                    "expires_at",
                    "revoked_at",
                    "last_used_at",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "name",
                "token_hash",
                "token_prefix",
                "scopes",
                "expires_at",
                "revoked_at",
                "last_used_at",
                "created_at"
            FROM "api_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "api_tokens"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_api_tokens"
                RENAME TO "api_tokens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b74883f5884a42fd8496d389b2" ON "api_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_bbd687a104e1921e6702c6e3aa" ON "api_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_460ac7b71f7e63c811e3c43741"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_saved_graphql_queries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "owner_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "query" text NOT NULL,
                "variables" json,
                "shared" boolean NOT NULL DEFAULT (0),
                "created_at" datetime(3) NOT NULL,
                "updated_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_460ac7b71f7e63c811e3c437417" FOREIGN KEY ("owner_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_saved_graphql_queries"(
                    "id",
                    "owner_id",
                    "name",
                    "query",
                    "variables",
                    "shared",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "owner_id",
                "name",
                "query",
                "variables",
                "shared",
                "created_at",
                "updated_at"
            FROM "saved_graphql_queries"
        `);
    await queryRunner.query(`
            DROP TABLE "saved_graphql_queries"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_saved_graphql_queries"
                RENAME TO "saved_graphql_queries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_460ac7b71f7e63c811e3c43741" ON "saved_graphql_queries" ("owner_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3212ce9ff23847e66347a6730d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_df53b5f17d35a6bac0fb13e16a"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_calendar_feeds" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_3212ce9ff23847e66347a6730d3" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_calendar_feeds"("id", "user_id", "token_hash", "created_at")
            SELECT "id",
                "user_id",
                "token_hash",
                "created_at"
            FROM "calendar_feeds"
        `);
    await queryRunner.query(`
            DROP TABLE "calendar_feeds"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_calendar_feeds"
                RENAME TO "calendar_feeds"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_3212ce9ff23847e66347a6730d" ON "calendar_feeds" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_df53b5f17d35a6bac0fb13e16a" ON "calendar_feeds" ("token_hash")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a0286aeb96db651efd1ae2966f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9f0b15a60fcebd319a747955d4"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_webhook_deliveries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "webhook_id" varchar(24) NOT NULL,
                "event" varchar(50) NOT NULL,
                "payload" json NOT NULL,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3),
                "last_status_code" integer,
                "last_error" varchar(500),
                "created_at" datetime(3) NOT NULL,
                "delivered_at" datetime(3),
                CONSTRAINT "FK_a0286aeb96db651efd1ae2966f2" FOREIGN KEY ("webhook_id") REFERENCES "webhooks" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_webhook_deliveries"(
                    "id",
                    "webhook_id",
                    "event",
                    "payload",
                    "state",
                    "attempts",
                    "next_attempt_at",
                    "last_status_code",
                    "last_error",
                    "created_at",
                    "delivered_at"
                )
            SELECT "id",
                "webhook_id",
                "event",
                "payload",
                "state",
                "attempts",
                "next_attempt_at",
                "last_status_code",
                "last_error",
                "created_at",
                "delivered_at"
            FROM "webhook_deliveries"
        `);
    await queryRunner.query(`
            DROP TABLE "webhook_deliveries"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_webhook_deliveries"
                RENAME TO "webhook_deliveries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a0286aeb96db651efd1ae2966f" ON "webhook_deliveries" ("webhook_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f0b15a60fcebd319a747955d4" ON "webhook_deliveries" ("state", "next_attempt_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_9f0b15a60fcebd319a747955d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a0286aeb96db651efd1ae2966f"
        `);
    await queryRunner.query(`
            ALTER TABLE "webhook_deliveries"
                RENAME TO "temporary_webhook_deliveries"
        `);
    await queryRunner.query(`
            CREATE TABLE "webhook_deliveries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "webhook_id" varchar(24) NOT NULL,
                "event" varchar(50) NOT NULL,
                "payload" json NOT NULL,
                "state" varchar(16) NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "next_attempt_at" datetime(3),
                "last_status_code" integer,
                "last_error" varchar(500),
                "created_at" datetime(3) NOT NULL,
                "delivered_at" datetime(3)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "webhook_deliveries"(
                    "id",
                    "webhook_id",
                    "event",
                    "payload",
                    "state",
                    "attempts",
                    "next_attempt_at",
                    "last_status_code",
                    "last_error",
                    "created_at",
                    "delivered_at"
                )
            SELECT "id",
                "webhook_id",
                "event",
                "payload",
                "state",
                "attempts",
                "next_attempt_at",
                "last_status_code",
                "last_error",
                "created_at",
                "delivered_at"
            FROM "temporary_webhook_deliveries"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_webhook_deliveries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9f0b15a60fcebd319a747955d4" ON "webhook_deliveries" ("state", "next_attempt_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a0286aeb96db651efd1ae2966f" ON "webhook_deliveries" ("webhook_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_df53b5f17d35a6bac0fb13e16a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3212ce9ff23847e66347a6730d"
        `);
    await queryRunner.query(`
            ALTER TABLE "calendar_feeds"
                RENAME TO "temporary_calendar_feeds"
        `);
    await queryRunner.query(`
            CREATE TABLE "calendar_feeds" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "calendar_feeds"("id", "user_id", "token_hash", "created_at")
            SELECT "id",
                "user_id",
                "token_hash",
                "created_at"
            FROM "temporary_calendar_feeds"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_calendar_feeds"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_df53b5f17d35a6bac0fb13e16a" ON "calendar_feeds" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_3212ce9ff23847e66347a6730d" ON "calendar_feeds" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_460ac7b71f7e63c811e3c43741"
        `);
    await queryRunner.query(`
            ALTER TABLE "saved_graphql_queries"
                RENAME TO "temporary_saved_graphql_queries"
        `);
    await queryRunner.query(`
            CREATE TABLE "saved_graphql_queries" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "owner_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "query" text NOT NULL,
                "variables" json,
                "shared" boolean NOT NULL DEFAULT (0),
                "created_at" datetime(3) NOT NULL,
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "saved_graphql_queries"(
                    "id",
                    "owner_id",
                    "name",
                    "query",
                    "variables",
                    "shared",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "owner_id",
                "name",
                "query",
                "variables",
                "shared",
                "created_at",
                "updated_at"
            FROM "temporary_saved_graphql_queries"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_saved_graphql_queries"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_460ac7b71f7e63c811e3c43741" ON "saved_graphql_queries" ("owner_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bbd687a104e1921e6702c6e3aa"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b74883f5884a42fd8496d389b2"
        `);
    await queryRunner.query(`
            ALTER TABLE "api_tokens"
                RENAME TO "temporary_api_tokens"
        `);
    await queryRunner.query(`
            CREATE TABLE "api_tokens" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "user_id" varchar(24) NOT NULL,
                "name" varchar(100) NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "token_prefix" varchar(16) NOT NULL,
                "scopes" json NOT NULL,
                "expires_at" datetime(3) NOT NULL,
                "revoked_at" datetime(3),
                "last_used_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "api_tokens"(
                    "id",
                    "user_id",
                    "name",
                    "token_hash",
                    "token_prefix",
                    "scopes",
                    "expires_at",
                    "revoked_at",
                    "last_used_at",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "name",
                "token_hash",
                "token_prefix",
                "scopes",
                "expires_at",
                "revoked_at",
                "last_used_at",
                "created_at"
            FROM "temporary_api_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_api_tokens"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_bbd687a104e1921e6702c6e3aa" ON "api_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b74883f5884a42fd8496d389b2" ON "api_tokens" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9f0b15a60fcebd319a747955d4"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_a0286aeb96db651efd1ae2966f"
        `);
    await queryRunner.query(`
            DROP TABLE "webhook_deliveries"
        `);
    await queryRunner.query(`
            DROP TABLE "webhooks"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_df53b5f17d35a6bac0fb13e16a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_3212ce9ff23847e66347a6730d"
        `);
    await queryRunner.query(`
            DROP TABLE "calendar_feeds"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_460ac7b71f7e63c811e3c43741"
        `);
    await queryRunner.query(`
            DROP TABLE "saved_graphql_queries"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_6fe20eb3f85833ebe70d124871"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_e5fc0731b6752a8e9194fa265e"
        `);
    await queryRunner.query(`
            DROP TABLE "idempotency_keys"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bbd687a104e1921e6702c6e3aa"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b74883f5884a42fd8496d389b2"
        `);
    await queryRunner.query(`
            DROP TABLE "api_tokens"
        `);
  }
}
