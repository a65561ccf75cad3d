import { GAME_DATA_STORAGE_KEYS, loadGameData, readCachedGameData, writeCachedGameData, type GameDataAnswer } from './game-data';

const answer: GameDataAnswer = {
  skills: [],
  races: [{ _id: 'a'.repeat(24), race_name: 'Elf', subculture_name: null, default_attributes: ['Elf'], attribute_choice: null, transformations: [] }],
  transformations: [],
  event_role_types: { pc: 'Player Character', npc: 'Non-Player Character' },
  character_levels: [{ level: 1, xp: 0 }],
};

describe('game data cached locally (players §9: skills, races, transformations, event_role_types)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each part under its own name and reads the same answer back', () => {
    writeCachedGameData(answer);
    expect(GAME_DATA_STORAGE_KEYS.filter((key) => localStorage.getItem(key) !== null)).toEqual([
      'skills',
      'races',
      'transformations',
      'event_role_types',
      'character_levels',
    ]);
    expect(readCachedGameData()).toEqual(answer);
  });

  it.each([
    ['nothing cached', () => undefined],
    ['one part missing', () => localStorage.removeItem('races')],
    ['a damaged part', () => localStorage.setItem('skills', '{not json')],
    ['a part of the wrong shape', () => localStorage.setItem('skills', '{"a":1}')],
  ])('gives no cached answer with %s', (_name, damage) => {
    writeCachedGameData(answer);
    if (_name === 'nothing cached') localStorage.clear();
    damage();
    expect(readCachedGameData()).toBeNull();
  });

  it('stores the answer of GET /api/v1/game_data when it loads', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ data: answer }), { status: 200 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await expect(loadGameData()).resolves.toEqual(answer);
      expect(fetchMock).toHaveBeenCalledWith('/api/v1/game_data', expect.anything());
      expect(readCachedGameData()).toEqual(answer);
    } finally {
      globalThis.fetch = original;
    }
  });
});
