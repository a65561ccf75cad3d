import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayerEventsDocument } from '../../graphql/generated/graphql';
import { EventsPage } from '../../routes/events/events';
import { loader } from '../../routes/events/events.loader';
import { renderSignedIn, testPlayer } from '../events/render-signed-in';
import { adminEventActions, AdminEventList, ADMIN_EVENT_PAGE, type AdminEvent } from './admin-event-list';
import { AdminEventsQuery, DeleteEventMutation } from './staff-events.operations';

// Typing through whole forms takes a few seconds in jsdom, more while the suite runs in parallel.
jest.setTimeout(30_000);

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function adminEvent(id: string, title: string, startInDays: number, extra: Partial<AdminEvent> = {}): AdminEvent {
  return {
    id,
    eventTitle: title,
    eventDescription: `${title}: a weekend.`,
    eventAddress: `${title} Hall`,
    eventImage: null,
    eventStartTime: inDays(startInDays),
    eventEndTime: inDays(startInDays + 2),
    eventPublished: true,
    eventFinalized: false,
    eventSurveyOpenAt: null,
    pcRegistrationCount: 3,
    npcRegistrationCount: 2,
    eventRegistrationCount: 5,
    acceptedRegistrationCount: 2,
    waitlistedRegistrationCount: 1,
    unreviewedRegistrationCount: 2,
    pcPlacesLeft: null,
    npcPlacesLeft: null,
    eventPcCapacity: null,
    eventNpcCapacity: null,
    attendanceRecordCount: 0,
    surveyResponseCount: 1,
    ...extra,
  };
}

const EVENTS = [
  adminEvent('e1', 'Draft Muster', 30, { eventPublished: false }),
  adminEvent('e2', 'Spring Gathering', 30, { eventPcCapacity: 25, pcPlacesLeft: 23 }),
  adminEvent('e3', 'Winter Court', -5),
  adminEvent('e4', 'Old Draft', -5, { eventPublished: false }),
  adminEvent('e5', 'Autumn Feast', -40, { eventFinalized: true, attendanceRecordCount: 4 }),
];
/** One page of a window as the server answers it. */
const connection = (nodes: AdminEvent[], totalCount = nodes.length, hasNextPage = false) => ({
  eventConnection: {
    __typename: 'EventConnection' as const,
    totalCount,
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
    nodes: nodes.map((event) => ({ __typename: 'Event' as const, ...event })),
  },
});
const windowMock = (window: 'UPCOMING' | 'PAST', events: AdminEvent[]) => ({
  request: { query: AdminEventsQuery, variables: { window, first: ADMIN_EVENT_PAGE } },
  result: { data: connection(events) },
});
// The server's windows: not over yet soonest first; over, newest first.
const upcomingMock = windowMock('UPCOMING', EVENTS.slice(0, 2));
const pastMock = windowMock('PAST', EVENTS.slice(2));
const listMocks = [upcomingMock, pastMock];

/** The names of the buttons and links on an event's card. */
async function actionsOf(title: string): Promise<string[]> {
  const card = await screen.findByRole('article', { name: title });
  return [...within(card).queryAllByRole('link'), ...within(card).queryAllByRole('button')].map((element) => element.textContent).sort();
}

