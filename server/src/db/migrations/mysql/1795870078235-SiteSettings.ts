import { MigrationInterface, QueryRunner } from 'typeorm';

/** The community's own settings: privacy statement, name, logo, accent colour, welcome text. */

export class SiteSettings1795870078235 implements MigrationInterface {
  name = 'SiteSettings1795870078235';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`site_settings\` (
                \`id\` varchar(16) NOT NULL,
                \`privacy_statement\` text NULL,
                \`community_name\` varchar(80) NULL,
                \`welcome_text\` text NULL,
                \`accent_color\` varchar(7) NULL,
                \`logo_name\` varchar(191) NULL,
                \`updated_at\` datetime(3) NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`site_settings\`
        `);
  }
}
