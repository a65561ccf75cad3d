import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource, QueryRunner } from 'typeorm';
import { retryStatement } from '../db/retry';
import { STORED_IMAGE_NAME } from './image-sniffer';
import type { ImageStorage } from './image-storage';

/*
 * Images in the database (the default store): every server process sees an upload at once, and a
 * backup of the database holds them. The table `stored_images` is made by the migrations but is no
 * TypeORM entity, because its byte column needs LONGBLOB on MySQL (BLOB holds 64 KB) and BLOB on
 * SQLite, and one entity class serves both dialects. An image never changes under its name (a new
 * upload gets a new random name), so the name is its ETag.
 */
export const STORED_IMAGES_TABLE = 'stored_images';

/** UTC 'YYYY-MM-DD HH:MM:SS.mmm', which both dialects store in a datetime(3) (better-sqlite3 binds no Date). */
const utcDatetime = (date: Date): string => date.toISOString().replace('T', ' ').replace('Z', '');

export class DatabaseImageStorage implements ImageStorage {
  constructor(private readonly dataSource: DataSource) {}

  async save(name: string, bytes: Buffer): Promise<void> {
    if (!STORED_IMAGE_NAME.test(name)) throw new Error(`Not a stored image name: ${name}`);
    await retryStatement(() =>
      this.dataSource.query(`INSERT INTO ${STORED_IMAGES_TABLE} (name, bytes, created_at) VALUES (?, ?, ?)`, [
        name,
        bytes,
        utcDatetime(new Date()),
      ]),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    if (!STORED_IMAGE_NAME.test(name)) return null;
    const rows = await this.dataSource.query<Array<{ bytes: Buffer | Uint8Array }>>(
      `SELECT bytes FROM ${STORED_IMAGES_TABLE} WHERE name = ?`,
      [name],
    );
    const bytes = rows.at(0)?.bytes;
    return bytes === undefined ? null : Buffer.from(bytes);
  }

  async remove(name: string): Promise<void> {
    if (!STORED_IMAGE_NAME.test(name)) return;
    await retryStatement(() => this.dataSource.query(`DELETE FROM ${STORED_IMAGES_TABLE} WHERE name = ?`, [name]));
  }
}

/**
 * The StoredImages migrations' data step: images an earlier server kept in DATA_DIR/uploads are
 * copied into the table (only names the server generates; ones already there are left alone).
 * The folder is left as it was; it can be deleted once the upgraded site is seen to work.
 */
export async function importImagesFromDisk(queryRunner: QueryRunner, dataDir: string): Promise<number> {
  const folder = join(dataDir, 'uploads');
  if (!existsSync(folder)) return 0;
  let imported = 0;
  for (const name of readdirSync(folder).sort()) {
    if (!STORED_IMAGE_NAME.test(name)) continue;
    const present = (await queryRunner.query(`SELECT name FROM ${STORED_IMAGES_TABLE} WHERE name = ?`, [name])) as unknown[];
    if (present.length > 0) continue;
    await queryRunner.query(`INSERT INTO ${STORED_IMAGES_TABLE} (name, bytes, created_at) VALUES (?, ?, ?)`, [
      name,
      readFileSync(join(folder, name)),
      utcDatetime(new Date()),
    ]);
    imported += 1;
  }
  return imported;
}
