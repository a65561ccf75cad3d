import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type {
  StaffCharacterConnectionQuery as StaffCharacterConnectionResult,
  StaffUserConnectionQuery as StaffUserConnectionResult,
  StaffCharacterOrder,
  StaffCharacterRowFieldsFragment,
  StaffUserOrder,
  UserRole,
} from '../../graphql/generated/graphql';
import {
  StaffCharacterConnectionQuery as CharacterConnectionQuery,
  StaffUserConnectionQuery as UserConnectionQuery,
} from './staff.operations';
import { classifyFailure, failureMessage } from '../accounts/form-result';
import { appendPage, type ConnectionPage } from '../../components/load-more';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import type { ServerPaging, StaffColumn } from './staff-table';
import { STAFF_TEXT } from './staff-messages';
import { connectionVariables, firstPage, type ListQuery } from './table-model';
import type { PickerSource } from './search-picker';

export type StaffCharacterRow = StaffCharacterRowFieldsFragment;
export type StaffUserRow = StaffUserConnectionResult['staffUserConnection']['nodes'][number];

/**
 * One page of a server-paged list, with what StaffTable needs to page it: the last answer stays
 * shown (dimmed, 'Loading…') while the next page is on its way, and under the server's message
 * when the next page was refused (a search too long) or failed.
 */
function pagedResult<Data, Row>(
  result: { data: Data | undefined; previousData?: Data; loading: boolean; error?: unknown },
  connectionOf: (data: Data) => { nodes: Row[]; totalCount: number; pageInfo: { hasNextPage: boolean; endCursor?: string | null } },
  query: ListQuery,
  onQueryChange: ServerPaging['onQueryChange'],
  orderable: readonly string[],
): { page: { rows: Row[]; total: number } | undefined; server: ServerPaging | undefined } {
  const data = result.data ?? result.previousData;
  if (!data) return { page: undefined, server: undefined };
  const connection = connectionOf(data);
  const error = result.error ? listFailureMessage(result.error) : undefined;
  return {
    page: { rows: connection.nodes, total: connection.totalCount },
    server: {
      query,
      onQueryChange,
      total: connection.totalCount,
      endCursor: connection.pageInfo.endCursor ?? null,
      hasNext: connection.pageInfo.hasNextPage,
      orderable,
      loading: result.loading,
      error,
    },
  };
}

/** The columns the server orders the paged lists by (GraphQL's StaffCharacterOrder and StaffUserOrder). */
export const CHARACTER_ORDERS: Readonly<Record<string, StaffCharacterOrder>> = { character: 'NAME', xp: 'XP' };
export const USER_ORDERS: Readonly<Record<string, StaffUserOrder>> = { name: 'NAME' };

/** A refused list request shows the server's message (e.g. "search must be at most 2000 characters"); a failed one, the list's load error. */
const listFailureMessage = (error: unknown) =>
  failureMessage(classifyFailure(error), { invalid: STAFF_TEXT.loadError, error: STAFF_TEXT.loadError });

/** What a character list may be narrowed to besides its search: all, committed or uncommitted builds. */
export type BuildFilter = 'all' | 'committed' | 'uncommitted';

export const characterConnectionVariables = (query: ListQuery, build: BuildFilter = 'all') => ({
  ...connectionVariables(query, CHARACTER_ORDERS),
  committed: build === 'all' ? null : build === 'committed',
});

/**
 * One page of the characters, searched, filtered, ordered and paged by the server (the pickers, and
 * Manage Characters past its route loader's first page). A page the cache holds is read from it
 * first; every other page, search or order asks the server.
 */
export function useStaffCharacterConnection(query: ListQuery, onQueryChange: ServerPaging['onQueryChange'], build: BuildFilter = 'all') {
  const result = useQuery(CharacterConnectionQuery, {
    variables: characterConnectionVariables(query, build),
    fetchPolicy: 'cache-first',
    nextFetchPolicy: (current, { reason }) => (reason === 'variables-changed' ? 'cache-and-network' : current),
  });
  return {
    ...pagedResult(result, (data) => data.staffCharacterConnection, query, onQueryChange, Object.keys(CHARACTER_ORDERS)),
    error: result.error,
    refetch: result.refetch,
  };
}

