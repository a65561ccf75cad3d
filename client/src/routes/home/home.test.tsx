import type { ApolloLink } from '@apollo/client/link';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SIGNED_IN_ROUTE_ID } from '../../features/accounts/session';
import {
  BuyXpTokenForCharacterDocument,
  DeleteOwnCharacterDocument,
  HomeCharactersDocument,
  HomeShardsDocument,
  SiteSettingsDocument,
} from '../../graphql/generated/graphql';
import { SIGNED_IN_PLAYER } from '../../test/abilities-fixtures';
import { heldAnswer } from '../../test/held-answer';
import { graphQLFailure } from '../../test/graphql-errors';
import { mockedClient } from '../../test/render-route';
import { HomePage } from './home';
import { loader } from './home.loader';

const LINKS = [
  { __typename: 'RulebookLink' as const, label: 'Core Rules', url: 'https://rules.example/core', text: 'How the game is played.' },
  { __typename: 'RulebookLink' as const, label: 'Races', url: 'https://rules.example/races', text: null },
  { __typename: 'RulebookLink' as const, label: 'Magic', url: 'https://rules.example/magic', text: null },
];
/** The rulebook links the server gives (RULEBOOK_LINKS or the ruleset's), as home reads them. */
const settingsMock = (links = LINKS): MockLink.MockedResponse => ({
  request: { query: SiteSettingsDocument },
  result: { data: { siteSettings: { __typename: 'SiteSettings', rulebookLinks: links } } },
});

const user = SIGNED_IN_PLAYER;

const character = (
  id: string,
  name: string,
  extra: Partial<{ deleteAllowed: boolean; committed: boolean; xp: number; uncommittedChanges: boolean }> = {},
) => ({
  __typename: 'Character' as const,
  id,
  characterXpTotal: extra.xp ?? 10,
  characterXpSequence: 2,
  deathCount: 1,
  reaperFightCount: 3,
  deleteAllowed: extra.deleteAllowed ?? false,
  committed: extra.committed ?? true,
  uncommittedChanges: extra.uncommittedChanges ?? false,
  shownBuild: {
    __typename: 'CharacterBuild' as const,
    characterName: name,
    characterClass: 'rogue',
    characterRace: { __typename: 'CharacterRace' as const, race: 'Human', subculture: 'Highland', transformation: 'Vampire' },
  },
});

const charactersMock = (list: ReturnType<typeof character>[]): MockLink.MockedResponse => ({
  request: { query: HomeCharactersDocument },
  result: { data: { myCharacters: list } },
});
const shardsMock = (shards: number, xpTokenPurchased = false): MockLink.MockedResponse => ({
  request: { query: HomeShardsDocument },
  result: { data: { myShards: { __typename: 'ShardBalance', shards, xpTokenPurchased } } },
});

