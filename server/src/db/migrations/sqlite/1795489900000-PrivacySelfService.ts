import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending email change, scheduled erasure and the erased pseudonym on users; the device
 * of a session. Nullable columns without defaults, so SQLite adds them in place (no table rebuild of
 * `users`, which every other table references).
 */
export class PrivacySelfService1795489900000 implements MigrationInterface {
  name = 'PrivacySelfService1795489900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "deletion_requested_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "erase_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "erased_at" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "erased_number" integer`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD COLUMN "device" varchar(200)`);
    await queryRunner.query(`CREATE INDEX "IDX_b76d681631969576a3ddaeef8b" ON "users" ("erase_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9c54d54584af9791d10e7b60e2" ON "users" ("erased_number")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_9c54d54584af9791d10e7b60e2"`);
    await queryRunner.query(`DROP INDEX "IDX_b76d681631969576a3ddaeef8b"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "device"`);
    for (const column of ['erased_number', 'erased_at', 'erase_at', 'deletion_requested_at', 'pending_email']) {
      await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
    }
  }
}
