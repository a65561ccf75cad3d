import Container from 'react-bootstrap/Container';
import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router';
import { isUnauthenticated } from '../../apollo-client';

/** The title shown when the error says nothing more specific (players §2). */
export const DEFAULT_ERROR_TITLE = 'Unexpected Application Error!';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_TITLE;
}

/** The root error element: 'Oops!' with what went wrong; a lost session goes to /login instead. */
export function ErrorPage() {
  const error = useRouteError();
  if (isUnauthenticated(error)) return <Navigate to="/login" replace />;
  return (
    <Container as="main" className="py-4">
      <h1>Oops!</h1>
      <p>Sorry, an unexpected error has occurred.</p>
      <p role="alert">
        <i>{describe(error)}</i>
      </p>
      <a href="/">Back to the home page</a>
    </Container>
  );
}
