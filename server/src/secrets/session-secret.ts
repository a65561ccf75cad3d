import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { MIN_SESSION_SECRET_LENGTH } from '../config/config';
import { getOrCreateSecret, newRandomSecret } from './secret-store';

/** Where servers before the shared store kept their generated secret; read once to keep those sessions. */
const LEGACY_SECRET_FILE = 'session-secret';

/**
 * The secret that signs session cookies: SESSION_SECRET when set, otherwise the one every process
 * shares through the secret store (generated once; a secret an older server generated into
 * DATA_DIR/session-secret becomes the stored one, so nobody is signed out by the upgrade).
 */
export function sessionSecretFor(dataSource: DataSource, configured: string | null, dataDir: string): Promise<string> {
  if (configured !== null) return Promise.resolve(configured);
  return getOrCreateSecret(dataSource, 'session', {
    initial: () => {
      const file = join(dataDir, LEGACY_SECRET_FILE);
      const legacy = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
      return legacy.length >= MIN_SESSION_SECRET_LENGTH ? legacy : newRandomSecret();
    },
  });
}
