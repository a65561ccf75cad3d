// The IDE's "Saved queries" pane: staff save the query in the editor under a name, share
// it with other staff, and open or run it again from a list that also holds the queries shipped with
// the project. Talks to /api/v1/saved_queries with the session cookie.
import { useEditorContext, useExecutionContext } from '@graphiql/react';
import { createElement as h, useCallback, useEffect, useState } from 'react';

async function call(method, path, body) {
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(answer?.message ?? 'Something went wrong. Please try again.');
  return answer.data;
}

function SavedQueries() {
  const editors = useEditorContext({ nonNull: true });
  const execution = useExecutionContext({ nonNull: true });
  const [queries, setQueries] = useState(null);
  const [message, setMessage] = useState(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    call('GET', '/saved_queries').then(setQueries, (error) => setMessage({ kind: 'error', text: error.message }));
  }, []);
  useEffect(load, [load]);

  const open = (query) => {
    editors.queryEditor?.setValue(query.query);
    editors.variableEditor?.setValue(query.variables ? JSON.stringify(query.variables, null, 2) : '');
  };
  const run = (query) => {
    open(query);
    execution.run();
  };
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
      setMessage({ kind: 'ok', text: `Saved "${saved.name}"${saved.shared ? ', shared with staff' : ''}.` });
      setName('');
      load();
    } catch (error) {
      setMessage({ kind: 'error', text: error.message });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (query) => {
    if (!window.confirm(`Delete the saved query "${query.name}"?`)) return;
    try {
      await call('DELETE', `/saved_queries/${encodeURIComponent(query._id)}`);
      setMessage({ kind: 'ok', text: `Deleted "${query.name}".` });
      load();
    } catch (error) {
      setMessage({ kind: 'error', text: error.message });
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
    queries === null
      ? h('p', { role: 'status' }, 'Loading…')
      : h(
          'ul',
          null,
          queries.map((query) =>
            h(
              'li',
              { key: query._id },
              h('div', { className: 'saved-query-name' }, query.name),
              h(
                'div',
                { className: 'saved-query-owner' },
                query.shipped
                  ? 'Shipped with the project'
                  : query.mine
                    ? query.shared
                      ? 'Yours, shared'
                      : 'Yours'
                    : `Shared by ${query.owner ?? 'staff'}`,
              ),
              h('button', { type: 'button', className: 'graphiql-button', onClick: () => open(query) }, 'Open'),
              h(
                'button',
                { type: 'button', className: 'graphiql-button', onClick: () => run(query), 'aria-label': `Run ${query.name}` },
                'Run',
              ),
              query.mine &&
                h(
                  'button',
                  { type: 'button', className: 'graphiql-button', onClick: () => void remove(query), 'aria-label': `Delete ${query.name}` },
                  'Delete',
                ),
            ),
          ),
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
