import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/loading';
import { NotFound } from '../components/not-found';
import { requireSignedInUser, SIGNED_IN_ROUTE_ID } from '../features/accounts/session';
import { AccountPage } from './account/account';
import { SignedInLayout } from './app/signed-in-layout';
import { EventsPage } from './events/events';
import { HomePage } from './home/home';
import { ForgotPasswordPage } from './public/forgot-password';
import { LoginPage } from './public/login';
import { PublicLayout } from './public/public-layout';
import { ResetPasswordPage } from './public/reset-password';
import { SignupPage } from './public/signup';
import { VerifyPage } from './public/verify';
import { ErrorPage } from './root/error-page';

/** The route table (events §2): public routes, the authenticated group, and the lazy staff group. */
export function createRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      HydrateFallback: Loading,
      children: [
        {
          Component: PublicLayout,
          children: [
            { path: 'login', Component: LoginPage },
            { path: 'signup', Component: SignupPage },
            { path: 'forgot_password', Component: ForgotPasswordPage },
            { path: 'reset_password/:token', Component: ResetPasswordPage },
            { path: 'verify/:token', Component: VerifyPage },
          ],
        },
        {
          id: SIGNED_IN_ROUTE_ID,
          loader: () => requireSignedInUser(client),
          Component: SignedInLayout,
          children: [
            { index: true, Component: HomePage },
            { path: 'account', Component: AccountPage },
            { path: 'events', Component: EventsPage },
            {
              path: 'staff',
              lazy: async () => ({ Component: (await import('./staff/staff-area')).StaffLayout }),
              children: [
                { index: true, lazy: async () => ({ Component: (await import('./staff/staff-area')).StaffIndexPage }) },
                // The staff screens are built by later work; until then their routes are not found.
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
      ],
    },
  ];
}
