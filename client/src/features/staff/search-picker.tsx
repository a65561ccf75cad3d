import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LoadMore } from '../../components/load-more';
import { STAFF_TEXT } from './staff-messages';
import { SEARCH_DEBOUNCE_MS, StaffTable, type StaffColumn } from './staff-table';
import type { SortState } from './table-model';

/** The first matches of a search, as a paged connection answered them. */
export interface PickerMatches<Row> {
  rows: readonly Row[];
  total: number;
  hasNext: boolean;
  /** the next matches after the ones shown */
  loadMore: () => Promise<unknown>;
}

/** Where a picker's rows come from: a search over the server's connection, and rows read back by id. */
export interface PickerSource<Row> {
  search: string;
  setSearch: (search: string) => void;
  /** undefined until the first answer */
  matches: PickerMatches<Row> | undefined;
  loading: boolean;
  failed: boolean;
  /** the rows with these ids, as the server answers them now */
  byIds: (ids: readonly string[]) => Promise<Row[]>;
}

/** The rows chosen so far, in the order chosen, kept whatever the search shows. */
export interface Picked<Row> {
  chosen: ReadonlyMap<string, Row>;
  toggle: (row: Row, on: boolean) => void;
  addRows: (rows: readonly Row[]) => void;
  clear: () => void;
}

export function usePicked<Row extends { id: string }>(): Picked<Row> {
  const [chosen, setChosen] = useState<ReadonlyMap<string, Row>>(() => new Map());
  const toggle = useCallback((row: Row, on: boolean) => {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  }, []);
  const addRows = useCallback(
    (rows: readonly Row[]) => setChosen((current) => new Map([...current, ...rows.map((row) => [row.id, row] as const)])),
    [],
  );
  const clear = useCallback(() => setChosen(new Map()), []);
  return useMemo(() => ({ chosen, toggle, addRows, clear }), [chosen, toggle, addRows, clear]);
}

/** '1 character matches', '40 characters match', or with nothing typed '12000 characters in all'. */
function matchCount(total: number, one: string, many: string, searched: boolean): string {
  if (!searched) return `${total} ${total === 1 ? one : many} in all`;
  return total === 1 ? `1 ${one} matches` : `${total} ${many} match`;
}

export interface RowPickerProps<Row extends { id: string }> {
  /** what is chosen: 'character'/'characters', 'player'/'players' */
  noun: [one: string, many: string];
  searchLabel: string;
  source: PickerSource<Row>;
  picked: Picked<Row>;
  /** a match's checkbox label and a chosen row's name, e.g. 'Aria (Grace Hopper)' */
  rowLabel: (row: Row) => string;
  /** a line under a match's label that tells like-named ones apart (an email address) */
  rowDetail?: (row: Row) => string;
  /** the chosen rows' table */
  columns: readonly StaffColumn<Row>[];
  searchText: (row: Row) => string;
  initialSort: SortState;
  /** what a failed search says (the list's load error unless the spec names another) */
  failure?: string;
}

/** What the search part of a picker needs: the source, how a match reads, whether it is chosen. */
interface MatchSearchProps<Row extends { id: string }> {
  kind: 'checkbox' | 'radio';
  /** the group's name: 'Matches' */
  legend: string;
  noun: [one: string, many: string];
  searchLabel: string;
  source: PickerSource<Row>;
  isChosen: (row: Row) => boolean;
  onPick: (row: Row, on: boolean) => void;
  rowLabel: (row: Row) => string;
  rowDetail?: (row: Row) => string;
  failure?: string;
  /** under the matches, e.g. 'Choose the 10 shown' */
  children?: React.ReactNode;
}

/**
 * The search box (asking the server once typing pauses) and the first matches as checkboxes or
 * radio buttons, with "Load more matches" while more follow.
 */
