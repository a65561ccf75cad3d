/** The words of places and the waitlist. */

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st, ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** "a player place", "an npc place" */
export function placeOf(role: string): string {
  if (role === 'pc') return 'a player place';
  if (role === 'npc') return 'an npc place';
  return `a ${role} place`;
}

/** The player's card: "Waitlisted for a player place: 3rd in line". */
export const waitlistText = (role: string, position: number) => `Waitlisted for ${placeOf(role)}: ${ordinal(position)} in line`;

/** "Places left: 3 for players, none for npcs"; null when the event limits no role. */
export function placesLeftText(pc: number | null | undefined, npc: number | null | undefined): string | null {
  const parts: string[] = [];
  const part = (left: number, who: string) => `${left === 0 ? 'none' : left} for ${who}`;
  if (typeof pc === 'number') parts.push(part(pc, 'players'));
  if (typeof npc === 'number') parts.push(part(npc, 'npcs'));
  return parts.length ? `Places left: ${parts.join(', ')}` : null;
}

export const OFFER_TEXT = {
  offered: (role: string, until: string) => `${placeOf(role).replace(/^a/, 'A')} is offered to you until ${until}.`,
  answer: 'Accept or decline the place',
  accepted: 'You accepted the place. See you there!',
  declined: 'You declined the place; your registration is withdrawn.',
  declineConfirm: 'Decline the place? Your registration will be withdrawn and the place passes to the next in line.',
  noOffer: 'There is no place offered to this registration.',
} as const;
