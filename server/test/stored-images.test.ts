import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource } from '../src/db';
import { DatabaseImageStorage } from '../src/storage';
import { createEmptyDatabase, databases } from './support';
import { PNG_BYTES } from './support/events';

describe.each(databases())('images in the database on %s', (kind) => {
  it('moves the images an older server kept in DATA_DIR/uploads into the database when migrating', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larp-images-'));
    const { database, drop } = await createEmptyDatabase(kind, dataDir);
    const previous = process.env.DATA_DIR;
    const name = `${'ab'.repeat(12)}.png`;
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', name), PNG_BYTES);
    writeFileSync(join(dataDir, 'uploads', 'notes.txt'), 'not an image the server made');
    process.env.DATA_DIR = dataDir;
    try {
      const dataSource = await createDataSource(database);
      try {
        const storage = new DatabaseImageStorage(dataSource);
        expect(await storage.read(name)).toEqual(PNG_BYTES);
        expect(await dataSource.query('SELECT name FROM stored_images')).toEqual([{ name }]);
        // Big images fit (MySQL's BLOB would stop at 64 KB), and a removed image is gone.
        const big = Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024, 7)]);
        const bigName = `${'cd'.repeat(12)}.png`;
        await storage.save(bigName, big);
        expect((await storage.read(bigName))?.equals(big)).toBe(true);
        await storage.remove(bigName);
        expect(await storage.read(bigName)).toBeNull();
        expect(await storage.read('../../etc/passwd')).toBeNull();
      } finally {
        await dataSource.destroy();
      }
    } finally {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