/**
 * Manage Characters' list: the first page is the one its route loader started
 * (routes/staff/manage-characters.loader.ts), read from its reference; another page, search, order
 * or build filter is asked for as the pickers ask (the last answer shown, dimmed, 'Loading…',
 * meanwhile), and back on the first page the reference answers again.
 */
export function usePreloadedCharacterConnection(
  first: PreloadedOf<typeof CharacterConnectionQuery>,
  query: ListQuery,
  onQueryChange: ServerPaging['onQueryChange'],
  build: BuildFilter = 'all',
) {
  const preloaded = usePreloaded(first);
  const variables = characterConnectionVariables(query, build);
  const [firstVariables] = useState(() => JSON.stringify(variables));
  const onFirst = JSON.stringify(variables) === firstVariables;
  const other = useQuery(CharacterConnectionQuery, onFirst ? skipToken : { variables, fetchPolicy: 'cache-and-network' });
  const result = onFirst
    ? { data: preloaded.data, loading: preloaded.refreshing, error: preloaded.error }
    : { data: other.data ?? other.previousData ?? preloaded.data, loading: other.loading, error: other.error };
  return {
    ...pagedResult(result, (data) => data.staffCharacterConnection, query, onQueryChange, Object.keys(CHARACTER_ORDERS)),
    error: result.error,
    refetch: () => (onFirst ? preloaded.refetch() : other.refetch()),
  };
}

/**
 * A character picker's list (Manage XP, Deaths, Past Event Counts): searched and paged by the
 * server, by character name, 25 a page, so a picker never loads every character.
 */
export function useCharacterPicker() {
  const [list, setList] = useState<ListQuery>(() =>
    firstPage({ search: '', sort: { column: 'character', direction: 'ascending' }, pageSize: 25 }),
  );
  return useStaffCharacterConnection(list, setList);
}

/** How many matches a search picker shows at first (and adds with each "Load more"). */
export const PICKER_MATCHES = 10;
/** How many chosen rows one request reads back by id (the connection's page cap). */
const BY_IDS_PAGE = 100;

/** Reads rows back by id, a request per hundred ids (the chosen ones: attendees, a grant's results). */
async function rowsByIds<Row>(ids: readonly string[], page: (ids: string[]) => Promise<readonly Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += BY_IDS_PAGE) rows.push(...(await page(ids.slice(start, start + BY_IDS_PAGE))));
  return rows;
}

/** The variables a picker gives either staff connection: a search's first matches, the next ones, or rows by id. */
interface PickerVariables {
  search?: string | null;
  first?: number | null;
  after?: string | null;
  sort?: 'NAME' | null;
  ids?: string[] | null;
}

/**
 * A search picker's rows over one of the staff connections: the first PICKER_MATCHES by name for
 * what was typed, more on request, and the chosen ones read back by id.
 */
function usePickerSource<Key extends string, Data extends { [K in Key]: ConnectionPage<Row> }, Row>(
  query: TypedDocumentNode<Data, PickerVariables>,
  key: Key,
): PickerSource<Row> {
  const client = useApolloClient();
  const [search, setSearch] = useState('');
  const result = useQuery(query, {
    variables: { search: search.trim() || null, first: PICKER_MATCHES, sort: 'NAME' },
    fetchPolicy: 'cache-and-network',
  });
  const connection = (result.data ?? result.previousData)?.[key];
  const byIds = useCallback(
    (ids: readonly string[]) =>
      rowsByIds(ids, async (chunk) => {
        const answer = await client.query({ query, variables: { ids: chunk, first: BY_IDS_PAGE }, fetchPolicy: 'network-only' });
        return answer.data?.[key].nodes ?? [];
      }),
    [client, query, key],
  );
  return {
    search,
    setSearch,
    matches: connection && {
      rows: connection.nodes,
      total: connection.totalCount,
      hasNext: connection.pageInfo.hasNextPage,
      loadMore: () => result.fetchMore({ variables: { after: connection.pageInfo.endCursor }, updateQuery: appendPage(key) }),
    },
    // a "Load more" shows its own progress; a new search dims the matches
    loading: result.loading && result.networkStatus !== NetworkStatus.fetchMore,
    failed: Boolean(result.error),
    byIds,
  };
}

/** The characters picker of Manage XP and the print selection. */
export const useCharacterPickerSource = () =>
  usePickerSource<'staffCharacterConnection', StaffCharacterConnectionResult, StaffCharacterRow>(
    CharacterConnectionQuery,
    'staffCharacterConnection',
  );

