import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LeaveGuard, LEAVE_TITLE } from '../../components/leave-guard';
import { renderSignedIn, testPlayer } from '../../features/events/render-signed-in';
import { PrivacyStatementQuery } from '../../features/site/privacy.operations';
import { SiteLookQuery, UpdateSiteLookMutation } from '../../features/site/site.operations';
import { MessagesTab } from '../../features/staff-events/messages-tab';
import { ParticipantMessagesQuery } from '../../features/staff-events/messages.operations';
import { DefaultRegistrationQuestionsQuery } from '../../features/staff-events/staff-events.operations';
import { StaffCharacterConnectionDocument } from '../../graphql/generated/graphql';
import { bigEvent } from '../../test/staff-events-fixtures';
import { renderRoute } from '../../test/render-route';
import { DefaultRegistrationQuestionsPage } from './events/default-questions-page';
import { ManageXpPage } from './manage-xp';
import { SiteSettingsPage } from './site-settings';

/*
 * Every staff form asks before its unsaved input is lost: leaving inside the app opens the dialog
 * (Stay keeps the input, Leave goes), and nothing typed, or everything saved, leaves without a word.
 */

// Typing through whole forms takes a few seconds in jsdom, more while the suite runs in parallel.
jest.setTimeout(30_000);

type Router = ReturnType<typeof createMemoryRouter>;
const OTHER = { path: '/elsewhere', element: <h1>Elsewhere</h1> };

/** Navigates inside the app as a link would. */
const leave = async (router: Router) => {
  await act(async () => {
    await router.navigate('/elsewhere');
  });
};

/** The dialog opened by leaving: Stay keeps the page; a second try, answered Leave, goes. */
async function expectAskedThenLeave(user: ReturnType<typeof userEvent.setup>, router: Router, stillThere: () => void) {
  await leave(router);
  const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
  await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
  expect(router.state.location.pathname).not.toBe('/elsewhere');
  stillThere();
  await leave(router);
  await user.click(within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
}

async function expectLeavesFreely(router: Router) {
  // the form reports "nothing unsaved" to the page from an effect after its saved render: let it run first
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await leave(router);
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).not.toBeInTheDocument();
}

describe('the leave guard', () => {
  it("asks the browser's question on closing or reloading the tab only while there is unsaved work", () => {
    const router = (dirty: boolean) => createMemoryRouter([{ path: '/', element: <LeaveGuard dirty={dirty} /> }]);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const view = render(<RouterProvider router={router(true)} />);
    expect(unload()).toBe(true);
    view.rerender(<RouterProvider router={router(false)} />);
    expect(unload()).toBe(false);
    view.unmount();
    expect(unload()).toBe(false);
  });
});

