import { MigrationInterface, QueryRunner } from 'typeorm';

export class SecretsAndLeases1795488903478 implements MigrationInterface {
  name = 'SecretsAndLeases1795488903478';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "leases" (
                "name" varchar(100) PRIMARY KEY NOT NULL,
                "holder" varchar(100) NOT NULL,
                "expires_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "secrets" (
                "name" varchar(100) PRIMARY KEY NOT NULL,
                "value" varchar(255) NOT NULL,
                "created_at" datetime(3) NOT NULL
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "secrets"
        `);
    await queryRunner.query(`
            DROP TABLE "leases"
        `);
  }
}
