import { ApolloLink } from '@apollo/client/link';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { renderRoute } from '../../test/render-route';
import { ApiTokensPage } from './api-tokens';

const row = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id: 'a'.repeat(24),
  name: 'Spreadsheet',
  tokenPrefix: 'larp_AbCdEf',
  scopes: ['CHARACTERS_READ'],
  expiresAt: '2026-04-01T12:00:00.000Z',
  lastUsedAt: null,
  state: 'ACTIVE',
  ...overrides,
});
const SCOPES = ['ACCOUNT_READ', 'ACCOUNT_WRITE', 'CHARACTERS_READ', 'CHARACTERS_WRITE'];

/** A stand-in for the GraphQL server: records operations, answers from a list of tokens it keeps. */
function fakeServer(initial: ReturnType<typeof row>[]) {
  let tokens = [...initial];
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  let feedMade = false;
  const answer = (operation: string, variables: Record<string, unknown>) => {
    calls.push({ operation, variables });
    switch (operation) {
      case 'CalendarFeed':
        return { data: { calendarFeed: { __typename: 'CalendarFeed', hasFeed: feedMade } } };
      case 'ResetCalendarFeed':
        feedMade = true;
        return { data: { resetCalendarFeed: `http://localhost:4000/api/v1/calendar/secret${calls.length}.ics` } };
      case 'ApiTokens':
        return { data: { apiTokens: { __typename: 'ApiTokenList', scopes: SCOPES, tokens } } };
      case 'CreateApiToken': {
        const input = variables.input as { name: string; scopes: string[] };
        if (!input.name.trim()) return { errors: [new GraphQLError('Give the token a name', { extensions: { code: 'BAD_USER_INPUT' } })] };
        const created = row({ id: 'b'.repeat(24), name: input.name, scopes: input.scopes });
        tokens = [created, ...tokens];
        return { data: { createApiToken: { __typename: 'CreatedApiToken', token: 'larp_secretvalue', apiToken: created } } };
      }
      case 'RevokeApiToken':
        tokens = tokens.map((token) => (token.id === variables.id ? { ...token, state: 'REVOKED' } : token));
        return { data: { revokeApiToken: tokens.find((token) => token.id === variables.id) } };
      default:
        throw new Error(`unexpected operation ${operation}`);
    }
  };
  const link = new ApolloLink((operation) => of(answer(operation.operationName ?? '', operation.variables)));
  return { calls, link };
}

const renderPage = (link: ApolloLink) => renderRoute(<ApiTokensPage />, { path: '/account/api-tokens', before: link });

// userEvent types character by character; a busy machine needs room
jest.setTimeout(30_000);

describe('ApiTokensPage', () => {
  it('lists tokens with last use, creates one with the chosen scopes and shows its secret once', async () => {
    const { calls, link } = fakeServer([row({ lastUsedAt: '2026-03-02T10:00:00.000Z' })]);
    renderPage(link);
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByText('Spreadsheet')).toBeInTheDocument();
    expect(within(table).queryByText('Never')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name'), 'Roster sync');
    await userEvent.selectOptions(screen.getByLabelText('Characters'), 'write');
    await userEvent.selectOptions(screen.getByLabelText('Expires after'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const shown = await screen.findByLabelText('New API token');
    expect((shown as HTMLInputElement).value).toBe('larp_secretvalue');
    expect(screen.getByRole('status').textContent).toContain('it will not be shown again');
    expect(calls.find((call) => call.operation === 'CreateApiToken')?.variables.input).toEqual({
      name: 'Roster sync',
      scopes: ['CHARACTERS_WRITE'],
      expiresInDays: 90,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it("keeps the form's input and shows the server's message when refused", async () => {
    renderPage(fakeServer([]).link);
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the token a name');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('   ');
  });

  it('asks before revoking, and revokes only on confirmation', async () => {
    const { calls, link } = fakeServer([row()]);
    renderPage(link);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.operation === 'RevokeApiToken')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Spreadsheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect((await screen.findByRole('status')).textContent).toBe('Token Spreadsheet revoked.');
    expect(calls.find((call) => call.operation === 'RevokeApiToken')?.variables).toEqual({ id: 'a'.repeat(24) });
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('makes the calendar address, shows it once, and asks before replacing it', async () => {
    const { calls, link } = fakeServer([]);
    renderPage(link);
    await userEvent.click(await screen.findByRole('button', { name: 'Make calendar address' }));
    const first = (await screen.findByLabelText<HTMLInputElement>('Calendar address')).value;
    expect(first).toMatch(/^http:\/\/localhost:4000\/api\/v1\/calendar\/secret\d+\.ics$/);
    await userEvent.click(screen.getByRole('button', { name: 'Reset calendar address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.operation === 'ResetCalendarFeed')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset calendar address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await screen.findByDisplayValue((value) => value !== first && value.endsWith('.ics'));
    expect(calls.filter((call) => call.operation === 'ResetCalendarFeed')).toHaveLength(2);
  });
});
