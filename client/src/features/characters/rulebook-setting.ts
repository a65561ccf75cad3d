import { parseRulebookLinks } from './rulebook-links';

/**
 * The rulebook links of this build, from VITE_RULEBOOK_LINKS (read by Vite at build time). Kept alone
 * in this module, imported dynamically by rulebook-links-list.tsx, because `import.meta` cannot load
 * under jest's CommonJS (tests mock this module or get the defaults).
 */
export const RULEBOOK_LINKS = parseRulebookLinks(import.meta.env.VITE_RULEBOOK_LINKS as string | undefined);
