// The IDE's "Saved queries" pane: staff save the query in the editor under a name, share it with
// other staff, and open or run it again from a list that also holds the queries shipped with the
// project. The server lists only what the viewer may run, plus their own queries, flagged when they
// need a higher role or no longer validate against the schema. Talks to /api/v1/saved_queries.
import { useEditorContext, useExecutionContext } from '@graphiql/react';
import { parse } from 'graphql';
import { createElement as h, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { call } from './api.js';
import { describeMissing, missingParameter, ParameterInputs } from './pickers.js';

/** The list, shared by the Welcome and Saved queries panes: { queries, error }. */
let state = { queries: null, error: null };
const listeners = new Set();
const setState = (next) => {
  state = next;
  for (const listener of listeners) listener();
};
export function reloadSavedQueries() {
  return call('GET', '/saved_queries').then(
    (queries) => setState({ queries, error: null }),
    (error) => setState({ queries: state.queries, error: error.message }),
  );
}
export function useSavedQueries() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
  useEffect(() => {
    if (state.queries === null && state.error === null) void reloadSavedQueries();
  }, []);
  return current;
}

const AUDIENCE = { staff: 'For staff and admins', admin: 'Admins only' };

function ownerText(query) {
  if (query.shipped) return 'Shipped with the project';
  if (query.mine) return query.shared ? 'Yours, shared with staff' : 'Yours';
  return `Shared by ${query.owner ?? 'staff'}`;
}

/** The name of the query's first operation (null: anonymous or unreadable). */
function operationNameOf(text) {
  try {
    return parse(text).definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the query editor has read its new text: GraphiQL picks the operation to send a
 * moment after the text changes, and a run before that would send the previous operation's name.
 */
function editorHasRead(editor, operationName) {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if ((editor?.operationName ?? null) === operationName || Date.now() - started > 2000) resolve();
      else setTimeout(check, 25);
    };
    check();
  });
}

/** Why the viewer cannot run it now, or null. */
function blockedBecause(query, values) {
  if (!query.valid) return `It no longer runs against the current schema: ${query.problem}`;
  if (!query.runnable) return `It needs the ${query.audience} role to run`;
  const missing = missingParameter(query.parameters, values);
  return missing ? describeMissing(missing) : null;
}

/** One saved query: who it is for, its pickers, Open and Run (and Delete for its owner). */
export function SavedQueryItem({ query, onDelete }) {
  const editors = useEditorContext({ nonNull: true });
  const execution = useExecutionContext({ nonNull: true });
  const [values, setValues] = useState({});
  const reasonId = useId();
  const blocked = blockedBecause(query, values);
  const open = () => {
    const variables = {
      ...(query.variables ?? {}),
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    };
    editors.queryEditor?.setValue(query.query);
    editors.variableEditor?.setValue(Object.keys(variables).length > 0 ? JSON.stringify(variables, null, 2) : '');
  };
  const run = async () => {
    open();
    await editorHasRead(editors.queryEditor, operationNameOf(query.query));
    execution.run();
  };
  return h(
    'li',
    null,
    h('div', { className: 'saved-query-name' }, query.name),
    h(
      'div',
      { className: 'saved-query-owner' },
      ownerText(query),
      ' · ',
      h('span', { className: `saved-query-audience saved-query-audience-${query.audience}` }, AUDIENCE[query.audience]),
    ),
    query.valid && query.runnable && h(ParameterInputs, { parameters: query.parameters, values, onChange: setValues }),
    h('button', { type: 'button', className: 'graphiql-button', onClick: open, 'aria-label': `Open ${query.name}` }, 'Open'),
    h(
      'button',
      {
        type: 'button',
        className: 'graphiql-button',
        onClick: () => void run(),
        disabled: blocked !== null || execution.isFetching,
        'aria-label': `Run ${query.name}`,
        'aria-describedby': blocked ? reasonId : undefined,
      },
      execution.isFetching ? 'Running…' : 'Run',
    ),
    onDelete &&
      query.mine &&
      h(
        'button',
        { type: 'button', className: 'graphiql-button', onClick: () => onDelete(query), 'aria-label': `Delete ${query.name}` },
        'Delete',
      ),
    blocked && h('p', { id: reasonId, className: query.valid ? 'saved-query-reason' : 'saved-queries-error' }, blocked),
  );
}

function SavedQueries() {
  const editors = useEditorContext({ nonNull: true });
  const { queries, error } = useSavedQueries();
  const [message, setMessage] = useState(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (event) => {
    event.preventDefault();
    let variables = null;
    const text = editors.variableEditor?.getValue()?.trim() ?? '';
    if (text) {
      try {
        variables = JSON.parse(text);
      } catch {
        setMessage({ kind: 'error', text: 'Variables must be a JSON object' });
        return;
      }
    }
    setBusy(true);
    try {
      const saved = await call('POST', '/saved_queries', { name, query: editors.queryEditor?.getValue() ?? '', variables, shared });
      const note = saved.valid ? '' : ' It does not run yet: see its note in the list.';
      setMessage({ kind: 'ok', text: `Saved "${saved.name}"${saved.shared ? ', shared with staff' : ''}.${note}` });
      setName('');
      await reloadSavedQueries();
    } catch (failure) {
      setMessage({ kind: 'error', text: failure.message });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (query) => {
    if (!window.confirm(`Delete the saved query "${query.name}"?`)) return;
    try {
      await call('DELETE', `/saved_queries/${encodeURIComponent(query._id)}`);
      setMessage({ kind: 'ok', text: `Deleted "${query.name}".` });
      await reloadSavedQueries();
    } catch (failure) {
      setMessage({ kind: 'error', text: failure.message });
    }
  };

  return h(
    'section',
    { 'aria-label': 'Saved queries', className: 'saved-queries' },
    h('div', { className: 'graphiql-doc-explorer-title' }, 'Saved queries'),
    h(
      'form',
      { onSubmit: save, 'aria-label': 'Save the current query' },
      h('label', { htmlFor: 'saved-query-name' }, 'Save the query in the editor as'),
      h('input', {
        id: 'saved-query-name',
        value: name,
        maxLength: 100,
        onChange: (event) => setName(event.target.value),
        placeholder: 'Name',
      }),
      h(
        'label',
        null,
        h('input', { type: 'checkbox', checked: shared, onChange: (event) => setShared(event.target.checked) }),
        ' Share with staff',
      ),
      h('button', { type: 'submit', disabled: busy, className: 'graphiql-button' }, busy ? 'Saving…' : 'Save'),
    ),
    message && h('p', { role: message.kind === 'error' ? 'alert' : 'status', className: `saved-queries-${message.kind}` }, message.text),
    error && h('p', { role: 'alert', className: 'saved-queries-error' }, error),
    queries === null
      ? !error && h('p', { role: 'status' }, 'Loading…')
      : h(
          'ul',
          null,
          queries.map((query) => h(SavedQueryItem, { key: query._id, query, onDelete: (target) => void remove(target) })),
        ),
  );
}

const icon = () =>
  h(
    'svg',
    { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 },
    h('path', { d: 'M6 3h12v18l-6-4-6 4z' }),
  );

export const savedQueriesPlugin = { title: 'Saved queries', icon, content: SavedQueries };
