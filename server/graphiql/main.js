// The GraphQL IDE for staff and admins, bundled by Vite from our own dependencies (no CDN, works
// offline). Requests go to /graphql with the session cookie; Apollo's CSRF prevention accepts them
// because the fetcher sends application/json.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './saved-queries.css';
import { savedQueriesPlugin } from './saved-queries.js';

const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }) });
createRoot(document.getElementById('graphiql')).render(createElement(GraphiQL, { fetcher, plugins: [savedQueriesPlugin] }));
