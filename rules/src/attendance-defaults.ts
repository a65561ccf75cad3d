import { eventLengthDays, eventXp } from './event-timing';

/** A submitted attendance record: absent (undefined) or null values take the defaults below. */
export interface SubmittedAttendance {
  deaths?: number | null;
  reaperFights?: number | null;
  xp?: number | null;
  xpSequence?: number | null;
  npcShards?: number | null;
  donationShards?: number | null;
  donationItems?: string | null;
}

/** A record with every default applied, ready to write. */
export interface AttendanceDraft {
  userId: string;
  characterId: string | null;
  eventRole: string;
  deaths: number;
  reaperFights: number;
  xp: number;
  xpSequence: number;
  npcShards: number;
  donationShards: number;
  donationItems: string | null;
}

/** events §9 "Attendance defaults". */
export const NPC_SHARDS = 20;
export const REGISTERED_NPC_SHARDS = 30;

/** What the defaults depend on besides the submitted record. */
export interface AttendanceFacts {
  userId: string;
  eventRole: string;
  characterId: string | null;
  /** the character's character_xp_sequence before this event; 0 without a character */
  characterXpSequence: number;
  /** the user had a registration (not cancelled) for the event */
  registered: boolean;
  eventStart: Date;
  eventEnd: Date;
}

/**
 * Applies events §9's defaults to one submitted record:
 *  - xp_sequence: the character's plus one;
 *  - xp: eventXp for that sequence and the event's length in days (eventXp takes the sequence
 *    BEFORE this event, i.e. xp_sequence - 1; see event-timing.ts);
 *  - npc shards: 20, or 30 if the user was registered. Decision: only for the npc role (a pc is
 *    paid in XP; staff may still type npc shards for a pc);
 *  - donation items are cleared when donation shards are 0;
 *  - deaths and reaper fights: 0.
 */
export function applyAttendanceDefaults(submitted: SubmittedAttendance, facts: AttendanceFacts): AttendanceDraft {
  const { userId } = facts;
  const xpSequence = submitted.xpSequence ?? facts.characterXpSequence + 1;
  const days = eventLengthDays(facts.eventStart, facts.eventEnd);
  const xp = submitted.xp ?? eventXp(Math.max(0, xpSequence - 1), days);
  const defaultNpcShards = facts.eventRole === 'npc' ? (facts.registered ? REGISTERED_NPC_SHARDS : NPC_SHARDS) : 0;
  const npcShards = submitted.npcShards ?? defaultNpcShards;
  const donationShards = submitted.donationShards ?? 0;
  const items = submitted.donationItems?.trim() ?? '';
  return {
    userId,
    characterId: facts.characterId,
    eventRole: facts.eventRole,
    deaths: submitted.deaths ?? 0,
    reaperFights: submitted.reaperFights ?? 0,
    // Without a character there is nobody to give XP to.
    xp: facts.characterId ? xp : 0,
    xpSequence: facts.characterId ? xpSequence : 0,
    npcShards,
    donationShards,
    donationItems: donationShards === 0 || items === '' ? null : items,
  };
}
