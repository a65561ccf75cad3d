#!/usr/bin/env node
// @ts-check
/**
 * `npm run size -w @larp/client` after `npm run build`: the initial JavaScript of the production
 * build, i.e. every script dist/index.html loads or preloads (lazy chunks excluded), gzip-compressed
 * at level 9 as a web server would send it. The budget is 200 KB (docs/PERFORMANCE.md).
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const DIST = join(__dirname, '../dist');
const BUDGET_BYTES = 200 * 1024;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1]);
let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(join(DIST, src.replace(/^\//, ''))), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB gzip  ${src}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB gzip  initial JavaScript (budget ${BUDGET_BYTES / 1024} KB)`);
if (total > BUDGET_BYTES) process.exit(1);
