import { createParameterDecorator } from 'type-graphql';
import type { GraphQLContext } from './context';

/** The signed-in user (or null) of the request, as a resolver parameter. */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => context.request.user);
}
