import { isAskedOf, questionsAskedOf } from './questions';

const q = (id: string, rolesToAsk: string[]) => ({ id, rolesToAsk });
const questions = [q('all', []), q('pc', ['pc']), q('npc', ['npc']), q('both', ['pc', 'npc'])];

describe('the questions asked of a role', () => {
  it.each([
    ['pc', ['all', 'pc', 'both']],
    ['npc', ['all', 'npc', 'both']],
    ['staff', ['all']],
    [null, ['all', 'pc', 'npc', 'both']],
  ] as const)('role %s is asked %j, in order', (role, ids) => {
    expect(questionsAskedOf(questions, role).map((question) => question.id)).toEqual(ids);
  });

  it.each([
    [[], 'pc', true],
    [['npc'], 'pc', false],
    [['npc'], null, true],
    [['pc', 'npc'], 'npc', true],
  ] as const)('a question for %j is asked of %s: %s', (rolesToAsk, role, asked) => {
    expect(isAskedOf({ rolesToAsk }, role)).toBe(asked);
  });
});
