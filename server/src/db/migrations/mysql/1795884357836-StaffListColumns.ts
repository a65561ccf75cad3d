import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillCharacterListColumns } from '../character-list-backfill';

/** The staff lists' stored character columns (filled from the builds), their keyset indexes, and registrations by event and state. */

export class StaffListColumns1795884357836 implements MigrationInterface {
  name = 'StaffListColumns1795884357836';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD \`shown_name\` varchar(100) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD \`name_key\` varchar(100) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD \`shown_class\` varchar(100) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD \`shown_race\` varchar(100) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD \`committed\` tinyint NOT NULL DEFAULT 0
        `);
    await backfillCharacterListColumns(queryRunner);
    await queryRunner.query(`
            CREATE INDEX \`IDX_f3f36649323f5f0fb9b47d96e0\` ON \`users\` (\`last_name\`, \`first_name\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_94aec33a6745b6c0305efbe4ed\` ON \`users\` (\`erased_at\`, \`last_name\`, \`first_name\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_bb91cc748519de8eeaf4ca4184\` ON \`characters\` (\`committed\`, \`name_key\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_a42f237eb9d025a14512094ad3\` ON \`characters\` (\`shown_race\`, \`name_key\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_d1fc9071a3b7a1caee5700a5c0\` ON \`characters\` (\`shown_class\`, \`name_key\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_e8e6f020121203d055b9bab0f6\` ON \`characters\` (\`character_xp_total\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_ddcaac980fe5801a3b662aa79b\` ON \`characters\` (\`name_key\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_e19db1a0b851265e66189b2fec\` ON \`event_registrations\` (\`event_id\`, \`state\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_e19db1a0b851265e66189b2fec\` ON \`event_registrations\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ddcaac980fe5801a3b662aa79b\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e8e6f020121203d055b9bab0f6\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d1fc9071a3b7a1caee5700a5c0\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a42f237eb9d025a14512094ad3\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_bb91cc748519de8eeaf4ca4184\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_94aec33a6745b6c0305efbe4ed\` ON \`users\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f3f36649323f5f0fb9b47d96e0\` ON \`users\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP COLUMN \`committed\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP COLUMN \`shown_race\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP COLUMN \`shown_class\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP COLUMN \`name_key\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP COLUMN \`shown_name\`
        `);
  }
}
