import Spinner from 'react-bootstrap/Spinner';

/** Shown while the first route's data loads (the router's HydrateFallback). */
export function Loading() {
  return (
    <div className="d-flex justify-content-center p-5" role="status">
      <Spinner animation="border" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
