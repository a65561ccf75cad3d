import { MigrationInterface, QueryRunner } from 'typeorm';

/** The ruleset editor: a draft's revision, its objects' versions, when it was last edited; the version label as free text. */

export class RulesetEditor1795883080063 implements MigrationInterface {
  name = 'RulesetEditor1795883080063';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
                    "revision",
                    "version_number"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision",
                "version_number"
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
                "revision" integer NOT NULL DEFAULT (0),
                "object_versions" json,
                "updated_at" datetime(3),
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
            CREATE TABLE "temporary_ruleset_info" (
                "id" varchar(16) PRIMARY KEY NOT NULL,
                "name" varchar(191) NOT NULL,
                "version" json NOT NULL,
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
                    "revision",
                    "version_number"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision",
                "version_number"
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
                "label" varchar(64) NOT NULL,
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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
                "draft_id" varchar(24),
                CONSTRAINT "FK_9fe80c66ba192f455733b9b1eba" FOREIGN KEY ("published_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                "revision" varchar(24) NOT NULL,
                "version_number" integer NOT NULL DEFAULT (0)
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
                    "revision",
                    "version_number"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision",
                "version_number"
            FROM "temporary_ruleset_info"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ruleset_info"
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
                "published_version" integer,
                CONSTRAINT "FK_7c124c333caf31a39b55f8216b8" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                "draft_id" varchar(24),
                CONSTRAINT "FK_9fe80c66ba192f455733b9b1eba" FOREIGN KEY ("published_by_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
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
                "revision" varchar(24) NOT NULL,
                "version_number" integer NOT NULL DEFAULT (0)
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
                    "revision",
                    "version_number"
                )
            SELECT "id",
                "name",
                "version",
                "additional_spell_schools",
                "extra",
                "imported_at",
                "revision",
                "version_number"
            FROM "temporary_ruleset_info"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_ruleset_info"
        `);
  }
}
