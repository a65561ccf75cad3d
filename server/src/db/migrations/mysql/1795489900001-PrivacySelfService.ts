import { MigrationInterface, QueryRunner } from 'typeorm';

export class PrivacySelfService1795489900001 implements MigrationInterface {
  name = 'PrivacySelfService1795489900001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`pending_email\` varchar(254) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`deletion_requested_at\` datetime(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`erase_at\` datetime(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`erased_at\` datetime(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`erased_number\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD UNIQUE INDEX \`IDX_9c54d54584af9791d10e7b60e2\` (\`erased_number\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`sessions\`
            ADD \`device\` varchar(200) NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_b76d681631969576a3ddaeef8b\` ON \`users\` (\`erase_at\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_b76d681631969576a3ddaeef8b\` ON \`users\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`sessions\` DROP COLUMN \`device\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP INDEX \`IDX_9c54d54584af9791d10e7b60e2\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`erased_number\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`erased_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`erase_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`deletion_requested_at\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`pending_email\`
        `);
  }
}