describe('the admin event list', () => {
  it("shows each card's review counts and the places taken and left", async () => {
    renderSignedIn(<AdminEventList />, { path: '/staff/manage_events', user: testPlayer(['ADMIN']), mocks: listMocks });
    const card = await screen.findByRole('article', { name: 'Spring Gathering' });
    const term = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Accepted')).toBe('2');
    expect(term('Waitlisted')).toBe('1');
    expect(term('Unreviewed')).toBe('2');
    expect(term('PC places')).toBe('2 of 25 taken, 23 left');
    // No limit: no places line; a finalized event has nobody in line or to review.
    expect(within(await screen.findByRole('article', { name: 'Winter Court' })).queryByText('PC places')).toBeNull();
    const finalized = await screen.findByRole('article', { name: 'Autumn Feast' });
    expect(within(finalized).getByText('Waitlisted', { selector: 'dt' }).nextElementSibling?.textContent).toBe('0');
  });

  it('offers per card what the timing rules allow: before/after the start, published, unpublished, finalized', async () => {
    renderSignedIn(<AdminEventList />, { path: '/staff/manage_events', user: testPlayer(['ADMIN']), mocks: listMocks });
    // Before the start, unpublished: Publish; Delete until finalized; no Post-Event Workflow before it has passed.
    // The gate until the event is finalized.
    expect(await actionsOf('Draft Muster')).toEqual(['Delete', 'Edit', 'Gate', 'Publish', 'Review Attendance']);
    // Published: no Publish.
    expect(await actionsOf('Spring Gathering')).toEqual(['Delete', 'Edit', 'Gate', 'Review Attendance']);
    // Passed and published: Post-Event Workflow.
    expect(await actionsOf('Winter Court')).toEqual(['Delete', 'Edit', 'Gate', 'Post-Event Workflow', 'Review Attendance']);
    // Passed but never published: neither Publish (started) nor Post-Event Workflow.
    expect(await actionsOf('Old Draft')).toEqual(['Delete', 'Edit', 'Gate', 'Review Attendance']);
    // Finalized: no Delete, no Edit and no gate; the read-only post-event page stays.
    expect(await actionsOf('Autumn Feast')).toEqual(['Post-Event Workflow', 'Review Attendance']);

    const draft = await screen.findByRole('article', { name: 'Draft Muster' });
    expect(within(draft).getByText('Unpublished')).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Spring Gathering' })).queryByText('Unpublished')).not.toBeInTheDocument();
    // The counts: pc and npc registrations, attendance and survey responses.
    expect(draft.textContent).toContain('PC registrations3');
    expect(draft.textContent).toContain('NPC registrations2');
    expect(draft.textContent).toContain('Survey responses1');
    for (const name of ['Create New Event', 'Update Default Registration Questions', 'Update Survey Questions']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it("warns that a published event's registrations are lost before deleting it, and deletes after the confirmation", async () => {
    const user = userEvent.setup();
    const deleted = { request: { query: DeleteEventMutation, variables: { id: 'e2' } }, result: { data: { deleteEvent: 'e2' } } };
    renderSignedIn(<AdminEventList />, {
      path: '/staff/manage_events',
      user: testPlayer(['ADMIN']),
      mocks: [...listMocks, deleted, windowMock('UPCOMING', [EVENTS[0]]), pastMock],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Gathering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Event' });
    expect(within(dialog).getByText('Are you sure you want to delete Spring Gathering? This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText('This event is published: its registrations will be lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Spring Gathering was deleted.')).toBeInTheDocument();

    // An unpublished event has no registrations to lose: no warning.
    await user.click(await screen.findByRole('button', { name: 'Delete Draft Muster' }));
    const second = await screen.findByRole('dialog', { name: 'Delete Event' });
    expect(within(second).getByText('Are you sure you want to delete Draft Muster? This cannot be undone.')).toBeInTheDocument();
    expect(within(second).queryByText(/registrations will be lost/)).not.toBeInTheDocument();
  });

  it('decides each action from the rules, at the given moment', () => {
    const spring = EVENTS[1];
    expect(adminEventActions(spring, new Date())).toEqual({ edit: true, publish: false, postEvent: false, delete: true });
    expect(adminEventActions(spring, new Date(Date.now() + 33 * DAY))).toEqual({
      edit: true,
      publish: false,
      postEvent: true,
      delete: true,
    });
    expect(adminEventActions(EVENTS[0], new Date(Date.now() + 31 * DAY))).toMatchObject({ publish: false });
  });

  it('shows the upcoming events, then the past ones, each loading more from after its last event', async () => {
    const user = userEvent.setup();
    const later = adminEvent('e6', 'Midsummer', 60);
    renderSignedIn(<AdminEventList />, {
      path: '/staff/manage_events',
      user: testPlayer(['ADMIN']),
      mocks: [
        { ...upcomingMock, result: { data: connection(EVENTS.slice(0, 2), 3, true) } },
        pastMock,
        {
          request: { query: AdminEventsQuery, variables: { window: 'UPCOMING', first: ADMIN_EVENT_PAGE, after: 'e2' } },
          result: { data: connection([later], 3) },
        },
      ],
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(await within(upcoming).findAllByRole('article')).toHaveLength(2);
    const past = await screen.findByRole('region', { name: 'Past events' });
    expect((await within(past).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual([
      'Winter Court',
      'Old Draft',
      'Autumn Feast',
    ]);
    expect(within(upcoming).getByText('Showing 2 of 3 upcoming events')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    await user.click(within(upcoming).getByRole('button', { name: 'Load more upcoming events' }));
    expect(await within(upcoming).findByRole('article', { name: 'Midsummer' })).toBeInTheDocument();
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Draft Muster', 'Spring Gathering', 'Midsummer']);
    expect(within(upcoming).getByText('Showing 3 of 3 upcoming events')).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});

describe('/events for admins and for staff', () => {
  it('gives admins the admin list with its buttons', async () => {
    renderSignedIn(<EventsPage />, { loader, path: '/events', user: testPlayer(['ADMIN']), mocks: listMocks });
    expect(await screen.findByRole('link', { name: 'Create New Event' })).toBeInTheDocument();
    expect(await actionsOf('Draft Muster')).toContain('Publish');
  });

  it('gives staff (not admin) Review Attendance and survey counts only', async () => {
    const staffEvent = {
      __typename: 'Event' as const,
      ...adminEvent('e2', 'Spring Gathering', 30, { surveyResponseCount: 4 }),
      surveyQuestions: [],
      eventRegistrations: [],
      attendanceRecords: [],
      surveyResponses: [],
    };
    renderSignedIn(<EventsPage />, {
      loader,
      path: '/events',
      user: testPlayer(['STAFF']),
      mocks: [
        {
          request: { query: PlayerEventsDocument, variables: { staff: true, first: 12 } },
          result: { data: { ...connection([staffEvent]), pastEvents: { __typename: 'EventConnection' as const, totalCount: 0 } } },
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Spring Gathering' });
    expect(within(card).getByRole('link', { name: 'Review Attendance' })).toBeInTheDocument();
    expect(card.textContent).toContain('Survey responses: 4');
    for (const name of [/^Edit/, /^Publish/, /^Delete/, /Post-Event Workflow/]) {
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
      expect(within(card).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Create New Event' })).not.toBeInTheDocument();
  });
});
