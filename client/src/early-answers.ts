import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { rulesetVersionSeen } from './features/editor/ruleset-version';

/** An answer the page's early script (build-plugins/early-queries.mts) received, or null when the request failed. */
interface EarlyAnswer {
  ok: boolean;
  rulesetVersion: string | null;
  body: ApolloLink.Result & { errors?: unknown[] };
}

declare global {
  interface Window {
    /** The page's queries sent before the app's code arrived, by operation name and variables (build-plugins/early-queries.mts). */
    __larpEarlyAnswers?: Map<string, Promise<EarlyAnswer | null>>;
  }
}

/** The key the early script files an answer under: the operation's name and its variables (keys in order). */
function keyOf(operationName: string, variables: Record<string, unknown>): string {
  return `${operationName} ${JSON.stringify(variables, Object.keys(variables).sort())}`;
}

/**
 * Answers a query from the page's early answers: the route loaders' first queries were sent
 * by the page's early script before the app's code arrived, so they take its answer instead of asking
 * again. Each answer is used once; one that failed or carries errors is asked for the usual way, so
 * errors go through the same links as always.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const answers = typeof window === 'undefined' ? undefined : window.__larpEarlyAnswers;
  const key = answers?.size ? keyOf(operation.operationName ?? '', operation.variables) : undefined;
  const early = key === undefined ? undefined : answers?.get(key);
  if (!early || key === undefined) return forward(operation);
  answers?.delete(key);
  return new Observable<ApolloLink.Result>((observer) => {
    let asked: Subscription | undefined;
    let closed = false;
    void early.then((answer) => {
      if (closed) return;
      if (answer?.ok && !answer.body.errors?.length) {
        rulesetVersionSeen(answer.rulesetVersion);
        observer.next(answer.body);
        observer.complete();
      } else asked = forward(operation).subscribe(observer);
    });
    return () => {
      closed = true;
      asked?.unsubscribe();
    };
  });
});

/** Drops the early answers left unused (the first screen is shown): a later screen asks the server. */
export function forgetEarlyAnswers(): void {
  window.__larpEarlyAnswers?.clear();
}
