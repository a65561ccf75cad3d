import { existsSync, mkdirSync, copyFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource } from '../../src/db';

/**
 * Migrated databases made by copying a template. Migrating is the dearest part of a test's set-up
 * (on MariaDB every DDL statement commits and adding a foreign key rebuilds the table), so a jest
 * run migrates one template per database kind, the first time a test file asks for one, and every
 * test database after that starts as a copy of it: SQLite copies the template's file, MariaDB
 * creates each table from the template's `SHOW CREATE TABLE` and copies the rows the migrations
 * wrote. The copy is then opened like any database (createDataSource), which finds no migration
 * pending. Tests of the migrations themselves start from empty databases (createEmptyDatabase).
 *
 * The templates belong to the run (LARP_TEST_RUN, named by global-setup.ts, shared by its
 * workers) and global-teardown.ts removes them.
 */

/** The run's name, as global-setup.ts sets it; a file run without it gets a name of its own. */
function runName(): string {
  process.env.LARP_TEST_RUN ??= `${process.pid}-${Date.now()}`;
  return process.env.LARP_TEST_RUN;
}

/** The folder of the run's SQLite template. */
export function sqliteTemplateFolder(run = runName()): string {
  return join(tmpdir(), `larp-test-template-${run.replace(/[^a-zA-Z0-9-]/g, '_')}`);
}

/** The name of the run's MariaDB template database. */
export function mysqlTemplateName(run = runName()): string {
  return `t_template_${run.replace(/[^a-zA-Z0-9]/g, '_')}`.slice(0, 64);
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * The run's migrated SQLite file: made once per run. Workers may make it at the same time: each
 * writes its own file and renames it into place (atomic), so a reader never sees half a file.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const folder = sqliteTemplateFolder();
    const template = join(folder, 'template.sqlite');
    if (existsSync(template)) return template;
    mkdirSync(folder, { recursive: true });
    const scratch = join(folder, `migrating-${process.pid}`);
    mkdirSync(scratch, { recursive: true });
    const dataSource = await createDataSource({ type: 'sqlite', path: join(scratch, 'migrating.sqlite') });
    try {
      // One self-contained file, whatever is still in the write-ahead log.
      await dataSource.query('VACUUM INTO ?', [join(scratch, 'template.sqlite')]);
    } finally {
      await dataSource.destroy();
    }
    renameSync(join(scratch, 'template.sqlite'), template);
    rmSync(scratch, { recursive: true, force: true });
    return template;
  })();
  return sqliteTemplate;
}

/** Writes a migrated SQLite database at `path`. */
export async function copySqliteTemplate(path: string): Promise<void> {
  copyFileSync(await migratedSqliteFile(), path);
}

type Connection = import('mysql2/promise').Connection;

async function connect(url: string, database?: string): Promise<Connection> {
  const mysql = await import('mysql2/promise');
  const target = new URL(url);
  target.pathname = database ? `/${database}` : '/';
  return mysql.createConnection({ uri: target.toString(), multipleStatements: true });
}

/** Marks a finished template: made last, so a template whose maker died half-way is made again. */
const READY_TABLE = 'template_ready';

/** What makes a copy of the template: its tables' CREATE statements, then the copies of its rows. */
let mysqlCopyStatements: Promise<string[]> | undefined;

function templateStatements(serverUrl: string): Promise<string[]> {
  mysqlCopyStatements ??= (async () => {
    const template = mysqlTemplateName();
    const connection = await connect(serverUrl);
    try {
      // One maker per run; the others wait here, then find it made.
      await connection.query('SELECT GET_LOCK(?, 600)', [template]);
      try {
        const [ready] = await connection.query(
          'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
          [template, READY_TABLE],
        );
        if (Number((ready as Array<{ n: number | string }>)[0]?.n ?? 0) === 0) {
          await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
          await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
          const url = new URL(serverUrl);
          url.pathname = `/${template}`;
          const dataSource = await createDataSource({ type: 'mysql', url: url.toString() });
          await dataSource.destroy();
          await connection.query(`CREATE TABLE \`${template}\`.\`${READY_TABLE}\` (id INT)`);
        }
      } finally {
        await connection.query('SELECT RELEASE_LOCK(?)', [template]);
      }
      const [tables] = await connection.query(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name <> ? ORDER BY table_name",
        [template, READY_TABLE],
      );
      const creates: string[] = [];
      const copies: string[] = [];
      for (const { name } of tables as Array<{ name: string }>) {
        const [created] = await connection.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
        creates.push((created as Array<Record<string, string>>)[0]['Create Table']);
        const [rows] = await connection.query(`SELECT 1 FROM \`${template}\`.\`${name}\` LIMIT 1`);
        if ((rows as unknown[]).length > 0) copies.push(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
      }
      return [...creates, ...copies];
    } finally {
      await connection.end();
    }
  })();
  return mysqlCopyStatements;
}

/** Makes the empty database `database` (on the server of `serverUrl`) a copy of the migrated template. */
export async function copyMysqlTemplate(serverUrl: string, database: string): Promise<void> {
  const statements = await templateStatements(serverUrl);
  const connection = await connect(serverUrl, database);
  try {
    await connection.query(['SET FOREIGN_KEY_CHECKS = 0', ...statements, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'));
  } finally {
    await connection.end();
  }
}

/** Removes the run's templates (global-teardown.ts). */
export async function removeTemplates(run: string): Promise<void> {
  rmSync(sqliteTemplateFolder(run), { recursive: true, force: true });
  const url = process.env.TEST_MYSQL_URL;
  if (!url) return;
  const connection = await connect(url);
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${mysqlTemplateName(run)}\``);
  } finally {
    await connection.end();
  }
}
