import { useEffect, useSyncExternalStore } from 'react';

/** The product's name while a community has not set its own. */
export const DEFAULT_COMMUNITY_NAME = 'LARP';

export interface SiteLook {
  communityName: string;
  welcomeText: string | null;
  /** '#rrggbb', or null for the default theme's accent (styles.css --site-accent) */
  accentColor: string | null;
}

let current: SiteLook = { communityName: DEFAULT_COMMUNITY_NAME, welcomeText: null, accentColor: null };
const listeners = new Set<() => void>();

/** Sets the look every page reads (the title, the navigation, the accent colour). */
export function setSiteLook(next: { communityName: string | null; welcomeText: string | null; accentColor: string | null }) {
  current = { communityName: next.communityName || DEFAULT_COMMUNITY_NAME, welcomeText: next.welcomeText, accentColor: next.accentColor };
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

const STORED_KEY = 'site-look';
let asked = false;

/** The look kept from the last visit, applied before the server answers so the page does not change under the reader. */
function storedLook(): SiteLook | null {
  try {
    const text = window.localStorage.getItem(STORED_KEY);
    return text ? (JSON.parse(text) as SiteLook) : null;
  } catch {
    return null;
  }
}

interface LookAnswer {
  data?: { community_name: string | null; welcome_text: string | null; accent_color: string | null };
}

/**
 * Asks the server for the community's look once per page load (GET /api/v1/site_look, public, so
 * the sign-in page carries the name too), applies it and keeps it for the next visit. Rendered by
 * both layouts; a failed answer leaves the look kept from before, or the default.
 */
export function SiteLookLoader() {
  useEffect(() => {
    if (asked) return;
    asked = true;
    const stored = storedLook();
    if (stored) setSiteLook(stored);
    fetch('/api/v1/site_look', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<LookAnswer>) : null))
      .then((answer) => {
        if (!answer?.data) return;
        const look = {
          communityName: answer.data.community_name,
          welcomeText: answer.data.welcome_text,
          accentColor: answer.data.accent_color,
        };
        setSiteLook(look);
        window.localStorage.setItem(STORED_KEY, JSON.stringify(look));
      })
      .catch(() => undefined);
  }, []);
  return null;
}
