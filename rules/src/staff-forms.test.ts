import { checkDeaths, checkEventCounts, checkNewCharacterNumbers, checkShardGrant, checkXpGrant, parseWholeNumber } from './staff-forms';

describe('staff form checks (events §5)', () => {
  it.each([
    ['12', 12],
    [' -3 ', -3],
    ['0', 0],
    ['', null],
    ['1.5', null],
    ['abc', null],
    ['1e3', null],
  ])('reads %j as a whole number: %p', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it.each([
    [{ characterIds: [], amount: '5', reason: 'r' }, 'Please select at least one character'],
    [{ characterIds: ['a'], amount: '0', reason: 'r' }, 'Xp amount cannot be 0'],
    [{ characterIds: ['a'], amount: '', reason: 'r' }, 'XP amount must be a whole number'],
    [{ characterIds: ['a'], amount: '2.5', reason: 'r' }, 'XP amount must be a whole number'],
    [{ characterIds: ['a'], amount: '3', reason: '  ' }, 'Please provide a reason'],
  ])('refuses an XP grant %#: %s', (input, message) => {
    expect(checkXpGrant(input)).toEqual({ ok: false, message });
  });

  it('sends a negative XP amount with the trimmed reason', () => {
    expect(checkXpGrant({ characterIds: ['a', 'b'], amount: '-2', reason: ' Cheating ' })).toEqual({
      ok: true,
      value: { characterIds: ['a', 'b'], xpAmount: -2, reason: 'Cheating' },
    });
  });

  it.each([
    [{ userIds: [], amount: '5', reason: 'r' }, 'Please select at least one user'],
    [{ userIds: ['u'], amount: '0', reason: 'r' }, 'Shard amount cannot be 0'],
    [{ userIds: ['u'], amount: 'x', reason: 'r' }, 'Shard amount must be a whole number'],
    [{ userIds: ['u'], amount: '4', reason: '' }, 'Please provide a reason'],
  ])('refuses a shard grant %#: %s', (input, message) => {
    expect(checkShardGrant(input)).toEqual({ ok: false, message });
  });

  it.each([
    [{ characterId: null, deathCount: '1', reaperFightCount: '0', event: 'E' }, 'Must select a character'],
    [{ characterId: 'c', deathCount: '0', reaperFightCount: '0', event: 'E' }, 'One of death count or reaper fight count must not be 0'],
    [{ characterId: 'c', deathCount: '', reaperFightCount: '', event: 'E' }, 'One of death count or reaper fight count must not be 0'],
    [{ characterId: 'c', deathCount: '1', reaperFightCount: '0', event: ' ' }, 'Must provide an event to record deaths'],
    [{ characterId: 'c', deathCount: 'one', reaperFightCount: '0', event: 'E' }, 'Death count must be a whole number'],
  ])('refuses deaths %#: %s', (input, message) => {
    expect(checkDeaths(input)).toEqual({ ok: false, message });
  });

  it('records a reaper fight alone', () => {
    expect(checkDeaths({ characterId: 'c', deathCount: '0', reaperFightCount: '1', event: 'Spring Moot' })).toEqual({
      ok: true,
      value: { characterId: 'c', deathCount: 0, reaperFightCount: 1, event: 'Spring Moot' },
    });
  });

  it('sends only the changed event counts, and refuses none changed or a negative one', () => {
    const original = new Map([
      ['a', 2],
      ['b', 5],
    ]);
    const name = (id: string) => id.toUpperCase();
    expect(checkEventCounts(original, { a: '2', b: '5' }, name)).toEqual({ ok: false, message: 'No changes to submit.' });
    expect(checkEventCounts(original, {}, name)).toEqual({ ok: false, message: 'No changes to submit.' });
    expect(checkEventCounts(original, { a: '2', b: '6' }, name)).toEqual({ ok: true, value: [{ characterId: 'b', xpSequence: 6 }] });
    expect(checkEventCounts(original, { a: '-1' }, name)).toEqual({ ok: false, message: 'Event count of A must be 0 or more' });
    expect(checkEventCounts(original, { b: '' }, name)).toEqual({ ok: false, message: 'Event count of B must be a whole number' });
  });

  it('requires the new character numbers', () => {
    expect(checkNewCharacterNumbers({ xp: '10', deaths: '0', reaperFights: '0' })).toEqual({
      ok: true,
      value: { characterXpTotal: 10, deathCount: 0, reaperFightCount: 0 },
    });
    expect(checkNewCharacterNumbers({ xp: '', deaths: '0', reaperFights: '0' })).toEqual({
      ok: false,
      message: 'Starting XP must be a whole number',
    });
    expect(checkNewCharacterNumbers({ xp: '10', deaths: '-1', reaperFights: '0' })).toEqual({
      ok: false,
      message: 'Previous deaths must be 0 or more',
    });
  });
});
