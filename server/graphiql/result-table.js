// The table beside the JSON answer: every list of objects in the last answer, flattened to rows
// (a nested object's fields become "user.email" columns, a row's own lists one cell), with a CSV
// download of the table shown. The fetcher publishes each answer here.
import { createElement as h, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { toCsv } from '../src/modules/exports/csv';

let latest = null;
const listeners = new Set();

/** Called by the fetcher with each answer to a query the editor ran. */
export function publishResult(result) {
  latest = result;
  for (const listener of listeners) listener();
}
const subscribe = (listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every list of objects in `value`, by its path ("attendanceReview.eventRegistrations"); lists inside rows are cells. */
export function listsIn(value, path = []) {
  if (Array.isArray(value)) return value.every(isRecord) ? [{ path: path.join('.') || 'data', rows: value }] : [];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => listsIn(inner, [...path, key]));
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  if (isRecord(value)) return Object.values(value).map(cellText).join(' ');
  return String(value);
}

/** One row as column -> text: nested objects' fields under dotted names. */
export function flattenRow(row, prefix = '', into = {}) {
  for (const [key, value] of Object.entries(row)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value)) flattenRow(value, name, into);
    else into[name] = cellText(value);
  }
  return into;
}

/** The columns (in the order they first appear) and the rows of a list. */
export function tableOf(list) {
  const rows = list.rows.map((row) => flattenRow(row));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { columns, rows };
}

const SHOWN_ROWS = 500;

function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ResultTable() {
  const result = useSyncExternalStore(subscribe, () => latest);
  const lists = result?.data ? listsIn(result.data) : [];
  // The richest list by default: a query's main rows have more fields than its lookups (questions).
  const richest = lists.reduce(
    (best, list, index) => (tableOf(list).columns.length > tableOf(lists[best]).columns.length ? index : best),
    0,
  );
  const [chosen, setChosen] = useState(null);
  const selectId = useId();
  useEffect(() => setChosen(null), [result]);
  if (lists.length === 0) return null;
  const list = lists[chosen ?? richest] ?? lists[richest];
  const { columns, rows } = tableOf(list);
  return h(
    'section',
    { className: 'result-table', 'aria-label': 'Answer as a table' },
    h(
      'div',
      { className: 'result-table-bar' },
      h('h2', null, 'Table'),
      lists.length > 1 &&
        h(
          'label',
          { htmlFor: selectId },
          'List ',
          h(
            'select',
            { id: selectId, value: String(chosen ?? richest), onChange: (event) => setChosen(Number(event.target.value)) },
            lists.map((option, index) => h('option', { key: option.path, value: String(index) }, `${option.path} (${option.rows.length})`)),
          ),
        ),
      h(
        'button',
        {
          type: 'button',
          className: 'graphiql-button',
          onClick: () =>
            download(
              `${list.path}.csv`,
              toCsv(
                columns,
                rows.map((row) => columns.map((column) => row[column] ?? '')),
              ),
            ),
        },
        'Download CSV',
      ),
    ),
    rows.length === 0
      ? h('p', null, `${list.path}: no rows.`)
      : h(
          'div',
          { className: 'result-table-scroll', tabIndex: 0, role: 'region', 'aria-label': `${list.path} table` },
          h(
            'table',
            null,
            h(
              'caption',
              null,
              `${list.path}: ${rows.length} row${rows.length === 1 ? '' : 's'}${rows.length > SHOWN_ROWS ? `, the first ${SHOWN_ROWS} shown (the CSV holds all)` : ''}`,
            ),
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                columns.map((column) => h('th', { key: column, scope: 'col' }, column)),
              ),
            ),
            h(
              'tbody',
              null,
              rows.slice(0, SHOWN_ROWS).map((row, index) =>
                h(
                  'tr',
                  { key: index },
                  columns.map((column) => h('td', { key: column }, row[column] ?? '')),
                ),
              ),
            ),
          ),
        ),
  );
}
