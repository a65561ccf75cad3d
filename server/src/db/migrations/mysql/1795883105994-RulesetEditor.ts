import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ruleset editor: a draft's revision, its objects' versions and when it was last edited; the
 * ruleset's version label becomes free text. MODIFY converts the kept values in place (a number label
 * is valid JSON and a valid text), where a dropped and re-added column would lose them.
 */
export class RulesetEditor1795883105994 implements MigrationInterface {
  name = 'RulesetEditor1795883105994';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`ruleset_drafts\`
            ADD \`revision\` int NOT NULL DEFAULT '0',
            ADD \`object_versions\` json NULL,
            ADD \`updated_at\` datetime(3) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_info\` MODIFY \`version\` json NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_versions\` MODIFY \`label\` varchar(64) NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`ruleset_versions\` MODIFY \`label\` int NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_info\` MODIFY \`version\` int NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_drafts\`
            DROP COLUMN \`updated_at\`,
            DROP COLUMN \`object_versions\`,
            DROP COLUMN \`revision\`
        `);
  }
}
