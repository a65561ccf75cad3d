import Alert from 'react-bootstrap/Alert';
import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import {
  CHARACTER_COLUMNS,
  characterSearchText,
  usePreloadedCharacterConnection,
  type BuildFilter,
  type StaffCharacterRow,
} from '../../features/staff/character-rows';
import { firstPage, listToParams, type ListQuery } from '../../features/staff/table-model';
import { XpLedgerDialog } from '../../features/staff/ledger-dialog';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffTable, type StaffColumn } from '../../features/staff/staff-table';
import { UncommitDialog } from '../../features/staff/uncommit-dialog';
import { CharactersExportLink } from '../integrations/export-links';
import type { LoaderData } from '../preload';
import { buildFilterOf, CHARACTER_LIST_DEFAULTS, initialCharacterList, type loader } from './manage-characters.loader';

/** The links of events §2 'Admin character list'. */
export const CHARACTER_TASK_LINKS = [
  { to: '/staff/initialize_character', label: 'Create Character for User' },
  { to: '/staff/manage_xp', label: 'Manage XP' },
  { to: '/staff/manage_deaths', label: 'Manage Deaths' },
  { to: '/staff/manage_past_event_counts', label: 'Manage Past Event Counts' },
  { to: '/staff/select_character_sheets', label: 'Print Character Sheets' },
];

export const sheetPath = (row: { userId: string; id: string }) => `/staff/users/${row.userId}/character_sheet/${row.id}`;

/**
 * /staff/manage_characters: every character with its player, a page at a time (searched, filtered,
 * ordered and paged by the server, the search, build filter and order kept in the address);
 * Edit/View, Uncommit (3 scopes), the XP ledger.
 */
export function ManageCharactersPage() {
  const [params, setParams] = useSearchParams();
  // The same first list as the route's loader asked for (./manage-characters.loader).
  const [list, setList] = useState<ListQuery>(() => initialCharacterList(params));
  const [build, setBuild] = useState<BuildFilter>(() => buildFilterOf(params));
  const { characters } = useLoaderData<LoaderData<typeof loader>>();
  const { page, server, error, refetch } = usePreloadedCharacterConnection(characters, list, setList, build);

  // The address follows the list, so a reload or a shared link opens the same search and order.
  // Only a change navigates: each navigation runs the route's loader again.
  useEffect(() => {
    const next = listToParams(list, params, CHARACTER_LIST_DEFAULTS);
    if (build === 'all') next.delete('build');
    else next.set('build', build);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [list, build, params, setParams]);
  const [uncommitting, setUncommitting] = useState<StaffCharacterRow | null>(null);
  const [ledger, setLedger] = useState<StaffCharacterRow | null>(null);
  const [done, setDone] = useState<{ text: string } | null>(null);

  const columns = useMemo<StaffColumn<StaffCharacterRow>[]>(
    () => [
      CHARACTER_COLUMNS.character,
      CHARACTER_COLUMNS.player,
      CHARACTER_COLUMNS.level,
      CHARACTER_COLUMNS.xp,
      CHARACTER_COLUMNS.deaths,
      CHARACTER_COLUMNS.events,
      CHARACTER_COLUMNS.status,
      {
        key: 'actions',
        header: 'Actions',
        // Plain buttons with react-bootstrap's classes (what <Button size="sm" variant> renders): a component fewer each, on up to 100 rows.
        render: (row) => (
          <div className="d-flex flex-wrap gap-1">
            <Link to={sheetPath(row)} className="btn btn-sm btn-primary" aria-label={`Edit/View ${row.characterName}`}>
              Edit/View
            </Link>
            {row.committed && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={`Uncommit ${row.characterName}`}
                onClick={() => setUncommitting(row)}
              >
                Uncommit
              </button>
            )}
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={`XP ledger of ${row.characterName}`}
              onClick={() => setLedger(row)}
            >
              XP ledger
            </button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageTitle>Manage Characters</PageTitle>
      <h1>Manage Characters</h1>
      <CharactersExportLink />
      <nav aria-label="Character tasks" className="mb-3">
        <ul className="list-inline mb-0">
          {CHARACTER_TASK_LINKS.map((link, index) => (
            <li key={link.to} className="list-inline-item mb-1">
              <Link to={link.to} className={index === 0 ? 'btn btn-success btn-sm' : 'btn btn-outline-primary btn-sm'}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {done && (
        <FormMessage variant="success" trigger={done}>
          {done.text}
        </FormMessage>
      )}
      <Form.Group controlId="character-build-filter" className="mb-2" style={{ maxWidth: '16rem' }}>
        <Form.Label>Build</Form.Label>
        <Form.Select
          value={build}
          onChange={(event) => {
            setBuild(event.target.value as BuildFilter);
            setList((current) => firstPage(current));
          }}
        >
          <option value="all">All characters</option>
          <option value="committed">Committed builds</option>
          <option value="uncommitted">Uncommitted builds</option>
        </Form.Select>
      </Form.Group>
      {error && !page ? (
        <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>
      ) : !page ? (
        <Loading />
      ) : (
        <StaffTable
          label="Characters"
          noun="characters"
          rows={page.rows}
          rowKey={(row) => row.id}
          columns={columns}
          searchText={characterSearchText}
          searchLabel="Search by player or character name"
          server={server}
        />
      )}
      {uncommitting && (
        <UncommitDialog
          character={{ id: uncommitting.id, userId: uncommitting.userId, name: uncommitting.characterName }}
          onClose={() => setUncommitting(null)}
          onDone={() => {
            setUncommitting(null);
            setDone({ text: STAFF_TEXT.updated });
            void refetch();
          }}
        />
      )}
      {ledger && <XpLedgerDialog characterId={ledger.id} name={ledger.characterName} onClose={() => setLedger(null)} />}
    </>
  );
}

export default ManageCharactersPage;
