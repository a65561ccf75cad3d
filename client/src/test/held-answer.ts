import { ApolloLink } from '@apollo/client/link';
import { from, mergeMap } from 'rxjs';

/**
 * An answer the test lets through when it is ready: `link` holds the operations of that name (with
 * variables that `when` accepts) until
 * `release()` is called, then passes it on (to the mocks behind it). A test can so look at the
 * screen while a call is under way (a "Submitting..." text, a busy table), however slowly the
 * machine runs, instead of racing a mock's delay.
 */
export function heldAnswer(
  operationName: string,
  when: (variables: Record<string, unknown>) => boolean = () => true,
): { link: ApolloLink; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const link = new ApolloLink((operation, forward) =>
    operation.operationName === operationName && when(operation.variables)
      ? from(released).pipe(mergeMap(() => forward(operation)))
      : forward(operation),
  );
  return { link, release };
}
