// The GraphQL IDE for staff and admins, bundled by Vite from our own dependencies (no CDN, works
// offline). Requests go to /graphql with the session cookie; Apollo's CSRF prevention accepts them
// because the fetcher sends application/json. It opens in the site's look (the community's name and
// accent colour) on a welcome pane for staff.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './saved-queries.css';
import { EditorAccessibility, OpenPaneOnStart } from './accessibility.js';
import { call } from './api.js';
import { publishResult, ResultTable } from './result-table.js';
import { savedQueriesPlugin } from './saved-queries.js';
import { createWelcomePlugin } from './welcome.js';

const DEFAULT_COMMUNITY_NAME = 'LARP';

const DEFAULT_QUERY = `# Write a question here and press Run (Ctrl-Enter).
# The Welcome pane on the left has examples to run; Ctrl-Space suggests names.
query MyEvents {
  events {
    id
    eventTitle
    eventStartTime
  }
}
`;

// One JSON answer per query (the server delivers no @defer parts), which the table reads whole.
const base = createGraphiQLFetcher({
  url: '/graphql',
  enableIncrementalDelivery: false,
  fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
});
/** Every answer to a query the editor ran goes to the table too (not the IDE's own schema question). */
const fetcher = async (params, options) => {
  const result = await base(params, options);
  if (params.operationName !== 'IntrospectionQuery' && result && typeof result === 'object' && ('data' in result || 'errors' in result))
    publishResult(result);
  return result;
};

async function start() {
  const [look, viewer] = await Promise.all([call('GET', '/site_look').catch(() => null), call('GET', '/viewer').catch(() => null)]);
  const communityName = look?.community_name || DEFAULT_COMMUNITY_NAME;
  document.title = `Query the data · ${communityName}`;
  if (look?.accent_color) document.documentElement.style.setProperty('--site-accent', look.accent_color);
  const welcome = createWelcomePlugin({ communityName, can: viewer?.can ?? {} });
  createRoot(document.getElementById('graphiql')).render(
    h(
      'div',
      { className: 'ide-page' },
      h(
        'header',
        { className: 'ide-header' },
        h('a', { href: '/', className: 'ide-brand' }, communityName),
        h('h1', null, 'Query the data'),
        h('a', { href: '/', className: 'ide-back' }, 'Back to the site'),
      ),
      h(
        'main',
        { className: 'ide-main' },
        h(
          GraphiQL,
          { fetcher, plugins: [welcome, savedQueriesPlugin], defaultQuery: DEFAULT_QUERY, forcedTheme: 'light' },
          h(GraphiQL.Footer, null, h(ResultTable), h(EditorAccessibility), h(OpenPaneOnStart, { title: welcome.title })),
        ),
      ),
    ),
  );
}

void start();
