import type { ApolloClient } from '@apollo/client';
import { RaceRulesQuery } from '../../features/characters/characters.operations';
import { preloader } from '../preload';

/** /new_character's data: the races, subcultures and classes the form offers. */
export async function loader(client: ApolloClient) {
  const { preload, ready } = preloader(client);
  return { raceRules: await ready(preload(RaceRulesQuery)) };
}
