import { EVENT_FORM_MESSAGES, questionsAskedOf } from '@larp/rules';

/** A registration or survey question as the events API gives it. */
export interface AskedQuestion {
  id: string;
  questionText: string;
  rolesToAsk: string[];
  answerRequired: boolean;
}

/** Answers being typed, by question id. */
export type AnswerDrafts = Record<string, string>;

/** The questions asked of a role, in the event's order: the rule the server applies too (rules/questions.ts). */
export { questionsAskedOf };

/**
 * events §5: "the payload includes only answers for questions asked of the chosen role that have a
 * non-empty answer". Answers are trimmed, as the server keeps them.
 */
export function answersToSend(questions: readonly AskedQuestion[], role: string | null, drafts: AnswerDrafts) {
  return questionsAskedOf(questions, role).flatMap((question) => {
    const answer = (drafts[question.id] ?? '').trim();
    return answer === '' ? [] : [{ questionId: question.id, answer }];
  });
}

/** The first required question asked of the role that has no answer yet, if any. */
export function firstUnansweredRequired<Q extends AskedQuestion>(
  questions: readonly Q[],
  role: string | null,
  drafts: AnswerDrafts,
): Q | undefined {
  return questionsAskedOf(questions, role).find((question) => question.answerRequired && (drafts[question.id] ?? '').trim() === '');
}

/** The message for an unanswered required question: the server's own text, so both sides read alike. */
export const answerRequiredMessage = (question: AskedQuestion) => EVENT_FORM_MESSAGES.answerRequired(question.questionText);

/** Saved answers as drafts, for editing. */
export function draftsFrom(answers: readonly { questionId: string; answer: string }[]): AnswerDrafts {
  return Object.fromEntries(answers.map((entry) => [entry.questionId, entry.answer]));
}
