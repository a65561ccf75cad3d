import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render-route';
import { ApiTokensPage } from './api-tokens';

const row = (overrides: Record<string, unknown> = {}) => ({
  _id: 'a'.repeat(24),
  name: 'Spreadsheet',
  token_prefix: 'larp_AbCdEf',
  scopes: ['characters:read'],
  expires_at: '2026-04-01T12:00:00.000Z',
  created_at: '2026-03-01T12:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  state: 'active',
  ...overrides,
});
const SCOPES = ['account:read', 'account:write', 'characters:read', 'characters:write'];

/** A stand-in for the REST bridge: records calls, answers from a list of tokens it keeps. */
function fakeServer(initial: ReturnType<typeof row>[]) {
  let tokens = [...initial];
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let feedMade = false;
  const answer = (input: RequestInfo | URL, init?: RequestInit): Response => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, url, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/v1/user/calendar') return json(200, { data: { has_feed: feedMade, created_at: null } });
    if (url === '/api/v1/user/calendar/reset') {
      feedMade = true;
      return json(200, { data: { url: `http://localhost:4000/api/v1/calendar/secret${calls.length}.ics` } });
    }
    if (method === 'GET') return json(200, { data: { tokens, scopes: SCOPES } });
    if (method === 'POST') {
      if (!body.name.trim()) return json(400, { message: 'Give the token a name' });
      const created = row({ _id: 'b'.repeat(24), name: body.name, scopes: body.scopes });
      tokens = [created, ...tokens];
      return json(201, { data: { token: 'larp_secretvalue', api_token: created } });
    }
    tokens = tokens.map((token) => ({ ...token, state: 'revoked' }));
    return json(200, { data: { api_token: tokens[0] } });
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => Promise.resolve(answer(input, init)));
  return calls;
}

afterEach(() => jest.restoreAllMocks());
// userEvent types character by character; a busy machine needs room
jest.setTimeout(30_000);

describe('ApiTokensPage', () => {
  it('lists tokens with last use, creates one with the chosen scopes and shows its secret once', async () => {
    const calls = fakeServer([row({ last_used_at: '2026-03-02T10:00:00.000Z' })]);
    renderRoute(<ApiTokensPage />, { path: '/account/api-tokens' });
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
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Roster sync',
      scopes: ['characters:write'],
      expires_in_days: 90,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it("keeps the form's input and shows the server's message when refused", async () => {
    fakeServer([]);
    renderRoute(<ApiTokensPage />, { path: '/account/api-tokens' });
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the token a name');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('   ');
  });

  it('asks before revoking, and revokes only on confirmation', async () => {
    const calls = fakeServer([row()]);
    renderRoute(<ApiTokensPage />, { path: '/account/api-tokens' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Spreadsheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect((await screen.findByRole('status')).textContent).toBe('Token Spreadsheet revoked.');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/v1/user/api_tokens/${'a'.repeat(24)}`);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('makes the calendar address, shows it once, and asks before replacing it', async () => {
    const calls = fakeServer([]);
    renderRoute(<ApiTokensPage />, { path: '/account/api-tokens' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make calendar address' }));
    const first = (await screen.findByLabelText<HTMLInputElement>('Calendar address')).value;
    expect(first).toMatch(/^http:\/\/localhost:4000\/api\/v1\/calendar\/secret\d+\.ics$/);
    await userEvent.click(screen.getByRole('button', { name: 'Reset calendar address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.url.endsWith('/reset'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset calendar address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await screen.findByDisplayValue((value) => value !== first && value.endsWith('.ics'));
    expect(calls.filter((call) => call.url.endsWith('/reset'))).toHaveLength(2);
  });
});
