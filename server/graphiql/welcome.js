// The pane the IDE opens on: what staff can ask here, what their role may read, example questions
// to run (the shipped saved queries the viewer may run, with their pickers) and how to share one.
import { usePluginStore } from '@graphiql/react';
import { createElement as h } from 'react';
import { SavedQueryItem, useSavedQueries } from './saved-queries.js';

/**
 * What the viewer's abilities (GET /api/v1/viewer) let them read, in the game's words. The server
 * decides: a field outside these answers with a refusal naming the role it needs.
 */
function readableBy(can) {
  const lines = [
    'the events list, and the attendance review of any event: its registrations, the answers to its registration questions, survey answers and counts',
    'your own account and characters',
  ];
  if (can.manage_characters) lines.push("every character: XP, level, deaths, reaper fights, builds and their players' names");
  if (can.manage_users) lines.push('every user and their roles, the XP and shard ledgers');
  if (can.manage_events) lines.push('unpublished events, post-event drafts, waitlists and messages');
  return lines;
}

export function createWelcomePlugin({ communityName, can }) {
  const admin = Boolean(can.manage_users);
  function Welcome() {
    const { queries, error } = useSavedQueries();
    const setVisiblePlugin = usePluginStore((store) => store.setVisiblePlugin);
    const examples = (queries ?? []).filter((query) => query.shipped);
    const showSaved = () => setVisiblePlugin('Saved queries');
    return h(
      'section',
      { className: 'ide-welcome', 'aria-label': 'Welcome' },
      h('div', { className: 'graphiql-doc-explorer-title' }, `Query ${communityName}'s data`),
      h(
        'p',
        null,
        "Ask a question of the game's records and get the answer as a table you can download as CSV. Write the question as a query in the editor (Ctrl-Space suggests the names you can use), press Run (the ▶ button or Ctrl-Enter), and read the answer on the right: as JSON and, for lists, as a table below it.",
      ),
      h('h3', null, `What you may read (${admin ? 'admin' : 'staff'})`),
      h(
        'ul',
        { className: 'ide-welcome-list' },
        readableBy(can).map((line) => h('li', { key: line }, line)),
      ),
      !admin &&
        h('p', null, 'Characters, users and ledgers are for admins: a question about them answers with a note naming the role it needs.'),
      h('h3', null, 'Example questions'),
      error && h('p', { role: 'alert', className: 'saved-queries-error' }, error),
      queries === null && !error
        ? h('p', { role: 'status' }, 'Loading…')
        : h(
            'ul',
            { className: 'saved-queries-list' },
            examples.map((query) => h(SavedQueryItem, { key: query._id, query })),
          ),
      h('h3', null, 'Save and share a question'),
      h(
        'p',
        null,
        'Open ',
        h('button', { type: 'button', className: 'graphiql-button ide-link-button', onClick: showSaved }, 'Saved queries'),
        ' (the bookmark icon on the left), give the question in the editor a name, tick "Share with staff" and press Save. Staff whose role may read it find it in their list. Name a variable $eventId to offer an event picker (by title and date), $characterId for a character picker (by name). A saved question that stops working after an update of the site is kept and marked for you, never deleted.',
      ),
      h('h3', null, 'The manual'),
      h('p', null, 'The Docs pane (the book icon) describes every question you can ask and every field of its answer.'),
    );
  }
  const icon = () =>
    h(
      'svg',
      { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 },
      h('path', { d: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z' }),
    );
  return { title: 'Welcome', icon, content: Welcome };
}
