import { formatDateTime } from './date-time';

describe('formatDateTime (medium date plus short time)', () => {
  it.each([
    ['2027-03-14T18:30:00Z', 'en-US', 'Mar 14, 2027, 6:30 PM'],
    ['2027-03-14T18:30:00Z', 'en-GB', '14 Mar 2027, 18:30'],
  ])('shows %s in %s as %s', (iso, locale, expected) => {
    // Intl may use a narrow no-break space before AM/PM; compare with ordinary spaces.
    expect(formatDateTime(iso, locale, 'UTC').replace(/\s/g, ' ')).toBe(expected);
  });

  it('accepts a Date and a timestamp alike', () => {
    const date = new Date('2027-01-02T03:04:00Z');
    expect(formatDateTime(date, 'en-US', 'UTC')).toBe(formatDateTime(date.getTime(), 'en-US', 'UTC'));
  });

  it("writes the reader's US English without Intl, the same text as Intl's", () => {
    expect(navigator.language).toBe('en-US');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const dates = [new Date(2027, 0, 1, 0, 0), new Date(2027, 6, 4, 12, 5), new Date(2027, 11, 31, 23, 59)];
    try {
      for (const date of dates) expect(formatDateTime(date)).toBe(intl.format(date));
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
