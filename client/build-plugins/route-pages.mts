/**
 * A Vite plugin (issue 23): one copy of index.html per first-load page, naming that page's lazy
 * chunks as <link rel="modulepreload">, so a phone fetches the page's code beside the entry instead
 * of one round trip after it (the router only asks for a lazy route once the entry has run), and
 * their stylesheets. The server sends the copy whose path pattern matches the address
 * (server/src/http/client-assets.ts, from dist/route-pages.json); any other address gets index.html
 * as before. The copies are written under dist/pages/ and precompressed with the rest of the build
 * (scripts/precompress.js).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A page's path pattern (react-router's: `:name` is one segment) and the route modules it renders, under src/routes/. */
export interface RoutePage {
  path: string;
  modules: string[];
}

/** The pages a player or staff member opens first (issue 23's list), and their neighbours. */
export const ROUTE_PAGES: RoutePage[] = [
  { path: '/login', modules: ['public/login.tsx'] },
  { path: '/signup', modules: ['public/signup.tsx'] },
  { path: '/forgot_password', modules: ['public/forgot-password.tsx'] },
  { path: '/', modules: ['home/home.tsx'] },
  { path: '/account', modules: ['account/account.tsx'] },
  { path: '/events', modules: ['events/events.tsx'] },
  { path: '/new_character', modules: ['characters/new-character.tsx'] },
  { path: '/character_editor/:character_id', modules: ['character-editor/character-editor.tsx'] },
  { path: '/update_character/:character_id', modules: ['characters/update-character.tsx'] },
  { path: '/event_registration/:event_id', modules: ['events/event-registration.tsx'] },
  { path: '/event_registration/:event_registration_id/edit', modules: ['events/edit-registration.tsx'] },
  { path: '/event/:event_id/survey', modules: ['events/survey.tsx'] },
  { path: '/staff', modules: ['staff/staff-area.tsx'] },
  {
    path: '/staff/manage_characters',
    modules: ['staff/staff-area.tsx', 'staff/manage-characters-loader.ts', 'staff/manage-characters.tsx'],
  },
  { path: '/staff/manage_users', modules: ['staff/staff-area.tsx', 'staff/manage-users.tsx'] },
  { path: '/staff/manage_events', modules: ['staff/staff-area.tsx', 'staff/events/manage-events.tsx'] },
  {
    path: '/staff/manage_events/:event_id/attendance',
    modules: ['staff/staff-area.tsx', 'staff/events/attendance-loader.ts', 'staff/events/attendance-review.tsx'],
  },
];

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
    generateBundle(_options, bundle: OutputBundle) {
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

      const entries: RoutePageEntry[] = [];
      for (const { path, modules } of pages) {
        const files = new Set<string>();
        for (const module of modules) {
          // The chunk holding the module (its own, or a group's: vite.config.mts's codeSplitting).
          const holds = (id: string | null) => id?.endsWith(`/src/routes/${module}`) ?? false;
          const chunk =
            chunks.find((candidate) => holds(candidate.facadeModuleId)) ?? chunks.find((candidate) => candidate.moduleIds.some(holds));
          if (!chunk) this.error(`route-pages: no chunk for src/routes/${module} (${path}): was the route's module renamed?`);
          follow(chunk.fileName, files);
        }
        const preload = [...files].filter((file) => !initial.has(file));
        // The chunks' own stylesheets too: Vite's loader waits for them before it runs a chunk, and
        // finds them already in the page by the same link (so it does not ask again).
        const styles = [...new Set(preload.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        const links = [
          ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ].join('\n    ');
        const name = `pages/${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9_]+/gi, '-')}.html`;
        // Right after the entry's script tag: asked for at once, after the entry.
        const entryTag = /<script type="module"[^>]*><\/script>/.exec(html);
        if (!entryTag) this.error('route-pages: index.html has no entry <script type="module"> to put the links after');
        const at = entryTag.index + entryTag[0].length;
        this.emitFile({ type: 'asset', fileName: name, source: `${html.slice(0, at)}\n    ${links}${html.slice(at)}` });
        entries.push({ path, file: name });
      }
      this.emitFile({ type: 'asset', fileName: 'route-pages.json', source: `${JSON.stringify(entries, null, 2)}\n` });
    },
  };
}
