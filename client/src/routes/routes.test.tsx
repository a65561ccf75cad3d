import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { sampleRuleset } from '../../../rules/src/sample-ruleset';
import {
  CancelAccountDeletionByLinkDocument,
  CurrentUserDocument,
  ForgotPasswordDocument,
  LoginDocument,
  LogoutDocument,
  ResetPasswordDocument,
  SignupDocument,
  StaffDashboardDocument,
} from '../graphql/generated/graphql';
import { ADMIN_ABILITIES, PLAYER_ABILITIES, STAFF_ABILITIES } from '../test/abilities-fixtures';
import { graphQLFailure } from '../test/graphql-errors';
import { bigEvent } from '../test/staff-events-fixtures';
import { createRoutes } from './routes';

const player = {
  __typename: 'User' as const,
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roles: [] as string[],
  shardTotal: 7,
  xpTokenPurchased: false,
  can: PLAYER_ABILITIES,
};
const admin = { ...player, id: 'u2', firstName: 'Grace', roles: ['ADMIN'], can: ADMIN_ABILITIES };

function openApp(url: string, currentUser: typeof player | null, extraMocks: MockLink.MockedResponse[] = []) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink([{ request: { query: CurrentUserDocument }, result: { data: { currentUser } } }, ...extraMocks]),
  });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return router;
}

const navigation = () => screen.getByRole('navigation');
const linkNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

/** An empty page of events, as the server's eventConnection answers it. */
const EMPTY_EVENTS = {
  __typename: 'EventConnection',
  totalCount: 0,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  nodes: [],
};
const PLAYER_EVENTS_EMPTY = { eventConnection: EMPTY_EVENTS, pastEvents: { __typename: 'EventConnection', totalCount: 0 } };