function renderHome(mocks: MockLink.MockedResponse[], settings = settingsMock(), hold?: ApolloLink) {
  mocks = [...mocks, settings];
  const client = mockedClient(mocks, hold);
  const router = createMemoryRouter(
    [
      {
        id: SIGNED_IN_ROUTE_ID,
        loader: () => user,
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <HomePage />, loader: () => loader(client) },
          { path: '/new_character', element: <h1>New character page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}

const table = () => screen.findByRole('table', { name: 'Your characters' });
/** The balance has its own query, which may answer after the characters: a purchase before it would see the signed-in user's 0 shards. */
const balance = (shards: number) =>
  waitFor(() => expect(screen.getByText('Your shard balance:').querySelector('strong')?.textContent).toBe(String(shards)));

describe('HomePage rulebook links', () => {
  it('lists the links in order, each with what it holds', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(5)], settingsMock());
    const section = await screen.findByRole('region', { name: 'Rulebooks' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Core Rules', 'Races', 'Magic']);
    expect(within(section).getByText('How the game is played.')).toBeInTheDocument();
  });

  it('shows none, and no Rulebooks section, when the server has none set', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(5)], settingsMock([]));
    await table();
    await screen.findByText('Your shard balance:');
    expect(screen.queryByRole('heading', { name: 'Rulebooks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Core Rules/ })).not.toBeInTheDocument();
  });
});

describe('HomePage characters table', () => {
  it('says what to do first when there are no characters, with a link to create one', async () => {
    renderHome([charactersMock([]), shardsMock(0)]);
    expect(await screen.findByText('You have no characters yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first character' }).getAttribute('href')).toBe('/new_character');
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events');
  });

  it('marks a committed character whose saved build has changes Commit would make permanent', async () => {
    renderHome([
      charactersMock([character('c1', 'Brom', { committed: true, uncommittedChanges: true }), character('c2', 'Lira')]),
      shardsMock(5),
    ]);
    const grid = await table();
    const brom = within(grid).getByRole('row', { name: /Brom/ });
    expect(within(brom).getByText('Committed build')).toBeInTheDocument();
    expect(within(brom).getByText('Uncommitted changes')).toBeInTheDocument();
    expect(within(within(grid).getByRole('row', { name: /Lira/ })).queryByText('Uncommitted changes')).not.toBeInTheDocument();
  });

  it('shows the spec columns, the shown build and Edit per row; no Delete column when nothing may be deleted', async () => {
    renderHome([
      charactersMock([character('c1', 'Brom', { committed: true }), character('c2', 'Lira', { committed: false })]),
      shardsMock(5),
    ]);
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Race', 'Class', 'Events', 'XP Total', 'Deaths -- Reaper Fights', 'Edit']);
    const brom = within(grid).getByRole('row', { name: /Brom/ });
    expect(
      within(brom)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Highland Human Vampire', 'Rogue', '2', '10', '1 -- 3', 'Edit']);
    expect(within(brom).getByText('Committed build')).toBeInTheDocument();
    expect(within(within(grid).getByRole('row', { name: /Lira/ })).getByText('Saved build')).toBeInTheDocument();
    expect(within(grid).queryByText('Uncommitted changes')).not.toBeInTheDocument();
    expect(within(brom).getByRole('link', { name: 'Edit Brom' }).getAttribute('href')).toBe('/character_editor/c1');
    expect(screen.getByRole('link', { name: 'Create new character' }).getAttribute('href')).toBe('/new_character');
    await screen.findByRole('link', { name: 'Core Rules' });
    expect(screen.getAllByRole('link', { name: /Core Rules|Races|Magic/ }).map((link) => link.getAttribute('href'))).toEqual([
      'https://rules.example/core',
      'https://rules.example/races',
      'https://rules.example/magic',
    ]);
  });

  it('offers Delete only for characters with delete_allowed and deletes after the exact name is typed', async () => {
    const remaining = character('c1', 'Brom');
    renderHome([
      charactersMock([remaining, character('c2', 'Lira Moon', { deleteAllowed: true, committed: false })]),
      shardsMock(5),
      { request: { query: DeleteOwnCharacterDocument, variables: { id: 'c2' } }, result: { data: { deleteCharacter: 'c2' } } },
      charactersMock([remaining]),
    ]);
    const grid = await table();
    expect(within(grid).getAllByRole('columnheader').at(-1)?.textContent).toBe('Delete');
    expect(within(grid).queryByRole('button', { name: 'Delete Brom' })).not.toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Delete Lira Moon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lira Moon' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Character' });
    await userEvent.type(within(dialog).getByLabelText('Character name to delete'), 'lira moon');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(within(dialog).getByLabelText('Character name to delete'));
    await userEvent.type(within(dialog).getByLabelText('Character name to delete'), 'Lira Moon');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Lira Moon/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Lira Moon was deleted.');
  });

  it.each([
    ['FORBIDDEN', 'Something went wrong. Please reload the page and try again.'],
    ['INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again later.'],
  ])('a refused delete (%s) says %s', async (code, text) => {
    renderHome([
      charactersMock([character('c2', 'Lira', { deleteAllowed: true })]),
      shardsMock(5),
      {
        request: { query: DeleteOwnCharacterDocument, variables: { id: 'c2' } },
        result: graphQLFailure(code, 'This character cannot be deleted'),
      },
    ]);
    await userEvent.click(within(await table()).getByRole('button', { name: 'Delete Lira' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Character name to delete'), 'Lira');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Character' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(text);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('HomePage XP-token purchase', () => {
  it('with fewer than 3 shards opens the Not enough Shards dialog instead of buying', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(2)]);
    await table();
    // the balance has its own query, which may answer after the characters
    await waitFor(() => expect(screen.getByText('Your shard balance:').textContent).toContain('2'));
    await userEvent.selectOptions(screen.getByLabelText('Character for the XP token'), 'Brom');
    await userEvent.click(screen.getByRole('button', { name: 'Buy XP Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough Shards' });
    expect(dialog.textContent).toContain('you have 2');
  });

  it('buys a token for the chosen character, shows progress, then the button is disabled', async () => {
    const purchase = heldAnswer('BuyXpTokenForCharacter');
    renderHome(
      [
        charactersMock([character('c1', 'Brom'), character('c2', 'Lira')]),
        shardsMock(4),
        {
          request: { query: BuyXpTokenForCharacterDocument, variables: { characterId: 'c2' } },
          result: {
            data: {
              buyXpToken: { __typename: 'XpTokenPurchase', characterId: 'c2', characterXpTotal: 11, shards: 1, xpTokenPurchased: true },
            },
          },
        },
        shardsMock(1, true),
        charactersMock([character('c1', 'Brom'), character('c2', 'Lira', { xp: 11 })]),
      ],
      settingsMock(),
      purchase.link,
    );
    await table();
    await balance(4);
    await userEvent.selectOptions(screen.getByLabelText('Character for the XP token'), 'Lira');
    await userEvent.click(screen.getByRole('button', { name: 'Buy XP Token' }));
    // confirmation first, with the cost and the balance afterwards
    const confirm = await screen.findByRole('dialog', { name: 'Buy an XP token?' });
    expect(confirm.textContent).toContain('An XP token costs 3 Shards and gives Lira 1 XP (10 → 11 XP).');
    expect(confirm.textContent).toContain('Your balance afterwards: 1 Shard (now 4).');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, buy it' }));
    // the purchase is held until the progress was seen
    expect(await screen.findByText('Submitting purchase...')).toBeInTheDocument();
    purchase.release();
    expect(await screen.findByText('XP token bought: Lira now has 11 XP.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy XP Token' }).disabled).toBe(true));
    expect(screen.getByText('Your shard balance:').textContent).toContain('1');
    expect(within(screen.getByRole('row', { name: /Lira/ })).getByText('11')).toBeInTheDocument();
  });

  it('is disabled when a token was already bought', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(9, true)]);
    await table();
    await balance(9);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy XP Token' }).disabled).toBe(true));
    expect(screen.getByText('You have already bought an XP token since the last event.')).toBeInTheDocument();
  });

  it.each([
    ['BAD_USER_INPUT', '', 'Invalid request.'],
    ['CONFLICT', 'An XP token was already bought since the last event', 'An XP token was already bought since the last event'],
    ['INTERNAL_SERVER_ERROR', 'Internal server error', 'Error occurred, unable to complete purchase.'],
  ])('a failed purchase (%s) says the right text', async (code, serverMessage, text) => {
    renderHome([
      charactersMock([character('c1', 'Brom')]),
      shardsMock(5),
      { request: { query: BuyXpTokenForCharacterDocument, variables: { characterId: 'c1' } }, result: graphQLFailure(code, serverMessage) },
    ]);
    await table();
    await balance(5);
    await userEvent.selectOptions(screen.getByLabelText('Character for the XP token'), 'Brom');
    await userEvent.click(screen.getByRole('button', { name: 'Buy XP Token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, buy it' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
  });

  it('cancelling the confirmation buys nothing', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(5)]);
    await table();
    await balance(5);
    await userEvent.selectOptions(screen.getByLabelText('Character for the XP token'), 'Brom');
    await userEvent.click(screen.getByRole('button', { name: 'Buy XP Token' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Buy an XP token?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Submitting purchase...')).not.toBeInTheDocument();
  });

  it('asks for a character before buying', async () => {
    renderHome([charactersMock([character('c1', 'Brom')]), shardsMock(5)]);
    await table();
    await balance(5);
    await userEvent.click(screen.getByRole('button', { name: 'Buy XP Token' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a character for the XP token');
  });
});
