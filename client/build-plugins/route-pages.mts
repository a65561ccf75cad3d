/**
 * A Vite plugin: one copy of index.html per first-load page, naming that page's lazy
 * chunks as <link rel="modulepreload">, so a phone fetches the page's code beside the entry instead
 * of one round trip after it (the router only asks for a lazy route once the entry has run), and
 * their stylesheets. The server sends the copy whose path pattern matches the address
 * (server/src/http/client-assets.ts, from dist/route-pages.json); any other address gets index.html. The copies are written under dist/pages/ and precompressed with the rest of the build
 * (scripts/precompress.js).
 *
 * Each copy also carries a smaller stylesheet of its own: index.html inlines the whole one
 * (build-plugins/inline-css.mts), a page only the rules its screen can use, found as purge-css.mts
 * finds them for the app but in the source modules the page imports (from the entry and the page's
 * route modules, statically, and the sign-in page's, where a signed-out visitor is sent). The whole
 * stylesheet's link follows, disabled (not fetched) and marked data-deferred-stylesheet: the client
 * enables it once the first screen has painted, and before it shows any other screen
 * (src/routes/deferred-stylesheet.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PurgeCSS } from 'purgecss';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { earlyQueriesScript, type EarlyQuery } from './early-queries.mts';
import { extract, FAMILIES } from './purge-css.mts';
import { playerEventsVariables } from '../src/features/events/player-event-page.mts';

/**
 * A page's path pattern (react-router's: `:name` is one segment), the route modules it renders
 * (under src/routes/), and the queries its route loaders make, sent before the code has arrived
 * (early-queries.mts): the same operations with the same variables, or they are simply not used.
 */
export interface RoutePage {
  path: string;
  modules: string[];
  queries?: EarlyQuery[];
}

/** The signed-in user's query (src/features/accounts/session.ts requireSignedInUser), which every signed-in page's loader makes. */
const SIGNED_IN_USER: EarlyQuery = { operation: 'CurrentUser' };

/** The pages a player or staff member opens first, and their neighbours. */
export const ROUTE_PAGES: RoutePage[] = [
  // A form page's action module loads with it (src/routes/routes.tsx), so it is preloaded too.
  { path: '/login', modules: ['public/login.tsx', 'public/login.action.ts'] },
  { path: '/signup', modules: ['public/signup.tsx', 'public/signup.action.ts'] },
  { path: '/forgot_password', modules: ['public/forgot-password.tsx', 'public/forgot-password.action.ts'] },
  // src/routes/public/privacy.loader.ts
  { path: '/privacy', modules: ['public/privacy.tsx'], queries: [{ operation: 'PrivacyStatement' }] },
  // src/routes/home/home.loader.ts
  {
    path: '/',
    modules: ['home/home.tsx'],
    queries: [SIGNED_IN_USER, { operation: 'HomeCharacters' }, { operation: 'HomeShards' }, { operation: 'SiteSettings' }],
  },
  // src/routes/account/account.loader.ts
  {
    path: '/account',
    modules: ['account/account.tsx'],
    queries: [
      SIGNED_IN_USER,
      { operation: 'AccountProfile' },
      { operation: 'NotificationSettings' },
      { operation: 'MySessions' },
      { operation: 'AccountDeletion' },
    ],
  },
  // src/routes/events/events.loader.ts: a player's list (the list a user who may see survey counts gets is
  // asked for once their abilities are known)
  {
    path: '/events',
    modules: ['events/events.tsx'],
    queries: [SIGNED_IN_USER, { operation: 'EventPlaces' }, { operation: 'PlayerEvents', constants: playerEventsVariables(false) }],
  },
  // src/routes/characters/new-character.loader.ts
  { path: '/new_character', modules: ['characters/new-character.tsx'], queries: [SIGNED_IN_USER, { operation: 'RaceRules' }] },
  {
    path: '/character_editor/:character_id',
    modules: ['character-editor/character-editor.tsx'],
    // src/routes/character-editor/character-editor.loader.ts
    queries: [
      SIGNED_IN_USER,
      { operation: 'EditorCharacter', variables: { id: 'character_id' } },
      { operation: 'CharacterRulesetNotices', variables: { characterId: 'character_id' } },
      { operation: 'GameData' },
    ],
  },
  { path: '/update_character/:character_id', modules: ['characters/update-character.tsx'] },
  // src/routes/events/event-registration.loader.ts
  {
    path: '/event_registration/:event_id',
    modules: ['events/event-registration.tsx'],
    queries: [SIGNED_IN_USER, { operation: 'RegistrationEvent', variables: { id: 'event_id' } }, { operation: 'RegistrationChoices' }],
  },
  { path: '/event_registration/:event_registration_id/edit', modules: ['events/edit-registration.tsx'] },
  // src/routes/events/survey.loader.ts
  {
    path: '/event/:event_id/survey',
    modules: ['events/survey.tsx'],
    queries: [SIGNED_IN_USER, { operation: 'SurveyEvent', variables: { id: 'event_id' } }],
  },
  { path: '/staff', modules: ['staff/staff-area.tsx'] },
  {
    path: '/staff/manage_characters',
    modules: ['staff/staff-area.tsx', 'staff/manage-characters.loader.ts', 'staff/manage-characters.tsx'],
  },
  { path: '/staff/manage_users', modules: ['staff/staff-area.tsx', 'staff/manage-users.tsx'] },
  { path: '/staff/manage_events', modules: ['staff/staff-area.tsx', 'staff/events/manage-events.tsx'] },
  {
    path: '/staff/manage_events/:event_id/attendance',
    modules: ['staff/staff-area.tsx', 'staff/events/attendance-review.loader.ts', 'staff/events/attendance-review.tsx'],
    // src/routes/staff/events/attendance-review.loader.ts
    queries: [
      SIGNED_IN_USER,
      { operation: 'AttendanceReview', variables: { eventId: 'event_id' } },
      { operation: 'WaitlistQueue', variables: { eventId: 'event_id' } },
    ],
  },
];

