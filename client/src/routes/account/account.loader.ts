import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { requireSignedInUser } from '../../features/accounts/session';
import { NotificationSettingsQuery } from '../../features/notifications/notifications.operations';
import { AccountDeletionQuery, AccountProfileQuery, MySessionsQuery } from '../../features/privacy/privacy.operations';
import { preloader } from '../preload';

/**
 * /account's data: its sections render together with their answers, so none grows under another
 * (layout shift). With the user's query, so a signed-out visitor goes to /login without waiting for them.
 */
export async function loader(client: ApolloClient, { request }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const [, profile, notificationSettings, sessions, deletion] = await Promise.all([
    requireSignedInUser(client, request),
    ready(preload(AccountProfileQuery)),
    ready(preload(NotificationSettingsQuery)),
    ready(preload(MySessionsQuery)),
    ready(preload(AccountDeletionQuery)),
  ]);
  return { profile, notificationSettings, sessions, deletion };
}
