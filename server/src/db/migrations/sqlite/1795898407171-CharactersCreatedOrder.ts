import { MigrationInterface, QueryRunner } from 'typeorm';

/** The characters in the whole-table answers' order (created, then id): GET /characters and characters.csv walk it instead of sorting. */

export class CharactersCreatedOrder1795898407171 implements MigrationInterface {
  name = 'CharactersCreatedOrder1795898407171';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "IDX_713f5128f8bf560d16a597c46c" ON "characters" ("created_at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_713f5128f8bf560d16a597c46c"
        `);
  }
}
