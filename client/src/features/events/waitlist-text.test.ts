import { ordinal, placesLeftText, waitlistText } from './waitlist-text';

describe('waitlist words', () => {
  it('says the place in line as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
    expect(waitlistText('pc', 3)).toBe('Waitlisted for a player place: 3rd in line');
    expect(waitlistText('npc', 1)).toBe('Waitlisted for an npc place: 1st in line');
  });

  it('says the places left only for the roles the event limits', () => {
    expect(placesLeftText(null, null)).toBeNull();
    expect(placesLeftText(3, null)).toBe('Places left: 3 for players');
    expect(placesLeftText(0, 2)).toBe('Places left: none for players, 2 for npcs');
  });
});
