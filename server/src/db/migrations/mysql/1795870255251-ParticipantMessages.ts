import { MigrationInterface, QueryRunner } from 'typeorm';

export class ParticipantMessages1795870255251 implements MigrationInterface {
  name = 'ParticipantMessages1795870255251';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`participant_messages\` (
                \`id\` varchar(24) NOT NULL,
                \`send_key\` varchar(64) NOT NULL,
                \`event_id\` varchar(24) NULL,
                \`audience\` varchar(16) NOT NULL,
                \`event_role\` varchar(32) NULL,
                \`sent_by_id\` varchar(24) NULL,
                \`subject\` varchar(200) NOT NULL,
                \`body\` text NOT NULL,
                \`recipient_count\` int NOT NULL,
                \`sent_at\` datetime(3) NOT NULL,
                UNIQUE INDEX \`IDX_ca4191b9329047ad82d8b823c6\` (\`send_key\`),
                INDEX \`IDX_4f823d89a567c1888d69dff39f\` (\`event_id\`, \`sent_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_4f823d89a567c1888d69dff39f\` ON \`participant_messages\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ca4191b9329047ad82d8b823c6\` ON \`participant_messages\`
        `);
    await queryRunner.query(`
            DROP TABLE \`participant_messages\`
        `);
  }
}
