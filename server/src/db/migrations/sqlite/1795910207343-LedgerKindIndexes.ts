import { MigrationInterface, QueryRunner } from 'typeorm';

/** A ledger of one kind a page at a time, and its count, read from the index (the ledger connections' kind filter). */
export class LedgerKindIndexes1795910207343 implements MigrationInterface {
  name = 'LedgerKindIndexes1795910207343';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "IDX_71a01daac54aa81f7ab675ea90" ON "xp_ledger" ("character_id", "kind", "created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_53f4a42263c7bc6a1f58f4dc74" ON "shard_ledger" ("user_id", "kind", "created_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_53f4a42263c7bc6a1f58f4dc74"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_71a01daac54aa81f7ab675ea90"
        `);
  }
}
