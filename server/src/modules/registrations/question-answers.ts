import { isAskedOf } from '@larp/rules';
import { badInput } from '../../errors';
import type { Question } from '../events/questions.service';
import { EVENT_MESSAGES as M } from '../events/events.messages';

export interface SubmittedAnswer {
  question: string;
  answer: string;
}

/**
 * events §5: "only answers for questions asked of the chosen role that have a non-empty answer"
 * are kept; a required question asked of that role must be answered. The same rule serves
 * registration answers and survey answers. Answers are returned in the questions' order.
 */
export function keepAskedAnswers(questions: Question[], role: string | null, submitted: SubmittedAnswer[]): SubmittedAnswer[] {
  const given = new Map<string, string>();
  for (const entry of submitted) {
    const answer = entry.answer.trim();
    if (answer !== '') given.set(entry.question, answer);
  }
  const kept: SubmittedAnswer[] = [];
  for (const question of questions) {
    // A survey question with no roles is asked of everyone (roles only narrow it): rules/questions.ts.
    if (!isAskedOf(question, role)) continue;
    const answer = given.get(question.id);
    if (answer !== undefined) kept.push({ question: question.id, answer });
    else if (question.answerRequired) throw badInput(M.answerRequired(question.questionText));
  }
  return kept;
}
