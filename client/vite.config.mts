import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build-plugins/graphql-documents.mts';
import { inlineCss } from './build-plugins/inline-css.mts';
import { purgeBootstrap } from './build-plugins/purge-css.mts';
import { routePages } from './build-plugins/route-pages.mts';
import { startupModules } from './build-plugins/startup-modules.mts';
import { failOnWarningLogger, quietRolldownOptions } from '../tools/build/quiet-build.mjs';
import { gateServiceWorker } from './gate-service-worker.mjs';

const rulesSource = fileURLToPath(new URL('../rules/src/index.ts', import.meta.url));
// React Router 7's package exports name only its development build (remix-run/react-router#12532,
// #14102): dev-only warnings and checks, slower and larger. The build takes its production build.
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

// The app's own modules that start it, by the task the entry evaluates them in (src/main.tsx):
// Apollo's client with its links, then the app (src/app.tsx and its static imports).
const apolloModules = startupModules(fileURLToPath(new URL('./src/apollo-client.ts', import.meta.url)));
const appModules = startupModules(fileURLToPath(new URL('./src/app.tsx', import.meta.url)));
const APOLLO_LIBRARIES = /[\\/]node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant|graphql-tag)[\\/]/;

export default defineConfig(({ command }) => ({
  // A build fails on a warning (tools/build/quiet-build.mjs); the dev server keeps Vite's own logger.
  ...(command === 'build' ? { customLogger: failOnWarningLogger('info') } : {}),
  // Each graphql() document in place (build-plugins/graphql-documents.mts); the page's stylesheet,
  // Bootstrap's rules the app can use (build-plugins/purge-css.mts), inlined in index.html (build-plugins/inline-css.mts).
  css: command === 'build' ? { postcss: { plugins: [purgeBootstrap()] } } : {},
  plugins: [
    graphqlDocuments(),
    react(),
    // The gate's offline app shell: dist/gate-sw.js with the files the offline pages need.
    gateServiceWorker({
      source: fileURLToPath(new URL('./sw/gate-sw.js', import.meta.url)),
      offlinePages: ['routes/staff/events/checkin-gate.tsx', 'routes/events/ticket.tsx', 'routes/staff/gate-start.tsx'],
    }),
    ...(command === 'build' ? [inlineCss(), routePages()] : []),
  ],
  // The rules engine is pure TypeScript, used from source so the client and the server share one implementation.
  resolve: {
    alias: [
      { find: '@larp/rules', replacement: rulesSource },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    // `npm run dev -w @larp/client` next to a server on :4000 (PORT) proxies the API to it.
    proxy: {
      '/graphql': `http://localhost:${process.env.API_PORT ?? 4000}`,
      '/api': `http://localhost:${process.env.API_PORT ?? 4000}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      ...quietRolldownOptions,
      output: {
        // Fewer, larger files: a phone on HTTP/1.1 opens 6 connections and pays a round
        // trip per file, so the first page's dozen small shared files cost more than their bytes.
        // What the entry needs is one file beside it; what several lazy pages share is one more.
        codeSplitting: {
          groups: [
            // The entry and what it imports statically (small: it imports the rest in steps).
            { name: 'shell', tags: ['$initial'], priority: 9 },
            // The libraries the entry evaluates one task each (src/main.tsx): React, then Apollo.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 8 },
            { name: 'apollo', test: (id: string) => APOLLO_LIBRARIES.test(id) || apolloModules.has(id.split('?')[0]), priority: 8 },
            // Then the app: the router, the layouts, the route table and the loaders (src/app.tsx).
            { name: 'app', test: (id: string) => appModules.has(id.split('?')[0]), priority: 7 },
            // react-bootstrap's components and their helpers, as the pages use them.
            { name: 'ui', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 3 },
            // The form messages and password rule the sign-in and sign-up pages show, the event forms' messages
            // and the event dates the shared date format writes: a small file of their own, so the first
            // screen and the account page do not load the rules engine for a few texts.
            { name: 'rules-forms', test: /[\\/]rules[\\/]src[\\/](form-messages|staff-forms|password|event-dates)[.]/, priority: 5 },
            // The rules engine, as the pages that check builds use it; what only one page uses (an info
            // change's removals, the accent's contrast, the event image limits) stays with its pages.
            {
              name: 'rules',
              test: /[\\/]rules[\\/]src[\\/](?!(info-change|contrast|webhooks|event-images|payments|ruleset-edits)[.])/,
              priority: 4,
            },
            // The editor's parts the staff character sheet reuses (its build state, sheet, game data):
            // their own file, so the editor does not load the staff screens' shared file with them.
            { name: 'editor-shared', test: /[\\/]src[\\/]features[\\/]editor[\\/]/, minShareCount: 2, priority: 2 },
            // What the staff screens share (never loaded by a player's page).
            {
              name: 'staff',
              test: /[\\/]src[\\/](features[\\/](staff|staff-events)|routes[\\/]staff)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            // The player pages' small shared parts (forms, messages, tables, the leave guard the editor and the
            // staff forms share: a higher priority than the staff group, which would take it in with the staff forms, so the
            // editor would load the staff file); the gate's and the payments' parts stay with the pages that use
            // them, and the event pages' have a file of their own (below), off the sign-in page's path (but their
            // button messages, which the account page's settings use too, so that it does not load the event file).
            // The form pages' and their route actions' few helpers (src/routes/route-action.ts) too, not a file of their own.
            {
              name: 'common',
              test: /[\\/]client[\\/]src[\\/](components[\\/]|routes[\\/]route-action[.]|features[\\/](?!(checkin|characters|editor|staff|staff-events|payments)[\\/]|events[\\/](?!event-messages[.])))/,
              minShareCount: 2,
              maxModuleSize: 8 * 1024,
              priority: 2,
            },
            // The event pages' shared parts (registration form, messages, actions), which use the rules engine:
            // apart from the common file, so the sign-in page does not load the rules engine with them. After
            // the common group (same priority, later in the list): a group takes in what its modules import,
            // and the forms' messages they share with the sign-in page stay in the common file.
            {
              name: 'events-shared',
              test: /[\\/]client[\\/]src[\\/]features[\\/]events[\\/]/,
              minShareCount: 2,
              maxModuleSize: 8 * 1024,
              priority: 2,
            },
          ],
        },
      },
    },
  },
}));
