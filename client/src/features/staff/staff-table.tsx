import { memo, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  filterIndexed,
  firstPage,
  pageButtons,
  pageFromServer,
  searchIndex,
  nextPage,
  pageOf,
  previousPage,
  sortRows,
  type ListQuery,
  type SortState,
  type SortValue,
} from './table-model';
import type { Selection } from './use-selection';

export interface StaffColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => React.ReactNode;
  /** makes the column sortable by this value */
  sortValue?: (row: Row) => SortValue;
  /** the cell that names the row (a row header for screen readers) */
  rowHeader?: boolean;
  className?: string;
}

export interface StaffTableProps<Row> {
  /** the table's accessible name, e.g. 'Characters' */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly StaffColumn<Row>[];
  /** the text the search box looks in (player and character names, email, ...) */
  searchText: (row: Row) => string;
  searchLabel?: string;
  initialSort?: SortState;
  pageSize?: number;
  /** with a selection, each row gets a checkbox and the search's matches can all be selected */
  selection?: Selection & { rowLabel: (row: Row) => string };
  /** what a row is called in counts ('characters', 'players') */
  noun?: string;
  /** the search the table opens with (e.g. from a link's ?search=) */
  initialQuery?: string;
  /**
   * Paged by the server: `rows` is the page the server answered; search (debounced), sort and page
   * changes go to `onQueryChange` (a state setter) and the parent fetches the page they name.
   * No selection in this mode (a selection would only see one page).
   */
  server?: ServerPaging;
}

export interface ServerPaging {
  query: ListQuery;
  onQueryChange: (change: (current: ListQuery) => ListQuery) => void;
  /** the count of matching rows on every page */
  total: number;
  /** the cursor after the page answered, and whether rows follow it */
  endCursor: string | null;
  hasNext: boolean;
  /** the columns the server orders by (the others are not sortable in this mode) */
  orderable: readonly string[];
  /** a new page is on its way: the rows shown are the last answer */
  loading: boolean;
  /** the last request was refused or failed (the server's message, or the spec's default): the rows shown are the last answer */
  error?: string;
}

const PAGE_SIZES = [25, 50, 100];
/** how long typing pauses before a server-paged list asks for its search */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The staff site's list: a search box, sortable columns, pages of 25/50/100 rows and, when given a
 * selection, a checkbox per row with 'Select all matching'. It renders only the current page, so a
 * list of 1,000 characters costs the same as one of 25.
 */
