/**
 * No import of a library below its entry points (dependency-cruiser; `npm run deps:check -w
 * @larp/server`, one of `npm test`'s checks, cruises the server, the client, the rules and the
 * tools with this configuration). A library's files below its entry points are its internals: they
 * change in any release, so code that loads them needs research before every upgrade.
 *
 *  - A package with `exports` in its package.json: resolution follows the exports (with the
 *    conditions below), so a path it does not export does not resolve, and an unresolvable import
 *    is an error.
 *  - A package without `exports`: the file an import resolves to must be the package's entry point
 *    (`main`, `module`, `browser`, `types` of its package.json) or that of a folder of the package
 *    with a package.json of its own (react-bootstrap/Button), or one of DOCUMENTED_PATHS.
 */
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { join, posix, resolve } = require('node:path');

const ROOT = resolve(__dirname, '../..');
const WORKSPACES = ['.', 'rules', 'server', 'client'];

/**
 * Files below a package's entry points that the package documents as the way to import something,
 * for packages without `exports` (by package, relative to its folder).
 */
const DOCUMENTED_PATHS = {
  // Ajv's documentation: `import Ajv2020 from 'ajv/dist/2020'` is how JSON Schema draft 2020-12 is used.
  ajv: ['dist/2020.js'],
  // Bootstrap's documentation imports its compiled stylesheet from dist/css with a bundler.
  bootstrap: ['dist/css/bootstrap.min.css'],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The packages the workspaces depend on (dependencies, devDependencies, optional and peer ones). */
function dependedPackages() {
  const names = new Set();
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'])
      for (const name of Object.keys(manifest[field] ?? {})) names.add(name);
  }
  return [...names].filter((name) => !name.startsWith('@larp/'));
}

/** Where a package is installed, relative to the root (posix), or null. */
function installed(name) {
  for (const workspace of WORKSPACES) {
    const folder = posix.join(workspace === '.' ? '' : workspace, 'node_modules', name);
    if (existsSync(join(ROOT, folder, 'package.json'))) return folder;
  }
  return null;
}

/** The file an entry field names, as the resolver finds it (the path itself, with .js, or its index). */
function entryFiles(folder, entry) {
  if (typeof entry !== 'string' || entry === '') return [];
  const target = posix.normalize(posix.join(folder, entry));
  return [target, `${target}.js`, `${target}.mjs`, `${target}.cjs`, posix.join(target, 'index.js'), posix.join(target, 'index.mjs')].filter(
    (file) => existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile(),
  );
}

const ENTRY_FIELDS = ['main', 'module', 'browser', 'types', 'typings'];

function entriesOf(folder, manifest) {
  const files = ENTRY_FIELDS.flatMap((field) => entryFiles(folder, manifest[field]));
  return files.length > 0 ? files : entryFiles(folder, 'index');
}

/** Per package without exports: its folder and the files an import of it may resolve to. */
function packagesWithoutExports() {
  const found = [];
  for (const name of dependedPackages()) {
    const folder = installed(name);
    if (folder === null) continue;
    const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
    if (manifest.exports !== undefined) continue;
    const entries = entriesOf(folder, manifest);
    // folders with a package.json of their own: entry points too (react-bootstrap/Button)
    for (const child of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (!child.isDirectory() || child.name === 'node_modules') continue;
      const nested = join(ROOT, folder, child.name, 'package.json');
      if (existsSync(nested)) entries.push(...entriesOf(posix.join(folder, child.name), JSON.parse(readFileSync(nested, 'utf8'))));
    }
    for (const file of DOCUMENTED_PATHS[name] ?? []) entries.push(posix.join(folder, file));
    found.push({ folder, entries });
  }
  return found;
}

const withoutExports = packagesWithoutExports();

module.exports = {
  forbidden: [
    {
      name: 'package-import-resolves',
      severity: 'error',
      comment:
        "An import that does not resolve: a package's path its package.json `exports` does not name (below its entry points), or a package that is not installed.",
      from: {},
      // Relative paths and the workspaces (@larp/...) are the project's own code: the journeys require the
      // built server, and @larp/rules resolves to its build, which a fresh clone has not made yet.
      to: { couldNotResolve: true, pathNot: '^([.]{1,2}/|@larp/)' },
    },
    {
      name: 'no-import-below-package-entry',
      severity: 'error',
      comment:
        "An import of a file below a package's entry points (the package has no `exports`): import the package itself, a sub-package it ships, or a path its documentation names (tools/deps/package-entry-points.cjs DOCUMENTED_PATHS).",
      from: {},
      to: {
        path: `^(${withoutExports.map(({ folder }) => escape(folder)).join('|')})/`,
        pathNot: `^(${withoutExports.flatMap(({ entries }) => entries.map(escape)).join('|')})$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // the fixture of test/package-entry-points.test.ts breaks these rules on purpose
    exclude: { path: '^(server/(dist|test-dist)|client/dist|rules/dist)/|[.]fixture[.]cjs$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['main', 'types', 'typings'],
      extensions: ['.js', '.cjs', '.mjs', '.jsx', '.ts', '.tsx', '.d.ts', '.json'],
    },
  },
};
