import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationPriority1795845867855 implements MigrationInterface {
  name = 'NotificationPriority1795845867855';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_7eae7aa010d0672bc38e6595e0\` ON \`notifications\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\`
            ADD \`priority\` int NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_f99988a5df5a71f0c02a49ef3b\` ON \`notifications\` (\`state\`, \`priority\`, \`next_attempt_at\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_f99988a5df5a71f0c02a49ef3b\` ON \`notifications\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`notifications\` DROP COLUMN \`priority\`
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_7eae7aa010d0672bc38e6595e0\` ON \`notifications\` (\`state\`, \`next_attempt_at\`)
        `);
  }
}
