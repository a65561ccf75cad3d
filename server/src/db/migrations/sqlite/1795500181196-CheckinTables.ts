import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event-day check-in (signing keys, tickets, scans, check-ins, conflicts, the admins'
 * audit trail), the registration's staff note and a mail's inline QR code. The new columns are
 * nullable without defaults, so SQLite adds them in place (no rebuild of the referenced tables).
 * Generated with generate.sh, then the new tables written with their foreign keys at once.
 */
export class CheckinTables1795500181196 implements MigrationInterface {
  name = 'CheckinTables1795500181196';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "checkin_keys" (
        "id" varchar(8) PRIMARY KEY NOT NULL,
        "public_key" varchar(64) NOT NULL,
        "private_key" varchar(200) NOT NULL,
        "signing_slot" varchar(16) NOT NULL,
        "created_at" datetime(3) NOT NULL,
        "retired_at" datetime(3)
      )
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "IDX_394e6f26256d5af11d58a47cd3" ON "checkin_keys" ("signing_slot")
    `);
    await queryRunner.query(`
      CREATE TABLE "checkin_tickets" (
        "id" varchar(24) PRIMARY KEY NOT NULL,
        "event_id" varchar(24) NOT NULL,
        "registration_id" varchar(24) NOT NULL,
        "code" varchar(8) NOT NULL,
        "key_id" varchar(8) NOT NULL,
        "registration_version" varchar(100) NOT NULL,
        "issued_at" datetime(3) NOT NULL,
        "revoked_at" datetime(3),
        "revoke_reason" varchar(16),
        "live_key" varchar(24) NOT NULL,
        CONSTRAINT "FK_d8527d8c3758cbd3f2d3d9e7087" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_9711e95006af592957963185c98" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_7e7d1973bd0734a17825296463" ON "checkin_tickets" ("event_id", "revoked_at")
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "IDX_8305f0e812435455b67346beaa" ON "checkin_tickets" ("event_id", "code")
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "IDX_d4c41f8e47ce0d6f3a0328128c" ON "checkin_tickets" ("registration_id", "live_key")
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
        CONSTRAINT "FK_b1d1f5cc7c8d5e17ba66e279d0e" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_8127285a9708ca848f79c9034d0" FOREIGN KEY ("registration_id") REFERENCES "event_registrations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_bfb3ec3dd6a0039c88c71f7a1fa" FOREIGN KEY ("admitted_by_id") REFERENCES "users" ("id") ON DELETE
                      SET NULL ON UPDATE NO ACTION,
                          CONSTRAINT "FK_9302ea6b605aa91cd9416e26067" FOREIGN KEY ("annulled_by_id") REFERENCES "users" ("id") ON DELETE
                      SET NULL ON UPDATE NO ACTION
      )
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
      CREATE TABLE "checkin_scans" (
        "id" varchar(24) PRIMARY KEY NOT NULL,
        "event_id" varchar(24) NOT NULL,
        "nonce" varchar(64) NOT NULL,
        "device_id" varchar(64) NOT NULL,
        "scanned_at" datetime(3) NOT NULL,
        "received_at" datetime(3) NOT NULL,
        "uploaded_by_id" varchar(24),
        "entry" varchar(8) NOT NULL,
        "registration_id" varchar(24),
        "result" varchar(16) NOT NULL,
        "reason" varchar(16),
        "checkin_id" varchar(24),
        "conflict_id" varchar(24),
        CONSTRAINT "FK_43b5abc8c6c8cb9f73ae20744a8" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_f02b4d7a2a8045b229a69c1697c" FOREIGN KEY ("uploaded_by_id") REFERENCES "users" ("id") ON DELETE
                      SET NULL ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_f02b4d7a2a8045b229a69c1697" ON "checkin_scans" ("uploaded_by_id")
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_df0c200e20f31606746770f0f8" ON "checkin_scans" ("registration_id")
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_44cfbb6c7422298b7c1f5539c5" ON "checkin_scans" ("conflict_id")
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "IDX_e3cf8b8fcaff711ff7e165f7fc" ON "checkin_scans" ("event_id", "nonce")
    `);
    await queryRunner.query(`
      CREATE TABLE "checkin_conflicts" (
        "id" varchar(24) PRIMARY KEY NOT NULL,
        "event_id" varchar(24) NOT NULL,
        "registration_id" varchar(24),
        "checkin_id" varchar(24) NOT NULL,
        "opened_at" datetime(3) NOT NULL,
        "resolved_at" datetime(3),
        "resolved_by_id" varchar(24),
        "resolution" varchar(500),
        CONSTRAINT "FK_c194ceac0de0a7182d81fc8475a" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_ae67cadb271f47d0485be65a6f0" FOREIGN KEY ("resolved_by_id") REFERENCES "users" ("id") ON DELETE
                      SET NULL ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_3980675910f49608ea7a082ba4" ON "checkin_conflicts" ("registration_id")
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "IDX_ff6208412da22d3090961857eb" ON "checkin_conflicts" ("checkin_id")
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_ae67cadb271f47d0485be65a6f" ON "checkin_conflicts" ("resolved_by_id")
    `);
    await queryRunner.query(`
      CREATE TABLE "checkin_audit" (
        "id" varchar(24) PRIMARY KEY NOT NULL,
        "event_id" varchar(24) NOT NULL,
        "action" varchar(16) NOT NULL,
        "checkin_id" varchar(24),
        "conflict_id" varchar(24),
        "actor_id" varchar(24),
        "reason" varchar(500) NOT NULL,
        "at" datetime(3) NOT NULL,
        CONSTRAINT "FK_cc7bc734a0a14e9f221a8348da6" FOREIGN KEY ("event_id") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_1803f3a974a1c1f7bde29cc1f75" FOREIGN KEY ("actor_id") REFERENCES "users" ("id") ON DELETE
                      SET NULL ON UPDATE NO ACTION
      )
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_1803f3a974a1c1f7bde29cc1f7" ON "checkin_audit" ("actor_id")
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_849f3f4e8effe4457d7016371f" ON "checkin_audit" ("event_id", "at")
    `);
    await queryRunner.query(`ALTER TABLE "event_registrations" ADD COLUMN "staff_note" varchar(1000)`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD COLUMN "qr_code" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "qr_code"`);
    await queryRunner.query(`ALTER TABLE "event_registrations" DROP COLUMN "staff_note"`);
    await queryRunner.query(`DROP INDEX "IDX_1803f3a974a1c1f7bde29cc1f7"`);
    await queryRunner.query(`DROP INDEX "IDX_849f3f4e8effe4457d7016371f"`);
    await queryRunner.query(`DROP TABLE "checkin_audit"`);
    await queryRunner.query(`DROP INDEX "IDX_3980675910f49608ea7a082ba4"`);
    await queryRunner.query(`DROP INDEX "IDX_ff6208412da22d3090961857eb"`);
    await queryRunner.query(`DROP INDEX "IDX_ae67cadb271f47d0485be65a6f"`);
    await queryRunner.query(`DROP TABLE "checkin_conflicts"`);
    await queryRunner.query(`DROP INDEX "IDX_f02b4d7a2a8045b229a69c1697"`);
    await queryRunner.query(`DROP INDEX "IDX_df0c200e20f31606746770f0f8"`);
    await queryRunner.query(`DROP INDEX "IDX_44cfbb6c7422298b7c1f5539c5"`);
    await queryRunner.query(`DROP INDEX "IDX_e3cf8b8fcaff711ff7e165f7fc"`);
    await queryRunner.query(`DROP TABLE "checkin_scans"`);
    await queryRunner.query(`DROP INDEX "IDX_bfb3ec3dd6a0039c88c71f7a1f"`);
    await queryRunner.query(`DROP INDEX "IDX_9302ea6b605aa91cd9416e2606"`);
    await queryRunner.query(`DROP INDEX "IDX_29d796be393700bcf99e84480a"`);
    await queryRunner.query(`DROP INDEX "IDX_eaf328c4380c16d571e6c62b73"`);
    await queryRunner.query(`DROP TABLE "checkins"`);
    await queryRunner.query(`DROP INDEX "IDX_7e7d1973bd0734a17825296463"`);
    await queryRunner.query(`DROP INDEX "IDX_8305f0e812435455b67346beaa"`);
    await queryRunner.query(`DROP INDEX "IDX_d4c41f8e47ce0d6f3a0328128c"`);
    await queryRunner.query(`DROP TABLE "checkin_tickets"`);
    await queryRunner.query(`DROP INDEX "IDX_394e6f26256d5af11d58a47cd3"`);
    await queryRunner.query(`DROP TABLE "checkin_keys"`);
  }
}
