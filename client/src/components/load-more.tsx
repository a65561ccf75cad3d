import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A connection as the server answers it: one page of nodes, the cursor after it and the count of every match. */
export interface ConnectionPage<Node> {
  nodes: Node[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * Apollo's updateQuery for a "Load more": the next page's nodes after the ones already shown, under
 * `key` (the connection's field), with the new page's cursor and count.
 */
export function appendPage<Key extends string, Data extends { [K in Key]: ConnectionPage<unknown> }>(key: Key) {
  return (previous: Data, { fetchMoreResult }: { fetchMoreResult: Data }): Data => ({
    ...fetchMoreResult,
    [key]: { ...fetchMoreResult[key], nodes: [...previous[key].nodes, ...fetchMoreResult[key].nodes] },
  });
}

/**
 * "Showing 12 of 40 events" and a "Load more events" button while more follow: it shows progress while
 * the next page is on its way and the failure if it does not come (the rows shown stay). Without more
 * to load there is no button, so none is ever disabled without a reason.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  noun,
  onLoadMore,
  failure,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  /** what a row is called: 'events' */
  noun: string;
  onLoadMore: () => Promise<unknown>;
  /** the text shown when the next page did not come */
  failure: string;
}) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleClick() {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await onLoadMore();
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  if (total === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mt-3">
      <span className="small text-body-secondary" aria-live="polite">
        Showing {shown} of {total} {noun}
      </span>
      {hasMore && (
        <Button variant="outline-primary" size="sm" onClick={() => void handleClick()} aria-busy={loading || undefined}>
          {loading && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {loading ? `Loading more ${noun}…` : `Load more ${noun}`}
        </Button>
      )}
      {failed && (
        <Alert variant="danger" className="py-1 px-2 mb-0 small">
          {failure}
        </Alert>
      )}
    </div>
  );
}
