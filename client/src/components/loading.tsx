import Spinner from 'react-bootstrap/Spinner';

/**
 * Shown while a screen's data loads (also the router's HydrateFallback). `screenHigh`: a screen's
 * height at least, for a page that is always taller than a screen (the character editor), so the
 * footer stays below the fold and the page that replaces this does not push it away in sight.
 */
export function Loading({ screenHigh = false }: { screenHigh?: boolean }) {
  return (
    <div className={`d-flex justify-content-center p-5${screenHigh ? ' loading-screen-high' : ''}`} role="status">
      <Spinner animation="border" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
