import { MigrationInterface, QueryRunner } from 'typeorm';

export class IntegratorTables1795489361405 implements MigrationInterface {
  name = 'IntegratorTables1795489361405';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`api_tokens\` (
                \`id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`name\` varchar(100) NOT NULL,
                \`token_hash\` varchar(64) NOT NULL,
                \`token_prefix\` varchar(16) NOT NULL,
                \`scopes\` json NOT NULL,
                \`expires_at\` datetime(3) NOT NULL,
                \`revoked_at\` datetime(3) NULL,
                \`last_used_at\` datetime(3) NULL,
                \`created_at\` datetime(3) NOT NULL,
                INDEX \`IDX_b74883f5884a42fd8496d389b2\` (\`user_id\`),
                UNIQUE INDEX \`IDX_bbd687a104e1921e6702c6e3aa\` (\`token_hash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`idempotency_keys\` (
                \`id\` varchar(24) NOT NULL,
                \`principal\` varchar(64) NOT NULL,
                \`idempotency_key\` varchar(191) NOT NULL,
                \`route\` varchar(200) NOT NULL,
                \`request_hash\` varchar(64) NOT NULL,
                \`status\` int NULL,
                \`response\` json NULL,
                \`created_at\` datetime(3) NOT NULL,
                \`expires_at\` datetime(3) NOT NULL,
                INDEX \`IDX_e5fc0731b6752a8e9194fa265e\` (\`expires_at\`),
                UNIQUE INDEX \`IDX_6fe20eb3f85833ebe70d124871\` (\`principal\`, \`idempotency_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`saved_graphql_queries\` (
                \`id\` varchar(24) NOT NULL,
                \`owner_id\` varchar(24) NOT NULL,
                \`name\` varchar(100) NOT NULL,
                \`query\` text NOT NULL,
                \`variables\` json NULL,
                \`shared\` tinyint NOT NULL DEFAULT 0,
                \`created_at\` datetime(3) NOT NULL,
                \`updated_at\` datetime(3) NOT NULL,
                INDEX \`IDX_460ac7b71f7e63c811e3c43741\` (\`owner_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`calendar_feeds\` (
                \`id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`token_hash\` varchar(64) NOT NULL,
                \`created_at\` datetime(3) NOT NULL,
                UNIQUE INDEX \`IDX_3212ce9ff23847e66347a6730d\` (\`user_id\`),
                UNIQUE INDEX \`IDX_df53b5f17d35a6bac0fb13e16a\` (\`token_hash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`webhooks\` (
                \`id\` varchar(24) NOT NULL,
                \`url\` varchar(500) NOT NULL,
                \`events\` json NOT NULL,
                \`secret\` varchar(64) NOT NULL,
                \`active\` tinyint NOT NULL DEFAULT 1,
                \`created_by_id\` varchar(24) NULL,
                \`created_at\` datetime(3) NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`webhook_deliveries\` (
                \`id\` varchar(24) NOT NULL,
                \`webhook_id\` varchar(24) NOT NULL,
                \`event\` varchar(50) NOT NULL,
                \`payload\` json NOT NULL,
                \`state\` varchar(16) NOT NULL,
                \`attempts\` int NOT NULL DEFAULT '0',
                \`next_attempt_at\` datetime(3) NULL,
                \`last_status_code\` int NULL,
                \`last_error\` varchar(500) NULL,
                \`created_at\` datetime(3) NOT NULL,
                \`delivered_at\` datetime(3) NULL,
                INDEX \`IDX_a0286aeb96db651efd1ae2966f\` (\`webhook_id\`),
                INDEX \`IDX_9f0b15a60fcebd319a747955d4\` (\`state\`, \`next_attempt_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`api_tokens\`
            ADD CONSTRAINT \`FK_b74883f5884a42fd8496d389b25\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`saved_graphql_queries\`
            ADD CONSTRAINT \`FK_460ac7b71f7e63c811e3c437417\` FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`calendar_feeds\`
            ADD CONSTRAINT \`FK_3212ce9ff23847e66347a6730d3\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`webhook_deliveries\`
            ADD CONSTRAINT \`FK_a0286aeb96db651efd1ae2966f2\` FOREIGN KEY (\`webhook_id\`) REFERENCES \`webhooks\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`webhook_deliveries\` DROP FOREIGN KEY \`FK_a0286aeb96db651efd1ae2966f2\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`calendar_feeds\` DROP FOREIGN KEY \`FK_3212ce9ff23847e66347a6730d3\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`saved_graphql_queries\` DROP FOREIGN KEY \`FK_460ac7b71f7e63c811e3c437417\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`api_tokens\` DROP FOREIGN KEY \`FK_b74883f5884a42fd8496d389b25\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_9f0b15a60fcebd319a747955d4\` ON \`webhook_deliveries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a0286aeb96db651efd1ae2966f\` ON \`webhook_deliveries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`webhook_deliveries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`webhooks\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_df53b5f17d35a6bac0fb13e16a\` ON \`calendar_feeds\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_3212ce9ff23847e66347a6730d\` ON \`calendar_feeds\`
        `);
    await queryRunner.query(`
            DROP TABLE \`calendar_feeds\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_460ac7b71f7e63c811e3c43741\` ON \`saved_graphql_queries\`
        `);
    await queryRunner.query(`
            DROP TABLE \`saved_graphql_queries\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_6fe20eb3f85833ebe70d124871\` ON \`idempotency_keys\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e5fc0731b6752a8e9194fa265e\` ON \`idempotency_keys\`
        `);
    await queryRunner.query(`
            DROP TABLE \`idempotency_keys\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_bbd687a104e1921e6702c6e3aa\` ON \`api_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b74883f5884a42fd8496d389b2\` ON \`api_tokens\`
        `);
    await queryRunner.query(`
            DROP TABLE \`api_tokens\`
        `);
  }
}
