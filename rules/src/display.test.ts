import { classChoices, entryText, formatEventDate, levelWord, nameWords, raceAttributesText, raceDescription } from './display';

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
    expect(formatEventDate('not a date', 'en-US')).toBe('');
  });
  it("writes US English in the runtime's time zone out by hand, the same text as Intl's", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    // every month, both halves of the day, midnight and noon, single- and double-digit days and minutes
    const dates = [Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2026, 6, 4, 12, 0), Date.UTC(1999, 11, 31, 23, 59)];
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 1, 9, 11, 12, 13, 23]) dates.push(new Date(2026, month, month * 2 + 1, hour, month * 5).getTime());
    }
    for (const date of dates) expect(formatEventDate(date, 'en-US')).toBe(intl.format(date));
  });
});

describe('entryText: what a build holds of a skill, in words', () => {
  const skill = (options: Record<string, boolean> = {}, max = 5) =>
    ({ _id: 's', skill_name: 'S', skill_max_purchases: max, skill_options: options }) as unknown as import('./types').SkillDefinition;
  const amount = (purchase_count: number, granted = 0) => ({
    purchase_count,
    grants: granted ? [{ count: granted, granted_by: 'g', at_level: 1 }] : [],
  });
  it.each<[string, ReturnType<typeof skill>, unknown, string]>([
    ['a plain count', skill(), amount(2), '2'],
    ['bought and granted', skill(), amount(1, 1), '2 (1 bought, 1 granted)'],
    ['a single purchase', skill({}, 1), amount(1), 'bought'],
    ['by hand', skill({ handed: true }), { left: amount(1), right: amount(2) }, 'left 1, right 2'],
    ['by school, names capitalised', skill({ magic_schools: true }), { schools: { arcane: amount(2) } }, 'Arcane 2'],
    [
      'spell slots: school names and levels in words',
      skill({ spell_slot: true }),
      { spell_schools: ['arcane'], levels: [[2, 1, 0, 0, 0, 0, 0, 0, 0]] },
      'Arcane: 2 first-level, 1 second-level',
    ],
    [
      'alchemy: a specialty and an empty column',
      skill({ alchemy_slot: true }),
      {
        specialties: ['poisoner'],
        levels: [
          [1, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 0, 0],
        ],
      },
      'Poisoner: 1 first-level; Basic: none',
    ],
    ['nothing held', skill(), null, 'none'],
  ])('%s', (_name, definition, entry, expected) => {
    expect(entryText(definition, entry as never)).toBe(expected);
  });
  it('levelWord and nameWords', () => {
    expect([levelWord(1), levelWord(9), levelWord(12)]).toEqual(['first', 'ninth', '12th']);
    expect(nameWords('one_handed')).toBe('One handed');
  });
});

describe('classChoices: every class, with the ruleset description of it', () => {
  it('gives the description where there is one and null elsewhere', () => {
    expect(classChoices({ class_descriptions: { adept: 'Scholars of magic.', rogue: '' } })).toEqual([
      { name: 'fighter', description: null },
      { name: 'rogue', description: null },
      { name: 'adept', description: 'Scholars of magic.' },
      { name: 'shadow', description: null },
      { name: 'templar', description: null },
    ]);
  });
  it('lists the classes without descriptions when the ruleset has none', () => {
    expect(classChoices({}).map((choice) => choice.description)).toEqual([null, null, null, null, null]);
  });
});
