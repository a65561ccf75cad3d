import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { graphql } from '../../graphql/generated';

/** The rulebook links: the server's RULEBOOK_LINKS when set, else the ruleset's own rulebooks. */
export const SiteSettingsQuery = graphql(`
  query SiteSettings {
    siteSettings {
      rulebookLinks {
        label
        url
        text
      }
    }
  }
`);

/**
 * Home's rulebook section (players §2): the links the server gives (RULEBOOK_LINKS, else the ruleset's),
 * in order, each with what it holds. With none (or the setting not loaded) the section is left out.
 * Home's route loader starts the query (routes/home/home.loader.ts).
 */
export function RulebookLinks({ links: preloaded }: { links: PreloadedOf<typeof SiteSettingsQuery> }) {
  const { data } = usePreloaded(preloaded);
  const links = data?.siteSettings.rulebookLinks ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="rulebooks-heading" className="mt-4">
      <h2 id="rulebooks-heading" className="h4">
        Rulebooks
      </h2>
      <ul className="rulebook-list">
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
            {link.text && <span className="d-block text-body-secondary small">{link.text}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
