import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';

/** The rulebook links the server is configured with (RULEBOOK_LINKS, read at run time). */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      rulebookLinks {
        label
        url
      }
    }
  }
`);

/**
 * Home's rulebook section (players §2), from the server's configuration: the links
 * set in RULEBOOK_LINKS, in order. With none set (or the setting not loaded) the section is left out.
 */
export function RulebookLinks() {
  const { data } = useQuery(SiteSettingsQuery, { fetchPolicy: 'cache-first' });
  const links = data?.siteSettings.rulebookLinks ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="rulebooks-heading" className="mt-4">
      <h2 id="rulebooks-heading" className="h4">
        Rulebooks
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