export function StaffTable<Row>(props: StaffTableProps<Row>) {
  const { label, rows, rowKey, columns, searchText, noun = 'rows', server } = props;
  const selection = server ? undefined : props.selection;
  const [query, setQuery] = useState(server ? server.query.search : (props.initialQuery ?? ''));
  const deferredQuery = useDeferredValue(query);
  const [localSort, setLocalSort] = useState<SortState | undefined>(props.initialSort);
  const [localPage, setLocalPage] = useState(1);
  const [localPageSize, setLocalPageSize] = useState(props.pageSize ?? PAGE_SIZES[0]);
  const searchId = useId();
  const sizeId = useId();
  const summaryId = useId();

  const sort = server ? server.query.sort : localSort;
  const pageSize = server ? server.query.pageSize : localPageSize;
  // Only a list the client holds is searched and sorted here.
  const index = useMemo(() => (server ? [] : searchIndex(rows, searchText)), [server, rows, searchText]);
  const matching = useMemo(() => filterIndexed(index, deferredQuery), [index, deferredQuery]);
  const sorted = useMemo(() => {
    const column = sort && columns.find((candidate) => candidate.key === sort.column);
    return column?.sortValue && sort ? sortRows(matching, column.sortValue, sort.direction) : matching;
  }, [matching, sort, columns]);
  const shown = server ? pageFromServer(rows, server.total, server.query.page, pageSize) : pageOf(sorted, localPage, pageSize);
  const sortable = (column: StaffColumn<Row>) => (server ? server.orderable.includes(column.key) : Boolean(column.sortValue));

  // A server-paged list asks for its search once typing pauses (the first page of the matches).
  const onQueryChange = server?.onQueryChange;
  const appliedSearch = server?.query.search;
  useEffect(() => {
    if (!onQueryChange || query === appliedSearch) return;
    const timer = setTimeout(() => onQueryChange((current) => firstPage({ ...current, search: query })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, appliedSearch, onQueryChange]);

  function setPage(page: number) {
    if (!server) setLocalPage(page);
    else if (page < server.query.page) server.onQueryChange(previousPage);
    else if (server.endCursor && server.hasNext) {
      const endCursor = server.endCursor;
      server.onQueryChange((current) => nextPage(current, endCursor));
    }
  }

  function setPageSize(size: number) {
    if (server) server.onQueryChange((current) => firstPage({ ...current, pageSize: size }));
    else {
      setLocalPageSize(size);
      setLocalPage(1);
    }
  }

  function handleSort(column: StaffColumn<Row>) {
    const toggled = (current: SortState | undefined): SortState =>
      current?.column === column.key
        ? { column: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column: column.key, direction: 'ascending' };
    if (server) server.onQueryChange((current) => firstPage({ ...current, sort: toggled(current.sort) }));
    else {
      setLocalSort(toggled);
      setLocalPage(1);
    }
  }

  const matchingSelected = selection ? matching.filter((row) => selection.selected.has(rowKey(row))).length : 0;

  return (
    <div className="staff-table">
      <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
        <Form.Group controlId={searchId} className="flex-grow-1" style={{ minWidth: '14rem' }}>
          <Form.Label>{props.searchLabel ?? 'Search'}</Form.Label>
          <Form.Control
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              if (!server) setLocalPage(1);
            }}
          />
        </Form.Group>
        <Form.Group controlId={sizeId}>
          <Form.Label>Rows per page</Form.Label>
          <Form.Select value={pageSize} onChange={(event) => setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {selection && (
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={matching.length === 0 || matchingSelected === matching.length}
            onClick={() => selection.addAll(matching.map(rowKey))}
          >
            {deferredQuery.trim() ? `Select all ${matching.length} matching` : `Select all ${matching.length}`}
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={selection.selected.size === 0} onClick={selection.clear}>
            Clear selection
          </Button>
          <span role="status" aria-live="polite">
            {selection.selected.size} selected
          </span>
        </div>
      )}
      {server?.error && (
        <Alert variant="danger" className="py-2">
          {server.error}
        </Alert>
      )}
      <p id={summaryId} className="small text-body-secondary mb-1" aria-live="polite">
        {server?.loading ? (
          <>
            <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
            Loading {noun}…
          </>
        ) : shown.total === 0 ? (
          `No ${noun} match.`
        ) : (
          `Showing ${shown.first}–${shown.last} of ${shown.total} ${noun}${!server && shown.total !== rows.length ? ` (of ${rows.length})` : ''}`
        )}
      </p>
      {/* The table scrolls sideways on a phone; as a focusable region the keyboard can scroll it too. */}
      <div className="table-responsive" role="region" aria-label={`${label} table`} tabIndex={0}>
        <Table
          striped
          hover
          size="sm"
          className={server?.loading ? 'align-middle opacity-75' : 'align-middle'}
          aria-label={label}
          aria-describedby={summaryId}
          aria-busy={server?.loading ? true : undefined}
        >
          <thead className="text-nowrap">
            <tr>
              {selection && (
                <th scope="col">
                  <span className="visually-hidden">Selected</span>
                </th>
              )}
              {columns.map((column) => {
                const direction = sort?.column === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sortable(column) ? (direction ?? 'none') : undefined}
                    className={column.className}
                  >
                    {sortable(column) ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset fw-bold text-decoration-none"
                        onClick={() => handleSort(column)}
                      >
                        {column.header}
                        <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <MemoRow
                key={rowKey(row)}
                id={rowKey(row)}
                row={row}
                columns={columns}
                selected={selection ? selection.selected.has(rowKey(row)) : undefined}
                rowLabel={selection?.rowLabel}
                onToggle={selection?.toggle}
              />
            ))}
          </tbody>
        </Table>
      </div>
      {server && shown.pageCount > 1 && (
        // Keyset pages: the next page opens after the last row shown, so the way is one page at a time.
        <nav aria-label={`${label} pages`} className="d-flex flex-wrap gap-2 align-items-center">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={shown.page === 1 || server.loading}
            aria-describedby={shown.page === 1 ? `${summaryId}-first` : undefined}
            onClick={() => setPage(shown.page - 1)}
          >
            Previous
          </Button>
          <span aria-current="page">
            Page {shown.page} of {shown.pageCount}
          </span>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!server.hasNext || server.loading}
            aria-describedby={!server.hasNext ? `${summaryId}-last` : undefined}
            onClick={() => setPage(shown.page + 1)}
          >
            Next
          </Button>
          {shown.page === 1 && (
            <span id={`${summaryId}-first`} className="small text-body-secondary">
              This is the first page.
            </span>
          )}
          {!server.hasNext && (
            <span id={`${summaryId}-last`} className="small text-body-secondary">
              This is the last page.
            </span>
          )}
        </nav>
      )}
      {!server && shown.pageCount > 1 && (
        <nav aria-label={`${label} pages`}>
          <Pagination size="sm" className="flex-wrap">
            <Pagination.Prev disabled={shown.page === 1} onClick={() => setPage(shown.page - 1)}>
              Previous
            </Pagination.Prev>
            {pageButtons(shown.page, shown.pageCount).map((number, index) =>
              number === null ? (
                <Pagination.Ellipsis key={`gap-${index}`} disabled />
              ) : (
                <Pagination.Item
                  key={number}
                  active={number === shown.page}
                  onClick={() => setPage(number)}
                  aria-label={`Page ${number}`}
                  aria-current={number === shown.page ? 'page' : undefined}
                >
                  {number}
                </Pagination.Item>
              ),
            )}
            <Pagination.Next disabled={shown.page === shown.pageCount} onClick={() => setPage(shown.page + 1)}>
              Next
            </Pagination.Next>
          </Pagination>
        </nav>
      )}
    </div>
  );
}