function MatchSearch<Row extends { id: string }>(props: MatchSearchProps<Row>) {
  const { source, rowLabel, rowDetail } = props;
  const [one, many] = props.noun;
  const [typed, setTyped] = useState(source.search);
  const searchId = useId();
  const matchesId = useId();
  const { setSearch, search } = source;

  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearch]);

  const matches = source.matches;
  const failure = props.failure ?? STAFF_TEXT.loadError;
  return (
    <>
      <Form.Group controlId={searchId} className="mb-2" style={{ maxWidth: '32rem' }}>
        <Form.Label>{props.searchLabel}</Form.Label>
        <Form.Control
          type="search"
          value={typed}
          autoComplete="off"
          aria-controls={matchesId}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Form.Group>
      {source.failed && (
        <Alert variant="danger" className="py-2">
          {failure}
        </Alert>
      )}
      <fieldset id={matchesId} aria-busy={source.loading || undefined} className="mb-3">
        <legend className="h6 mb-1">{props.legend}</legend>
        {!matches ? (
          source.loading && (
            <p className="small text-body-secondary mb-1">
              <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
              Loading {many}…
            </p>
          )
        ) : (
          <>
            <p className="small text-body-secondary mb-1" aria-live="polite">
              {source.loading ? (
                <>
                  <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
                  Searching {many}…
                </>
              ) : matches.total === 0 ? (
                `No ${many} match.`
              ) : (
                `${matchCount(matches.total, one, many, search.trim() !== '')}; ${props.kind === 'radio' ? 'pick' : 'tick'} one to choose it.`
              )}
            </p>
            <ul className={`list-group mb-1${source.loading ? ' opacity-75' : ''}`} style={{ maxWidth: '40rem' }}>
              {matches.rows.map((row) => (
                <li key={row.id} className="list-group-item py-1">
                  <Form.Check
                    type={props.kind}
                    name={props.kind === 'radio' ? matchesId : undefined}
                    id={`${matchesId}-${row.id}`}
                    checked={props.isChosen(row)}
                    onChange={(event) => props.onPick(row, event.target.checked)}
                    label={
                      <>
                        {rowLabel(row)}
                        {rowDetail && <span className="d-block small text-body-secondary text-break">{rowDetail(row)}</span>}
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            {props.children}
            <LoadMore
              shown={matches.rows.length}
              total={matches.total}
              hasMore={matches.hasNext}
              noun="matches"
              failure={failure}
              onLoadMore={matches.loadMore}
            />
          </>
        )}
      </fieldset>
    </>
  );
}

/**
 * A search picker over a paged list (12,000 characters cost what 10 do): type a name, tick among the
 * first matches (more on request), and the chosen ones stay listed below, each with a Remove
 * button, whatever is searched next. Checkboxes and buttons only, so Tab and Space do everything.
 */
export function RowPicker<Row extends { id: string }>(props: RowPickerProps<Row>) {
  const { source, picked, rowLabel } = props;
  const many = props.noun[1];
  const chosenId = useId();
  const unchosen = source.matches ? source.matches.rows.filter((row) => !picked.chosen.has(row.id)) : [];
  const chosenRows = useMemo(() => [...picked.chosen.values()], [picked.chosen]);
  const { toggle } = picked;
  const columns = useMemo<StaffColumn<Row>[]>(
    () => [
      ...props.columns,
      {
        key: ':remove',
        header: 'Remove',
        render: (row) => (
          <Button size="sm" variant="outline-danger" aria-label={`Remove ${rowLabel(row)}`} onClick={() => toggle(row, false)}>
            Remove
          </Button>
        ),
      },
    ],
    [props.columns, rowLabel, toggle],
  );

  return (
    <div className="row-picker">
      <MatchSearch
        kind="checkbox"
        legend="Matches"
        noun={props.noun}
        searchLabel={props.searchLabel}
        source={source}
        isChosen={(row) => picked.chosen.has(row.id)}
        onPick={toggle}
        rowLabel={rowLabel}
        rowDetail={props.rowDetail}
        failure={props.failure}
      >
        {unchosen.length > 0 && (
          <Button size="sm" variant="outline-primary" onClick={() => picked.addRows(unchosen)}>
            Choose the {unchosen.length} shown
          </Button>
        )}
      </MatchSearch>
      <section aria-labelledby={chosenId} className="mb-2">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
          <h3 id={chosenId} className="h6 mb-0">
            Chosen {many} ({picked.chosen.size})
          </h3>
          {picked.chosen.size > 0 && (
            <Button size="sm" variant="outline-secondary" onClick={picked.clear}>
              Clear selection
            </Button>
          )}
        </div>
        {chosenRows.length === 0 ? (
          <p className="small text-body-secondary" role="status">
            No {many} chosen yet.
          </p>
        ) : (
          <StaffTable
            label={`Chosen ${many}`}
            noun={many}
            rows={chosenRows}
            rowKey={(row) => row.id}
            columns={columns}
            searchText={props.searchText}
            searchLabel={`Search the chosen ${many}`}
            initialSort={props.initialSort}
          />
        )}
      </section>
    </div>
  );
}

export interface OnePickerProps<Row extends { id: string }> {
  /** what the choice is called: 'Player' */
  legend: string;
  noun: [one: string, many: string];
  searchLabel: string;
  source: PickerSource<Row>;
  chosen: Row | null;
  onChoose: (row: Row) => void;
  rowLabel: (row: Row) => string;
  rowDetail?: (row: Row) => string;
}

/** One row chosen by search (a radio button per match); the choice stays shown whatever is searched next. */
export function OnePicker<Row extends { id: string }>(props: OnePickerProps<Row>) {
  const { chosen } = props;
  return (
    <div className="one-picker">
      <MatchSearch
        kind="radio"
        legend={props.legend}
        noun={props.noun}
        searchLabel={props.searchLabel}
        source={props.source}
        isChosen={(row) => row.id === chosen?.id}
        onPick={(row, on) => on && props.onChoose(row)}
        rowLabel={props.rowLabel}
        rowDetail={props.rowDetail}
      />
      <p aria-live="polite">
        {props.legend}: <strong>{chosen ? props.rowLabel(chosen) : `no ${props.noun[0]} chosen`}</strong>
        {chosen && props.rowDetail && <span className="text-body-secondary text-break"> ({props.rowDetail(chosen)})</span>}
      </p>
    </div>
  );
}
