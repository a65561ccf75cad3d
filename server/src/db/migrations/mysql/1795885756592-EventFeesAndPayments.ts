import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventFeesAndPayments1795885756592 implements MigrationInterface {
  name = 'EventFeesAndPayments1795885756592';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`event_fee_schedules\` (
                \`event_id\` varchar(24) NOT NULL,
                \`due_on\` varchar(16) NOT NULL,
                \`refund_policy\` varchar(16) NOT NULL,
                \`kept_fee\` int NOT NULL DEFAULT '0',
                \`fees\` json NOT NULL,
                \`updated_at\` datetime(3) NOT NULL,
                PRIMARY KEY (\`event_id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`registration_prices\` (
                \`registration_id\` varchar(24) NOT NULL,
                \`event_role\` varchar(32) NOT NULL,
                \`price\` int NOT NULL,
                \`reason\` varchar(500) NOT NULL,
                \`set_by_id\` varchar(24) NULL,
                \`set_at\` datetime(3) NOT NULL,
                PRIMARY KEY (\`registration_id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`payment_entries\` (
                \`id\` varchar(24) NOT NULL,
                \`registration_id\` varchar(24) NULL,
                \`event_id\` varchar(24) NULL,
                \`user_id\` varchar(24) NULL,
                \`kind\` varchar(16) NOT NULL,
                \`amount\` int NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`method\` varchar(16) NULL,
                \`reference\` varchar(140) NOT NULL DEFAULT '',
                \`reason\` varchar(500) NOT NULL DEFAULT '',
                \`payer_name\` varchar(140) NULL,
                \`bank_line_key\` varchar(64) NULL,
                \`actor_id\` varchar(24) NULL,
                \`created_at\` datetime(3) NOT NULL,
                INDEX \`IDX_c8d8335f860fc0afcb3912d6bd\` (\`user_id\`),
                UNIQUE INDEX \`IDX_8eecdec2baac251c5c4d1f7cf1\` (\`bank_line_key\`),
                INDEX \`IDX_8966ac288b418ab7e3f2d06e3d\` (\`event_id\`, \`created_at\`),
                INDEX \`IDX_088f09b9121be92e438321cf3e\` (\`registration_id\`, \`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\`
            ADD \`currency\` varchar(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\`
            ADD \`payment_account\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\`
            ADD \`payment_retention_years\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\`
            ADD \`bank_csv_mapping\` json NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_fee_schedules\`
            ADD CONSTRAINT \`FK_6fc7bc30f9daf58fb2af08bb52b\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`registration_prices\`
            ADD CONSTRAINT \`FK_c47f3760eae11157532f7424edf\` FOREIGN KEY (\`registration_id\`) REFERENCES \`event_registrations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`registration_prices\`
            ADD CONSTRAINT \`FK_1a575ef5252dccd184018e64362\` FOREIGN KEY (\`set_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\`
            ADD CONSTRAINT \`FK_c500388fe28be5c88d90584ef34\` FOREIGN KEY (\`registration_id\`) REFERENCES \`event_registrations\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\`
            ADD CONSTRAINT \`FK_9aa0d1833ad3d4bfbe71c273269\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\`
            ADD CONSTRAINT \`FK_c8d8335f860fc0afcb3912d6bd3\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\`
            ADD CONSTRAINT \`FK_2c4f20d19a9f1148039c9173568\` FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\` DROP FOREIGN KEY \`FK_2c4f20d19a9f1148039c9173568\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\` DROP FOREIGN KEY \`FK_c8d8335f860fc0afcb3912d6bd3\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\` DROP FOREIGN KEY \`FK_9aa0d1833ad3d4bfbe71c273269\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_entries\` DROP FOREIGN KEY \`FK_c500388fe28be5c88d90584ef34\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`registration_prices\` DROP FOREIGN KEY \`FK_1a575ef5252dccd184018e64362\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`registration_prices\` DROP FOREIGN KEY \`FK_c47f3760eae11157532f7424edf\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_fee_schedules\` DROP FOREIGN KEY \`FK_6fc7bc30f9daf58fb2af08bb52b\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\` DROP COLUMN \`bank_csv_mapping\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\` DROP COLUMN \`payment_retention_years\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\` DROP COLUMN \`payment_account\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`site_settings\` DROP COLUMN \`currency\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_088f09b9121be92e438321cf3e\` ON \`payment_entries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8966ac288b418ab7e3f2d06e3d\` ON \`payment_entries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8eecdec2baac251c5c4d1f7cf1\` ON \`payment_entries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c8d8335f860fc0afcb3912d6bd\` ON \`payment_entries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`payment_entries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`registration_prices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`event_fee_schedules\`
        `);
  }
}
