import { MigrationInterface, QueryRunner } from 'typeorm';

export class PostEventDraftsWalkInAccounts1795869916983 implements MigrationInterface {
  name = 'PostEventDraftsWalkInAccounts1795869916983';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "post_event_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "records" json NOT NULL,
                "version" integer NOT NULL,
                "updated_by_id" varchar(24),
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b90184c3b72ae55c3c8ef7b80d" ON "post_event_drafts" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bd0701e51af09f1ba806618ea3" ON "post_event_drafts" ("updated_by_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eaf328c4380c16d571e6c62b73"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_29d796be393700bcf99e84480a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9302ea6b605aa91cd9416e2606"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_checkins" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "registration_id" varchar(24),
                "ticket_id" varchar(24),
                "nonce" varchar(64) NOT NULL,
                "device_id" varchar(64) NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "received_at" datetime(3) NOT NULL,
                "admitted_by_id" varchar(24),
                "walk_in" boolean NOT NULL DEFAULT (0),
                "walk_in_name" varchar(200),
                "walk_in_reason" varchar(500),
                "annulled_at" datetime(3),
                "annulled_by_id" varchar(24),
                "annul_reason" varchar(500),
                "live_key" varchar(24) NOT NULL,
                "walk_in_user_id" varchar(24),
                CONSTRAINT "FK_9302ea6b605aa91cd9416e26067" FOREIGN KEY ("annulled_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_bfb3ec3dd6a0039c88c71f7a1fa" FOREIGN KEY ("admitted_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_8127285a9708ca848f79c9034d0" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_b1d1f5cc7c8d5e17ba66e279d0e" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_checkins"(
                    "id",
                    "event_id",
                    "registration_id",
                    "ticket_id",
                    "nonce",
                    "device_id",
                    "scanned_at",
                    "received_at",
                    "admitted_by_id",
                    "walk_in",
                    "walk_in_name",
                    "walk_in_reason",
                    "annulled_at",
                    "annulled_by_id",
                    "annul_reason",
                    "live_key"
                )
            SELECT "id",
                "event_id",
                "registration_id",
                "ticket_id",
                "nonce",
                "device_id",
                "scanned_at",
                "received_at",
                "admitted_by_id",
                "walk_in",
                "walk_in_name",
                "walk_in_reason",
                "annulled_at",
                "annulled_by_id",
                "annul_reason",
                "live_key"
            FROM "checkins"
        `);
    await queryRunner.query(`
            DROP TABLE "checkins"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_checkins"
                RENAME TO "checkins"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eaf328c4380c16d571e6c62b73" ON "checkins" ("event_id", "registration_id", "live_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_29d796be393700bcf99e84480a" ON "checkins" ("event_id", "received_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9302ea6b605aa91cd9416e2606" ON "checkins" ("annulled_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f" ON "checkins" ("admitted_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d6649593c2a535ca527ae6d3d6" ON "checkins" ("walk_in_user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b90184c3b72ae55c3c8ef7b80d"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bd0701e51af09f1ba806618ea3"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_post_event_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "records" json NOT NULL,
                "version" integer NOT NULL,
                "updated_by_id" varchar(24),
                "updated_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_b90184c3b72ae55c3c8ef7b80d8" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_bd0701e51af09f1ba806618ea3a" FOREIGN KEY ("updated_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_post_event_drafts"(
                    "id",
                    "event_id",
                    "records",
                    "version",
                    "updated_by_id",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "records",
                "version",
                "updated_by_id",
                "updated_at"
            FROM "post_event_drafts"
        `);
    await queryRunner.query(`
            DROP TABLE "post_event_drafts"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_post_event_drafts"
                RENAME TO "post_event_drafts"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b90184c3b72ae55c3c8ef7b80d" ON "post_event_drafts" ("event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bd0701e51af09f1ba806618ea3" ON "post_event_drafts" ("updated_by_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eaf328c4380c16d571e6c62b73"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_29d796be393700bcf99e84480a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9302ea6b605aa91cd9416e2606"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d6649593c2a535ca527ae6d3d6"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_checkins" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "registration_id" varchar(24),
                "ticket_id" varchar(24),
                "nonce" varchar(64) NOT NULL,
                "device_id" varchar(64) NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "received_at" datetime(3) NOT NULL,
                "admitted_by_id" varchar(24),
                "walk_in" boolean NOT NULL DEFAULT (0),
                "walk_in_name" varchar(200),
                "walk_in_reason" varchar(500),
                "annulled_at" datetime(3),
                "annulled_by_id" varchar(24),
                "annul_reason" varchar(500),
                "live_key" varchar(24) NOT NULL,
                "walk_in_user_id" varchar(24),
                CONSTRAINT "FK_9302ea6b605aa91cd9416e26067" FOREIGN KEY ("annulled_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_bfb3ec3dd6a0039c88c71f7a1fa" FOREIGN KEY ("admitted_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_8127285a9708ca848f79c9034d0" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_b1d1f5cc7c8d5e17ba66e279d0e" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_d6649593c2a535ca527ae6d3d66" FOREIGN KEY ("walk_in_user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_checkins"(
                    "id",
                    "event_id",
                    "registration_id",
                    "ticket_id",
                    "nonce",
                    "device_id",
                    "scanned_at",
                    "received_at",
                    "admitted_by_id",
                    "walk_in",
                    "walk_in_name",
                    "walk_in_reason",
                    "annulled_at",
                    "annulled_by_id",
                    "annul_reason",
                    "live_key",
                    "walk_in_user_id"
                )
            SELECT "id",
                "event_id",
                "registration_id",
                "ticket_id",
                "nonce",
                "device_id",
                "scanned_at",
                "received_at",
                "admitted_by_id",
                "walk_in",
                "walk_in_name",
                "walk_in_reason",
                "annulled_at",
                "annulled_by_id",
                "annul_reason",
                "live_key",
                "walk_in_user_id"
            FROM "checkins"
        `);
    await queryRunner.query(`
            DROP TABLE "checkins"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_checkins"
                RENAME TO "checkins"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eaf328c4380c16d571e6c62b73" ON "checkins" ("event_id", "registration_id", "live_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_29d796be393700bcf99e84480a" ON "checkins" ("event_id", "received_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9302ea6b605aa91cd9416e2606" ON "checkins" ("annulled_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f" ON "checkins" ("admitted_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d6649593c2a535ca527ae6d3d6" ON "checkins" ("walk_in_user_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_d6649593c2a535ca527ae6d3d6"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9302ea6b605aa91cd9416e2606"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_29d796be393700bcf99e84480a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eaf328c4380c16d571e6c62b73"
        `);
    await queryRunner.query(`
            ALTER TABLE "checkins"
                RENAME TO "temporary_checkins"
        `);
    await queryRunner.query(`
            CREATE TABLE "checkins" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "registration_id" varchar(24),
                "ticket_id" varchar(24),
                "nonce" varchar(64) NOT NULL,
                "device_id" varchar(64) NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "received_at" datetime(3) NOT NULL,
                "admitted_by_id" varchar(24),
                "walk_in" boolean NOT NULL DEFAULT (0),
                "walk_in_name" varchar(200),
                "walk_in_reason" varchar(500),
                "annulled_at" datetime(3),
                "annulled_by_id" varchar(24),
                "annul_reason" varchar(500),
                "live_key" varchar(24) NOT NULL,
                "walk_in_user_id" varchar(24),
                CONSTRAINT "FK_9302ea6b605aa91cd9416e26067" FOREIGN KEY ("annulled_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_bfb3ec3dd6a0039c88c71f7a1fa" FOREIGN KEY ("admitted_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_8127285a9708ca848f79c9034d0" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_b1d1f5cc7c8d5e17ba66e279d0e" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "checkins"(
                    "id",
                    "event_id",
                    "registration_id",
                    "ticket_id",
                    "nonce",
                    "device_id",
                    "scanned_at",
                    "received_at",
                    "admitted_by_id",
                    "walk_in",
                    "walk_in_name",
                    "walk_in_reason",
                    "annulled_at",
                    "annulled_by_id",
                    "annul_reason",
                    "live_key",
                    "walk_in_user_id"
                )
            SELECT "id",
                "event_id",
                "registration_id",
                "ticket_id",
                "nonce",
                "device_id",
                "scanned_at",
                "received_at",
                "admitted_by_id",
                "walk_in",
                "walk_in_name",
                "walk_in_reason",
                "annulled_at",
                "annulled_by_id",
                "annul_reason",
                "live_key",
                "walk_in_user_id"
            FROM "temporary_checkins"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_checkins"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d6649593c2a535ca527ae6d3d6" ON "checkins" ("walk_in_user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f" ON "checkins" ("admitted_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9302ea6b605aa91cd9416e2606" ON "checkins" ("annulled_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_29d796be393700bcf99e84480a" ON "checkins" ("event_id", "received_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eaf328c4380c16d571e6c62b73" ON "checkins" ("event_id", "registration_id", "live_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bd0701e51af09f1ba806618ea3"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b90184c3b72ae55c3c8ef7b80d"
        `);
    await queryRunner.query(`
            ALTER TABLE "post_event_drafts"
                RENAME TO "temporary_post_event_drafts"
        `);
    await queryRunner.query(`
            CREATE TABLE "post_event_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "records" json NOT NULL,
                "version" integer NOT NULL,
                "updated_by_id" varchar(24),
                "updated_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "post_event_drafts"(
                    "id",
                    "event_id",
                    "records",
                    "version",
                    "updated_by_id",
                    "updated_at"
                )
            SELECT "id",
                "event_id",
                "records",
                "version",
                "updated_by_id",
                "updated_at"
            FROM "temporary_post_event_drafts"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_post_event_drafts"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bd0701e51af09f1ba806618ea3" ON "post_event_drafts" ("updated_by_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b90184c3b72ae55c3c8ef7b80d" ON "post_event_drafts" ("event_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_d6649593c2a535ca527ae6d3d6"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_9302ea6b605aa91cd9416e2606"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_29d796be393700bcf99e84480a"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_eaf328c4380c16d571e6c62b73"
        `);
    await queryRunner.query(`
            ALTER TABLE "checkins"
                RENAME TO "temporary_checkins"
        `);
    await queryRunner.query(`
            CREATE TABLE "checkins" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "event_id" varchar(24) NOT NULL,
                "registration_id" varchar(24),
                "ticket_id" varchar(24),
                "nonce" varchar(64) NOT NULL,
                "device_id" varchar(64) NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "received_at" datetime(3) NOT NULL,
                "admitted_by_id" varchar(24),
                "walk_in" boolean NOT NULL DEFAULT (0),
                "walk_in_name" varchar(200),
                "walk_in_reason" varchar(500),
                "annulled_at" datetime(3),
                "annulled_by_id" varchar(24),
                "annul_reason" varchar(500),
                "live_key" varchar(24) NOT NULL,
                CONSTRAINT "FK_9302ea6b605aa91cd9416e26067" FOREIGN KEY ("annulled_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_bfb3ec3dd6a0039c88c71f7a1fa" FOREIGN KEY ("admitted_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_8127285a9708ca848f79c9034d0" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                    CONSTRAINT "FK_b1d1f5cc7c8d5e17ba66e279d0e" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "checkins"(
                    "id",
                    "event_id",
                    "registration_id",
                    "ticket_id",
                    "nonce",
                    "device_id",
                    "scanned_at",
                    "received_at",
                    "admitted_by_id",
                    "walk_in",
                    "walk_in_name",
                    "walk_in_reason",
                    "annulled_at",
                    "annulled_by_id",
                    "annul_reason",
                    "live_key"
                )
            SELECT "id",
                "event_id",
                "registration_id",
                "ticket_id",
                "nonce",
                "device_id",
                "scanned_at",
                "received_at",
                "admitted_by_id",
                "walk_in",
                "walk_in_name",
                "walk_in_reason",
                "annulled_at",
                "annulled_by_id",
                "annul_reason",
                "live_key"
            FROM "temporary_checkins"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_checkins"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f" ON "checkins" ("admitted_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_9302ea6b605aa91cd9416e2606" ON "checkins" ("annulled_by_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_29d796be393700bcf99e84480a" ON "checkins" ("event_id", "received_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_eaf328c4380c16d571e6c62b73" ON "checkins" ("event_id", "registration_id", "live_key")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_bd0701e51af09f1ba806618ea3"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_b90184c3b72ae55c3c8ef7b80d"
        `);
    await queryRunner.query(`
            DROP TABLE "post_event_drafts"
        `);
  }
}
