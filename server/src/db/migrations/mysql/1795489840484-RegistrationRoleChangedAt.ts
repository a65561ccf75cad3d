import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationRoleChangedAt1795489840484 implements MigrationInterface {
  name = 'RegistrationRoleChangedAt1795489840484';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD \`role_changed_at\` datetime(3) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP COLUMN \`role_changed_at\`
        `);
  }
}
