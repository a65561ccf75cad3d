import { formatEventDate, raceAttributesText, raceDescription } from './display';

describe('raceAttributesText (players §9 "Display text")', () => {
  it.each<[string, string[] | null | undefined, string]>([
    ["'Not selected' when there is no list (null)", null, 'Not selected'],
    ["'Not selected' when there is no list (undefined)", undefined, 'Not selected'],
    ["'None' when the list is empty", [], 'None'],
    ['one attribute', ['Dwarf'], 'Dwarf'],
    ['otherwise comma-joined', ['Human', 'Imperial', 'Scholar'], 'Human, Imperial, Scholar'],
  ])('%s', (_name, attrs, expected) => {
    expect(raceAttributesText(attrs)).toBe(expected);
  });
});

describe('raceDescription (players §9: subculture, race and transformation joined by spaces, skipping empty ones)', () => {
  it.each<[string, Parameters<typeof raceDescription>[0], string]>([
    ['all three', { race: 'Human', subculture: 'Highland', transformation: 'Vampire' }, 'Highland Human Vampire'],
    ['no transformation', { race: 'Elf', subculture: 'Sylvan', transformation: null }, 'Sylvan Elf'],
    ['no subculture', { race: 'Orc', subculture: null, transformation: 'Revenant' }, 'Orc Revenant'],
    ['race only', { race: 'Halfling', subculture: '', transformation: '' }, 'Halfling'],
    ['blank parts are empty', { race: 'Goblin', subculture: ' ', transformation: null }, 'Goblin'],
    ['nothing chosen', { race: null, subculture: null, transformation: null }, ''],
    ['no race at all', null, ''],
  ])('%s', (_name, value, expected) => {
    expect(raceDescription(value)).toBe(expected);
  });
});

describe('formatEventDate (players §9 "Dates shown in medium date plus short time style")', () => {
  // ICU puts a narrow no-break space before AM/PM; \s matches it.
  it.each<[string, Date | string | number, string, RegExp]>([
    ['a Date, en-US', new Date(Date.UTC(2026, 6, 4, 18, 30)), 'en-US', /^Jul 4, 2026, 6:30\sPM$/],
    ['an ISO string, en-US', '2026-01-05T09:05:00Z', 'en-US', /^Jan 5, 2026, 9:05\sAM$/],
    ['epoch milliseconds, en-GB (24-hour clock)', Date.UTC(2026, 0, 5, 19, 5), 'en-GB', /^5 Jan 2026, 19:05$/],
    ['German', '2026-03-14T08:00:00Z', 'de-DE', /^14\.03\.2026, 08:00$/],
  ])('%s', (_name, date, locale, expected) => {
    expect(formatEventDate(date, locale, 'UTC')).toMatch(expected);
  });
  it('shows the time in the given time zone', () => {
    expect(formatEventDate('2026-07-04T18:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('4 Jul 2026, 20:30');
  });
  it('gives an empty text for an unreadable date', () => {
    expect(formatEventDate('not a date', 'en-US', 'UTC')).toBe('');
  });
});
