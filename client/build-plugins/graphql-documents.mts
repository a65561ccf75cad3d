/**
 * A Vite plugin: each `graphql(`...`)` call of the codegen's client preset becomes the
 * document that src/graphql/generated/graphql.ts holds for it, written in place (as the preset's own
 * Babel/SWC plugins replace the call). Without it, graphql() looks the text up in gql.ts's map of
 * every operation of the app, so every page downloads and parses all of them in its first chunk;
 * with it, each chunk holds the documents its own code uses. In place rather than
 * imported, because a bundler splits by module: graphql.ts would be one chunk of every document any
 * page uses. The generated file is the one the types come from, so text and types cannot differ.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/graphql/generated/graphql.ts', import.meta.url));
const CONSTANT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The generated documents by constant name, as JSON text (each holds the fragments it spreads). */
export function readDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of readFileSync(GENERATED, 'utf8').matchAll(CONSTANT)) documents.set(name, JSON.stringify(JSON.parse(json)));
  return documents;
}

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"]([^'"]*graphql\/generated(?:\/index)?)['"];?/;

/** The generated constant's name for a document's first definition (the preset's naming). */
function constantFor(source: string, id: string): string {
  const document = parse(source);
  const definition = document.definitions.at(0);
  if (!definition || !('name' in definition) || !definition.name)
    throw new Error(`${id}: a graphql() document without a named first definition`);
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  if (definition.kind === Kind.OPERATION_DEFINITION) return `${definition.name.value}Document`;
  throw new Error(`${id}: unexpected ${definition.kind} in graphql()`);
}

export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'larp:graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined; // read again on each build (and when codegen rewrote it in watch mode)
    },
    transform(code: string, id: string) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.includes('/graphql/generated/')) return null;
      const imported = IMPORT.exec(code);
      if (!imported) return null;
      documents ??= readDocuments();
      const known = documents;
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = constantFor(source, id);
        const json = known.get(name);
        if (!json) throw new Error(`${id}: ${name} is not in ${GENERATED} (npm run codegen -w @larp/client)`);
        return `(${json})`;
      });
      // A graphql() left (not a plain template literal) keeps the map: refuse rather than bundle it silently.
      if (/\bgraphql\(/.test(replaced)) throw new Error(`${id}: a graphql() call the documents plugin cannot replace`);
      return { code: replaced.replace(IMPORT, ''), map: null };
    },
  };
}
