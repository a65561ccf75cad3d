import { DEFAULT_RULEBOOK_LINKS, parseRulebookLinks } from './rulebook-links';

describe('parseRulebookLinks (VITE_RULEBOOK_LINKS)', () => {
  it.each([
    ['unset', undefined],
    ['blank', '  '],
    ['not JSON', 'https://example.org'],
    ['not a list', '{"label":"A","url":"https://a.example"}'],
    ['no usable entry', '[{"label":"A","url":"javascript:alert(1)"},{"url":"https://b.example"}]'],
  ])('gives the defaults when the setting is %s', (_case, setting) => {
    expect(parseRulebookLinks(setting)).toBe(DEFAULT_RULEBOOK_LINKS);
  });

  it('keeps the configured http(s) links in order and drops the others', () => {
    const setting = JSON.stringify([
      { label: 'Core Rules', url: 'https://rules.example/core.pdf' },
      { label: 'Bad', url: 'javascript:alert(1)' },
      { label: 'Magic', url: 'http://rules.example/magic', extra: 1 },
    ]);
    expect(parseRulebookLinks(setting)).toEqual([
      { label: 'Core Rules', url: 'https://rules.example/core.pdf' },
      { label: 'Magic', url: 'http://rules.example/magic' },
    ]);
  });

  it('has three default links', () => {
    expect(DEFAULT_RULEBOOK_LINKS).toHaveLength(3);
  });
});
