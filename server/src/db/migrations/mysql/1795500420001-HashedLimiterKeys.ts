import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The limiters now key their rows by keyed hashes (secrets/limiter-keys.ts). Rows written before
 * named the email or the client address in clear; they are deleted (they would have expired within
 * the hour, and a count started again is harmless).
 */
export class HashedLimiterKeys1795500420001 implements MigrationInterface {
  name = 'HashedLimiterKeys1795500420001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DELETE FROM \`rate_limit_buckets\`
        `);
  }

  public async down(): Promise<void> {
    // nothing to restore: the deleted counters held personal data and would have expired anyway
  }
}
