/**
 * Bootstrap's rules that the app can use, and no others: PurgeCSS, at build only, keeps a
 * rule when a class it names appears in the app's source (client/src, index.html). Classes that are
 * put together at run time are kept on purpose:
 * - react-bootstrap's prop-made classes (variant="danger" -> btn-danger, bg="warning" -> bg-warning,
 *   text-bg-*, gap={3} -> gap-3, size="sm" -> btn-sm, expand="md" -> navbar-expand-md): every word of
 *   the source is also tried behind each such prefix;
 * - whole families of the react-bootstrap components in use (modal, form, navbar, nav, card, table,
 *   alert, badge, spinner, btn, pagination, progress, tab, grid columns), whose parts react-bootstrap
 *   joins from a prefix and a suffix in template strings that no scanner can read. A component newly
 *   imported from react-bootstrap needs its family here (the screenshots of the journeys show it).
 * A class outside all of these, written in the source, is found there as it is.
 */
import purgeCss from '@fullhuman/postcss-purgecss';

/** The prefixes react-bootstrap joins with a prop's value (`${prefix}-${value}`). */
const PROP_PREFIXES = [
  'btn',
  'btn-outline',
  'alert',
  'bg',
  'text',
  'text-bg',
  'border',
  'badge',
  'table',
  'spinner-border',
  'spinner-grow',
  'navbar-expand',
  'gap',
  'form',
  'form-control',
  'form-select',
  'modal',
  'modal-fullscreen',
];

/**
 * Families of the react-bootstrap components in use: every rule whose class starts so is kept. A
 * page's own stylesheet (build-plugins/route-pages.mts) keeps a family only when the page's code
 * imports one of its `components` (react-bootstrap's module names; a family without any is always kept).
 */
export const FAMILIES: { classes: RegExp; components?: RegExp }[] = [
  { classes: /^modal(-(dialog|content|header|title|body|footer|backdrop|open|static))?$/, components: /^Modal/ },
  { classes: /^form-(control|select|check|label|text|group)/, components: /^(Form|Feedback|ToggleButton)/ },
  { classes: /^was-validated$/, components: /^Form/ },
  { classes: /^is-(in)?valid$/, components: /^(Form|Feedback)/ },
  { classes: /^(in)?valid-(feedback|tooltip)$/, components: /^(Form|Feedback)/ },
  { classes: /^input-group/, components: /^(InputGroup|Form)/ },
  { classes: /^navbar/, components: /^Navbar/ },
  { classes: /^nav-?/, components: /^(Nav|Tab)/ },
  { classes: /^card/, components: /^Card/ },
  { classes: /^table/, components: /^Table/ },
  { classes: /^alert/, components: /^Alert/ },
  { classes: /^badge/, components: /^Badge/ },
  { classes: /^spinner/, components: /^Spinner/ },
  { classes: /^btn/, components: /^(Button|CloseButton|ToggleButton|Modal|Alert)/ },
  { classes: /^page-(item|link)$/, components: /^(PageItem|Pagination)/ },
  { classes: /^pagination/, components: /^Pagination/ },
  { classes: /^progress/, components: /^ProgressBar/ },
  { classes: /^tab-/, components: /^Tab/ },
  { classes: /^col(-(sm|md|lg|xl|xxl))?(-(\d+|auto))?$/, components: /^Col/ },
  { classes: /^row$/, components: /^Row/ },
  { classes: /^row-cols-/, components: /^Row/ },
  { classes: /^g[xy]?-\d$/ },
  { classes: /^offset-/, components: /^Col/ },
  { classes: /^container/, components: /^Container/ },
  { classes: /^fade$/ },
  { classes: /^show$/ },
  { classes: /^showing$/ },
  { classes: /^collaps(e|ing)$/ },
  { classes: /^active$/ },
  { classes: /^disabled$/ },
  { classes: /^visually-hidden/ },
  { classes: /^close$/ },
  { classes: /^hstack$/ },
  { classes: /^vstack$/ },
];

/** The class names a piece of source may produce: its words, and each word behind each of react-bootstrap's prop prefixes. */
export function extract(content: string): string[] {
  const words = content.match(/[A-Za-z0-9_-]+/g) ?? [];
  const found = new Set<string>(words);
  for (const word of words) for (const prefix of PROP_PREFIXES) found.add(`${prefix}-${word}`);
  return [...found];
}

export function purgeBootstrap() {
  return purgeCss({
    // react-bootstrap's own source is not scanned: it names every component's classes (carousel,
    // offcanvas, popover...) whether the app uses the component or not; FAMILIES covers the ones in use.
    content: ['index.html', 'src/**/*.{ts,tsx}'],
    defaultExtractor: extract,
    safelist: {
      standard: FAMILIES.map((family) => family.classes),
      // The dark navigation bar's theme switch is an attribute selector.
      greedy: [/data-bs-theme/],
    },
  });
}
