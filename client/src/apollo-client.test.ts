import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { createApolloClient } from './apollo-client';
import { CurrentUserQuery, LoginMutation, LogoutMutation } from './features/accounts/accounts.operations';

/** A transport that answers every operation with one GraphQL error of the given code. */
const answeringWith = (code: string) => new ApolloLink(() => of({ errors: [new GraphQLError('refused', { extensions: { code } })] }));

describe('createApolloClient', () => {
  it('hands an UNAUTHENTICATED answer to onUnauthenticated', async () => {
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ onUnauthenticated, transport: answeringWith('UNAUTHENTICATED') });
    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow('refused');
    await expect(client.mutate({ mutation: LogoutMutation })).rejects.toThrow('refused');
    expect(onUnauthenticated).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed login on the login page', async () => {
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ onUnauthenticated, transport: answeringWith('UNAUTHENTICATED') });
    await expect(client.mutate({ mutation: LoginMutation, variables: { input: { email: 'a@b.c', password: 'x' } } })).rejects.toThrow(
      'refused',
    );
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('ignores other errors', async () => {
    const onUnauthenticated = jest.fn();
    const client = createApolloClient({ onUnauthenticated, transport: answeringWith('BAD_USER_INPUT') });
    await expect(client.mutate({ mutation: LogoutMutation })).rejects.toThrow('refused');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
