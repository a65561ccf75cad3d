import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EventAttendeesDocument,
  FinalizedEventsDocument,
  GrantXpDocument,
  RaceRulesDocument,
  UpdateUserRolesDocument,
  StaffCharacterConnectionDocument,
  StaffUserConnectionDocument,
  type UserRole,
} from '../../graphql/generated/graphql';
import { ManageCharactersPage } from './manage-characters';
import { loader as manageCharactersLoader } from './manage-characters.loader';
import { samePageKeepsItsData } from '../preload';
import { graphQLFailure } from '../../test/graphql-errors';
import { heldAnswer } from '../../test/held-answer';
import { renderRoute } from '../../test/render-route';
import { ManageUsersPage } from './manage-users';
import { ManageXpPage } from './manage-xp';
import { ManageShardsPage } from './manage-shards';
import { SelectCharacterSheetsPage } from './select-character-sheets';
import { InitializeCharacterPage } from './initialize-character';
import { raceRulesAnswer } from '../../test/race-rules-fixture';
import { staffUserRow } from '../../test/staff-rows';
import { ManageRolesPage, roleChanges } from './manage-roles';
import { idsToPrint } from './print-character-sheets';

const row = (id: string, name: string, xp: number) => ({
  __typename: 'StaffCharacterRow' as const,
  id,
  userId: `u-${id}`,
  playerName: 'Wren Halloway',
  playerEmail: 'wren@example.com',
  characterName: name,
  characterClass: 'fighter',
  raceDescription: 'Imperial Human',
  characterLevel: 1,
  characterXpTotal: xp,
  characterXpSequence: 0,
  deathCount: 0,
  reaperFightCount: 0,
  committed: true,
});

const FIRST_USERS = {
  first: 25,
  after: null,
  sort: 'NAME',
  direction: 'ASCENDING',
  search: '',
  includeErased: false,
  role: null,
  verified: null,
};
/** A search picker's first request: the first matches by name, nothing typed yet. */
const PICKER_FIRST = { search: null, first: 10, sort: 'NAME' };
const pageInfo = (endCursor: string | null, hasNextPage: boolean) => ({ __typename: 'PageInfo' as const, endCursor, hasNextPage });
const userPage = (nodes: unknown[]) => ({
  __typename: 'StaffUserConnection' as const,
  totalCount: nodes.length,
  pageInfo: pageInfo(null, false),
  nodes,
});
const characterPage = (nodes: { id: string }[], total: number, hasNextPage = false) => ({
  __typename: 'StaffCharacterConnection' as const,
  totalCount: total,
  pageInfo: pageInfo(nodes.at(-1)?.id ?? null, hasNextPage),
  nodes,
});

