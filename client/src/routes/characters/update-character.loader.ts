import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { CharacterInfoToUpdateQuery, RaceRulesQuery } from '../../features/characters/characters.operations';
import { preloadGameData } from '../../features/editor/game-data-cache';
import { preloader } from '../preload';

/**
 * /update_character's data: the character as the server has it now (the page saves with its
 * concurrency token), the race rules the form offers, and the whole game data (what a change removes).
 */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const [character, raceRules, gameData] = await Promise.all([
    ready(preload(CharacterInfoToUpdateQuery, { variables: { id: params.character_id ?? '' }, wait: 'fresh' })),
    ready(preload(RaceRulesQuery)),
    preloadGameData(client),
  ]);
  return { character, raceRules, gameData };
}
