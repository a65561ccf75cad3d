/** The gate's texts, in one place so the screen, its tests and the journey agree. */
import type { RefusalReason } from './gate-model';
import { REFUSAL_TEXT } from './gate-model';

export const GATE_TEXT = {
  title: 'Gate',
  admitted: 'Admitted',
  already: 'Already checked in',
  refused: 'Refused',
  walkInAdmitted: 'Admitted as walk-in',
  offline: (queued: number) => `Offline: ${queued === 1 ? '1 scan waits' : `${queued} scans wait`} to be sent.`,
  sending: (queued: number) => `Sending ${queued === 1 ? '1 scan' : `${queued} scans`}…`,
  noRosterOffline: 'This device has no roster of this event yet. Open the gate once with the network to load it.',
  noViewerOffline: 'Open the gate once with the network on this device: it then works without it.',
  loadingRoster: 'Loading the roster…',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  annulReasonRequired: 'Give the reason for annulling this check-in.',
  resolveReasonRequired: 'Give the reason for your decision.',
  walkInNameRequired: "Give the walk-in's name.",
  walkInReasonRequired: 'Give the reason for admitting a walk-in.',
  adminOnline: 'This needs the network: try again when the device is online.',
  owes: (amount: string, currency: string) => `owes ${amount} ${currency}`.trim(),
  takeCash: (amount: string) => `Record ${amount} taken in cash`,
  cashTaken: (amount: string) => `Cash taken: ${amount}.`,
  cashWaiting: (count: number) => `${count === 1 ? '1 cash payment waits' : `${count} cash payments wait`} to be sent.`,
} as const;

/** The server's refusal reasons (POST .../checkins `reason`) in the gate's words; anything else as sent. */
export function refusalText(reason: string | null): string {
  if (reason && reason in REFUSAL_TEXT) return REFUSAL_TEXT[reason as RefusalReason];
  return reason ?? 'Refused by the server.';
}

export const roleText = (role: string) => (role === 'walk-in' ? 'Walk-in' : role.toUpperCase());
