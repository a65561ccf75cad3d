/**
 * The app's own modules that src/app.tsx imports statically, followed: vite.config.mts
 * puts them into one chunk, which the entry evaluates in a task of its own after React and Apollo
 * (src/main.tsx), as the entry's static imports were one chunk before. Found by reading the source's
 * relative imports (`import ... from './x'`, `export ... from './x'`; not `import type`, not import()).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((path) => /\.(tsx?|css)$/.test(path) && existsSync(path));
}

export function startupModules(root: string): Set<string> {
  const found = new Set<string>();
  const visit = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    if (!/\.tsx?$/.test(path)) return;
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(path, specifier);
      if (next) visit(next);
    }
  };
  visit(root);
  return found;
}
