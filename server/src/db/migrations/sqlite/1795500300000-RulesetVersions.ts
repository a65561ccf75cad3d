import { MigrationInterface, QueryRunner } from 'typeorm';

export class RulesetVersions1795500300000 implements MigrationInterface {
  name = 'RulesetVersions1795500300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "ruleset_versions" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "number" integer NOT NULL,
                "name" varchar(191) NOT NULL,
                "label" integer NOT NULL,
                "ruleset" json NOT NULL,
                "published_by_id" varchar(24),
                "published_at" datetime(3) NOT NULL,
                "policy" varchar(32),
                "rebuild_until" datetime(3),
                "draft_id" varchar(24)
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8986129cc60f1c99deb18798b2" ON "ruleset_versions" ("number")
        `);
    await queryRunner.query(`
            CREATE TABLE "ruleset_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "base_version" integer NOT NULL,
                "ruleset" json NOT NULL,
                "created_by_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                "published_version" integer
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "character_ruleset_notices" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "version_number" integer NOT NULL,
                "policy" varchar(32) NOT NULL,
                "kinds" json NOT NULL,
                "explanation" text NOT NULL,
                "lost_skills" json NOT NULL,
                "cost_before" integer NOT NULL,
                "cost_after" integer NOT NULL,
                "xp_added" integer NOT NULL DEFAULT (0),
                "exempt_skills" json,
                "rebuild_until" datetime(3),
                "settled_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_5a87ba308afd176bc86c82b764" ON "character_ruleset_notices" ("character_id", "version_number")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccac22d25d84f4b5bf79f13123"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_character_build_commits" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "build" json NOT NULL,
                "build_version" integer NOT NULL DEFAULT (0),
                "committed_by_id" varchar(24),
                "committed_at" datetime(3) NOT NULL,
                "ruleset_version" integer,
                CONSTRAINT "FK_476c99eb564b1ce367da658318b" FOREIGN KEY ("committed_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_2403d28d49a64a0d493c2142c02" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_character_build_commits"(
                    "id",
                    "character_id",
                    "build",
                    "build_version",
                    "committed_by_id",
                    "committed_at"
                )
            SELECT "id",
                "character_id",
                "build",
                "build_version",
                "committed_by_id",
                "committed_at"
            FROM "character_build_commits"
        `);
    await queryRunner.query(`
            DROP TABLE "character_build_commits"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_character_build_commits"
                RENAME TO "character_build_commits"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccac22d25d84f4b5bf79f13123" ON "character_build_commits" ("character_id", "committed_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_ruleset_info" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "name" varchar(191) NOT NULL,
                "version" integer NOT NULL,
                "additional_spell_schools" json NOT NULL,
                "extra" json NOT NULL,
                "imported_at" datetime(3) NOT NULL,
                "revision" varchar(24) NOT NULL,
                "version_number" integer NOT NULL DEFAULT (0)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_ruleset_info"(
                    "id",
                    "name",
                    "version",
                    "additional_spell_schools",
                    "extra",
                    "imported_at",
                    "revision"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision"
            FROM "ruleset_info"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_info"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_ruleset_info"
                RENAME TO "ruleset_info"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8986129cc60f1c99deb18798b2"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_ruleset_versions" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "number" integer NOT NULL,
                "name" varchar(191) NOT NULL,
                "label" integer NOT NULL,
                "ruleset" json NOT NULL,
                "published_by_id" varchar(24),
                "published_at" datetime(3) NOT NULL,
                "policy" varchar(32),
                "rebuild_until" datetime(3),
                "draft_id" varchar(24),
                CONSTRAINT "FK_9fe80c66ba192f455733b9b1eba" FOREIGN KEY ("published_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_ruleset_versions"(
                    "id",
                    "number",
                    "name",
                    "label",
                    "ruleset",
                    "published_by_id",
                    "published_at",
                    "policy",
                    "rebuild_until",
                    "draft_id"
                )
            SELECT "id",
                "number",
                "name",
                "label",
                "ruleset",
                "published_by_id",
                "published_at",
                "policy",
                "rebuild_until",
                "draft_id"
            FROM "ruleset_versions"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_versions"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_ruleset_versions"
                RENAME TO "ruleset_versions"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8986129cc60f1c99deb18798b2" ON "ruleset_versions" ("number")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_ruleset_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "base_version" integer NOT NULL,
                "ruleset" json NOT NULL,
                "created_by_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                "published_version" integer,
                CONSTRAINT "FK_7c124c333caf31a39b55f8216b8" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_ruleset_drafts"(
                    "id",
                    "base_version",
                    "ruleset",
                    "created_by_id",
                    "created_at",
                    "published_version"
                )
            SELECT "id",
                "base_version",
                "ruleset",
                "created_by_id",
                "created_at",
                "published_version"
            FROM "ruleset_drafts"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_drafts"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_ruleset_drafts"
                RENAME TO "ruleset_drafts"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5a87ba308afd176bc86c82b764"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_character_ruleset_notices" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "version_number" integer NOT NULL,
                "policy" varchar(32) NOT NULL,
                "kinds" json NOT NULL,
                "explanation" text NOT NULL,
                "lost_skills" json NOT NULL,
                "cost_before" integer NOT NULL,
                "cost_after" integer NOT NULL,
                "xp_added" integer NOT NULL DEFAULT (0),
                "exempt_skills" json,
                "rebuild_until" datetime(3),
                "settled_at" datetime(3),
                "created_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_544070c4ec56540c76878783ffd" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_character_ruleset_notices"(
                    "id",
                    "character_id",
                    "version_number",
                    "policy",
                    "kinds",
                    "explanation",
                    "lost_skills",
                    "cost_before",
                    "cost_after",
                    "xp_added",
                    "exempt_skills",
                    "rebuild_until",
                    "settled_at",
                    "created_at"
                )
            SELECT "id",
                "character_id",
                "version_number",
                "policy",
                "kinds",
                "explanation",
                "lost_skills",
                "cost_before",
                "cost_after",
                "xp_added",
                "exempt_skills",
                "rebuild_until",
                "settled_at",
                "created_at"
            FROM "character_ruleset_notices"
        `);
    await queryRunner.query(`
            DROP TABLE "character_ruleset_notices"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_character_ruleset_notices"
                RENAME TO "character_ruleset_notices"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_5a87ba308afd176bc86c82b764" ON "character_ruleset_notices" ("character_id", "version_number")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_5a87ba308afd176bc86c82b764"
        `);
    await queryRunner.query(`
            ALTER TABLE "character_ruleset_notices"
                RENAME TO "temporary_character_ruleset_notices"
        `);
    await queryRunner.query(`
            CREATE TABLE "character_ruleset_notices" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "version_number" integer NOT NULL,
                "policy" varchar(32) NOT NULL,
                "kinds" json NOT NULL,
                "explanation" text NOT NULL,
                "lost_skills" json NOT NULL,
                "cost_before" integer NOT NULL,
                "cost_after" integer NOT NULL,
                "xp_added" integer NOT NULL DEFAULT (0),
                "exempt_skills" json,
                "rebuild_until" datetime(3),
                "settled_at" datetime(3),
                "created_at" datetime(3) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "character_ruleset_notices"(
                    "id",
                    "character_id",
                    "version_number",
                    "policy",
                    "kinds",
                    "explanation",
                    "lost_skills",
                    "cost_before",
                    "cost_after",
                    "xp_added",
                    "exempt_skills",
                    "rebuild_until",
                    "settled_at",
                    "created_at"
                )
            SELECT "id",
                "character_id",
                "version_number",
                "policy",
                "kinds",
                "explanation",
                "lost_skills",
                "cost_before",
                "cost_after",
                "xp_added",
                "exempt_skills",
                "rebuild_until",
                "settled_at",
                "created_at"
            FROM "temporary_character_ruleset_notices"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_character_ruleset_notices"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_5a87ba308afd176bc86c82b764" ON "character_ruleset_notices" ("character_id", "version_number")
        `);
    await queryRunner.query(`
            ALTER TABLE "ruleset_drafts"
                RENAME TO "temporary_ruleset_drafts"
        `);
    await queryRunner.query(`
            CREATE TABLE "ruleset_drafts" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "base_version" integer NOT NULL,
                "ruleset" json NOT NULL,
                "created_by_id" varchar(24),
                "created_at" datetime(3) NOT NULL,
                "published_version" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "ruleset_drafts"(
                    "id",
                    "base_version",
                    "ruleset",
                    "created_by_id",
                    "created_at",
                    "published_version"
                )
            SELECT "id",
                "base_version",
                "ruleset",
                "created_by_id",
                "created_at",
                "published_version"
            FROM "temporary_ruleset_drafts"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ruleset_drafts"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8986129cc60f1c99deb18798b2"
        `);
    await queryRunner.query(`
            ALTER TABLE "ruleset_versions"
                RENAME TO "temporary_ruleset_versions"
        `);
    await queryRunner.query(`
            CREATE TABLE "ruleset_versions" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "number" integer NOT NULL,
                "name" varchar(191) NOT NULL,
                "label" integer NOT NULL,
                "ruleset" json NOT NULL,
                "published_by_id" varchar(24),
                "published_at" datetime(3) NOT NULL,
                "policy" varchar(32),
                "rebuild_until" datetime(3),
                "draft_id" varchar(24)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "ruleset_versions"(
                    "id",
                    "number",
                    "name",
                    "label",
                    "ruleset",
                    "published_by_id",
                    "published_at",
                    "policy",
                    "rebuild_until",
                    "draft_id"
                )
            SELECT "id",
                "number",
                "name",
                "label",
                "ruleset",
                "published_by_id",
                "published_at",
                "policy",
                "rebuild_until",
                "draft_id"
            FROM "temporary_ruleset_versions"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ruleset_versions"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_8986129cc60f1c99deb18798b2" ON "ruleset_versions" ("number")
        `);
    await queryRunner.query(`
            ALTER TABLE "ruleset_info"
                RENAME TO "temporary_ruleset_info"
        `);
    await queryRunner.query(`
            CREATE TABLE "ruleset_info" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "name" varchar(191) NOT NULL,
                "version" integer NOT NULL,
                "additional_spell_schools" json NOT NULL,
                "extra" json NOT NULL,
                "imported_at" datetime(3) NOT NULL,
                "revision" varchar(24) NOT NULL
            )
        `);
    await queryRunner.query(`
            INSERT INTO "ruleset_info"(
                    "id",
                    "name",
                    "version",
                    "additional_spell_schools",
                    "extra",
                    "imported_at",
                    "revision"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision"
            FROM "temporary_ruleset_info"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ruleset_info"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_ccac22d25d84f4b5bf79f13123"
        `);
    await queryRunner.query(`
            ALTER TABLE "character_build_commits"
                RENAME TO "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            CREATE TABLE "character_build_commits" (
                "id" varchar(24) PRIMARY KEY NOT NULL,
                "character_id" varchar(24) NOT NULL,
                "build" json NOT NULL,
                "build_version" integer NOT NULL DEFAULT (0),
                "committed_by_id" varchar(24),
                "committed_at" datetime(3) NOT NULL,
                CONSTRAINT "FK_476c99eb564b1ce367da658318b" FOREIGN KEY ("committed_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION,
                    CONSTRAINT "FK_2403d28d49a64a0d493c2142c02" FOREIGN KEY ("character_id") REFERENCES "characters" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "character_build_commits"(
                    "id",
                    "character_id",
                    "build",
                    "build_version",
                    "committed_by_id",
                    "committed_at"
                )
            SELECT "id",
                "character_id",
                "build",
                "build_version",
                "committed_by_id",
                "committed_at"
            FROM "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_character_build_commits"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ccac22d25d84f4b5bf79f13123" ON "character_build_commits" ("character_id", "committed_at")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_5a87ba308afd176bc86c82b764"
        `);
    await queryRunner.query(`
            DROP TABLE "character_ruleset_notices"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_drafts"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_8986129cc60f1c99deb18798b2"
        `);
    await queryRunner.query(`
            DROP TABLE "ruleset_versions"
        `);
  }
}
