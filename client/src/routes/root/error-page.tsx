import { ServerError } from '@apollo/client';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, Navigate, isRouteErrorResponse, useRouteError } from 'react-router';
import { isUnauthenticated } from '../../apollo-client';
import { SiteFooter } from '../../components/site-footer';
import { PageTitle } from '../../components/page-title';

/** The title shown when the error says nothing more specific (players §2). */
export const DEFAULT_ERROR_TITLE = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_TITLE;
}

/** The request never got an answer (offline, the server restarting) or the server failed: worth trying again. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  if (ServerError.is(error)) return error.statusCode >= 500;
  return isRouteErrorResponse(error) && error.status >= 500;
}

/*
 * Apollo Client's own errors carry only a link to its error decoder (go.apollo.dev). They come from
 * a page rendered again with the cache emptied, which is what signing out does before Back brings
 * the page again: the signed-out reader belongs on the login page.
 */
function isApolloInternal(error: unknown): boolean {
  return error instanceof Error && error.message.includes('go.apollo.dev');
}

/** Ways on from any error: the main pages, reachable by keyboard and touch. */
function WaysOn() {
  return (
    <nav aria-label="Ways on" className="mt-4">
      <ul className="list-inline">
        <li className="list-inline-item">
          <Link to="/">Home</Link>
        </li>
        <li className="list-inline-item">
          <Link to="/events">Events</Link>
        </li>
        <li className="list-inline-item">
          <Link to="/account">Account</Link>
        </li>
        <li className="list-inline-item">
          <Link to="/login">Log in</Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The root error element: 'Oops!' with what went wrong in words a player can act on, and the ways
 * on; a lost session goes to /login instead.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isUnauthenticated(error) || isApolloInternal(error)) return <Navigate to="/login" replace />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unreachable = isUnreachable(error);
  return (
    <>
      <Container as="main" className="py-4">
        <PageTitle>{notFound ? 'Page not found' : unreachable ? 'Not reachable' : 'Error'}</PageTitle>
        <h1>Oops!</h1>
        {notFound ? (
          <p>There is no page at this address. It may have moved, or the address may be mistyped.</p>
        ) : unreachable ? (
          <>
            <p>The server could not be reached, so this page could not be loaded. Check your connection and try again.</p>
            <Button onClick={() => window.location.reload()}>Try again</Button>
          </>
        ) : (
          <p>Sorry, an unexpected error has occurred.</p>
        )}
        <p role="alert" className="text-body-secondary mt-3">
          <i>{describe(error)}</i>
        </p>
        <WaysOn />
      </Container>
      <SiteFooter />
    </>
  );
}
