/**
 * A whole list's items for a GraphQL list field, `perTurn` at a time in turns of the event loop:
 * the first items as they are, each later group as promises that settle one `setImmediate` after the
 * group before. The executor (graphql-jit, as graphql-js) completes an item when its promise
 * settles, so the work of presenting thousands of rows (their fields, checks and paths) runs in
 * slices, and other requests (a health check, another player's page) are answered between them
 * instead of waiting for the whole answer. The answer is the same list in the same order.
 */
export function listInTurns<Item>(items: readonly Item[], perTurn: number): Array<Item | Promise<Item>> {
  const answer: Array<Item | Promise<Item>> = items.slice(0, perTurn);
  let turn: Promise<void> = Promise.resolve();
  for (let at = perTurn; at < items.length; at += perTurn) {
    turn = turn.then(() => new Promise<void>((resume) => setImmediate(resume)));
    const settled = turn;
    for (const item of items.slice(at, at + perTurn)) answer.push(settled.then(() => item));
  }
  return answer;
}
