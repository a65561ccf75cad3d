import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** A thing the address names does not exist (or is not the viewer's): say so and offer the way home. */
export function NotFoundPage({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <h1 className="h2">{title}</h1>
      {children && <p>{children}</p>}
      <Link to="/" className="btn btn-primary">
        Back to home
      </Link>
    </>
  );
}

export const CHARACTER_NOT_FOUND = 'Character not found';
export const CHARACTER_NOT_FOUND_TEXT = 'There is no character of yours at this address. It may have been deleted.';

/** Whether a query failed because the thing does not exist (the server's NOT_FOUND code). */
export function isNotFound(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  return (
    Array.isArray(errors) &&
    (errors as unknown[]).some((entry) => (entry as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'NOT_FOUND')
  );
}
