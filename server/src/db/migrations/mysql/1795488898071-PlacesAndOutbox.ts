import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlacesAndOutbox1795488898071 implements MigrationInterface {
  name = 'PlacesAndOutbox1795488898071';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`notifications\` (
                \`id\` varchar(24) NOT NULL,
                \`notification_key\` varchar(191) NOT NULL,
                \`kind\` varchar(32) NOT NULL,
                \`user_id\` varchar(24) NULL,
                \`to_address\` varchar(320) NOT NULL,
                \`subject\` varchar(300) NOT NULL,
                \`body\` text NOT NULL,
                \`link\` text NULL,
                \`unsubscribe_url\` text NULL,
                \`state\` varchar(16) NOT NULL,
                \`attempts\` int NOT NULL DEFAULT '0',
                \`next_attempt_at\` datetime(3) NOT NULL,
                \`claimed_by\` varchar(64) NULL,
                \`claimed_at\` datetime(3) NULL,
                \`sent_at\` datetime(3) NULL,
                \`last_error\` text NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_da4ec0cfba8bfca00dfa0e85fb\` (\`notification_key\`),
                INDEX \`IDX_9a8a82462cab47c73d25f49261\` (\`user_id\`),
                INDEX \`IDX_7eae7aa010d0672bc38e6595e0\` (\`state\`, \`next_attempt_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`notification_settings\` (
                \`user_id\` varchar(24) NOT NULL,
                \`reminder_mails\` tinyint NOT NULL DEFAULT 1,
                \`unsubscribe_token\` varchar(64) NOT NULL,
                UNIQUE INDEX \`IDX_95b7b39392694c73e9d85e0fef\` (\`unsubscribe_token\`),
                PRIMARY KEY (\`user_id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\`
            ADD \`event_pc_capacity\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\`
            ADD \`event_npc_capacity\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\`
            ADD \`event_waitlist_mode\` varchar(16) NOT NULL DEFAULT 'automatic'
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\`
            ADD \`event_offer_hours\` int NOT NULL DEFAULT '48'
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\`
            ADD \`places_version\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD \`waitlist_priority\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD \`offer_expires_at\` datetime(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD \`state_version\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\`
            ADD CONSTRAINT \`FK_9a8a82462cab47c73d25f49261f\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`notification_settings\`
            ADD CONSTRAINT \`FK_91a7ffebe8b406c4470845d4781\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`notification_settings\` DROP FOREIGN KEY \`FK_91a7ffebe8b406c4470845d4781\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\` DROP FOREIGN KEY \`FK_9a8a82462cab47c73d25f49261f\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP COLUMN \`state_version\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP COLUMN \`offer_expires_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP COLUMN \`waitlist_priority\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\` DROP COLUMN \`places_version\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\` DROP COLUMN \`event_offer_hours\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\` DROP COLUMN \`event_waitlist_mode\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\` DROP COLUMN \`event_npc_capacity\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`events\` DROP COLUMN \`event_pc_capacity\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_95b7b39392694c73e9d85e0fef\` ON \`notification_settings\`
        `);
    await queryRunner.query(`
            DROP TABLE \`notification_settings\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7eae7aa010d0672bc38e6595e0\` ON \`notifications\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9a8a82462cab47c73d25f49261\` ON \`notifications\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_da4ec0cfba8bfca00dfa0e85fb\` ON \`notifications\`
        `);
    await queryRunner.query(`
            DROP TABLE \`notifications\`
        `);
  }
}
