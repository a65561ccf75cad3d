import { MigrationInterface, QueryRunner } from 'typeorm';

export class CheckinTables1795500186107 implements MigrationInterface {
  name = 'CheckinTables1795500186107';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`checkin_keys\` (
                \`id\` varchar(8) NOT NULL,
                \`public_key\` varchar(64) NOT NULL,
                \`private_key\` varchar(200) NOT NULL,
                \`signing_slot\` varchar(16) NOT NULL,
                \`created_at\` datetime(3) NOT NULL,
                \`retired_at\` datetime(3) NULL,
                UNIQUE INDEX \`IDX_394e6f26256d5af11d58a47cd3\` (\`signing_slot\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`checkin_tickets\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`registration_id\` varchar(24) NOT NULL,
                \`code\` varchar(8) NOT NULL,
                \`key_id\` varchar(8) NOT NULL,
                \`registration_version\` varchar(100) NOT NULL,
                \`issued_at\` datetime(3) NOT NULL,
                \`revoked_at\` datetime(3) NULL,
                \`revoke_reason\` varchar(16) NULL,
                \`live_key\` varchar(24) NOT NULL,
                INDEX \`IDX_7e7d1973bd0734a17825296463\` (\`event_id\`, \`revoked_at\`),
                UNIQUE INDEX \`IDX_8305f0e812435455b67346beaa\` (\`event_id\`, \`code\`),
                UNIQUE INDEX \`IDX_d4c41f8e47ce0d6f3a0328128c\` (\`registration_id\`, \`live_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`checkins\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`registration_id\` varchar(24) NULL,
                \`ticket_id\` varchar(24) NULL,
                \`nonce\` varchar(64) NOT NULL,
                \`device_id\` varchar(64) NOT NULL,
                \`scanned_at\` datetime(3) NOT NULL,
                \`received_at\` datetime(3) NOT NULL,
                \`admitted_by_id\` varchar(24) NULL,
                \`walk_in\` tinyint NOT NULL DEFAULT 0,
                \`walk_in_name\` varchar(200) NULL,
                \`walk_in_reason\` varchar(500) NULL,
                \`annulled_at\` datetime(3) NULL,
                \`annulled_by_id\` varchar(24) NULL,
                \`annul_reason\` varchar(500) NULL,
                \`live_key\` varchar(24) NOT NULL,
                INDEX \`IDX_bfb3ec3dd6a0039c88c71f7a1f\` (\`admitted_by_id\`),
                INDEX \`IDX_9302ea6b605aa91cd9416e2606\` (\`annulled_by_id\`),
                INDEX \`IDX_29d796be393700bcf99e84480a\` (\`event_id\`, \`received_at\`),
                UNIQUE INDEX \`IDX_eaf328c4380c16d571e6c62b73\` (\`event_id\`, \`registration_id\`, \`live_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`checkin_scans\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`nonce\` varchar(64) NOT NULL,
                \`device_id\` varchar(64) NOT NULL,
                \`scanned_at\` datetime(3) NOT NULL,
                \`received_at\` datetime(3) NOT NULL,
                \`uploaded_by_id\` varchar(24) NULL,
                \`entry\` varchar(8) NOT NULL,
                \`registration_id\` varchar(24) NULL,
                \`result\` varchar(16) NOT NULL,
                \`reason\` varchar(16) NULL,
                \`checkin_id\` varchar(24) NULL,
                \`conflict_id\` varchar(24) NULL,
                INDEX \`IDX_f02b4d7a2a8045b229a69c1697\` (\`uploaded_by_id\`),
                INDEX \`IDX_df0c200e20f31606746770f0f8\` (\`registration_id\`),
                INDEX \`IDX_44cfbb6c7422298b7c1f5539c5\` (\`conflict_id\`),
                UNIQUE INDEX \`IDX_e3cf8b8fcaff711ff7e165f7fc\` (\`event_id\`, \`nonce\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`checkin_conflicts\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`registration_id\` varchar(24) NULL,
                \`checkin_id\` varchar(24) NOT NULL,
                \`opened_at\` datetime(3) NOT NULL,
                \`resolved_at\` datetime(3) NULL,
                \`resolved_by_id\` varchar(24) NULL,
                \`resolution\` varchar(500) NULL,
                INDEX \`IDX_3980675910f49608ea7a082ba4\` (\`registration_id\`),
                UNIQUE INDEX \`IDX_ff6208412da22d3090961857eb\` (\`checkin_id\`),
                INDEX \`IDX_ae67cadb271f47d0485be65a6f\` (\`resolved_by_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`checkin_audit\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`action\` varchar(16) NOT NULL,
                \`checkin_id\` varchar(24) NULL,
                \`conflict_id\` varchar(24) NULL,
                \`actor_id\` varchar(24) NULL,
                \`reason\` varchar(500) NOT NULL,
                \`at\` datetime(3) NOT NULL,
                INDEX \`IDX_1803f3a974a1c1f7bde29cc1f7\` (\`actor_id\`),
                INDEX \`IDX_849f3f4e8effe4457d7016371f\` (\`event_id\`, \`at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD \`staff_note\` varchar(1000) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\`
            ADD \`qr_code\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_tickets\`
            ADD CONSTRAINT \`FK_d8527d8c3758cbd3f2d3d9e7087\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_tickets\`
            ADD CONSTRAINT \`FK_9711e95006af592957963185c98\` FOREIGN KEY (\`registration_id\`) REFERENCES \`event_registrations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD CONSTRAINT \`FK_b1d1f5cc7c8d5e17ba66e279d0e\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD CONSTRAINT \`FK_8127285a9708ca848f79c9034d0\` FOREIGN KEY (\`registration_id\`) REFERENCES \`event_registrations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD CONSTRAINT \`FK_bfb3ec3dd6a0039c88c71f7a1fa\` FOREIGN KEY (\`admitted_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD CONSTRAINT \`FK_9302ea6b605aa91cd9416e26067\` FOREIGN KEY (\`annulled_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_scans\`
            ADD CONSTRAINT \`FK_43b5abc8c6c8cb9f73ae20744a8\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_scans\`
            ADD CONSTRAINT \`FK_f02b4d7a2a8045b229a69c1697c\` FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_conflicts\`
            ADD CONSTRAINT \`FK_c194ceac0de0a7182d81fc8475a\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_conflicts\`
            ADD CONSTRAINT \`FK_ae67cadb271f47d0485be65a6f0\` FOREIGN KEY (\`resolved_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_audit\`
            ADD CONSTRAINT \`FK_cc7bc734a0a14e9f221a8348da6\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_audit\`
            ADD CONSTRAINT \`FK_1803f3a974a1c1f7bde29cc1f75\` FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`checkin_audit\` DROP FOREIGN KEY \`FK_1803f3a974a1c1f7bde29cc1f75\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_audit\` DROP FOREIGN KEY \`FK_cc7bc734a0a14e9f221a8348da6\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_conflicts\` DROP FOREIGN KEY \`FK_ae67cadb271f47d0485be65a6f0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_conflicts\` DROP FOREIGN KEY \`FK_c194ceac0de0a7182d81fc8475a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_scans\` DROP FOREIGN KEY \`FK_f02b4d7a2a8045b229a69c1697c\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_scans\` DROP FOREIGN KEY \`FK_43b5abc8c6c8cb9f73ae20744a8\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP FOREIGN KEY \`FK_9302ea6b605aa91cd9416e26067\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP FOREIGN KEY \`FK_bfb3ec3dd6a0039c88c71f7a1fa\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP FOREIGN KEY \`FK_8127285a9708ca848f79c9034d0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP FOREIGN KEY \`FK_b1d1f5cc7c8d5e17ba66e279d0e\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_tickets\` DROP FOREIGN KEY \`FK_9711e95006af592957963185c98\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkin_tickets\` DROP FOREIGN KEY \`FK_d8527d8c3758cbd3f2d3d9e7087\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\` DROP COLUMN \`qr_code\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP COLUMN \`staff_note\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_849f3f4e8effe4457d7016371f\` ON \`checkin_audit\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1803f3a974a1c1f7bde29cc1f7\` ON \`checkin_audit\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkin_audit\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ae67cadb271f47d0485be65a6f\` ON \`checkin_conflicts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ff6208412da22d3090961857eb\` ON \`checkin_conflicts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_3980675910f49608ea7a082ba4\` ON \`checkin_conflicts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkin_conflicts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e3cf8b8fcaff711ff7e165f7fc\` ON \`checkin_scans\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_44cfbb6c7422298b7c1f5539c5\` ON \`checkin_scans\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_df0c200e20f31606746770f0f8\` ON \`checkin_scans\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f02b4d7a2a8045b229a69c1697\` ON \`checkin_scans\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkin_scans\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_eaf328c4380c16d571e6c62b73\` ON \`checkins\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_29d796be393700bcf99e84480a\` ON \`checkins\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9302ea6b605aa91cd9416e2606\` ON \`checkins\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_bfb3ec3dd6a0039c88c71f7a1f\` ON \`checkins\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkins\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d4c41f8e47ce0d6f3a0328128c\` ON \`checkin_tickets\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8305f0e812435455b67346beaa\` ON \`checkin_tickets\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7e7d1973bd0734a17825296463\` ON \`checkin_tickets\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkin_tickets\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_394e6f26256d5af11d58a47cd3\` ON \`checkin_keys\`
        `);
    await queryRunner.query(`
            DROP TABLE \`checkin_keys\`
        `);
  }
}
