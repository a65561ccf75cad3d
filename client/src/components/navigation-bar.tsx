import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, useNavigate } from 'react-router';
import { LogoutMutation } from '../features/accounts/accounts.operations';
import type { Abilities } from '../features/accounts/session';
import { useSiteLook } from '../features/site/site-look';

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

/** The top bar of every signed-in page; it collapses behind a toggle below the md breakpoint (phones). */
export function NavigationBar({ can }: NavigationBarProps) {
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
    <Navbar expand="md" data-bs-theme="dark" className="mb-3 site-navbar">
      <Container>
        <Navbar.Brand as={NavLink} to="/">
          {communityName}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navigation" aria-label="Toggle navigation" />
        <Navbar.Collapse id="main-navigation">
          <Nav className="me-auto" as="ul">
            {links.map((link) => (
              <Nav.Item as="li" key={link.to}>
                <Nav.Link as={NavLink} to={link.to} end={link.end}>
                  {link.label}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Button variant="outline-light" onClick={() => void handleSignOut()} disabled={loading}>
            Sign Out
          </Button>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
