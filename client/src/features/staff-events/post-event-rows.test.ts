import { attendanceInputs, changeNumber, firstProblem, rowFromDefaults } from './post-event-rows';
import { postEventRows } from '../../test/staff-events-fixtures';

// A 2-day event (events §9: event length is the calendar-day difference).
const event = { eventStartTime: '2026-06-05T18:00:00.000Z', eventEndTime: '2026-06-07T15:00:00.000Z' };

describe('post-event rows', () => {
  const [row] = postEventRows(1);

  it.each([
    // xp_sequence typed -> XP from eventXp(sequence - 1, 2 days)
    ['1', '5'], // e = 0: base 5 - 0 = 5, ceil(5 x 2 x 0.5) = 5
    ['6', '4'], // e = 5: base 5 - 1 = 4, ceil(4 x 2 x 0.5) = 4
    ['26', '1'], // e = 25: base ((25 - 1) mod 2) + 1 = 1, ceil(1 x 2 x 0.5) = 1
    ['27', '2'], // e = 26: base ((26 - 1) mod 2) + 1 = 2, ceil(2 x 2 x 0.5) = 2
  ])('recomputes XP from the XP sequence %s (events §9)', (sequence, xp) => {
    const changed = changeNumber(row, 'xpSequence', sequence, event);
    expect(changed.values).toMatchObject({ xpSequence: sequence, xp });
  });

  it('keeps an XP typed by hand when the sequence changes', () => {
    const typed = changeNumber(row, 'xp', '9', event);
    expect(typed.xpTouched).toBe(true);
    expect(changeNumber(typed, 'xpSequence', '6', event).values.xp).toBe('9');
  });

  it('leaves XP alone for a row without a character', () => {
    const noCharacter = { ...row, characterId: null, values: { ...row.values, xp: '0' } };
    expect(changeNumber(noCharacter, 'xpSequence', '6', event).values.xp).toBe('0');
  });

  it('clears the donation items when the donation shards are 0', () => {
    const withItems = { ...changeNumber(row, 'donationShards', '3', event), donationItems: 'A lantern' };
    expect(changeNumber(withItems, 'donationShards', '2', event).donationItems).toBe('A lantern');
    expect(changeNumber(withItems, 'donationShards', '0', event).donationItems).toBe('');
  });

  it('names the first number that is not a whole number of at least 0', () => {
    expect(firstProblem([row])).toBeNull();
    expect(firstProblem([changeNumber(row, 'deaths', '-1', event)])).toBe('Deaths must be a whole number of at least 0 (First0 Last0)');
    expect(firstProblem([changeNumber(row, 'npcShards', '2.5', event)])).toBe(
      'NPC shards must be a whole number of at least 0 (First0 Last0)',
    );
  });

  it('sends every value explicitly, and no items without donation shards', () => {
    const withItems = { ...changeNumber(row, 'donationShards', '4', event), donationItems: ' Two lanterns ' };
    expect(attendanceInputs([withItems])).toEqual([
      {
        userId: 'u0',
        characterId: 'c0',
        eventRole: 'pc',
        deaths: 0,
        reaperFights: 0,
        xp: 5,
        xpSequence: 1,
        npcShards: 0,
        donationShards: 4,
        donationItems: 'Two lanterns',
      },
    ]);
    expect(attendanceInputs([{ ...withItems, values: { ...withItems.values, donationShards: '0' } }])[0].donationItems).toBe('');
    expect(attendanceInputs([{ ...row, characterId: null }])[0].characterId).toBe('');
  });

  it('starts a row from the server defaults', () => {
    const fromServer = rowFromDefaults(
      {
        userId: 'u9',
        characterId: null,
        characterName: null,
        eventRole: 'npc',
        deaths: 0,
        reaperFights: 0,
        xp: 0,
        xpSequence: 0,
        npcShards: 30,
        donationShards: 0,
        donationItems: null,
        checkedInAt: null,
        walkIn: false,
        walkInReason: null,
        user: { id: 'u9', firstName: 'Wren', lastName: 'Walker' },
        characterXp: null,
        characterXpSequence: null,
        characterDeaths: null,
        characterReaperFights: null,
        shards: { before: 0, after: 30 },
      },
      { walkIn: true },
    );
    expect(fromServer).toMatchObject({ playerName: 'Wren Walker', eventRole: 'npc', walkIn: true, values: { npcShards: '30' } });
  });

  it('flags a walk-in admitted at the gate, with its reason and check-in time, from the server defaults', () => {
    const fromGate = rowFromDefaults(
      {
        userId: 'u8',
        characterId: null,
        characterName: null,
        eventRole: 'pc',
        deaths: 0,
        reaperFights: 0,
        xp: 5,
        xpSequence: 1,
        npcShards: 0,
        donationShards: 0,
        donationItems: null,
        checkedInAt: '2026-06-05T18:20:00.000Z',
        walkIn: true,
        walkInReason: 'Paid at the door',
        user: { id: 'u8', firstName: 'Ash', lastName: 'Gate' },
        characterXp: null,
        characterXpSequence: null,
        characterDeaths: null,
        characterReaperFights: null,
        shards: { before: 0, after: 0 },
      },
      { walkIn: false },
    );
    expect(fromGate).toMatchObject({ walkIn: true, walkInReason: 'Paid at the door', checkedInAt: '2026-06-05T18:20:00.000Z' });
  });
});
