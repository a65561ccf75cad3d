import { MigrationInterface, QueryRunner } from 'typeorm';

/** One-off jobs that have run (db/completed-jobs.ts). */
export class CompletedJobs1795600000001 implements MigrationInterface {
  name = 'CompletedJobs1795600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`completed_jobs\` (
                \`name\` varchar(100) NOT NULL,
                \`completed_at\` datetime(3) NOT NULL,
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`completed_jobs\`
        `);
  }
}
