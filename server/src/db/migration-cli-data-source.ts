import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { buildDataSourceOptions } from './data-source';

/*
 * The data source TypeORM's CLI loads to generate migrations (see scripts/generate-migration.sh):
 * compiled to JS first, pointed at a scratch database by DATABASE_URL. Use mariadb:// for MariaDB,
 * since the CLI needs the flavour without asking the server.
 */
const url = process.env.DATABASE_URL ?? '';
const config = loadConfig({ ...process.env, SESSION_SECRET: 'migration-generator-needs-no-secret-0000' });

export default new DataSource(
  buildDataSourceOptions(config.database, url.startsWith('mariadb://') ? 'mariadb' : 'mysql', { migrate: true }),
);
