import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PostEventDraftQuery,
  PostEventPageQuery,
  SavePostEventDraftMutation,
} from '../../../features/staff-events/staff-events.operations';
import { StaffUserConnectionDocument } from '../../../graphql/generated/graphql';
import { PostEventPaymentsQuery } from '../../../features/payments/payments.operations';
import { graphQLFailure } from '../../../test/graphql-errors';
import { renderRoute } from '../../../test/render-route';
import { staffUserRow } from '../../../test/staff-rows';
import { PostEventPage } from './post-event';

jest.setTimeout(30_000);

const change = (before: number, after: number) => ({ __typename: 'BalanceChange' as const, before, after });
const ADA = 'a'.repeat(24);
const defaultsRow = {
  __typename: 'FinalizePreviewRow' as const,
  userId: ADA,
  characterId: null,
  characterName: null,
  eventRole: 'pc',
  deaths: 0,
  reaperFights: 0,
  xp: 0,
  xpSequence: 0,
  npcShards: 0,
  donationShards: 0,
  donationItems: null,
  checkedInAt: '2026-05-02T09:00:00.000Z',
  walkIn: false,
  walkInReason: null,
  user: { __typename: 'EventUser' as const, id: ADA, firstName: 'Ada', lastName: 'Quill' },
  characterXp: null,
  characterXpSequence: null,
  characterDeaths: null,
  characterReaperFights: null,
  shards: change(0, 0),
};
const draftRecord = (deaths: string) => ({
  __typename: 'PostEventDraftRow' as const,
  userId: ADA,
  playerName: 'Ada Quill',
  eventRole: 'pc',
  characterId: null,
  characterName: null,
  deaths,
  reaperFights: '0',
  xp: '0',
  xpSequence: '0',
  npcShards: '0',
  donationShards: '0',
  donationItems: '',
  xpTouched: false,
  walkIn: false,
});
const draft = (version: number, deaths: string, by = 'Bea Admin') => ({
  __typename: 'PostEventDraft' as const,
  version,
  updatedAt: '2026-05-03T10:00:00.000Z',
  updatedByName: by,
  records: [draftRecord(deaths)],
});
const pageMock = {
  request: { query: PostEventPageQuery, variables: { eventId: 'e1' } },
  result: {
    data: {
      attendanceReview: {
        __typename: 'Event' as const,
        id: 'e1',
        eventTitle: 'Spring Gathering',
        eventStartTime: '2026-05-01T10:00:00.000Z',
        eventEndTime: '2026-05-03T16:00:00.000Z',
        eventFinalized: false,
        attendanceRecords: [],
      },
      postEventDefaults: [defaultsRow],
      postEventDraft: draft(3, '2'),
      postEventWalkIns: [
        {
          __typename: 'GateWalkIn' as const,
          checkinId: 'c1',
          name: 'Pat Newcomer',
          reason: 'Paid at the gate',
          scannedAt: '2026-05-01T09:00:00.000Z',
          user: null,
        },
      ],
    },
  },
};
const saveVariables = (version: number, deaths: string) => ({
  eventId: 'e1',
  version,
  records: [
    {
      userId: ADA,
      eventRole: 'pc',
      characterId: null,
      deaths,
      reaperFights: '0',
      xp: '0',
      xpSequence: '0',
      npcShards: '0',
      donationShards: '0',
      donationItems: '',
      xpTouched: false,
      walkIn: false,
    },
  ],
});

const account = (registrationId: string, owed: number, paid: number, status: string) => ({
  __typename: 'PaymentAccount' as const,
  registrationId,
  currency: 'EUR',
  price: owed,
  owed,
  paid,
  waived: 0,
  balance: owed - paid,
  status,
});
const registration = (id: string, firstName: string, characterName: string | null) => ({
  __typename: 'EventRegistration' as const,
  id,
  eventRole: 'pc',
  state: 'ACCEPTED' as const,
  user: { __typename: 'EventUser' as const, id: `u${id}`, firstName, lastName: 'Quill' },
  character: characterName && { __typename: 'Character' as const, id: `c${id}`, characterName },
});
const paymentsMock = {
  request: { query: PostEventPaymentsQuery, variables: { eventId: 'e1' } },
  result: {
    data: {
      paymentSettings: { __typename: 'PaymentSettings' as const, currency: 'EUR' },
      eventPayments: [account('r1', 2000, 2000, 'paid'), account('r2', 2000, 500, 'part_paid'), account('r3', 0, 0, 'nothing_owed')],
      attendanceReview: {
        __typename: 'Event' as const,
        id: 'e1',
        eventRegistrations: [registration('r1', 'Ada', 'Quillon'), registration('r2', 'Bo', null), registration('r3', 'Cy', null)],
      },
    },
  },
  maxUsageCount: 5,
};

