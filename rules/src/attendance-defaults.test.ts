import {
  applyAttendanceDefaults,
  NPC_SHARDS,
  REGISTERED_NPC_SHARDS,
  type AttendanceFacts,
  type SubmittedAttendance,
} from './attendance-defaults';
import { eventLengthDays, eventXp } from './event-timing';

const facts = (extra: Partial<AttendanceFacts> = {}): AttendanceFacts => ({
  userId: 'u',
  eventRole: 'npc',
  characterId: 'c',
  characterXpSequence: 2,
  registered: true,
  eventStart: new Date('2026-06-12T18:00:00Z'),
  eventEnd: new Date('2026-06-14T15:00:00Z'),
  ...extra,
});

describe('attendance defaults (events §9)', () => {
  it('uses the event XP formula for the sequence before this event', () => {
    expect(eventLengthDays(facts().eventStart, facts().eventEnd)).toBe(2);
    expect(applyAttendanceDefaults({}, facts()).xp).toBe(eventXp(2, 2));
  });

  it.each<[string, SubmittedAttendance, Partial<AttendanceFacts>, Record<string, unknown>]>([
    ['a registered npc', {}, {}, { xpSequence: 3, npcShards: REGISTERED_NPC_SHARDS, deaths: 0, reaperFights: 0, donationItems: null }],
    ['an unregistered npc', {}, { registered: false }, { npcShards: NPC_SHARDS }],
    ['a pc (paid in XP)', {}, { eventRole: 'pc' }, { npcShards: 0, xpSequence: 3 }],
    ['nobody to give XP to', { xpSequence: 1 }, { characterId: null }, { xp: 0, xpSequence: 0 }],
    ['typed values win', { xp: 7, npcShards: 5, xpSequence: 9 }, {}, { xp: 7, npcShards: 5, xpSequence: 9 }],
    [
      'items kept (trimmed) with donation shards',
      { donationShards: 3, donationItems: '  cloak ' },
      {},
      { donationShards: 3, donationItems: 'cloak' },
    ],
    [
      'items cleared without donation shards',
      { donationShards: 0, donationItems: 'cloak' },
      {},
      { donationShards: 0, donationItems: null },
    ],
  ])('%s', (_name, submitted, extra, expected) => {
    expect(applyAttendanceDefaults(submitted, facts(extra))).toMatchObject(expected);
  });

  it('pays 20 shards to an npc, 30 to a registered one', () => {
    expect([NPC_SHARDS, REGISTERED_NPC_SHARDS]).toEqual([20, 30]);
  });
});
