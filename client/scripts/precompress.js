#!/usr/bin/env node
// @ts-check
/**
 * Runs after `vite build` (see package.json "build"): writes a brotli (.br) and a gzip (.gz) copy
 * next to every compressible file of dist/, once, at the highest levels, so the server sends them
 * as they are (@fastify/static preCompressed) instead of compressing per request.
 */
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

/** `node scripts/precompress.js [folder]`: the build folder, client/dist by default. */
const DIST = process.argv[2] ?? join(__dirname, '../dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 512;

/** @param {string} folder @returns {string[]} */
function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let count = 0;
for (const path of filesUnder(DIST)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files in ${DIST} have .br and .gz copies`);