const WREN = 'w'.repeat(24);
const person = (id: string, firstName: string, lastName: string) =>
  staffUserRow(id, firstName, lastName, { email: `${firstName.toLowerCase()}@example.com`, characterCount: 1 });
/** The walk-in form's first matches: Ada is in the table already, Wren is not. */
const walkInCandidatesMock = {
  request: { query: StaffUserConnectionDocument, variables: { search: null, first: 10, sort: 'NAME' } },
  result: {
    data: {
      staffUserConnection: {
        __typename: 'StaffUserConnection' as const,
        totalCount: 2,
        pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
        nodes: [person(ADA, 'Ada', 'Quill'), person(WREN, 'Wren', 'Halloway')],
      },
    },
  },
  maxUsageCount: 5,
};

function renderPage(mocks: unknown[]) {
  return renderRoute(<PostEventPage />, {
    path: '/staff/manage_events/:event_id/post_event',
    url: '/staff/manage_events/e1/post_event',
    mocks: [...mocks, paymentsMock, walkInCandidatesMock] as never,
  });
}

describe('post-event page', () => {
  it('shows what each registration owed and paid, with the totals; one owing nothing is left out', async () => {
    renderPage([pageMock]);
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(section).findByText('Owed: 40.00 EUR · Paid: 25.00 EUR · Waived: 0.00 EUR · Balance: 15.00 EUR'),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('1 still owes.');
    const table = within(section).getByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('rowheader', { name: 'Bo Quill' })).toBeInTheDocument();
    expect(within(table).getByText('Part paid')).toBeInTheDocument();
    expect(within(table).getByText('Quillon')).toBeInTheDocument();
    expect(within(table).queryByText('Cy Quill')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: "registrations review's Payments tab" })).toHaveAttribute(
      'href',
      '/staff/manage_events/e1/attendance?tab=payments',
    );
  });

  it('starts from the saved draft, says whose rows these are and which walk-ins have no account, and saves as typed', async () => {
    renderPage([
      pageMock,
      {
        request: { query: SavePostEventDraftMutation, variables: saveVariables(3, '24') },
        result: {
          data: {
            savePostEventDraft: {
              __typename: 'PostEventDraft' as const,
              version: 4,
              updatedAt: '2026-05-03T11:00:00.000Z',
              updatedByName: 'Me',
            },
          },
        },
      },
    ]);
    const deaths = await screen.findByLabelText('Deaths for Ada Quill');
    expect(deaths).toHaveValue('2');
    expect(screen.getByText(/One row per person checked in at the gate/)).toBeInTheDocument();
    expect(screen.getByText(/no account, so no attendance row: Pat Newcomer/)).toBeInTheDocument();
    expect(screen.getByText(/Draft saved .* by Bea Admin/)).toBeInTheDocument();

    await userEvent.type(deaths, '4');
    expect(screen.getByText('Saving the draft…')).toBeInTheDocument();
    expect(await screen.findByText(/Draft saved .* by Me/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a stale save is refused: the values the other admin saved are shown, with why', async () => {
    renderPage([
      pageMock,
      {
        request: { query: SavePostEventDraftMutation, variables: saveVariables(3, '27') },
        result: graphQLFailure('CONFLICT', 'Another admin saved this post-event table since you loaded it: their values are shown now.'),
      },
      {
        request: { query: PostEventDraftQuery, variables: { eventId: 'e1' } },
        result: { data: { postEventDraft: draft(5, '9', 'Cy Admin') } },
      },
    ]);
    const deaths = await screen.findByLabelText('Deaths for Ada Quill');
    await userEvent.type(deaths, '7');
    expect(await screen.findByText(/Another admin saved this post-event table/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Deaths for Ada Quill')).toHaveValue('9'));
    expect(screen.getByText(/Draft saved .* by Cy Admin/)).toBeInTheDocument();
  });

  it('a walk-in is searched for among the players, leaving out those already in the table', async () => {
    renderPage([pageMock]);
    const form = await screen.findByRole('form', { name: 'Add a walk-in attendee' });
    expect(await within(form).findByText('1 player in all; pick one to choose it.')).toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: /Ada Quill/ })).not.toBeInTheDocument();
    const add = within(form).getByRole('button', { name: 'Add Walk-in' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Choose a player first.');
    await userEvent.click(within(form).getByRole('radio', { name: /Wren Halloway/ }));
    expect(
      within(form).getByText(
        (_, element) => element?.textContent === 'Player: Wren Halloway (wren@example.com)' && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    expect(add).toBeEnabled();
  });
});
