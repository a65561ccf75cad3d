import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { AppConfig } from '../config';
import { SQLITE_MIGRATIONS } from '../db/migrations/sqlite';

/*
 * `npm run backup` and `npm run restore` for the embedded SQLite database (docs/DEPLOY.md shows the
 * MariaDB equivalent, mariadb-dump / mariadb-backup). The backup is SQLite's online backup API: a
 * consistent copy taken page by page while the site keeps running and writing (never a file copy,
 * which could catch a write half done or miss the WAL).
 */

export class BackupError extends Error {}

const timestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

function sqlitePath(config: AppConfig, command: string): string {
  if (config.database.type !== 'sqlite') {
    throw new BackupError(
      `${command} is for the embedded SQLite database; on MariaDB use mariadb-dump or mariadb-backup (see docs/DEPLOY.md)`,
    );
  }
  if (config.database.path === ':memory:') throw new BackupError(`${command}: an in-memory database cannot be backed up`);
  return config.database.path;
}

/** The migrations a database file lacks (empty: it holds the schema this code needs). */
export function missingSqliteMigrations(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").get();
    if (!hasTable) return SQLITE_MIGRATIONS.map((migration) => migration.name);
    const applied = new Set((db.prepare('SELECT name FROM migrations').all() as Array<{ name: string }>).map((row) => row.name));
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    return SQLITE_MIGRATIONS.map((migration) => migration.name).filter((name) => !applied.has(name));
  } finally {
    db.close();
  }
}

/** Writes a consistent copy of the live database to `target` (default DATA_DIR/backups/larp-<time>.sqlite). */
export async function backupSqlite(config: AppConfig, target?: string, now = new Date()): Promise<{ file: string; pages: number }> {
  const source = sqlitePath(config, 'backup');
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}`);
  const file = resolve(target ?? join(config.dataDir, 'backups', `larp-${timestamp(now)}.sqlite`));
  if (existsSync(file)) throw new BackupError(`${file} exists already; choose another name`);
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    // Large steps: a step restarts when another connection writes in between, so few steps finish soonest.
    const { totalPages } = await db.backup(file, { progress: () => 0x7fffffff });
    return { file, pages: totalPages };
  } finally {
    db.close();
  }
}

/**
 * Puts a backup back as the configured database (stop the server first). The backup is checked
 * (integrity and schema) before anything is replaced; the replaced database is kept beside it as
 * <name>.before-restore-<time>.
 */
export async function restoreSqlite(config: AppConfig, backup: string, now = new Date()): Promise<{ kept: string | null }> {
  const target = sqlitePath(config, 'restore');
  const file = resolve(backup);
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  const missing = missingSqliteMigrations(file);
  if (missing.length > 0) throw new BackupError(`${file} lacks migrations this server needs: ${missing.join(', ')}`);
  mkdirSync(dirname(target), { recursive: true });
  const staging = `${target}.restoring`;
  rmSync(staging, { force: true });
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(staging, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  let kept: string | null = null;
  if (existsSync(target)) {
    kept = `${target}.before-restore-${timestamp(now)}`;
    renameSync(target, kept);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(staging, target);
  return { kept };
}
