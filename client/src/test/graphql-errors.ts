import { GraphQLError } from 'graphql';

/** A GraphQL answer carrying one error with the server's code and message, as the server formats it. */
export const graphQLFailure = (code: string, message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/** Waits for a message, checks its text and that it holds the keyboard focus (errors move focus, as the spec asks). */
export async function expectFocusedMessage(find: () => Promise<HTMLElement>, text: string): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react');
  const message = await find();
  expect(message.textContent).toContain(text);
  await waitFor(() => expect(document.activeElement).toBe(message));
  return message;
}
