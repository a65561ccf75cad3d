import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountTables1795302518168 implements MigrationInterface {
  name = 'AccountTables1795302518168';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`users\` (
                \`id\` varchar(24) NOT NULL,
                \`first_name\` varchar(100) NOT NULL,
                \`last_name\` varchar(100) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`password_hash\` varchar(255) NOT NULL,
                \`verified\` tinyint NOT NULL DEFAULT 0,
                \`privacy_statement_accepted_at\` datetime(3) NULL,
                \`email_consent\` tinyint NOT NULL DEFAULT 0,
                \`roles\` json NOT NULL,
                \`shard_total\` int NOT NULL DEFAULT '0',
                \`xp_token_purchased\` tinyint NOT NULL DEFAULT 0,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`one_time_tokens\` (
                \`id\` varchar(24) NOT NULL,
                \`token_hash\` varchar(64) NOT NULL,
                \`kind\` varchar(16) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`expires_at\` datetime(3) NOT NULL,
                \`used_at\` datetime(3) NULL,
                \`created_at\` datetime(3) NOT NULL,
                UNIQUE INDEX \`IDX_22e595d22f108ce4f2843e043a\` (\`token_hash\`),
                INDEX \`IDX_83c21caf732993381f579939c1\` (\`user_id\`, \`kind\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`rate_limit_buckets\` (
                \`bucket_key\` varchar(191) NOT NULL,
                \`window_start\` datetime(3) NOT NULL,
                \`count\` int NOT NULL DEFAULT '0',
                \`expires_at\` datetime(3) NOT NULL,
                INDEX \`IDX_1c84313da2ea4deb7fa2a6f0bb\` (\`expires_at\`),
                PRIMARY KEY (\`bucket_key\`, \`window_start\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`sessions\` (
                \`id\` varchar(64) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`expires_at\` datetime(3) NOT NULL,
                \`created_at\` datetime(3) NOT NULL,
                \`last_seen\` datetime(3) NOT NULL,
                INDEX \`IDX_085d540d9f418cfbdc7bd55bb1\` (\`user_id\`),
                INDEX \`IDX_9cfe37d28c3b229a350e086d94\` (\`expires_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`one_time_tokens\`
            ADD CONSTRAINT \`FK_0dc2deee64e514ad6f7e69504e1\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`sessions\`
            ADD CONSTRAINT \`FK_085d540d9f418cfbdc7bd55bb19\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`sessions\` DROP FOREIGN KEY \`FK_085d540d9f418cfbdc7bd55bb19\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`one_time_tokens\` DROP FOREIGN KEY \`FK_0dc2deee64e514ad6f7e69504e1\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9cfe37d28c3b229a350e086d94\` ON \`sessions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_085d540d9f418cfbdc7bd55bb1\` ON \`sessions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`sessions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1c84313da2ea4deb7fa2a6f0bb\` ON \`rate_limit_buckets\`
        `);
    await queryRunner.query(`
            DROP TABLE \`rate_limit_buckets\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_83c21caf732993381f579939c1\` ON \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_22e595d22f108ce4f2843e043a\` ON \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP TABLE \`one_time_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\`
        `);
    await queryRunner.query(`
            DROP TABLE \`users\`
        `);
  }
}