/** The players picker of Manage Shards. */
export const useUserPickerSource = () =>
  usePickerSource<'staffUserConnection', StaffUserConnectionResult, StaffUserRow>(UserConnectionQuery, 'staffUserConnection');

/** What a player list may be narrowed to: a role and whether the address is verified. */
export interface UserFilters {
  includeErased: boolean;
  role: UserRole | null;
  verified: boolean | null;
}

/** One page of the players, searched, filtered, ordered and paged by the server (Manage Users). */
export function useStaffUserConnection(query: ListQuery, onQueryChange: ServerPaging['onQueryChange'], filters: UserFilters) {
  const result = useQuery(UserConnectionQuery, {
    variables: {
      ...connectionVariables(query, USER_ORDERS),
      includeErased: filters.includeErased,
      role: filters.role,
      verified: filters.verified,
    },
    fetchPolicy: 'cache-and-network',
  });
  return {
    ...pagedResult(result, (data) => data.staffUserConnection, query, onQueryChange, Object.keys(USER_ORDERS)),
    error: result.error,
    refetch: result.refetch,
  };
}

export const characterSearchText = (row: StaffCharacterRow) => `${row.characterName} ${row.playerName} ${row.playerEmail}`;
export const userSearchText = (row: StaffUserRow) => `${row.firstName} ${row.lastName} ${row.email}`;
export const userName = (row: Pick<StaffUserRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;
export const characterLabel = (row: StaffCharacterRow) => `${row.characterName || 'Unnamed'} (${row.playerName})`;

const classLabel = (name: string | null | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');

/*
 * A list renders up to 100 rows at once, so what its cells create per row counts (every element is
 * a call that, in React's development build, also records where it was created). The build badge is
 * one of two elements made once (react-bootstrap's <Badge bg> renders this same span); the line under
 * the character's name is one element per distinct text (race and class: a few dozen at most), kept
 * while there are not too many. React elements are immutable and may appear in many places.
 */
const COMMITTED_BADGE = <span className="badge bg-success">Committed</span>;
const UNCOMMITTED_BADGE = <span className="badge bg-secondary">Uncommitted</span>;

const detailElements = new Map<string, React.ReactElement>();
function characterDetail(row: StaffCharacterRow): React.ReactElement {
  const text = [row.raceDescription, classLabel(row.characterClass)].filter(Boolean).join(' · ');
  let element = detailElements.get(text);
  if (!element) {
    if (detailElements.size >= 500) detailElements.clear();
    element = (
      <div key="detail" className="small text-body-secondary fw-normal">
        {text}
      </div>
    );
    detailElements.set(text, element);
  }
  return element;
}

/** The columns most character lists share: character, player, level, XP. */
export const CHARACTER_COLUMNS: Record<
  'character' | 'player' | 'level' | 'xp' | 'deaths' | 'events' | 'status',
  StaffColumn<StaffCharacterRow>
> = {
  character: {
    key: 'character',
    header: 'Character',
    rowHeader: true,
    sortValue: (row) => row.characterName,
    // An array, not a fragment: one element fewer to create per row.
    render: (row) => [row.characterName || 'Unnamed', characterDetail(row)],
  },
  player: { key: 'player', header: 'Player', sortValue: (row) => row.playerName, render: (row) => row.playerName },
  level: {
    key: 'level',
    header: 'Level',
    sortValue: (row) => row.characterLevel,
    render: (row) => row.characterLevel,
    className: 'text-end',
  },
  xp: { key: 'xp', header: 'XP', sortValue: (row) => row.characterXpTotal, render: (row) => row.characterXpTotal, className: 'text-end' },
  deaths: {
    key: 'deaths',
    header: 'Deaths -- Reaper Fights',
    sortValue: (row) => row.deathCount,
    render: (row) => `${row.deathCount} -- ${row.reaperFightCount}`,
  },
  events: {
    key: 'events',
    header: 'Events',
    sortValue: (row) => row.characterXpSequence,
    render: (row) => row.characterXpSequence,
    className: 'text-end',
  },
  status: {
    key: 'status',
    header: 'Build',
    sortValue: (row) => (row.committed ? 'committed' : 'uncommitted'),
    render: (row) => (row.committed ? COMMITTED_BADGE : UNCOMMITTED_BADGE),
  },
};
