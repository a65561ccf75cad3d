/**
 * A page's queries, sent before the app's code has arrived. A first-load page
 * (route-pages.mts) whose route loaders ask for known queries gets a small script of its own, in
 * the page beside the entry: it sends those queries to /graphql at once, with the address's
 * parameters as variables, and keeps the answers' promises in `window.__larpEarlyAnswers`. The app's
 * Apollo link (src/early-answers.ts) answers the loaders' same queries from them, once each; an
 * answer that failed or carries errors is asked for again the usual way. The query text is the
 * generated document with the __typename fields Apollo's cache adds, so the answer is the one the
 * app's own request would get.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import { readDocuments } from './graphql-documents.mts';

/**
 * One query a page's loaders make: the operation's name, each variable's route parameter, and the
 * variables the loader gives the same value on every visit (e.g. a list's page size).
 */
export interface EarlyQuery {
  operation: string;
  variables?: Record<string, string>;
  constants?: Record<string, string | number | boolean>;
}

/** The page's path pattern (`:name` is one segment) as a regular expression with a named group per parameter. */
function patternOf(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** The early script of a page (plain JavaScript, run as it is in the browser). */
export function earlyQueriesScript(path: string, queries: EarlyQuery[]): string {
  const documents = readDocuments();
  const requests = queries.map(({ operation, variables = {}, constants = {} }) => {
    const json = documents.get(`${operation}Document`);
    if (!json) throw new Error(`early-queries: no generated document ${operation}Document (${path})`);
    const query = print(addTypenameToDocument(JSON.parse(json) as DocumentNode));
    return { operationName: operation, query, variables, constants };
  });
  return `(() => {
  const match = new RegExp(${JSON.stringify(patternOf(path))}).exec(location.pathname);
  if (!match) return;
  const answers = new Map();
  window.__larpEarlyAnswers = answers;
  for (const { operationName, query, variables: parameters, constants } of ${JSON.stringify(requests)}) {
    const variables = { ...constants };
    for (const [name, parameter] of Object.entries(parameters)) variables[name] = decodeURIComponent(match.groups[parameter]);
    const answer = fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
      body: JSON.stringify({ operationName, variables, query }),
    })
      .then(async (response) => ({ ok: response.ok, rulesetVersion: response.headers.get('X-Ruleset-Version'), body: await response.json() }))
      .catch(() => null);
    answers.set(operationName + ' ' + JSON.stringify(variables, Object.keys(variables).sort()), answer);
  }
})();
`;
}
