import { MigrationInterface, QueryRunner } from 'typeorm';

/** The community's own settings: privacy statement, name, logo, accent colour, welcome text. */

export class SiteSettings1795870065166 implements MigrationInterface {
  name = 'SiteSettings1795870065166';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "site_settings" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "privacy_statement" text,
                "community_name" varchar(80),
                "welcome_text" text,
                "accent_color" varchar(7),
                "logo_name" varchar(191),
                "updated_at" datetime(3) NOT NULL
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "site_settings"
        `);
  }
}
