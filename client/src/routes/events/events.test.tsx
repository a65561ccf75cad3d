import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerEventsDocument, PlayerPastEventsDocument, type RegistrationState } from '../../graphql/generated/graphql';
import { renderSignedIn, testPlayer } from '../../features/events/render-signed-in';
import { expectFocusedMessage } from '../../test/graphql-errors';
import { EventsPage } from './events';
import { loader } from './events.loader';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function event(id: string, title: string, startInDays: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Event' as const,
    id,
    eventTitle: title,
    eventDescription: `${title}: a weekend in the woods.`,
    eventAddress: `${title} Hall`,
    eventImage: null,
    eventStartTime: inDays(startInDays),
    eventEndTime: inDays(startInDays + 2),
    eventPublished: true,
    eventFinalized: false,
    eventSurveyOpenAt: null,
    eventRegistrationCount: 0,
    attendanceRecordCount: 0,
    surveyQuestions: [],
    eventRegistrations: [],
    attendanceRecords: [],
    surveyResponses: [],
    ...extra,
  };
}

const registration = (id: string, state: RegistrationState | null) => ({
  __typename: 'EventRegistration' as const,
  id,
  state,
  eventRole: 'pc',
  registeredAt: inDays(-1),
  waitlistNote: null,
  character: { __typename: 'EventCharacterSummary' as const, id: 'c1', characterName: 'Brom' },
});

/** One page of events as the server's eventConnection answers it. */
const connection = (nodes: { id: string }[], totalCount = nodes.length, hasNextPage = false) => ({
  __typename: 'EventConnection' as const,
  totalCount,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
  nodes,
});

/** The list's first answer: the upcoming events (the server's order) and how many past ones there are. */
const listMock = (staff: boolean, upcoming: { id: string }[], pastCount = 0) => ({
  request: { query: PlayerEventsDocument, variables: { staff, first: 12 } },
  result: {
    data: { eventConnection: connection(upcoming), pastEvents: { __typename: 'EventConnection' as const, totalCount: pastCount } },
  },
});

const pastMock = (staff: boolean, past: { id: string }[], after?: string, totalCount = past.length, hasNextPage = false) => ({
  request: { query: PlayerPastEventsDocument, variables: { staff, first: 12, ...(after ? { after } : {}) } },
  result: { data: { eventConnection: connection(past, totalCount, hasNextPage) } },
});

/** The card (article) of an event, found by its title. */
const card = (title: string) => screen.findByRole('article', { name: title });

