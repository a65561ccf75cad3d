import type { ApolloClient } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData } from 'react-router';
import { preloader } from '../../routes/preload';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import {
  AccountDeletionQuery,
  CancelAccountDeletionMutation,
  ConfirmEmailMutation,
  AccountProfileQuery,
  RequestAccountDeletionMutation,
} from './privacy.operations';
import { DeleteAccount, DownloadMyData, ProfileForm } from './privacy-sections';

/*
 * The sections read the queries /account's route loader started (routes/account/account.loader.ts):
 * here a loader starts the one a section reads, the same way, and the route hands it over.
 */
const deletionLoader = async (client: ApolloClient) => {
  const { preload, ready } = preloader(client);
  return { deletion: await ready(preload(AccountDeletionQuery)) };
};
const profileLoader = async (client: ApolloClient) => {
  const { preload, ready } = preloader(client);
  return { profile: await ready(preload(AccountProfileQuery)) };
};
const DeleteAccountSection = () => <DeleteAccount deletion={useLoaderData<Awaited<ReturnType<typeof deletionLoader>>>().deletion} />;
const ProfileSection = () => <ProfileForm profile={useLoaderData<Awaited<ReturnType<typeof profileLoader>>>().profile} />;

const ERASE_AT = '2026-12-24T10:00:00.000Z';
const none = {
  request: { query: AccountDeletionQuery },
  result: { data: { accountDeletion: { __typename: 'AccountDeletion' as const, scheduled: false, requestedAt: null, eraseAt: null } } },
};
const pending = {
  request: { query: AccountDeletionQuery },
  result: {
    data: {
      accountDeletion: {
        __typename: 'AccountDeletion' as const,
        scheduled: true,
        requestedAt: '2026-11-24T10:00:00.000Z',
        eraseAt: ERASE_AT,
      },
    },
  },
};
const requested = (password: string, result: object) => ({
  request: { query: RequestAccountDeletionMutation, variables: { password } },
  result,
});

describe('DeleteAccount', () => {
  it('asks for the password before scheduling, keeps it after a refusal, then shows the date and Cancel Deletion', async () => {
    renderRoute(<DeleteAccountSection />, {
      path: '/account',
      loader: deletionLoader,
      mocks: [
        none,
        requested('wrong one', graphQLFailure('BAD_USER_INPUT', 'The password is incorrect')),
        requested('right one', {
          data: {
            requestAccountDeletion: {
              __typename: 'AccountDeletion',
              scheduled: true,
              requestedAt: '2026-11-24T10:00:00.000Z',
              eraseAt: ERASE_AT,
            },
          },
        }),
        pending,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    // nothing is sent without the password
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await expectFocusedMessage(() => screen.findByRole('alert'), 'Please enter your password');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await expectFocusedMessage(
      () => screen.findByText('The password is incorrect', { selector: '[role=alert]' }),
      'The password is incorrect',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('wrong one');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'We sent you an email with a link to cancel.');
    expect(await screen.findByRole('button', { name: 'Cancel Deletion' })).toBeInTheDocument();
  });

  it('"Keep My Account" goes back without sending anything', async () => {
    renderRoute(<DeleteAccountSection />, { path: '/account', loader: deletionLoader, mocks: [none] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep My Account' }));
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('cancels a scheduled deletion', async () => {
    renderRoute(<DeleteAccountSection />, {
      path: '/account',
      loader: deletionLoader,
      mocks: [
        pending,
        { request: { query: CancelAccountDeletionMutation }, result: { data: { cancelAccountDeletion: 'Account deletion cancelled.' } } },
        none,
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Deletion' }));
    await expectFocusedMessage(() => screen.findByRole('status'), 'Account deletion cancelled.');
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});

describe('DownloadMyData', () => {
  it('links the JSON download and the readable page', () => {
    renderRoute(<DownloadMyData />, { path: '/account' });
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe('/api/v1/user/export');
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('download')).toBe('my-data.json');
    expect(screen.getByRole('link', { name: 'View my data' }).getAttribute('href')).toBe('/account/my-data');
  });
});

describe('ProfileForm', () => {
  it('confirms a new email from the mail link and shows the address', async () => {
    const profile = {
      request: { query: AccountProfileQuery },
      result: {
        data: {
          currentUser: {
            __typename: 'User' as const,
            id: 'u1',
            firstName: 'Ada',
            lastName: 'Byron',
            email: 'old@example.org',
            emailConsent: false,
          },
        },
      },
    };
    const confirm = {
      request: { query: ConfirmEmailMutation, variables: { token: 'a-token-of-the-mail-link' } },
      result: {
        data: {
          confirmEmail: {
            __typename: 'ProfileResult',
            message: 'Your new email address is confirmed.',
            user: { __typename: 'User', id: 'u1', email: 'new@example.org' },
          },
        },
      },
    };
    renderRoute(<ProfileSection />, {
      path: '/account',
      loader: profileLoader,
      url: '/account?confirm_email=a-token-of-the-mail-link',
      mocks: [profile, confirm],
    });
    await expectFocusedMessage(() => screen.findByRole('status'), 'Your new email address is confirmed.');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('new@example.org');
  });
});
