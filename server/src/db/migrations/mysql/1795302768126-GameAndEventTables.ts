import { MigrationInterface, QueryRunner } from 'typeorm';

export class GameAndEventTables1795302768126 implements MigrationInterface {
  name = 'GameAndEventTables1795302768126';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`characters\` (
                \`id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`character_xp_total\` int NOT NULL DEFAULT '0',
                \`character_xp_sequence\` int NOT NULL DEFAULT '0',
                \`death_count\` int NOT NULL DEFAULT '0',
                \`reaper_fight_count\` int NOT NULL DEFAULT '0',
                \`saved_build\` json NULL,
                \`committed_build\` json NULL,
                \`build_version\` int NOT NULL DEFAULT '0',
                \`delete_allowed\` tinyint NOT NULL DEFAULT 1,
                \`additional_spell_schools\` json NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_c6e648aeaab79e4213def02aba\` (\`user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`events\` (
                \`id\` varchar(24) NOT NULL,
                \`event_title\` varchar(200) NOT NULL,
                \`event_description\` text NOT NULL,
                \`event_address\` text NOT NULL,
                \`event_start_time\` datetime(3) NOT NULL,
                \`event_end_time\` datetime(3) NOT NULL,
                \`event_image\` varchar(255) NULL,
                \`event_published\` tinyint NOT NULL DEFAULT 0,
                \`event_finalized\` tinyint NOT NULL DEFAULT 0,
                \`event_survey_open_at\` datetime(3) NULL,
                \`event_registration_questions\` json NOT NULL,
                \`event_survey_questions\` json NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_b14ac762165a7848a29676cd7e\` (\`event_start_time\`),
                INDEX \`IDX_520bbe6e432676f37ea9c56fcb\` (\`event_published\`, \`event_start_time\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`attendance_records\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NULL,
                \`event_role\` varchar(32) NOT NULL,
                \`deaths\` int NOT NULL DEFAULT '0',
                \`reaper_fights\` int NOT NULL DEFAULT '0',
                \`xp\` int NOT NULL DEFAULT '0',
                \`xp_sequence\` int NOT NULL DEFAULT '0',
                \`npc_shards\` int NOT NULL DEFAULT '0',
                \`donation_shards\` int NOT NULL DEFAULT '0',
                \`donation_items\` text NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_f85d70f5bb25c7f78908836872\` (\`character_id\`),
                INDEX \`IDX_10e9fc7100cb48ace47a91ee1c\` (\`user_id\`),
                UNIQUE INDEX \`IDX_177b98f357905a1c671da04719\` (\`event_id\`, \`user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`character_build_commits\` (
                \`id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NOT NULL,
                \`build\` json NOT NULL,
                \`build_version\` int NOT NULL DEFAULT '0',
                \`committed_by_id\` varchar(24) NULL,
                \`committed_at\` datetime(3) NOT NULL,
                INDEX \`IDX_ccac22d25d84f4b5bf79f13123\` (\`character_id\`, \`committed_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`event_registrations\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NULL,
                \`event_role\` varchar(32) NOT NULL,
                \`state\` varchar(16) NULL,
                \`waitlist_note\` text NULL,
                \`active_key\` varchar(24) NOT NULL,
                \`registered_at\` datetime(3) NOT NULL,
                \`question_answers\` json NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_dcfcde2457ebcf5880aabd18e1\` (\`character_id\`),
                INDEX \`IDX_e42ba7c85b05c49c8de4f36054\` (\`user_id\`),
                UNIQUE INDEX \`IDX_78625bbd895489a333b6c88e8f\` (\`event_id\`, \`user_id\`, \`active_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`skills\` (
                \`id\` varchar(64) NOT NULL,
                \`skill_name\` varchar(191) NOT NULL,
                \`skill_type\` varchar(32) NOT NULL,
                \`position\` int NOT NULL,
                \`definition\` json NOT NULL,
                INDEX \`IDX_6c500b27556245e209296e8a3f\` (\`skill_name\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`races\` (
                \`id\` varchar(64) NOT NULL,
                \`race_name\` varchar(191) NOT NULL,
                \`subculture_name\` varchar(191) NULL,
                \`position\` int NOT NULL,
                \`definition\` json NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`transformations\` (
                \`id\` varchar(64) NOT NULL,
                \`transformation_name\` varchar(191) NOT NULL,
                \`position\` int NOT NULL,
                \`definition\` json NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`event_role_types\` (
                \`code\` varchar(32) NOT NULL,
                \`description\` text NOT NULL,
                \`position\` int NOT NULL,
                PRIMARY KEY (\`code\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`character_levels\` (
                \`level\` int NOT NULL,
                \`xp\` int NOT NULL,
                PRIMARY KEY (\`level\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`ruleset_info\` (
                \`id\` varchar(16) NOT NULL,
                \`name\` varchar(191) NOT NULL,
                \`version\` int NOT NULL,
                \`additional_spell_schools\` json NOT NULL,
                \`extra\` json NOT NULL,
                \`imported_at\` datetime(3) NOT NULL,
                \`revision\` varchar(24) NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`xp_ledger\` (
                \`id\` varchar(24) NOT NULL,
                \`character_id\` varchar(24) NOT NULL,
                \`amount\` int NOT NULL,
                \`kind\` varchar(32) NOT NULL,
                \`reason\` varchar(500) NOT NULL,
                \`actor_id\` varchar(24) NULL,
                \`event_id\` varchar(24) NULL,
                \`created_at\` datetime(3) NOT NULL,
                INDEX \`IDX_5d6a44f560f9db48e92d8e9b12\` (\`event_id\`),
                INDEX \`IDX_cd0cc10e38cf65f971f53d15c7\` (\`character_id\`, \`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`shard_ledger\` (
                \`id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`amount\` int NOT NULL,
                \`kind\` varchar(32) NOT NULL,
                \`reason\` varchar(500) NOT NULL,
                \`actor_id\` varchar(24) NULL,
                \`character_id\` varchar(24) NULL,
                \`event_id\` varchar(24) NULL,
                \`created_at\` datetime(3) NOT NULL,
                INDEX \`IDX_7bd4120a41a4bdeadb3b237afd\` (\`event_id\`),
                INDEX \`IDX_d9593f00ea696414e345ceecc1\` (\`user_id\`, \`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`registration_questions\` (
                \`id\` varchar(24) NOT NULL,
                \`is_default\` tinyint NOT NULL DEFAULT 0,
                \`question_text\` text NOT NULL,
                \`roles_to_ask\` json NOT NULL,
                \`answer_required\` tinyint NOT NULL DEFAULT 0,
                \`position\` int NOT NULL DEFAULT '0',
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_3ad0100b1763a3fbb7b37fd4ec\` (\`is_default\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`survey_questions\` (
                \`id\` varchar(24) NOT NULL,
                \`is_default\` tinyint NOT NULL DEFAULT 0,
                \`question_text\` text NOT NULL,
                \`roles_to_ask\` json NOT NULL,
                \`answer_required\` tinyint NOT NULL DEFAULT 0,
                \`position\` int NOT NULL DEFAULT '0',
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_ce304e931460d144654cb8fcd2\` (\`is_default\`, \`position\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`survey_responses\` (
                \`id\` varchar(24) NOT NULL,
                \`event_id\` varchar(24) NOT NULL,
                \`user_id\` varchar(24) NOT NULL,
                \`survey_answers\` json NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_15c9124bfeb633545c5de42edb\` (\`user_id\`),
                UNIQUE INDEX \`IDX_2ee5dc3299fad72041b715c4f1\` (\`event_id\`, \`user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\`
            ADD CONSTRAINT \`FK_c6e648aeaab79e4213def02aba8\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\`
            ADD CONSTRAINT \`FK_c102949a1a384df7c39baf49fca\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\`
            ADD CONSTRAINT \`FK_10e9fc7100cb48ace47a91ee1ce\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\`
            ADD CONSTRAINT \`FK_f85d70f5bb25c7f78908836872d\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\`
            ADD CONSTRAINT \`FK_2403d28d49a64a0d493c2142c02\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\`
            ADD CONSTRAINT \`FK_476c99eb564b1ce367da658318b\` FOREIGN KEY (\`committed_by_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD CONSTRAINT \`FK_28b0a253c87a80a4b013c437f7d\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD CONSTRAINT \`FK_e42ba7c85b05c49c8de4f360543\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\`
            ADD CONSTRAINT \`FK_dcfcde2457ebcf5880aabd18e1f\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\`
            ADD CONSTRAINT \`FK_20ce2012573de2de72e8152491d\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\`
            ADD CONSTRAINT \`FK_d39e45292531285eb0148caff45\` FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\`
            ADD CONSTRAINT \`FK_5d6a44f560f9db48e92d8e9b121\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\`
            ADD CONSTRAINT \`FK_86ee3f0530e918a5ec63bc840f3\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\`
            ADD CONSTRAINT \`FK_cbbfdeb165634007c20106b936f\` FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\`
            ADD CONSTRAINT \`FK_9031328d725c0e2dca94eb7ddd8\` FOREIGN KEY (\`character_id\`) REFERENCES \`characters\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\`
            ADD CONSTRAINT \`FK_7bd4120a41a4bdeadb3b237afd0\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`survey_responses\`
            ADD CONSTRAINT \`FK_5161cb9bd05c40bbd84cd48ee87\` FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`survey_responses\`
            ADD CONSTRAINT \`FK_15c9124bfeb633545c5de42edb6\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`survey_responses\` DROP FOREIGN KEY \`FK_15c9124bfeb633545c5de42edb6\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`survey_responses\` DROP FOREIGN KEY \`FK_5161cb9bd05c40bbd84cd48ee87\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\` DROP FOREIGN KEY \`FK_7bd4120a41a4bdeadb3b237afd0\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\` DROP FOREIGN KEY \`FK_9031328d725c0e2dca94eb7ddd8\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\` DROP FOREIGN KEY \`FK_cbbfdeb165634007c20106b936f\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`shard_ledger\` DROP FOREIGN KEY \`FK_86ee3f0530e918a5ec63bc840f3\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\` DROP FOREIGN KEY \`FK_5d6a44f560f9db48e92d8e9b121\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\` DROP FOREIGN KEY \`FK_d39e45292531285eb0148caff45\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`xp_ledger\` DROP FOREIGN KEY \`FK_20ce2012573de2de72e8152491d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP FOREIGN KEY \`FK_dcfcde2457ebcf5880aabd18e1f\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP FOREIGN KEY \`FK_e42ba7c85b05c49c8de4f360543\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`event_registrations\` DROP FOREIGN KEY \`FK_28b0a253c87a80a4b013c437f7d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\` DROP FOREIGN KEY \`FK_476c99eb564b1ce367da658318b\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`character_build_commits\` DROP FOREIGN KEY \`FK_2403d28d49a64a0d493c2142c02\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\` DROP FOREIGN KEY \`FK_f85d70f5bb25c7f78908836872d\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\` DROP FOREIGN KEY \`FK_10e9fc7100cb48ace47a91ee1ce\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`attendance_records\` DROP FOREIGN KEY \`FK_c102949a1a384df7c39baf49fca\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`characters\` DROP FOREIGN KEY \`FK_c6e648aeaab79e4213def02aba8\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_2ee5dc3299fad72041b715c4f1\` ON \`survey_responses\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_15c9124bfeb633545c5de42edb\` ON \`survey_responses\`
        `);
    await queryRunner.query(`
            DROP TABLE \`survey_responses\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ce304e931460d144654cb8fcd2\` ON \`survey_questions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`survey_questions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_3ad0100b1763a3fbb7b37fd4ec\` ON \`registration_questions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`registration_questions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d9593f00ea696414e345ceecc1\` ON \`shard_ledger\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7bd4120a41a4bdeadb3b237afd\` ON \`shard_ledger\`
        `);
    await queryRunner.query(`
            DROP TABLE \`shard_ledger\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_cd0cc10e38cf65f971f53d15c7\` ON \`xp_ledger\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_5d6a44f560f9db48e92d8e9b12\` ON \`xp_ledger\`
        `);
    await queryRunner.query(`
            DROP TABLE \`xp_ledger\`
        `);
    await queryRunner.query(`
            DROP TABLE \`ruleset_info\`
        `);
    await queryRunner.query(`
            DROP TABLE \`character_levels\`
        `);
    await queryRunner.query(`
            DROP TABLE \`event_role_types\`
        `);
    await queryRunner.query(`
            DROP TABLE \`transformations\`
        `);
    await queryRunner.query(`
            DROP TABLE \`races\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_6c500b27556245e209296e8a3f\` ON \`skills\`
        `);
    await queryRunner.query(`
            DROP TABLE \`skills\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_78625bbd895489a333b6c88e8f\` ON \`event_registrations\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_e42ba7c85b05c49c8de4f36054\` ON \`event_registrations\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_dcfcde2457ebcf5880aabd18e1\` ON \`event_registrations\`
        `);
    await queryRunner.query(`
            DROP TABLE \`event_registrations\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ccac22d25d84f4b5bf79f13123\` ON \`character_build_commits\`
        `);
    await queryRunner.query(`
            DROP TABLE \`character_build_commits\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_177b98f357905a1c671da04719\` ON \`attendance_records\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_10e9fc7100cb48ace47a91ee1c\` ON \`attendance_records\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f85d70f5bb25c7f78908836872\` ON \`attendance_records\`
        `);
    await queryRunner.query(`
            DROP TABLE \`attendance_records\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_520bbe6e432676f37ea9c56fcb\` ON \`events\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b14ac762165a7848a29676cd7e\` ON \`events\`
        `);
    await queryRunner.query(`
            DROP TABLE \`events\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_c6e648aeaab79e4213def02aba\` ON \`characters\`
        `);
    await queryRunner.query(`
            DROP TABLE \`characters\`
        `);
  }
}
