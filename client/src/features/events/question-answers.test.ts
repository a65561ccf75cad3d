import { answersToSend, draftsFrom, firstUnansweredRequired, questionsAskedOf } from './question-answers';

const questions = [
  { id: 'diet', questionText: 'Dietary needs?', rolesToAsk: ['pc', 'npc'], answerRequired: true },
  { id: 'npc-shift', questionText: 'Preferred npc shift?', rolesToAsk: ['npc'], answerRequired: true },
  { id: 'pc-goal', questionText: 'Character goals?', rolesToAsk: ['pc'], answerRequired: false },
  { id: 'all', questionText: 'Anything else?', rolesToAsk: [], answerRequired: false },
];

describe('questions asked of a role', () => {
  it.each([
    ['pc', ['diet', 'pc-goal', 'all']],
    ['npc', ['diet', 'npc-shift', 'all']],
    [null, ['diet', 'npc-shift', 'pc-goal', 'all']],
  ])('%s', (role, ids) => {
    expect(questionsAskedOf(questions, role).map((question) => question.id)).toEqual(ids);
  });
});

describe('answersToSend', () => {
  it('keeps only non-empty answers of questions asked of the role, trimmed', () => {
    const drafts = { diet: ' none ', 'npc-shift': 'night', 'pc-goal': '   ', all: 'Thanks' };
    expect(answersToSend(questions, 'pc', drafts)).toEqual([
      { questionId: 'diet', answer: 'none' },
      { questionId: 'all', answer: 'Thanks' },
    ]);
    expect(answersToSend(questions, 'npc', drafts)).toEqual([
      { questionId: 'diet', answer: 'none' },
      { questionId: 'npc-shift', answer: 'night' },
      { questionId: 'all', answer: 'Thanks' },
    ]);
  });
});

describe('firstUnansweredRequired', () => {
  it.each([
    ['pc, nothing answered', 'pc', {}, 'diet'],
    ['pc, diet answered (npc shift not asked)', 'pc', { diet: 'vegan' }, undefined],
    ['npc, diet answered', 'npc', { diet: 'vegan' }, 'npc-shift'],
    ['blank is no answer', 'pc', { diet: '  ' }, 'diet'],
  ])('%s', (_case, role, drafts, expected) => {
    expect(firstUnansweredRequired(questions, role, drafts)?.id).toBe(expected);
  });
});

it('draftsFrom turns saved answers into drafts', () => {
  expect(draftsFrom([{ questionId: 'diet', answer: 'vegan' }])).toEqual({ diet: 'vegan' });
});
