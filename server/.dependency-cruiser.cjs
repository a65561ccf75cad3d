/**
 * The server's import rules, checked by `npm test` (the `pretest` script):
 *  - no import cycle anywhere in server/src;
 *  - domain code (a module's services, policies, presenters, rules, everything in a module that is
 *    not its transport) never imports a transport: server/src/graphql/, server/src/rest/,
 *    app-services.ts, nor any *.routes.ts, *.resolver.ts, *.http.ts or graphql/ folder of a module.
 * A module's own resolver, routes and http files may use that plumbing: they are the transport.
 * See docs/ARCHITECTURE.md.
 */
const TRANSPORT =
  '^src/(graphql/|rest/|app-services\\.ts$|app\\.ts$|main\\.ts$)|[.](routes|resolver|http)[.]ts$|^src/modules/[^/]+/graphql/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Dependencies go one way: a cycle binds modules that should stand apart (see docs/ARCHITECTURE.md).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-transport',
      severity: 'error',
      comment:
        'Domain code (services, policies, presenters, rules) imports no transport: graphql/, rest/, app-services, *.routes.ts, *.resolver.ts, *.http.ts.',
      from: { path: '^src/modules/', pathNot: TRANSPORT },
      to: { path: TRANSPORT },
    },
    {
      name: 'lower-layers-import-no-transport',
      severity: 'error',
      comment: 'db/, errors/, mail/, storage/, secrets/ and the other shared pieces sit below the modules and the transports.',
      from: { path: '^src/(db|errors|mail|storage|secrets|config|input)/' },
      to: { path: TRANSPORT },
    },
    {
      name: 'lower-layers-import-no-module',
      severity: 'error',
      comment: 'db/, errors/, storage/ and secrets/ know no module.',
      from: { path: '^src/(db|errors|storage|secrets)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'events-area-one-direction',
      severity: 'error',
      comment:
        'The events area depends one way: attendance -> surveys -> registrations -> events (events holds the event, its questions and places).',
      from: { path: '^src/modules/events/' },
      to: { path: '^src/modules/(registrations|surveys|attendance)/' },
    },
    {
      name: 'registrations-below-surveys-and-attendance',
      severity: 'error',
      from: { path: '^src/modules/registrations/' },
      to: { path: '^src/modules/(surveys|attendance)/' },
    },
    {
      name: 'notifications-below-registrations',
      severity: 'error',
      comment:
        'The registrations (and the waitlist) write mails through the notifications outbox; notifications import nothing of the events area, so the two module folders never import each other.',
      from: { path: '^src/modules/notifications/' },
      to: { path: '^src/modules/(registrations|surveys|attendance)/' },
    },
    {
      name: 'surveys-below-attendance',
      severity: 'error',
      from: { path: '^src/modules/surveys/' },
      to: { path: '^src/modules/attendance/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
