import { accountView, columnTitle, sectionViews, valueText } from './my-data-view';

const document = {
  format: 'larp-personal-data',
  version: 1,
  exported_at: '2026-05-01T10:00:00.000Z',
  account: {
    _id: 'u1',
    first_name: 'Wren',
    email: 'wren@example.org',
    email_consent: false,
    roles: [],
    privacy_statement_accepted_at: null,
  },
  events: [{ _id: 'e1', event_title: 'Spring Moot' }],
  registrations: [
    {
      _id: 'r1',
      event_id: 'e1',
      user_id: 'u1',
      character_id: 'c1',
      event_role: 'pc',
      state: 'accepted',
      question_answers: [{ event_registration_question: 'q1', question_answer: 'vegan' }],
    },
  ],
  characters: [{ _id: 'c1', user_id: 'u1', saved_build: { character_name: 'Wren of the Marsh' }, created_at: '2026-04-01T09:30:00.000Z' }],
  sessions: [
    { _id: 's1', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36' },
  ],
  shard_ledger: [],
};

describe('the readable personal-data view', () => {
  it.each([
    ['created_at', 'Created at'],
    ['event_id', 'Event'],
    ['question_answers', 'Question answers'],
  ])('names the column %s "%s"', (key, title) => expect(columnTitle(key)).toBe(title));

  it('words values: yes/no, none, events by title, answers by text, builds by name, devices by browser', () => {
    const titles = new Map([['e1', 'Spring Moot']]);
    expect(valueText(true, titles)).toBe('Yes');
    expect(valueText(null, titles)).toBe('—');
    expect(valueText('e1', titles, 'event_id')).toBe('Spring Moot');
    expect(valueText([{ question_answer: 'vegan' }, { question_answer: 'none' }], titles)).toBe('vegan; none');
    expect(valueText({ character_name: 'Wren' }, titles)).toBe('Build of Wren');
    expect(valueText('2026-04-01T09:30:00.000Z', titles)).not.toContain('T09:30');
  });

  it("shows the sections in a reader's order without ids, and the account as labelled fields", () => {
    const sections = sectionViews(document);
    expect(sections.map((section) => section.key)).toEqual(['characters', 'registrations', 'shard_ledger', 'sessions']);
    const registrations = sections[1];
    expect(registrations.columns.map((column) => column.title)).toEqual(['Event', 'Event role', 'State', 'Question answers']);
    expect(registrations.rows).toEqual([['Spring Moot', 'pc', 'accepted', 'vegan']]);
    expect(sections[3].rows[0][0]).toMatch(/^Chrome/);
    expect(accountView(document)).toEqual([
      ['First name', 'Wren'],
      ['Email', 'wren@example.org'],
      ['Privacy statement accepted', '—'],
      ['Mails from the organisers', 'No'],
      ['Roles', '—'],
    ]);
  });
});
