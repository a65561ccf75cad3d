import { MigrationInterface, QueryRunner } from 'typeorm';

export class DeathRecords1795304545236 implements MigrationInterface {
  name = 'DeathRecords1795304545236';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`death_records\` (
                \`id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NOT NULL,
                \`death_count\` int NOT NULL,
                \`reaper_fight_count\` int NOT NULL,
                \`event_name\` varchar(200) NOT NULL,
                \`actor_id\` varchar(24) NULL,
                \`recorded_at\` datetime(3) NOT NULL,
                INDEX \`IDX_31845d2a197f5099067a1459fa\` (\`character_id\`, \`recorded_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`death_records\`
            ADD CONSTRAINT \`FK_14c7da46a5c7584a4682785145e\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`death_records\`
            ADD CONSTRAINT \`FK_fe1b9692e55926ccfed1edadede\` FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`death_records\` DROP FOREIGN KEY \`FK_fe1b9692e55926ccfed1edadede\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`death_records\` DROP FOREIGN KEY \`FK_14c7da46a5c7584a4682785145e\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_31845d2a197f5099067a1459fa\` ON \`death_records\`
        `);
    await queryRunner.query(`
            DROP TABLE \`death_records\`
        `);
  }
}
