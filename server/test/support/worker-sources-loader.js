// Loaded first in a worker thread started from the sources (src/workers/worker-thread.ts): compiles
// TypeScript with SWC as jest.config.js does, and finds @larp/rules in its sources as jest does.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { transformSync } = require('@swc/core');

const RULES = resolve(__dirname, '../../../rules/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@larp/rules' ? RULES : request, ...rest);
};
Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
