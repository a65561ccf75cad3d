import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Comments and docs say why, in the present tense: history (which issue asked for a change, what it
 * measured before) belongs to git, and a reader who meets an issue's number in a comment cannot follow
 * it. So the sources and docs of every workspace, tools/, docs/ and the README never name an issue
 * number, and no comment sends the reader to a README of the server folder, which has none. What
 * tools write (node_modules, builds, the codegen's output, test results) is not read.
 */

const ROOT = join(__dirname, '..', '..');
const SEARCHED = ['server', 'client', 'rules', 'tools', 'docs', 'README.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-dist', 'generated', 'test-results', 'coverage', 'data']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|html|json|ya?ml|graphql)$/;
const FORBIDDEN = [
  { why: 'names an issue number', pattern: /\bissues? #?[0-9]+/i },
  { why: 'cites a README the server folder does not have', pattern: /\bserver\sREADME\b/i },
];

function filesUnder(path: string): string[] {
  const entries = readdirSync(path, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const full = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** Every finding as `file:line: why: the line`, with paths relative to the repository. */
function findings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const start of SEARCHED) {
    const full = join(ROOT, start);
    const files = start.endsWith('.md') ? [full] : filesUnder(full);
    for (const file of files) {
      const path = relative(ROOT, file).split('\\').join('/');
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const { why, pattern } of FORBIDDEN) {
            if (pattern.test(line)) found.set(path, [...(found.get(path) ?? []), `${path}:${index + 1}: ${why}: ${line.trim()}`]);
          }
        });
    }
  }
  return found;
}

describe('comments and docs', () => {
  const found = findings();

  it('name no issue number and cite no missing README', () => {
    expect([...found.values()].flat()).toEqual([]);
  });
});
