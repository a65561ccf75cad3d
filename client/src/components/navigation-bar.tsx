import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, useNavigate } from 'react-router';
import { LogoutMutation } from '../features/accounts/accounts.operations';
import type { Abilities } from '../features/accounts/session';
import { useSiteLook } from '../features/site/site-look';
import { SiteLogo } from './site-logo';

export interface NavigationBarProps {
  can: Abilities;
}

/** The spec's links in its order (events §2 Navigation bar); each staff link only for who may use it (admins). */
const PLAYER_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/events', label: 'Events', end: false },
  { to: '/account', label: 'Account', end: false },
];
const STAFF_LINKS: { to: string; label: string; end: boolean; ability: keyof Abilities }[] = [
  { to: '/staff/manage_characters', label: 'Manage Characters', end: false, ability: 'manageCharacters' },
  { to: '/staff/manage_users', label: 'Manage Users', end: false, ability: 'manageUsers' },
  { to: '/staff/manage_events', label: 'Manage Events', end: false, ability: 'manageEvents' },
];

/** The GraphQL IDE, served by the server beside the client (a page load, not a client route). */
export const QUERY_THE_DATA = { href: '/graphiql/', label: 'Query the data' } as const;

/**
 * The top bar of every signed-in page; it collapses behind a toggle below the md breakpoint (phones).
 * The toggle says whether the menu is open (aria-expanded), and a tap on a link closes the menu.
 */
export function NavigationBar({ can }: NavigationBarProps) {
  const [expanded, setExpanded] = useState(false);
  const [logout, { loading }] = useMutation(LogoutMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { communityName } = useSiteLook();

  async function handleSignOut() {
    try {
      await logout();
    } finally {
      // Signed out or not, nothing of this user may stay in the cache.
      await client.clearStore();
      await navigate('/login');
    }
  }

  const links = [...PLAYER_LINKS, ...STAFF_LINKS.filter((link) => can[link.ability])];
  return (
    <Navbar expand="md" data-bs-theme="dark" className="mb-3 site-navbar" expanded={expanded} onToggle={setExpanded}>
      <Container>
        <Navbar.Brand as={NavLink} to="/" onClick={() => setExpanded(false)}>
          <SiteLogo height={32} />
          {communityName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navigation" aria-label="Toggle navigation" aria-expanded={expanded} />
        <Navbar.Collapse id="main-navigation">
          <Nav className="me-auto" as="ul">
            {links.map((link) => (
              <Nav.Item as="li" key={link.to}>
                <Nav.Link as={NavLink} to={link.to} end={link.end} onClick={() => setExpanded(false)}>
                  {link.label}
                </Nav.Link>
              </Nav.Item>
            ))}
            {can.useGraphiql && (
              <Nav.Item as="li">
                <Nav.Link href={QUERY_THE_DATA.href}>{QUERY_THE_DATA.label}</Nav.Link>
              </Nav.Item>
            )}
          </Nav>
          <Button variant="outline-light" onClick={() => void handleSignOut()} disabled={loading}>
            Sign Out
          </Button>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
