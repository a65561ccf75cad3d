import Container from 'react-bootstrap/Container';
import { Outlet, useRouteLoaderData } from 'react-router';
import { NavigationBar } from '../../components/navigation-bar';
import { isAdmin, SIGNED_IN_ROUTE_ID, type SignedInUser } from '../../features/accounts/session';

/** The frame of every authenticated page: navigation bar and the page. Its loader guards the group. */
export function SignedInLayout() {
  const user = useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInUser;
  return (
    <>
      <a href="#main" className="visually-hidden-focusable">
        Skip to content
      </a>
      <NavigationBar isAdmin={isAdmin(user)} />
      <Container as="main" id="main" className="pb-4">
        <Outlet />
      </Container>
    </>
  );
}

export function useSignedInUser(): SignedInUser {
  return useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInUser;
}
