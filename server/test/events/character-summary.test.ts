import type { StoredBuild } from '@larp/rules';
import { Character } from '../../src/db/entities/character.entity';
import { presentCharacterSummary } from '../../src/modules/events/events.presenter';

/* The event screens name a character by the one shown-build rule (rules' shownBuild). */
const build = (name: string, attributes: string[] | null): StoredBuild => ({
  character_name: name,
  character_class: 'fighter',
  character_build_cost: 0,
  character_race: { race: 'Human', subculture: 'Highland', transformation: null, race_attributes: attributes },
  character_skills: [],
});
const character = (saved: StoredBuild | null, committed: StoredBuild | null) =>
  Object.assign(new Character(), {
    id: 'c1',
    userId: 'u1',
    characterXpTotal: 10,
    characterXpSequence: 0,
    deathCount: 0,
    reaperFightCount: 0,
    savedBuild: saved,
    committedBuild: committed,
  });

describe('presentCharacterSummary names the shown build', () => {
  it.each<[string, StoredBuild | null, StoredBuild | null, string | null]>([
    ['a committed build that counts', build('Saved name', ['Human']), build('Committed name', ['Human']), 'Committed name'],
    [
      'a committed build whose attributes were uncommitted: the saved one',
      build('Saved name', ['Human']),
      build('Committed name', null),
      'Saved name',
    ],
    ['never committed', build('Saved name', ['Human']), null, 'Saved name'],
    ['no build at all', null, null, null],
  ])('%s', (_name, saved, committed, expected) => {
    expect(presentCharacterSummary(character(saved, committed)).character_name).toBe(expected);
  });
});
