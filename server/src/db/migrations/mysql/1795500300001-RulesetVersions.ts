import { MigrationInterface, QueryRunner } from 'typeorm';

export class RulesetVersions1795500300001 implements MigrationInterface {
  name = 'RulesetVersions1795500300001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`ruleset_versions\` (
                \`id\` varchar(24) NOT NULL,
                \`number\` int NOT NULL,
                \`name\` varchar(191) NOT NULL,
                \`label\` int NOT NULL,
                \`ruleset\` json NOT NULL,
                \`published_by_id\` varchar(24) NULL,
                \`published_at\` datetime(3) NOT NULL,
                \`policy\` varchar(32) NULL,
                \`rebuild_until\` datetime(3) NULL,
                \`draft_id\` varchar(24) NULL,
                UNIQUE INDEX \`IDX_8986129cc60f1c99deb18798b2\` (\`number\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`ruleset_drafts\` (
                \`id\` varchar(24) NOT NULL,
                \`base_version\` int NOT NULL,
                \`ruleset\` json NOT NULL,
                \`created_by_id\` varchar(24) NULL,
                \`created_at\` datetime(3) NOT NULL,
                \`published_version\` int NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`character_ruleset_notices\` (
                \`id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NOT NULL,
                \`version_number\` int NOT NULL,
                \`policy\` varchar(32) NOT NULL,
                \`kinds\` json NOT NULL,
                \`explanation\` text NOT NULL,
                \`lost_skills\` json NOT NULL,
                \`cost_before\` int NOT NULL,
                \`cost_after\` int NOT NULL,
                \`xp_added\` int NOT NULL DEFAULT '0',
                \`exempt_skills\` json NULL,
                \`rebuild_until\` datetime(3) NULL,
                \`settled_at\` datetime(3) NULL,
                \`created_at\` datetime(3) NOT NULL,
                UNIQUE INDEX \`IDX_5a87ba308afd176bc86c82b764\` (\`character_id\`, \`version_number\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\`
            ADD \`ruleset_version\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_info\`
            ADD \`version_number\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_versions\`
            ADD CONSTRAINT \`FK_9fe80c66ba192f455733b9b1eba\` FOREIGN KEY (\`published_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_drafts\`
            ADD CONSTRAINT \`FK_7c124c333caf31a39b55f8216b8\` FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_ruleset_notices\`
            ADD CONSTRAINT \`FK_544070c4ec56540c76878783ffd\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`character_ruleset_notices\` DROP FOREIGN KEY \`FK_544070c4ec56540c76878783ffd\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_drafts\` DROP FOREIGN KEY \`FK_7c124c333caf31a39b55f8216b8\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_versions\` DROP FOREIGN KEY \`FK_9fe80c66ba192f455733b9b1eba\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`ruleset_info\` DROP COLUMN \`version_number\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\` DROP COLUMN \`ruleset_version\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_5a87ba308afd176bc86c82b764\` ON \`character_ruleset_notices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`character_ruleset_notices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ruleset_drafts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_8986129cc60f1c99deb18798b2\` ON \`ruleset_versions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ruleset_versions\`
        `);
  }
}
