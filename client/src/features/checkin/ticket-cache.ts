/**
 * The player's tickets kept on the phone: once opened, a ticket shows without
 * network. localStorage, one entry per registration; nothing but what the ticket page shows.
 */
export interface CachedTicket {
  registrationId: string;
  payload: string;
  code: string;
  eventTitle: string;
  /** e.g. 'PC (Aria)' */
  registrationText: string;
  /** whose ticket it is (absent in copies kept before the ticket named them) */
  playerName?: string;
  characterName?: string | null;
  savedAt: string;
}

const key = (registrationId: string) => `larp-ticket:${registrationId}`;

export function readCachedTicket(registrationId: string): CachedTicket | null {
  try {
    const raw = localStorage.getItem(key(registrationId));
    if (!raw) return null;
    const ticket = JSON.parse(raw) as CachedTicket;
    return typeof ticket.payload === 'string' && typeof ticket.code === 'string' ? ticket : null;
  } catch {
    return null;
  }
}

export function saveCachedTicket(ticket: CachedTicket): void {
  try {
    localStorage.setItem(key(ticket.registrationId), JSON.stringify(ticket));
  } catch {
    // Storage full or refused (private mode): the ticket still shows while online.
  }
}

export function forgetCachedTicket(registrationId: string): void {
  try {
    localStorage.removeItem(key(registrationId));
  } catch {
    // nothing kept
  }
}
