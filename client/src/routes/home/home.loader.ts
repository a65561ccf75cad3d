import type { ApolloClient } from '@apollo/client';
import { HomeCharactersQuery, HomeShardsQuery } from '../../features/characters/characters.operations';
import { SiteSettingsQuery } from '../../features/characters/rulebook-links-list';
import { preloader } from '../preload';

/**
 * Home's data, asked of the server on every visit: a first visit renders with the answers, a later
 * one at once from the cache, and the fresh answers replace it, so a character created, renamed or
 * deleted elsewhere shows.
 */
export async function loader(client: ApolloClient) {
  const { preload, ready } = preloader(client);
  const [characters, shards, rulebookLinks] = await Promise.all([
    ready(preload(HomeCharactersQuery)),
    ready(preload(HomeShardsQuery)),
    ready(preload(SiteSettingsQuery)),
  ]);
  return { characters, shards, rulebookLinks };
}