describe('the route table', () => {
  it('sends a signed-out visitor of an authenticated route to /login', async () => {
    const router = openApp('/account', null);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // the page asked for is remembered for after signing in
    expect(router.state.location.search).toBe('?next=%2Faccount');
  });

  it('remembers the query of the page asked for, and nothing for home', async () => {
    const router = openApp('/events?tab=past', null);
    await screen.findByRole('heading', { name: 'Log In' });
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/events?tab=past');
  });

  it("shows a player the player's links, the welcome and the shard balance", async () => {
    openApp('/', player);
    // The first test pays for transpiling the lazily loaded home page: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(linkNames()).toEqual(['LARP', 'Home', 'Events', 'Account']);
    expect(within(navigation()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('adds the three admin links and the query IDE for an admin', async () => {
    openApp('/', admin);
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    expect(linkNames()).toEqual([
      'LARP',
      'Home',
      'Events',
      'Account',
      'Manage Characters',
      'Manage Users',
      'Manage Events',
      'Query the data',
    ]);
  });

  it('gives staff (not admin) one link to the query IDE, which the server serves (a page load)', async () => {
    openApp('/', { ...player, roles: ['staff'], can: STAFF_ABILITIES });
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(linkNames()).toEqual(['LARP', 'Home', 'Events', 'Account', 'Query the data']);
    expect(within(navigation()).getByRole('link', { name: 'Query the data' })).toHaveAttribute('href', '/graphiql/');
  });

  it.each([
    ['a player', player],
    ['staff (not admin)', { ...player, roles: ['STAFF'], can: STAFF_ABILITIES }],
  ])("answers 'Not Found' for the staff group to %s", async (_who, user) => {
    openApp('/staff', user);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Staff dashboard')).not.toBeInTheDocument();
  });

  it('opens the lazily loaded staff dashboard for an admin, with its counts and task links', async () => {
    const counts = {
      __typename: 'StaffDashboard' as const,
      playerCount: 12,
      characterCount: 30,
      uncommittedCount: 4,
      upcomingEventCount: 2,
    };
    openApp('/staff', admin, [{ request: { query: StaffDashboardDocument }, result: { data: { staffDashboard: counts } } }]);
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument();
    const glance = screen.getByLabelText('At a glance');
    await within(glance).findByText('30');
    expect(within(glance).getByText('12')).toBeInTheDocument();
    expect(within(glance).getByText('4')).toBeInTheDocument();
    for (const name of [
      'Manage Characters',
      'Create Character for User',
      'Manage XP',
      'Manage Deaths',
      'Manage Past Event Counts',
      'Print Character Sheets',
      'Manage Users',
      'Manage Shards',
      'Manage Roles',
      'Manage Events',
      'Query the data',
    ]) {
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Query the data' })).toHaveAttribute('href', '/graphiql/');
  });

  it("shows 'Oops!' for an unknown address", async () => {
    openApp('/no/such/page', player);
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toContain('404 Not Found');
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
    const waysOn = screen.getByRole('navigation', { name: 'Ways on' });
    expect(
      within(waysOn)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/events', '/account', '/login']);
  });

  it('says the server could not be reached, with Try again, when a loader request fails', async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) });
    const routes = createRoutes(client);
    routes[0].children!.push({
      path: 'offline',
      loader: () => {
        throw new TypeError('Failed to fetch');
      },
      element: null,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/offline'] });
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    expect(await screen.findByText(/The server could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'Oops!' with the default title when a loader fails without a message", async () => {
    const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) });
    const routes = createRoutes(client);
    // A route whose loader throws a bare value: nothing more specific than the default title.
    const bare: unknown = 42; // whatever a loader may throw
    routes[0].children!.push({
      path: 'broken',
      loader: () => {
        throw bare;
      },
      element: null,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/broken'] });
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Unexpected Application Error!');
  });

  it('signs out and lands on /login', async () => {
    const router = openApp('/account', player, [{ request: { query: LogoutDocument }, result: { data: { logout: 'Signed out' } } }]);
    await screen.findByRole('heading', { name: 'Account' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  describe('the public account forms post to their route actions', () => {
    const TOKEN = 't'.repeat(32);
    const REFUSED = 'Incorrect username or password. Please try again.';
    const signup = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      passwordConfirm: 'correct horse battery',
    };
    const formOf = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return form;
    };

    it.each([
      [
        '/login',
        { email: 'ada@example.com', password: 'wrong' },
        {
          request: { query: LoginDocument, variables: { input: { email: 'ada@example.com', password: 'wrong' } } },
          result: graphQLFailure('UNAUTHENTICATED', REFUSED),
        },
        { kind: 'failed', message: REFUSED },
      ],
      [
        '/signup',
        { ...signup, privacyStatementAccepted: 'on' },
        {
          request: { query: SignupDocument, variables: { input: { ...signup, privacyStatementAccepted: true, emailConsent: false } } },
          result: { data: { signup: { __typename: 'User', id: 'u1', email: 'ada@example.com' } } },
        },
        { kind: 'signedUp', email: 'ada@example.com' },
      ],
      [
        '/forgot_password',
        { email: 'ada@example.com' },
        {
          request: { query: ForgotPasswordDocument, variables: { email: 'ada@example.com' } },
          result: { data: { forgotPassword: 'An email was sent if the account exists' } },
        },
        { kind: 'sent' },
      ],
      [
        `/reset_password/${TOKEN}`,
        { password: 'new horse', passwordConfirm: 'new horse' },
        {
          request: {
            query: ResetPasswordDocument,
            variables: { input: { token: TOKEN, password: 'new horse', passwordConfirm: 'new horse' } },
          },
          result: { data: { resetPassword: 'Password successfully changed' } },
        },
        { kind: 'changed' },
      ],
      [
        `/cancel_deletion/${TOKEN}`,
        {},
        {
          request: { query: CancelAccountDeletionByLinkDocument, variables: { token: TOKEN } },
          result: { data: { cancelAccountDeletionByLink: 'Account deletion cancelled.' } },
        },
        { kind: 'cancelled', message: 'Account deletion cancelled.' },
      ],
    ])('%s: its action answers the posted form', async (url, fields, answer, result) => {
      const router = openApp(url, null, [answer]);
      await act(() => router.navigate(url, { formMethod: 'post', formData: formOf(fields) }));
      expect(Object.values(router.state.actionData ?? {})).toEqual([result]);
      expect(router.state.location.pathname).toBe(url);
    });
  });

  describe('data loads with the route', () => {
    /** What home asks for besides the user: no characters, seven shards, no rulebook links. */
    const HOME_ANSWERS = {
      HomeCharacters: { myCharacters: [] },
      HomeShards: { myShards: { __typename: 'ShardBalance', shards: 7, xpTokenPurchased: false } },
      SiteSettings: { siteSettings: { __typename: 'SiteSettings', rulebookLinks: [] } },
    };

    /**
     * A server that notes each operation asked for and answers only when told: what the screens ask
     * before any answer has arrived is what the route loaders started together.
     */
    function heldServer(answers: Record<string, unknown>) {
      const asked: string[] = [];
      const waiting: Array<() => void> = [];
      const link = new ApolloLink(
        (operation) =>
          new Observable((observer) => {
            asked.push(operation.operationName ?? '');
            waiting.push(() => {
              observer.next({ data: answers[operation.operationName ?? ''] as Record<string, unknown> });
              observer.complete();
            });
          }),
      );
      const release = () => waiting.splice(0).forEach((answer) => answer());
      return { link, asked, release };
    }

    function open(url: string, link: ApolloLink) {
      const client = new ApolloClient({ cache: new InMemoryCache(), link });
      const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
      render(
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>,
      );
      return router;
    }

    const buildOf = (name: string) => ({
      __typename: 'CharacterBuild',
      characterName: name,
      characterClass: 'fighter',
      characterBuildCost: 0,
      createdAt: '2026-03-01T18:30:00.000Z',
      characterRace: {
        __typename: 'CharacterRace',
        race: 'Human',
        subculture: 'Highland',
        transformation: null,
        raceAttributes: ['Human', 'Highlander'],
      },
      characterSkills: [],
    });

    it("starts the editor's character, its rules-change notices and game data with the signed-in user, before any answer", async () => {
      const server = heldServer({
        CurrentUser: { currentUser: player },
        EditorCharacter: {
          myCharacter: {
            __typename: 'Character',
            id: 'c1',
            buildVersion: 1,
            committed: false,
            characterLevel: 1,
            characterXpTotal: 10,
            deathCount: 0,
            reaperFightCount: 0,
            additionalSpellSchools: [],
            savedBuild: buildOf('Brom the Bold'),
            committedBuild: null,
          },
          currentUser: { __typename: 'User', id: 'u1', firstName: 'Ada', lastName: 'Lovelace', shardTotal: 7 },
        },
        GameData: {
          gameData: {
            skills: sampleRuleset.skills.filter((skill) => ['Parry', 'Riposte'].includes(skill.skill_name)),
            races: sampleRuleset.races,
            transformations: sampleRuleset.transformations,
            event_role_types: sampleRuleset.event_role_types,
          },
        },
        CharacterRulesetNotices: { characterRulesetNotices: [] },
      });
      open('/character_editor/c1', server.link);
      await waitFor(() =>
        expect([...server.asked].sort()).toEqual(['CharacterRulesetNotices', 'CurrentUser', 'EditorCharacter', 'GameData']),
      );
      server.release();
      expect(await screen.findByRole('heading', { name: 'Brom the Bold', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
      // the screen rendered from what the loaders put in the cache: nothing asked twice
      expect([...server.asked].sort()).toEqual(['CharacterRulesetNotices', 'CurrentUser', 'EditorCharacter', 'GameData']);
    }, 30_000); // the first test to open the editor pays for transpiling it

    it("starts home's characters, shards and rulebook links with the signed-in user", async () => {
      const server = heldServer({
        CurrentUser: { currentUser: player },
        ...HOME_ANSWERS,
      });
      open('/', server.link);
      await waitFor(() => expect([...server.asked].sort()).toEqual(['CurrentUser', 'HomeCharacters', 'HomeShards', 'SiteSettings']));
      server.release();
      expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 10_000 })).toBeInTheDocument();
      expect([...server.asked].sort()).toEqual(['CurrentUser', 'HomeCharacters', 'HomeShards', 'SiteSettings']);
    });

    it('signs in on /login and opens home with the user the sign-in answered, not asking for it again', async () => {
      const server = heldServer({
        Login: { login: player },
        ...HOME_ANSWERS,
      });
      const router = open('/login', server.link);
      await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), 'ada@example.com');
      await userEvent.type(screen.getByLabelText('Password'), 'right horse');
      await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(server.asked).toEqual(['Login']));
      // the form stays disabled until the next page is there
      expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
      server.release();
      await waitFor(() => expect([...server.asked].sort()).toEqual(['HomeCharacters', 'HomeShards', 'Login', 'SiteSettings']));
      expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
      server.release();
      expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(server.asked).not.toContain('CurrentUser');
    });

    it("starts a player's /events (cards and places) with the signed-in user, one round trip", async () => {
      const server = heldServer({
        CurrentUser: { currentUser: player },
        PlayerEvents: PLAYER_EVENTS_EMPTY,
        EventPlaces: { eventConnection: EMPTY_EVENTS },
      });
      open('/events', server.link);
      await waitFor(() => expect([...server.asked].sort()).toEqual(['CurrentUser', 'EventPlaces', 'PlayerEvents']));
      server.release();
      expect(await screen.findByRole('heading', { name: 'Upcoming Events' }, { timeout: 10_000 })).toBeInTheDocument();
      // a player waits for no second list (the one with survey counts is for users who may see them)
      expect([...server.asked].sort()).toEqual(['CurrentUser', 'EventPlaces', 'PlayerEvents']);
    });

    it('asks again with survey counts only for a user who may see them', async () => {
      const staff = { ...player, roles: ['STAFF'], can: STAFF_ABILITIES };
      expect(STAFF_ABILITIES.viewSurveyCounts && !STAFF_ABILITIES.manageEvents).toBe(true);
      const server = heldServer({
        CurrentUser: { currentUser: staff },
        PlayerEvents: PLAYER_EVENTS_EMPTY,
        EventPlaces: { eventConnection: EMPTY_EVENTS },
      });
      open('/events', server.link);
      await waitFor(() => expect(server.asked.length).toBe(3));
      server.release();
      await waitFor(() => expect(server.asked.length).toBe(4));
      expect(server.asked[3]).toBe('PlayerEvents');
      server.release();
      expect(await screen.findByRole('heading', { name: 'Upcoming Events' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(server.asked.length).toBe(4);
    });

    it("asks, on a move inside the app, only for the list the known user's /events shows and its places", async () => {
      const staff = { ...player, roles: ['STAFF'], can: STAFF_ABILITIES };
      const server = heldServer({
        CurrentUser: { currentUser: staff },
        HomeCharacters: { myCharacters: [] },
        HomeShards: { myShards: { __typename: 'ShardBalance', shards: 0, xpTokenPurchased: false } },
        SiteSettings: { siteSettings: { __typename: 'SiteSettings', rulebookLinks: [] } },
        PlayerEvents: PLAYER_EVENTS_EMPTY,
        EventPlaces: { eventConnection: EMPTY_EVENTS },
      });
      const router = open('/', server.link);
      await waitFor(() => expect(server.asked.length).toBe(4));
      server.release();
      expect(await screen.findByRole('heading', { name: 'Welcome, Ada' }, { timeout: 10_000 })).toBeInTheDocument();
      void router.navigate('/events');
      await waitFor(() => expect(server.asked.length).toBe(6));
      expect(server.asked.slice(4).sort()).toEqual(['EventPlaces', 'PlayerEvents']);
      server.release();
      expect(await screen.findByRole('heading', { name: 'Upcoming Events' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(server.asked).toHaveLength(6);
    });

    it('starts the attendance review and its waitlist with the signed-in user; the names come from the review', async () => {
      const event = bigEvent(2);
      const server = heldServer({
        CurrentUser: { currentUser: admin },
        AttendanceReview: { attendanceReview: { __typename: 'AttendanceReviewEvent', ...event } },
        WaitlistQueue: { waitlist: [] },
        WaitlistNames: { attendanceReview: { __typename: 'AttendanceReviewEvent', id: event.id, eventRegistrations: [] } },
      });
      open('/staff/manage_events/e1/attendance', server.link);
      const all = ['AttendanceReview', 'CurrentUser', 'WaitlistQueue'];
      await waitFor(() => expect([...server.asked].sort()).toEqual(all), { timeout: 10_000 });
      server.release();
      expect(await screen.findByRole('heading', { name: 'Review Attendance: Big Gathering' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Query the data' })).toHaveAttribute('href', '/graphiql/');
      // the page and its waitlist rendered from what the loader put in the cache: nothing asked twice
      expect([...server.asked].sort()).toEqual(all);
    }, 30_000); // the first test to open the staff screens pays for transpiling them
  });
});
