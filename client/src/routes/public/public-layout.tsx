import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteLookLoader } from '../../features/site/site-look';

/** The frame of the public pages (login, signup, password and verification): one narrow column. */
export function PublicLayout() {
  return (
    <>
      <Container as="main" className="py-4" style={{ maxWidth: '32rem' }}>
        <Outlet />
      </Container>
      <SiteFooter />
      <SiteLookLoader />
    </>
  );
}
