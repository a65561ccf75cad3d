import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const CLIENT = resolve(__dirname, '../../../client');
export const SCRIPT = 'console.log("the app");\n'.repeat(200);
export const HTML = `<!doctype html><html><head><meta name="description" content="x"></head><body>${'<p>LARP</p>'.repeat(100)}<div id="root"></div></body></html>`;

const pageWith = (chunk: string) => HTML.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}"></head>`);
export const HOME_HTML = pageWith('home-AbC123.js');
export const EDITOR_HTML = pageWith('character-editor-AbC123.js');

/**
 * A client build made like the real one, in a new temporary folder: robots.txt from client/public,
 * per-page copies of index.html, then the real precompress step (.br and .gz beside each file).
 */
export function fakeClientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'larp-client-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  copyFileSync(join(CLIENT, 'public', 'robots.txt'), join(dist, 'robots.txt'));
  // Per-page copies of index.html naming each page's chunks (client/build-plugins/route-pages.mts).
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', 'home.html'), HOME_HTML);
  writeFileSync(join(dist, 'pages', 'character_editor.html'), EDITOR_HTML);
  writeFileSync(
    join(dist, 'route-pages.json'),
    JSON.stringify([
      { path: '/', file: 'pages/home.html' },
      { path: '/character_editor/:character_id', file: 'pages/character_editor.html' },
      { path: '/gone', file: 'pages/gone.html' },
    ]),
  );
  execFileSync(process.execPath, [join(CLIENT, 'scripts', 'precompress.js'), dist]);
  return dist;
}
