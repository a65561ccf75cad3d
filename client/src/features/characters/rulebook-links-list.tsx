import { use } from 'react';
import { DEFAULT_RULEBOOK_LINKS, type RulebookLink } from './rulebook-links';

/**
 * The configured links, loaded once. Decision: the setting module is imported dynamically because it
 * reads `import.meta.env`, which cannot even be parsed under jest's CommonJS; a failed load (only ever
 * there) falls back to the defaults, so every test that renders home still works. In the browser the
 * module is a tiny chunk fetched with the home page.
 */
const configuredLinks: Promise<readonly RulebookLink[]> = import('./rulebook-setting').then(
  (setting) => setting.RULEBOOK_LINKS,
  () => DEFAULT_RULEBOOK_LINKS,
);

/** The three external rulebook links of home (players §2); render inside a Suspense boundary. */
export function RulebookLinks() {
  const links = use(configuredLinks);
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
