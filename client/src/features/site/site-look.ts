import { useEffect, useSyncExternalStore } from 'react';

/** The product's name while a community has not set its own. */
export const DEFAULT_COMMUNITY_NAME = 'LARP';

export interface SiteLook {
  communityName: string;
  welcomeText: string | null;
  /** '#rrggbb', or null for the default theme's accent (styles.css --site-accent) */
  accentColor: string | null;
  /** the logo's address on this site, or null for none */
  logoUrl: string | null;
  /** the logo's size in pixels when the page said it (its box is then kept before the picture arrives) */
  logoSize: { width: number; height: number } | null;
}

interface LookAnswer {
  community_name: string | null;
  welcome_text: string | null;
  accent_color: string | null;
  logo_url: string | null;
  /** only in the page's own copy (server/src/http/client-page.ts) */
  logo_width?: number | null;
  logo_height?: number | null;
}

const fromAnswer = (answer: LookAnswer) => ({
  communityName: answer.community_name,
  welcomeText: answer.welcome_text,
  accentColor: answer.accent_color,
  logoUrl: answer.logo_url,
  logoSize: answer.logo_width && answer.logo_height ? { width: answer.logo_width, height: answer.logo_height } : null,
});

/**
 * The look the server wrote into the page (server/src/http/client-page.ts), read before the first
 * render so the page opens in the community's look.
 */
function lookInPage(): LookAnswer | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('site-look');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as LookAnswer;
  } catch {
    return null;
  }
}

const written = lookInPage();
let current: SiteLook = written
  ? { ...fromAnswer(written), communityName: written.community_name || DEFAULT_COMMUNITY_NAME }
  : { communityName: DEFAULT_COMMUNITY_NAME, welcomeText: null, accentColor: null, logoUrl: null, logoSize: null };
const listeners = new Set<() => void>();

/**
 * Sets the look every page reads (the title, the navigation, the accent colour); a logo not given
 * stays, and a new logo whose size is not given is sized as it loads.
 */
export function setSiteLook(next: {
  communityName: string | null;
  welcomeText: string | null;
  accentColor: string | null;
  logoUrl?: string | null;
  logoSize?: { width: number; height: number } | null;
}) {
  const logoUrl = next.logoUrl === undefined ? current.logoUrl : next.logoUrl;
  current = {
    communityName: next.communityName || DEFAULT_COMMUNITY_NAME,
    welcomeText: next.welcomeText,
    accentColor: next.accentColor,
    logoUrl,
    logoSize: next.logoSize !== undefined ? next.logoSize : logoUrl === current.logoUrl ? current.logoSize : null,
  };
  // The accent reaches every themed element through one custom property (styles.css); none: the default.
  if (typeof document !== 'undefined') {
    if (current.accentColor) document.documentElement.style.setProperty('--site-accent', current.accentColor);
    else document.documentElement.style.removeProperty('--site-accent');
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteLook(): SiteLook {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

let asked = false;

/**
 * A page without the look written in (the development server's, which Vite serves as it is) asks
 * GET /api/v1/site_look once per page load. The app's server writes the look into every client
 * route's page, so nothing is asked there.
 */
export function SiteLookLoader() {
  useEffect(() => {
    if (asked || written) return;
    asked = true;
    fetch('/api/v1/site_look', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: LookAnswer }>) : null))
      .then((answer) => {
        if (answer?.data) setSiteLook(fromAnswer(answer.data));
      })
      .catch(() => undefined);
  }, []);
  return null;
}
