import { MigrationInterface, QueryRunner } from 'typeorm';

export class ParticipantMessages1795870233724 implements MigrationInterface {
  name = 'ParticipantMessages1795870233724';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "participant_messages" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "send_key" varchar(64) NOT NULL,
                "event_id" varchar(24),
                "audience" varchar(16) NOT NULL,
                "event_role" varchar(32),
                "sent_by_id" varchar(24),
                "subject" varchar(200) NOT NULL,
                "body" text NOT NULL,
                "recipient_count" integer NOT NULL,
                "sent_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_ca4191b9329047ad82d8b823c6" ON "participant_messages" ("send_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4f823d89a567c1888d69dff39f" ON "participant_messages" ("event_id", "sent_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_4f823d89a567c1888d69dff39f"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ca4191b9329047ad82d8b823c6"
        `);
    await queryRunner.query(`
            DROP TABLE "participant_messages"
        `);
  }
}
