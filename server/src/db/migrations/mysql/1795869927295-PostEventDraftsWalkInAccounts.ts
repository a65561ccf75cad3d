import { MigrationInterface, QueryRunner } from 'typeorm';

export class PostEventDraftsWalkInAccounts1795869927295 implements MigrationInterface {
  name = 'PostEventDraftsWalkInAccounts1795869927295';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`post_event_drafts\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`records\` json NOT NULL,
                \`version\` int NOT NULL,
                \`updated_by_id\` varchar(24) NULL,
                \`updated_at\` datetime(3) NOT NULL,
                UNIQUE INDEX \`IDX_b90184c3b72ae55c3c8ef7b80d\` (\`event_id\`),
                INDEX \`IDX_bd0701e51af09f1ba806618ea3\` (\`updated_by_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD \`walk_in_user_id\` varchar(24) NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_d6649593c2a535ca527ae6d3d6\` ON \`checkins\` (\`walk_in_user_id\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`post_event_drafts\`
            ADD CONSTRAINT \`FK_b90184c3b72ae55c3c8ef7b80d8\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`post_event_drafts\`
            ADD CONSTRAINT \`FK_bd0701e51af09f1ba806618ea3a\` FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\`
            ADD CONSTRAINT \`FK_d6649593c2a535ca527ae6d3d66\` FOREIGN KEY (\`walk_in_user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP FOREIGN KEY \`FK_d6649593c2a535ca527ae6d3d66\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`post_event_drafts\` DROP FOREIGN KEY \`FK_bd0701e51af09f1ba806618ea3a\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`post_event_drafts\` DROP FOREIGN KEY \`FK_b90184c3b72ae55c3c8ef7b80d8\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d6649593c2a535ca527ae6d3d6\` ON \`checkins\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`checkins\` DROP COLUMN \`walk_in_user_id\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_bd0701e51af09f1ba806618ea3\` ON \`post_event_drafts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b90184c3b72ae55c3c8ef7b80d\` ON \`post_event_drafts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`post_event_drafts\`
        `);
  }
}
