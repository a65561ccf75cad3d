import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { characterConnectionVariables, type BuildFilter } from '../../features/staff/character-rows';
import { StaffCharacterConnectionQuery } from '../../features/staff/staff.operations';
import { listFromParams, type ListQuery, type SortState } from '../../features/staff/table-model';
import { preloader } from '../preload';

const CHARACTER_LIST_DEFAULTS: { sort: SortState; columns: readonly string[] } = {
  sort: { column: 'character', direction: 'ascending' },
  columns: ['character', 'xp'],
};

/** Manage Characters' list as its address keeps it: ?search=&sort=&direction=&size= (default: by character name, 25 a page). */
export function initialCharacterList(params: URLSearchParams): ListQuery {
  return listFromParams(params, CHARACTER_LIST_DEFAULTS);
}

export { CHARACTER_LIST_DEFAULTS };

/** The build filter of the address: ?build=committed or ?build=uncommitted, else every character. */
export function buildFilterOf(params: URLSearchParams): BuildFilter {
  const build = params.get('build');
  return build === 'committed' || build === 'uncommitted' ? build : 'all';
}

/**
 * Manage Characters' data: its first page of characters starts with the route, beside the signed-in
 * user's query, instead of after the page's code has rendered; the page asks the same query again as
 * its search, order and page change. Loaded with the staff chunks (the player's first JavaScript does
 * not carry the staff queries).
 */
export async function loader(client: ApolloClient, { request }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const params = new URL(request.url).searchParams;
  const variables = characterConnectionVariables(initialCharacterList(params), buildFilterOf(params));
  return { characters: await ready(preload(StaffCharacterConnectionQuery, { variables })) };
}