/** Where a signed-out visitor of any page is sent: its rules are in every page's stylesheet. */
const SIGN_IN_MODULE = 'public/login.tsx';
const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const INDEX_HTML = fileURLToPath(new URL('../index.html', import.meta.url));

/** The elements Bootstrap's reboot styles. */
const HTML_ELEMENTS = (
  'html body a abbr address b blockquote button caption code dd details dialog div dl dt fieldset figcaption figure form ' +
  'h1 h2 h3 h4 h5 h6 hr iframe img input kbd label legend li mark main nav ol optgroup option output p pre progress ' +
  'samp select small span strong sub summary sup svg table tbody td textarea tfoot th thead tr ul'
).split(' ');

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** The modules a module imports statically, followed, itself included (the lazy pages and the screens they load later are left out). */
function staticImports(moduleIds: string[], infoOf: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const next of infoOf(id)?.importedIds ?? []) visit(next);
  };
  for (const id of moduleIds) visit(id);
  return found;
}

/**
 * The rules of the whole stylesheet that a page's modules can use: the class names their source
 * names (purge-css.mts's extractor, which also reads only the app's source), and the families of the
 * react-bootstrap components the source imports.
 */
async function pageStylesheet(css: string, modules: Set<string>, infoOf: ModuleInfoOf): Promise<string> {
  // Bootstrap's element rules (its reboot) stay whole: react-bootstrap's components render elements
  // (<button>, <select>, <input>...) the page's source never names.
  const words = new Set([...extract(readFileSync(INDEX_HTML, 'utf8')), ...HTML_ELEMENTS]);
  const components = new Set<string>();
  for (const id of modules) {
    if (!id.startsWith(SOURCE) || !/\.tsx?$/.test(id)) continue;
    for (const word of extract(readFileSync(id, 'utf8'))) words.add(word);
    for (const imported of infoOf(id)?.importedIds ?? []) {
      const component = /[\\/]react-bootstrap[\\/]esm[\\/](\w+)\.js$/.exec(imported);
      if (component) components.add(component[1]);
    }
  }
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: [...words].join(' '), extension: 'txt' }],
    css: [{ raw: css }],
    defaultExtractor: (content) => content.split(' '),
    safelist: {
      standard: FAMILIES.filter(
        (family) => !family.components || [...components].some((component) => family.components?.test(component)),
      ).map((family) => family.classes),
      greedy: [/data-bs-theme/],
    },
  });
  return result.css;
}

/** What dist/route-pages.json lists: the page file (under dist/) for each path pattern. */
export interface RoutePageEntry {
  path: string;
  file: string;
}