describe('staff pages', () => {
  it('sends only the users whose staff toggle changed, never an admin', () => {
    const user = (id: string, roles: UserRole[]) => ({
      id,
      firstName: id,
      lastName: 'X',
      email: `${id}@x`,
      verified: true,
      roles,
      shardTotal: 0,
      characterCount: 0,
      erased: false,
    });
    const rows = [user('a', []), user('b', ['STAFF']), user('c', ['ADMIN']), user('d', [])];
    expect(roleChanges(rows, { a: true, b: false, c: true, d: false })).toEqual([
      { userId: 'a', roles: ['STAFF'] },
      { userId: 'b', roles: [] },
    ]);
    expect(roleChanges(rows, {})).toEqual([]);
  });

  it('reads the ids to print without repeats or blanks', () => {
    expect(idsToPrint('a, b,,a ,c')).toEqual(['a', 'b', 'c']);
    expect(idsToPrint(null)).toEqual([]);
  });

  it("Manage XP keeps the admin's input after a server refusal and shows its message", async () => {
    const user = userEvent.setup();
    const rows = [row('c1', 'Tamsin Vale', 12), row('c2', 'Bram Oakes', 10)];
    renderRoute(<ManageXpPage />, {
      path: '/staff/manage_xp',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: PICKER_FIRST },
          result: { data: { staffCharacterConnection: characterPage(rows, 2) } },
          maxUsageCount: 5,
        },
        {
          request: { query: GrantXpDocument, variables: { characterIds: ['c1', 'c2'], xpAmount: -20, reason: 'Rules breach' } },
          result: graphQLFailure('BAD_USER_INPUT', 'The XP total of character c2 cannot go below 0'),
        },
      ],
    });
    await screen.findByRole('checkbox', { name: /Tamsin Vale/ });
    await user.click(screen.getByRole('button', { name: 'Grant XP to 0 characters' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select at least one character');
    await user.click(screen.getByRole('button', { name: 'Choose the 2 shown' }));
    await user.type(screen.getByLabelText('XP amount'), '-20');
    await user.type(screen.getByLabelText('Reason'), 'Rules breach');
    await user.click(screen.getByRole('button', { name: 'Grant XP to 2 characters' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The XP total of character c2 cannot go below 0'));
    expect(screen.getByLabelText<HTMLInputElement>('XP amount').value).toBe('-20');
    expect(screen.getByLabelText<HTMLInputElement>('Reason').value).toBe('Rules breach');
    expect(screen.getByRole('heading', { name: 'Chosen characters (2)' })).toBeInTheDocument();
  });

  it('Manage XP searches the server as the admin types, keeps the chosen ones listed across searches, and shows each new total', async () => {
    const user = userEvent.setup();
    const tamsin = row('c1', 'Tamsin Vale', 12);
    const bram = row('c2', 'Bram Oakes', 10);
    const asked: Record<string, unknown>[] = [];
    const answer =
      (nodes: { id: string }[], total: number, hasNextPage = false) =>
      (variables: Record<string, unknown>) => {
        asked.push(variables);
        return { data: { staffCharacterConnection: characterPage(nodes, total, hasNextPage) } };
      };
    renderRoute(<ManageXpPage />, {
      path: '/staff/manage_xp',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: PICKER_FIRST },
          result: answer([bram], 12000, true),
          maxUsageCount: 5,
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...PICKER_FIRST, after: 'c2' } },
          result: answer([row('c3', 'Ivo Stark', 4)], 12000, true),
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...PICKER_FIRST, search: 'tam' } },
          result: answer([tamsin], 1),
        },
        {
          request: { query: GrantXpDocument, variables: { characterIds: ['c2', 'c1'], xpAmount: 5, reason: 'Spring Muster' } },
          result: { data: { grantXp: { __typename: 'GrantResult' as const, message: 'XP granted successfully.', ids: ['c2', 'c1'] } } },
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ids: ['c2', 'c1'], first: 100 } },
          result: answer([row('c1', 'Tamsin Vale', 17), row('c2', 'Bram Oakes', 15)], 2),
        },
      ],
    });
    // the first matches of 12,000, more on request, never the whole list
    expect(await screen.findByText('12000 characters in all; tick one to choose it.')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 12000 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more matches' }));
    expect(await screen.findByRole('checkbox', { name: /Ivo Stark/ })).toBeInTheDocument();
    // keyboard: Space ticks the focused match
    screen.getByRole('checkbox', { name: /Bram Oakes/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Chosen characters (1)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by player or character name'), 'tam');
    await user.click(await screen.findByRole('checkbox', { name: /Tamsin Vale/ }));
    // Bram is no longer among the matches but stays chosen
    expect(screen.queryByRole('checkbox', { name: /Bram Oakes/ })).not.toBeInTheDocument();
    const chosen = screen.getByRole('table', { name: 'Chosen characters' });
    expect(chosen.textContent).toContain('Bram Oakes');
    expect(chosen.textContent).toContain('Tamsin Vale');
    expect(asked.filter((variables) => variables.search === 'tam')).toHaveLength(1);
    await user.type(screen.getByLabelText('XP amount'), '5');
    await user.type(screen.getByLabelText('Reason'), 'Spring Muster');
    await user.click(screen.getByRole('button', { name: 'Grant XP to 2 characters' }));
    const results = await screen.findByRole('table', { name: 'Result per character' });
    await waitFor(() => expect(within(results).getAllByRole('row')[1].textContent).toBe('Bram Oakes (Wren Halloway)+515'));
    expect(within(results).getAllByRole('row')[2].textContent).toBe('Tamsin Vale (Wren Halloway)+517');
    expect(screen.getByRole('heading', { name: 'Chosen characters (0)' })).toBeInTheDocument();
  });

  it('Manage XP adds everyone who attended a finalized event: the characters they played, read back by id', async () => {
    const user = userEvent.setup();
    const event = (id: string, eventTitle: string, eventFinalized: boolean) => ({
      __typename: 'Event' as const,
      id,
      eventTitle,
      eventStartTime: '2026-05-01T10:00:00.000Z',
      eventFinalized,
    });
    const record = (id: string, userId: string, characterId: string | null) => ({
      __typename: 'AttendanceRecord' as const,
      id,
      userId,
      characterId,
    });
    renderRoute(<ManageXpPage />, {
      path: '/staff/manage_xp',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: PICKER_FIRST },
          result: { data: { staffCharacterConnection: characterPage([row('c2', 'Bram Oakes', 10)], 3, true) } },
          maxUsageCount: 5,
        },
        {
          request: { query: FinalizedEventsDocument },
          // The server answers finalized events only.
          result: { data: { eventConnection: { __typename: 'EventConnection' as const, nodes: [event('e1', 'Spring Muster', true)] } } },
        },
        {
          request: { query: EventAttendeesDocument, variables: { eventId: 'e1' } },
          result: {
            data: {
              attendanceReview: {
                __typename: 'Event' as const,
                id: 'e1',
                attendanceRecords: [record('a1', 'u-c1', 'c1'), record('a2', 'u-c3', 'c3'), record('a3', 'u-x', null)],
              },
            },
          },
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ids: ['c1', 'c3'], first: 100 } },
          result: { data: { staffCharacterConnection: characterPage([row('c3', 'Ivo Stark', 4), row('c1', 'Tamsin Vale', 12)], 2) } },
        },
      ],
    });
    await screen.findByRole('checkbox', { name: /Bram Oakes/ });
    expect(screen.getByRole('button', { name: 'Select attendees' })).toBeDisabled();
    expect(screen.getByText('Choose an event first.')).toBeInTheDocument();
    const picker = screen.getByLabelText('Everyone who attended');
    await waitFor(() => expect(within(picker).getByRole('option', { name: /Spring Muster/ })).toBeInTheDocument());
    await user.selectOptions(picker, 'e1');
    await user.click(screen.getByRole('button', { name: 'Select attendees' }));
    expect(await screen.findByText('Selected 2 characters who attended.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant XP to 2 characters' })).toBeInTheDocument();
    const chosen = screen.getByRole('table', { name: 'Chosen characters' });
    expect(chosen.textContent).toContain('Ivo Stark');
    expect(chosen.textContent).toContain('Tamsin Vale');
    // a chosen one can be taken out again
    await user.click(screen.getByRole('button', { name: 'Remove Ivo Stark (Wren Halloway)' }));
    expect(screen.getByRole('button', { name: 'Grant XP to 1 character' })).toBeInTheDocument();
  });

  it('Manage Shards picks players from the paged players list by name or email', async () => {
    const user = userEvent.setup();
    const person = (id: string, firstName: string, lastName: string) =>
      staffUserRow(id, firstName, lastName, { shardTotal: 3, characterCount: 1 });
    renderRoute(<ManageShardsPage />, {
      path: '/staff/manage_shards',
      mocks: [
        {
          request: { query: StaffUserConnectionDocument, variables: PICKER_FIRST },
          result: { data: { staffUserConnection: { ...userPage([person('u1', 'Wren', 'Halloway')]), totalCount: 5000 } } },
          maxUsageCount: 5,
        },
        {
          request: { query: StaffUserConnectionDocument, variables: { ...PICKER_FIRST, search: 'ada@' } },
          result: { data: { staffUserConnection: userPage([person('ada', 'Ada', 'Lovelace')]) } },
        },
      ],
    });
    expect(await screen.findByText('5000 players in all; tick one to choose it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name or email'), 'ada@');
    const ada = await screen.findByRole('checkbox', { name: /Ada Lovelace/ });
    expect(ada).toHaveAccessibleName('Ada Lovelace ada@example.com');
    await user.click(ada);
    expect(screen.getByRole('button', { name: 'Grant shards to 1 player' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Chosen players' }).textContent).toContain('Ada Lovelace');
  });

  it('Print Character Sheets prints the chosen characters, found by search, and says so when the search fails', async () => {
    const user = userEvent.setup();
    renderRoute(<SelectCharacterSheetsPage />, {
      path: '/staff/select_character_sheets',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: PICKER_FIRST },
          result: { data: { staffCharacterConnection: characterPage([row('c1', 'Tamsin Vale', 12), row('c2', 'Bram Oakes', 10)], 2) } },
          maxUsageCount: 5,
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...PICKER_FIRST, search: 'x' } },
          error: new Error('Network error'),
        },
      ],
    });
    const bram = await screen.findByRole('checkbox', { name: /Bram Oakes/ });
    await user.click(screen.getByRole('button', { name: 'Show 0 sheets for printing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one character');
    await user.click(bram);
    await user.type(screen.getByLabelText('Search by player or character name'), 'x');
    expect(await screen.findByText('Unable to fetch characters. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Chosen characters' }).textContent).toContain('Bram Oakes');
    expect(screen.getByRole('button', { name: 'Show 1 sheet for printing' })).toBeInTheDocument();
  });

  it('Create Character for User opens with the player the link named, read back by id, and another can be picked by search', async () => {
    const user = userEvent.setup();
    const person = (id: string, firstName: string, lastName: string) => staffUserRow(id, firstName, lastName);
    renderRoute(<InitializeCharacterPage />, {
      path: '/staff/initialize_character',
      url: '/staff/initialize_character?user=wren',
      mocks: [
        { request: { query: RaceRulesDocument }, result: { data: raceRulesAnswer } },
        {
          request: { query: StaffUserConnectionDocument, variables: PICKER_FIRST },
          result: { data: { staffUserConnection: { ...userPage([person('ada', 'Ada', 'Lovelace')]), totalCount: 5000 } } },
          maxUsageCount: 5,
        },
        {
          request: { query: StaffUserConnectionDocument, variables: { ids: ['wren'], first: 100 } },
          result: { data: { staffUserConnection: userPage([person('wren', 'Wren', 'Halloway')]) } },
        },
        {
          request: { query: StaffUserConnectionDocument, variables: { ...PICKER_FIRST, search: 'ada' } },
          result: { data: { staffUserConnection: userPage([person('ada', 'Ada', 'Lovelace')]) } },
        },
      ],
    });
    expect(await screen.findByText('Wren Halloway')).toBeInTheDocument();
    expect(screen.getByText(/Player:/).textContent).toBe('Player: Wren Halloway (wren@example.com)');
    await user.type(screen.getByLabelText('Search players by name or email'), 'ada');
    await waitFor(() => expect(screen.getByText('1 player matches; pick one to choose it.')).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Ada Lovelace ada@example.com' }));
    expect(screen.getByText(/Player:/).textContent).toBe('Player: Ada Lovelace (ada@example.com)');
    expect(screen.getByRole('radio', { name: 'Ada Lovelace ada@example.com' })).toBeChecked();
  });

  it('Manage Roles keeps the staff toggles of every search and page, and sends only those changed', async () => {
    const user = userEvent.setup();
    const person = (id: string, firstName: string, roles: UserRole[]) => staffUserRow(id, firstName, 'Halloway', { roles });
    renderRoute(<ManageRolesPage />, {
      path: '/staff/manage_roles',
      mocks: [
        {
          request: { query: StaffUserConnectionDocument, variables: FIRST_USERS },
          result: { data: { staffUserConnection: userPage([person('wren', 'Wren', []), person('erin', 'Erin', ['ADMIN'])]) } },
          maxUsageCount: 5,
        },
        {
          request: { query: StaffUserConnectionDocument, variables: { ...FIRST_USERS, search: 'oswin' } },
          result: { data: { staffUserConnection: userPage([person('oswin', 'Oswin', ['STAFF'])]) } },
          maxUsageCount: 5,
        },
        {
          // only the two toggled players, from two different searches
          request: {
            query: UpdateUserRolesDocument,
            variables: {
              users: [
                { userId: 'wren', roles: ['STAFF'] },
                { userId: 'oswin', roles: [] },
              ],
            },
          },
          result: { data: { updateUserRoles: [] } },
        },
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Staff role of Wren Halloway' }));
    expect(screen.getByRole('checkbox', { name: 'Staff role of Erin Halloway' })).toBeDisabled();
    await user.type(screen.getByLabelText('Search by name or email'), 'oswin');
    await user.click(await screen.findByRole('checkbox', { name: 'Staff role of Oswin Halloway' }));
    await user.click(screen.getByRole('button', { name: 'Save Roles' }));
    expect(await screen.findByText('Roles granted successfully.')).toBeInTheDocument();
  });

  it('Manage Users hides erased accounts until "Show erased accounts" is switched on (keyboard)', async () => {
    const user = userEvent.setup();
    const person = (id: string, firstName: string, lastName: string, erased: boolean) =>
      staffUserRow(id, firstName, lastName, {
        email: erased ? `erased-${id}@invalid` : `${id}@example.com`,
        verified: !erased,
        characterCount: 1,
        erased,
      });
    const living = person('u1', 'Wren', 'Halloway', false);
    const pseudonym = person('u2', 'Deleted player', '17', true);
    renderRoute(<ManageUsersPage />, {
      path: '/staff/manage_users',
      mocks: [
        {
          request: { query: StaffUserConnectionDocument, variables: FIRST_USERS },
          result: { data: { staffUserConnection: userPage([living]) } },
          maxUsageCount: 5,
        },
        {
          request: { query: StaffUserConnectionDocument, variables: { ...FIRST_USERS, includeErased: true } },
          result: { data: { staffUserConnection: userPage([pseudonym, living]) } },
          maxUsageCount: 5,
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Players' });
    expect(table.textContent).toContain('Wren Halloway');
    expect(table.textContent).not.toContain('Deleted player');
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show erased accounts' });
    expect(toggle.checked).toBe(false);
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Players' }).textContent).toContain('Deleted player 17'));
    expect(screen.getByText('Erased')).toBeInTheDocument();
    // an erased account cannot be deleted again; the living one still can
    expect(screen.queryByRole('button', { name: 'Delete account of Deleted player 17' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account of Wren Halloway' })).toBeInTheDocument();
  });

  it('Manage Characters asks the server for each page after its cursor, its order and a debounced search, showing progress meanwhile', async () => {
    const user = userEvent.setup();
    const first = { first: 25, after: null, sort: 'NAME', direction: 'ASCENDING', search: '', committed: null };
    const many = Array.from({ length: 25 }, (_v, index) => row(`c${index}`, `Character ${index}`, index));
    const pages: Record<string, unknown>[] = [];
    const answer =
      (rows: { id: string }[], total: number, hasNextPage = false) =>
      (variables: Record<string, unknown>) => {
        pages.push(variables);
        return { data: { staffCharacterConnection: characterPage(rows, total, hasNextPage) } };
      };
    const secondPage = heldAnswer('StaffCharacterConnection', (variables) => variables.after === 'c24');
    renderRoute(<ManageCharactersPage />, {
      loader: manageCharactersLoader,
      shouldRevalidate: samePageKeepsItsData,
      path: '/staff/manage_characters',
      before: secondPage.link,
      mocks: [
        { request: { query: StaffCharacterConnectionDocument, variables: first }, result: answer(many, 60, true), maxUsageCount: 5 },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...first, after: 'c24' } },
          result: answer([row('c25', 'Character 25', 25)], 60, true),
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...first, sort: 'XP' } },
          result: answer([row('c59', 'Character 59', 59)], 60, true),
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...first, sort: 'XP', search: 'tamsin vale' } },
          result: answer([row('t1', 'Tamsin Vale', 12)], 1),
        },
        {
          request: {
            query: StaffCharacterConnectionDocument,
            variables: { ...first, sort: 'XP', search: 'tamsin vale', committed: false },
          },
          result: answer([], 0),
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Characters' });
    expect(screen.getByText('Showing 1–25 of 60 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAccessibleDescription('This is the first page.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Loading characters…')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
    secondPage.release();
    expect(await screen.findByText('Showing 26–26 of 60 characters')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(table.textContent).toContain('Character 25');
    // back to the first page: the cached answer, no new request
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–25 of 60 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'XP' }));
    expect(await screen.findByText('Showing 1–1 of 60 characters')).toBeInTheDocument();
    // only the columns the server orders by are offered as sortable
    expect(screen.queryByRole('button', { name: /^Player/ })).not.toBeInTheDocument();
    // typing asks once, after the pause, with every word
    await user.type(screen.getByLabelText('Search by player or character name'), 'tamsin vale');
    expect(await screen.findByText('Showing 1–1 of 1 characters')).toBeInTheDocument();
    expect(table.textContent).toContain('Tamsin Vale');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // the build filter goes to the server too
    await user.selectOptions(screen.getByLabelText('Build'), 'uncommitted');
    expect(await screen.findByText('No characters match.')).toBeInTheDocument();
    expect(pages.filter((variables) => variables.search !== '')).toEqual([
      { ...first, sort: 'XP', search: 'tamsin vale' },
      { ...first, sort: 'XP', search: 'tamsin vale', committed: false },
    ]);
  });
  it('Manage Characters shows why a search was refused or failed, and keeps the search typed', async () => {
    const user = userEvent.setup();
    const first = { first: 25, after: null, sort: 'NAME', direction: 'ASCENDING', search: '', committed: null };
    const longSearch = 'z'.repeat(2001);
    renderRoute(<ManageCharactersPage />, {
      loader: manageCharactersLoader,
      shouldRevalidate: samePageKeepsItsData,
      path: '/staff/manage_characters',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: first },
          result: { data: { staffCharacterConnection: characterPage([row('c1', 'Character 1', 1)], 1) } },
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...first, search: longSearch } },
          result: graphQLFailure('BAD_USER_INPUT', 'search must be at most 2000 characters'),
        },
        {
          request: { query: StaffCharacterConnectionDocument, variables: { ...first, search: 'wren' } },
          error: new Error('Network error'),
        },
      ],
    });
    await screen.findByRole('table', { name: 'Characters' });
    const search = screen.getByLabelText<HTMLInputElement>('Search by player or character name');
    await user.click(search);
    await user.paste(longSearch);
    expect(await screen.findByRole('alert')).toHaveTextContent('search must be at most 2000 characters');
    expect(search.value).toBe(longSearch);
    await user.clear(search);
    await user.type(search, 'wren');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unable to load this list. Please try again later.'));
    expect(search.value).toBe('wren');
  });
});
