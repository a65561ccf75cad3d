import { MigrationInterface, QueryRunner } from 'typeorm';

/** An event's registrations in the order they came (the registrations connection pages on it). */
export class EventRegistrationPageIndex1795899963265 implements MigrationInterface {
  name = 'EventRegistrationPageIndex1795899963265';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "IDX_c68b5ea8d8a0ed54a6e838ccd7" ON "event_registrations" ("event_id", "registered_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_c68b5ea8d8a0ed54a6e838ccd7"
        `);
  }
}
