import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteLogo } from '../../components/site-logo';
import { SiteLookLoader, useSiteLook } from '../../features/site/site-look';

/** The frame of the public pages (login, signup, password and verification): one narrow column. */
export function PublicLayout() {
  const { communityName, logoUrl } = useSiteLook();
  return (
    <>
      <Container as="main" className="py-4" style={{ maxWidth: '32rem' }}>
        {/* A community with a logo shows it above each public page, with its name. */}
        {logoUrl && (
          <p className="public-brand">
            <SiteLogo height={48} />
            {communityName}
          </p>
        )}
        <Outlet />
      </Container>
      <SiteFooter />
      <SiteLookLoader />
    </>
  );
}