describe('staff forms ask before unsaved input is lost', () => {
  it('the default registration questions', async () => {
    const user = userEvent.setup();
    const defaults = {
      request: { query: DefaultRegistrationQuestionsQuery },
      result: {
        data: {
          defaultRegistrationQuestions: [
            { __typename: 'RegistrationQuestion', id: 'q1', questionText: 'Dietary needs?', rolesToAsk: [], answerRequired: true },
          ],
          eventRoleTypes: [{ __typename: 'EventRoleType', code: 'pc', description: 'Player Character' }],
        },
      },
    };
    const { router } = renderSignedIn(<DefaultRegistrationQuestionsPage />, {
      path: '/staff/update_default_registration_questions',
      user: testPlayer(['ADMIN']),
      mocks: [defaults],
      routes: [OTHER],
    });
    const question = await screen.findByLabelText<HTMLTextAreaElement>('Question 1');
    await user.type(question, ' Allergies too?');
    await expectAskedThenLeave(user, router, () =>
      expect(screen.getByLabelText('Question 1')).toHaveValue('Dietary needs? Allergies too?'),
    );
  });

  it('the default registration questions, untouched, leave freely', async () => {
    const defaults = {
      request: { query: DefaultRegistrationQuestionsQuery },
      result: { data: { defaultRegistrationQuestions: [], eventRoleTypes: [] } },
    };
    const { router } = renderSignedIn(<DefaultRegistrationQuestionsPage />, {
      path: '/staff/update_default_registration_questions',
      user: testPlayer(['ADMIN']),
      mocks: [defaults],
      routes: [OTHER],
    });
    await screen.findByRole('button', { name: 'Save Questions' });
    await expectLeavesFreely(router);
  });

  it('a grant of XP (the grant form Manage XP and Manage Shards share)', async () => {
    const user = userEvent.setup();
    const rows = [
      {
        __typename: 'StaffCharacterRow',
        id: 'c1',
        userId: 'u1',
        playerName: 'Wren Halloway',
        playerEmail: 'wren@example.com',
        characterName: 'Tamsin Vale',
        characterClass: 'fighter',
        raceDescription: 'Imperial Human',
        characterLevel: 1,
        characterXpTotal: 12,
        characterXpSequence: 0,
        deathCount: 0,
        reaperFightCount: 0,
        committed: true,
      },
    ];
    const { router } = renderRoute(<ManageXpPage />, {
      path: '/staff/manage_xp',
      mocks: [
        {
          request: { query: StaffCharacterConnectionDocument, variables: { search: null, first: 10, sort: 'NAME' } },
          result: {
            data: {
              staffCharacterConnection: {
                __typename: 'StaffCharacterConnection',
                totalCount: 1,
                pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
                nodes: rows,
              },
            },
          },
          maxUsageCount: 5,
        },
      ],
      routes: [OTHER],
    });
    await screen.findByRole('checkbox', { name: /Tamsin Vale/ });
    await user.type(screen.getByLabelText('Reason'), 'Feast day');
    await expectAskedThenLeave(user, router, () => expect(screen.getByLabelText('Reason')).toHaveValue('Feast day'));
  });

  it("the site's look, and after it is saved it leaves freely", async () => {
    const user = userEvent.setup();
    const look = { __typename: 'SiteLook', communityName: 'Oak Vale', welcomeText: '', accentColor: '' };
    const mocks = [
      { request: { query: SiteLookQuery }, result: { data: { siteLook: look } }, maxUsageCount: 2 },
      {
        request: { query: PrivacyStatementQuery },
        result: { data: { privacyStatement: { __typename: 'PrivacyStatement', text: 'Default', isDefault: true, updatedAt: null } } },
      },
      {
        request: {
          query: UpdateSiteLookMutation,
          variables: { input: { communityName: 'Oak Vale Larp', welcomeText: '', accentColor: '' } },
        },
        result: { data: { updateSiteLook: { ...look, communityName: 'Oak Vale Larp' } } },
      },
    ];
    const { router } = renderRoute(<SiteSettingsPage />, { path: '/staff/site', mocks, routes: [OTHER] });
    const name = await screen.findByLabelText('Community name');
    await user.type(name, ' Larp');
    await leave(router);
    await user.click(within(await screen.findByRole('dialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Community name')).toHaveValue('Oak Vale Larp');
    await user.click(screen.getByRole('button', { name: 'Save the look' }));
    await screen.findByText('Site look saved');
    await expectLeavesFreely(router);
  });

  it('a message to participants written and not sent', async () => {
    const user = userEvent.setup();
    const history = {
      request: { query: ParticipantMessagesQuery, variables: { eventId: 'e1' } },
      result: { data: { participantMessages: [] } },
    };
    const router = createMemoryRouter([{ path: '/', element: <MessagesTab event={bigEvent(3)} /> }, OTHER]);
    render(
      <MockedProvider mocks={[history]}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    await screen.findByText('No messages yet.');
    await user.type(screen.getByLabelText('Subject'), 'Directions');
    await expectAskedThenLeave(user, router, () => expect(screen.getByLabelText('Subject')).toHaveValue('Directions'));
  });
});
