/** A link to one of the community's rulebooks (players §2: three external rulebook links on home). */
export interface RulebookLink {
  label: string;
  url: string;
}

/** Used when VITE_RULEBOOK_LINKS is unset or unreadable: placeholders a community replaces at build time. */
export const DEFAULT_RULEBOOK_LINKS: readonly RulebookLink[] = [
  { label: 'Player Rulebook', url: 'https://example.org/rulebooks/player-rulebook.pdf' },
  { label: 'Races and Cultures', url: 'https://example.org/rulebooks/races-and-cultures.pdf' },
  { label: 'Skills and Magic', url: 'https://example.org/rulebooks/skills-and-magic.pdf' },
];

/**
 * Reads the VITE_RULEBOOK_LINKS setting: a JSON list of { "label", "url" }, e.g.
 * `[{"label":"Core Rules","url":"https://…"}, …]`. Decision: only http(s) addresses are kept (a
 * javascript: link would run script on click); an unset, malformed or empty setting gives the defaults,
 * so the home page always shows its links.
 */
export function parseRulebookLinks(setting: string | undefined): readonly RulebookLink[] {
  if (!setting || !setting.trim()) return DEFAULT_RULEBOOK_LINKS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(setting);
  } catch {
    return DEFAULT_RULEBOOK_LINKS;
  }
  if (!Array.isArray(parsed)) return DEFAULT_RULEBOOK_LINKS;
  const links = parsed.filter(
    (entry): entry is RulebookLink =>
      !!entry &&
      typeof entry === 'object' &&
      typeof entry.label === 'string' &&
      entry.label.trim() !== '' &&
      typeof entry.url === 'string' &&
      /^https?:\/\//i.test(entry.url),
  );
  return links.length ? links.map(({ label, url }) => ({ label, url })) : DEFAULT_RULEBOOK_LINKS;
}
