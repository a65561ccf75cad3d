import { MigrationInterface, QueryRunner } from 'typeorm';
import { resolveDataDir } from '../../../config/config';
import { importImagesFromDisk } from '../../../storage/database-image-storage';

/** Uploaded images move into the database (storage/database-image-storage.ts): the table, then DATA_DIR/uploads copied in. */
export class StoredImages1795489251877 implements MigrationInterface {
  name = 'StoredImages1795489251877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE \`stored_images\` (
        \`name\` varchar(40) NOT NULL,
        \`bytes\` longblob NOT NULL,
        \`created_at\` datetime(3) NOT NULL,
        PRIMARY KEY (\`name\`)
      ) ENGINE = InnoDB
    `);
    await importImagesFromDisk(queryRunner, resolveDataDir());
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `stored_images`');
  }
}