interface RowProps<Row> {
  id: string;
  row: Row;
  columns: readonly StaffColumn<Row>[];
  selected?: boolean;
  rowLabel?: (row: Row) => string;
  onToggle?: (id: string, on: boolean) => void;
}

function StaffTableRow<Row>({ id, row, columns, selected, rowLabel, onToggle }: RowProps<Row>) {
  // One flat list of cells (a nested list would add a fragment to every row).
  const cells = columns.map((column) =>
    column.rowHeader ? (
      <th key={column.key} scope="row" className={column.className}>
        {column.render(row)}
      </th>
    ) : (
      <td key={column.key} className={column.className}>
        {column.render(row)}
      </td>
    ),
  );
  if (onToggle) {
    cells.unshift(
      <td key=":select">
        {/* What <Form.Check aria-label> renders (no label: no form-check class), without its four component layers per row. */}
        <div>
          <input
            type="checkbox"
            className="form-check-input"
            aria-label={`Select ${rowLabel ? rowLabel(row) : ''}`}
            checked={selected ?? false}
            onChange={(event) => onToggle(id, event.target.checked)}
          />
        </div>
      </td>,
    );
  }
  return <tr>{cells}</tr>;
}

/**
 * A row renders again only when its row object, the columns or its selection change: typing in one
 * row of an editable table (the post-event table) re-renders that row, not the page (pass stable
 * columns and replace only the changed row object).
 */
const MemoRow = memo(StaffTableRow) as typeof StaffTableRow;
