import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AccountDeletionDocument,
  AccountProfileDocument,
  CurrentUserDocument,
  MySessionsDocument,
  NotificationSettingsDocument,
  UpdatePasswordDocument,
} from '../../graphql/generated/graphql';
import { PLAYER_ABILITIES } from '../../test/abilities-fixtures';
import { expectFocusedMessage, graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { AccountPage } from './account';
import { loader } from './account.loader';

const user = { __typename: 'User' as const, id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
/** What /account's route loader asks for: the signed-in user and the sections' data. */
const accountMocks: MockLink.MockedResponse[] = [
  {
    request: { query: CurrentUserDocument },
    result: { data: { currentUser: { ...user, roles: [], shardTotal: 0, xpTokenPurchased: false, can: PLAYER_ABILITIES } } },
  },
  { request: { query: AccountProfileDocument }, result: { data: { currentUser: { ...user, emailConsent: false } } } },
  {
    request: { query: NotificationSettingsDocument },
    result: { data: { notificationSettings: { __typename: 'NotificationSettings', reminderMails: true } } },
  },
  { request: { query: MySessionsDocument }, result: { data: { mySessions: [] } } },
  {
    request: { query: AccountDeletionDocument },
    result: { data: { accountDeletion: { __typename: 'AccountDeletion', scheduled: false, requestedAt: null, eraseAt: null } } },
  },
];
/** /account as the route table opens it, its loader answered from the mocks. */
const renderAccount = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoute(<AccountPage />, { path: '/account', loader, mocks: [...accountMocks, ...mocks] });

const fields = { passwordCurrent: 'old horse', password: 'new horse', passwordConfirm: 'new horse' };
const request = { query: UpdatePasswordDocument, variables: { input: fields } };

async function submit(values: Partial<typeof fields>) {
  if (values.passwordCurrent) await userEvent.type(screen.getByLabelText('Current Password'), values.passwordCurrent);
  if (values.password) await userEvent.type(screen.getByLabelText('New Password'), values.password);
  if (values.passwordConfirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), values.passwordConfirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('AccountPage (change password)', () => {
  it.each([
    ['no current password', { ...fields, passwordCurrent: '' }, 'Please fill out all fields'],
    ['no confirmation', { ...fields, passwordConfirm: '' }, 'Please fill out all fields'],
    ['a different confirmation', { ...fields, passwordConfirm: 'other horse' }, 'Password and password confirm must match'],
  ])('refuses %s without calling the server', async (_case, values, text) => {
    renderAccount();
    await screen.findByLabelText('Current Password');
    await submit(values);
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });

  it('reports success and clears the fields', async () => {
    renderAccount([{ request, result: { data: { updatePassword: 'Password updated.' } } }]);
    await screen.findByLabelText('Current Password');
    await submit(fields);
    await expectFocusedMessage(() => screen.findByRole('status'), 'Password updated.');
    expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
  });

  it.each([
    [
      'a wrong current password',
      { result: graphQLFailure('BAD_USER_INPUT', 'The current password is incorrect') },
      'The current password is incorrect',
    ],
    ['an invalid answer without a message', { result: graphQLFailure('BAD_USER_INPUT', '') }, 'Invalid data submitted.'],
    ['a server fault', { result: graphQLFailure('INTERNAL_SERVER_ERROR', 'Internal server error') }, 'Error updating password.'],
  ])('shows %s', async (_case, answer, text) => {
    renderAccount([{ request, ...answer }]);
    await screen.findByLabelText('Current Password');
    await submit(fields);
    await expectFocusedMessage(() => screen.findByRole('alert'), text);
  });
});
