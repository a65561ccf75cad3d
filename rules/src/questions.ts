/**
 * The questions asked of a role (events §5, §8): one rule for the server (which keeps or refuses
 * answers) and the client (which shows the fields). A question with no roles is asked of everyone;
 * a null role (a survey of an attendee without one) is asked everything.
 */
export interface RoleQuestion {
  rolesToAsk: readonly string[];
}

export const isAskedOf = (question: RoleQuestion, role: string | null): boolean =>
  role === null || question.rolesToAsk.length === 0 || question.rolesToAsk.includes(role);

/** The questions asked of a role, in the given order. */
export function questionsAskedOf<Q extends RoleQuestion>(questions: readonly Q[], role: string | null): Q[] {
  return questions.filter((question) => isAskedOf(question, role));
}
