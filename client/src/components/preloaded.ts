import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQueryRefHandlers, useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { useCallback, useTransition } from 'react';

/**
 * A query a route loader started (src/routes/preload.ts), as its screen and the screen's widgets read
 * it. A failed query answers with its error (errorPolicy 'all'), for the screen to show its own way.
 */
export type Preloaded<TData, TVariables extends OperationVariables = OperationVariables> = PreloadedQueryRef<
  TData,
  TVariables,
  'complete' | 'streaming' | 'empty'
>;

/** The preloaded form of a query document: `PreloadedOf<typeof SomeQuery>`. */
export type PreloadedOf<TDocument> =
  TDocument extends TypedDocumentNode<infer TData, infer TVariables extends OperationVariables> ? Preloaded<TData, TVariables> : never;

/**
 * Reads a preloaded query (useReadQuery) with its refetch and fetchMore (useQueryRefHandlers). Both
 * run as transitions: the screen keeps what it shows until the new answer is in (`refreshing` says
 * one is on its way) instead of falling back to a loading state.
 */
export function usePreloaded<TData, TVariables extends OperationVariables>(ref: Preloaded<TData, TVariables>) {
  // The handlers first: they hand the reference the promise of a refetch under way, which useReadQuery then reads.
  const { refetch: refetchRef, fetchMore: fetchMoreRef } = useQueryRefHandlers(ref);
  const result = useReadQuery(ref);
  const [refreshing, startTransition] = useTransition();
  const refetch = useCallback(
    (variables?: Partial<TVariables>) => {
      let answer!: ReturnType<typeof refetchRef>;
      startTransition(() => {
        answer = refetchRef(variables);
      });
      return answer;
    },
    [refetchRef],
  );
  const fetchMore = useCallback(
    (options: Parameters<typeof fetchMoreRef>[0]) => {
      let answer!: ReturnType<typeof fetchMoreRef>;
      startTransition(() => {
        answer = fetchMoreRef(options);
      });
      return answer;
    },
    [fetchMoreRef],
  ) as typeof fetchMoreRef;
  return { ...result, refreshing, refetch, fetchMore };
}