export function routePages(pages: RoutePage[] = ROUTE_PAGES): Plugin {
  return {
    name: 'larp:route-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle: OutputBundle) {
      const page = Object.values(bundle).find((item) => item.fileName === 'index.html');
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entry loads already (its static imports, followed).
      const initial = new Set<string>();
      const follow = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const next of byFile.get(fileName)?.imports ?? []) follow(next, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) follow(chunk.fileName, initial);
      // What the entry imports at once when it runs (src/main.tsx: React, Apollo, the app), with their imports:
      // every page preloads it (index.html too), so it is fetched beside the entry.
      const startup = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) for (const next of chunk.dynamicImports) follow(next, startup);
      const startupPreload = [...startup].filter((file) => !initial.has(file));
      // The whole stylesheet, as inline-css.mts put it into index.html (the entry's own CSS file).
      const entryCss = chunks.find((chunk) => chunk.isEntry)?.viteMetadata?.importedCss ?? new Set<string>();
      const [cssFile] = [...entryCss];
      const styleTag = /<style>[\s\S]*?<\/style><link rel="stylesheet" href="[^"]*" disabled>/.exec(html);
      const cssAsset = cssFile ? bundle[cssFile] : undefined;
      if (!styleTag || cssAsset?.type !== 'asset') this.error('route-pages: index.html has no inlined stylesheet of the entry');
      const wholeCss = String(cssAsset.source);
      // The entry's modules, and what they import when they run (src/main.tsx: React, Apollo, the app).
      const entryStatic = staticImports(
        chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId).map((chunk) => chunk.facadeModuleId as string),
        (id) => this.getModuleInfo(id),
      );
      const entryModules = [...entryStatic, ...[...entryStatic].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])];
      const moduleIds = [...this.getModuleIds()];
      const moduleOf = (module: string) => {
        const id = moduleIds.find((candidate) => candidate.endsWith(`/src/routes/${module}`));
        if (!id) this.error(`route-pages: no module src/routes/${module}`);
        return id;
      };

      const entries: RoutePageEntry[] = [];
      for (const { path, modules, queries } of pages) {
        const files = new Set<string>();
        for (const module of modules) {
          // The chunk holding the module (its own, or a group's: vite.config.mts's codeSplitting).
          const holds = (id: string | null) => id?.endsWith(`/src/routes/${module}`) ?? false;
          const chunk =
            chunks.find((candidate) => holds(candidate.facadeModuleId)) ?? chunks.find((candidate) => candidate.moduleIds.some(holds));
          if (!chunk) this.error(`route-pages: no chunk for src/routes/${module} (${path}): was the route's module renamed?`);
          follow(chunk.fileName, files);
        }
        const preload = [...new Set([...startupPreload, ...files])].filter((file) => !initial.has(file));
        // The chunks' own stylesheets too, inline: a stylesheet link in the head holds the first paint for
        // its round trip, and these are small (the staff screens' few rules). Vite's loader, which waits
        // for a chunk's stylesheet before it runs the chunk, finds its link already in the page (disabled:
        // the rules are in the <style> before it), so it does not ask for it.
        const styles = [...new Set(preload.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        const inlineStyle = (file: string) => {
          const asset = file in bundle ? bundle[file] : undefined;
          if (asset?.type !== 'asset') this.error(`route-pages: no stylesheet ${file} in the build`);
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
        };
        const links = [...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`), ...styles.map(inlineStyle)].join(
          '\n    ',
        );
        const infoOf: ModuleInfoOf = (id) => this.getModuleInfo(id);
        const imported = staticImports([...entryModules, ...[...modules, SIGN_IN_MODULE].map(moduleOf)], infoOf);
        const css = await pageStylesheet(wholeCss, imported, infoOf);
        const style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${cssFile}" disabled data-deferred-stylesheet>`;
        const base = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9_]+/gi, '-');
        const name = `pages/${base}.html`;
        // The page's early queries: a small classic script first in the page, run as soon as it arrives, so
        // they leave before the code. Async: the parser does not wait for it (it would hold the first paint
        // a round trip); the app's code, ten times its size, runs after it, and a query the app sends
        // before the early answers exist is simply asked for the usual way (src/early-answers.ts).
        let early = '';
        if (queries?.length) {
          const script = this.emitFile({ type: 'asset', name: `early-${base}.js`, source: earlyQueriesScript(path, queries) });
          early = `<script async fetchpriority="high" src="/${this.getFileName(script)}"></script>\n    `;
        }
        // Right after the entry's script tag: asked for at once, after the entry.
        // (and after the preloads of the entry's own imports that Vite put there, which the entry needs first).
        const entryTag = /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/.exec(html);
        if (!entryTag) this.error('route-pages: index.html has no entry <script type="module"> to put the links after');
        const at = entryTag.index + entryTag[0].length;
        const withStyle = `${html.slice(0, styleTag.index)}${style}${html.slice(styleTag.index + styleTag[0].length)}`;
        if (styleTag.index < at) this.error('route-pages: the inlined stylesheet is expected after the entry <script>');
        const start = entryTag.index;
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: `${withStyle.slice(0, start)}${early}${withStyle.slice(start, at)}\n    ${links}${withStyle.slice(at)}`,
        });
        entries.push({ path, file: name });
      }
      // index.html (any other address) preloads the start-up chunks too.
      const entryTag = /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/.exec(html);
      if (entryTag) {
        const at = entryTag.index + entryTag[0].length;
        const links = startupPreload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        page.source = `${html.slice(0, at)}\n    ${links}${html.slice(at)}`;
      }
      this.emitFile({ type: 'asset', fileName: 'route-pages.json', source: `${JSON.stringify(entries, null, 2)}\n` });
    },
  };
}
