import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { CHARACTER_SORTS } from '../../features/staff/character-rows';
import { StaffCharacterPageQuery } from '../../features/staff/staff.operations';
import { pageVariables, type ListQuery } from '../../features/staff/table-model';
import { preload } from '../preload';

/** Manage Characters' first list: the `search` of the address, by character name, 25 a page. */
export function initialCharacterList(params: URLSearchParams): ListQuery {
  return { search: params.get('search') ?? '', sort: { column: 'character', direction: 'ascending' }, page: 1, pageSize: 25 };
}

/**
 * Manage Characters' route loader: its first page of characters starts with the route,
 * beside the signed-in user's query, instead of after the page's code has rendered. A module of its
 * own, loaded with the staff chunks (the player's first JavaScript does not carry the staff queries).
 */
export function manageCharactersLoader(client: ApolloClient, { request }: LoaderFunctionArgs): Promise<null> {
  const list = initialCharacterList(new URL(request.url).searchParams);
  return preload(client, [{ query: StaffCharacterPageQuery, variables: pageVariables(list, CHARACTER_SORTS) }]);
}