describe('EventsPage', () => {
  it('shows upcoming events as cards and loads the past ones when Past Events is opened, a page at a time', async () => {
    const user = userEvent.setup();
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [
        listMock(false, [event('e4', 'Next Month', 30), event('e3', 'Far Future', 60)], 3),
        pastMock(false, [event('e2', 'Long Ago', -400), event('e1', 'Ancient', -800)], undefined, 3, true),
        pastMock(false, [event('e0', 'Founding', -1200)], 'e1', 3),
      ],
    });
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Events' })).nextElementSibling as HTMLElement;
    expect(
      within(upcoming)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Next Month', 'Far Future']);
    expect(upcoming.className).toEqual(expect.stringContaining('row-cols-lg-3'));
    expect(upcoming.className).toEqual(expect.stringContaining('row-cols-md-2'));
    expect(upcoming.className).toEqual(expect.stringContaining('row-cols-1'));
    // Every upcoming event is shown: no Load more.
    expect(screen.queryByRole('button', { name: 'Load more upcoming events' })).not.toBeInTheDocument();
    const past = screen.getByText('Past Events').closest('details')!;
    expect(past.open).toBe(false);
    expect(within(past).queryAllByRole('heading', { hidden: true })).toEqual([]);
    await user.click(screen.getByText('Past Events'));
    await within(past).findByRole('article', { name: 'Long Ago' });
    expect(
      within(past)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Long Ago', 'Ancient']);
    expect(within(past).getByText('Showing 2 of 3 past events')).toBeInTheDocument();
    await user.click(within(past).getByRole('button', { name: 'Load more past events' }));
    await within(past).findByRole('article', { name: 'Founding' });
    expect(
      within(past)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Long Ago', 'Ancient', 'Founding']);
    expect(within(past).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('puts the description in a focusable box that scrolls at 300px', async () => {
    renderSignedIn(<EventsPage />, { loader, path: '/events', mocks: [listMock(false, [event('e1', 'Spring Gathering', 30)])] });
    const description = await screen.findByRole('region', { name: 'Description of Spring Gathering' });
    expect(description.style.maxHeight).toBe('300px');
    expect(description.style.overflowY).toBe('auto');
    expect(description.tabIndex).toBe(0);
  });

  it('offers Register while pre-registration is open, and not inside the two-week cutoff', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('open', 'Open Event', 30), event('soon', 'Soon Event', 10)])],
    });
    const open = await card('Open Event');
    expect(within(open).getByRole('link', { name: 'Register for Open Event' }).getAttribute('href')).toBe('/event_registration/open');
    expect(within(await card('Soon Event')).queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review Attendance' })).not.toBeInTheDocument();
  });

  it('links a registered player to their registration and shows its state', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('e1', 'Spring Gathering', 30, { eventRegistrations: [registration('r1', 'ACCEPTED')] })])],
    });
    const spring = await card('Spring Gathering');
    expect(within(spring).getByRole('link', { name: 'View/Edit Registration Details' }).getAttribute('href')).toBe(
      '/event_registration/r1/edit',
    );
    expect(within(spring).queryByRole('link', { name: /^Register/ })).not.toBeInTheDocument();
    expect(spring.textContent).toContain('PC (Brom) — Accepted');
  });

  it("offers Register on a cancelled registration's card, leading to its form to register again", async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('e1', 'Spring Gathering', 30, { eventRegistrations: [registration('r1', 'CANCELLED')] })])],
    });
    const spring = await card('Spring Gathering');
    expect(within(spring).getByRole('link', { name: 'Register for Spring Gathering' }).getAttribute('href')).toBe(
      '/event_registration/r1/edit',
    );
  });

  it('names Show Ticket by its visible text, the event being its description', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('e1', 'Spring Gathering', 30, { eventRegistrations: [registration('r1', 'ACCEPTED')] })])],
    });
    const ticket = within(await card('Spring Gathering')).getByRole('link', { name: 'Show Ticket' });
    expect(ticket).toHaveAccessibleDescription('Spring Gathering');
  });

  it('offers Take Survey to an attendee while the survey is open', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [
        listMock(false, [], 1),
        pastMock(false, [
          event('e1', 'Autumn Muster', -5, {
            eventSurveyOpenAt: inDays(-2),
            surveyQuestions: [{ __typename: 'EventQuestion', id: 'q1' }],
            attendanceRecords: [{ __typename: 'AttendanceRecord', id: 'a1' }],
          }),
        ]),
      ],
    });
    await screen.findByRole('heading', { name: 'Upcoming Events' });
    await userEvent.click(screen.getByText('Past Events'));
    const past = screen.getByText('Past Events').closest('details')!;
    expect((await within(past).findByRole('link', { name: 'Take Survey' })).getAttribute('href')).toBe('/event/e1/survey');
  });

  it('asks staff for survey counts and shows them Review Attendance', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      user: testPlayer(['STAFF']),
      mocks: [listMock(true, [event('e1', 'Spring Gathering', 30, { surveyResponseCount: 4 })])],
    });
    const spring = await card('Spring Gathering');
    expect(within(spring).getByRole('link', { name: 'Review Attendance' }).getAttribute('href')).toBe('/staff/manage_events/e1/attendance');
    expect(spring.textContent).toContain('Survey responses: 4');
  });

  it('shows the whole event in a dialog from View', async () => {
    renderSignedIn(<EventsPage />, { loader, path: '/events', mocks: [listMock(false, [event('e1', 'Spring Gathering', 30)])] });
    await userEvent.click(await screen.findByRole('button', { name: 'View Spring Gathering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spring Gathering' });
    expect(dialog.textContent).toContain('Spring Gathering Hall');
  });

  it('shows, with the focus, the message another screen left (e.g. after registering)', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      url: { pathname: '/events', state: { message: 'You are registered for Spring Gathering.' } },
      mocks: [listMock(false, [])],
    });
    await screen.findByText('There are no upcoming events.');
    await expectFocusedMessage(() => screen.findByRole('status'), 'You are registered for Spring Gathering.');
  });

  it('says what to do when not registered for anything upcoming, and not once registered', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('e1', 'Spring Gathering', 30, { eventRegistrations: [registration('r1', 'CANCELLED')] })])],
    });
    expect(await screen.findByText('You are not registered for any upcoming event.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'create a character' }).getAttribute('href')).toBe('/new_character');
  });

  it('shows no "not registered" note to a registered player', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [listMock(false, [event('e1', 'Spring Gathering', 30, { eventRegistrations: [registration('r1', 'ACCEPTED')] })])],
    });
    await screen.findByRole('article', { name: 'Spring Gathering' });
    expect(screen.queryByText('You are not registered for any upcoming event.')).toBeNull();
  });

  it('says the list failed, not that nothing is upcoming, when it could not be loaded', async () => {
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      mocks: [{ request: { query: PlayerEventsDocument, variables: { staff: false, first: 12 } }, error: new Error('Failed to fetch') }],
    });
    expect(await screen.findByText('There was a problem with the server. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText('There are no upcoming events.')).not.toBeInTheDocument();
    expect(screen.queryByText('You are not registered for any upcoming event.')).not.toBeInTheDocument();
  });

  it('says so when there is nothing upcoming', async () => {
    renderSignedIn(<EventsPage />, { loader, path: '/events', mocks: [listMock(false, [])] });
    expect(await screen.findByText('There are no upcoming events.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'prepare your characters' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Past Events')).not.toBeInTheDocument();
  });
});
