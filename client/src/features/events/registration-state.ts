import type { RegistrationState } from '../../graphql/generated/graphql';

/**
 * A registration state as the rules package (and REST) name it: GraphQL's enum says ACCEPTED where
 * the rules say accepted. The one crossing from the GraphQL enum to the rules' values.
 */
export function rulesState(state: RegistrationState | null | undefined): Lowercase<RegistrationState> | null {
  return state ? (state.toLowerCase() as Lowercase<RegistrationState>) : null;
}
