import Container from 'react-bootstrap/Container';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { Outlet, useNavigation, useRouteLoaderData } from 'react-router';
import { NavigationBar } from '../../components/navigation-bar';
import { SiteFooter } from '../../components/site-footer';
import { SiteLookLoader } from '../../features/site/site-look';
import { SIGNED_IN_ROUTE_ID, type SignedInUser } from '../../features/accounts/session';

/** The frame of every authenticated page: navigation bar and the page. Its loader guards the group. */
export function SignedInLayout() {
  const user = useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInUser;
  // While the next screen's code and data load (its route loader), the current one stays with a bar on top.
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {loading && <ProgressBar animated now={100} className="navigation-progress" aria-label="Loading the page" />}
      <a href="#main" className="visually-hidden-focusable">
        Skip to content
      </a>
      <NavigationBar can={user.can} />
      <Container as="main" id="main" className="pb-4">
        <Outlet />
      </Container>
      <SiteFooter />
      <SiteLookLoader />
    </>
  );
}

export function useSignedInUser(): SignedInUser {
  return useRouteLoaderData(SIGNED_IN_ROUTE_ID) as SignedInUser;
}
