import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { EditorCharacterQuery } from '../../features/editor/editor.operations';
import { preloadGameData } from '../../features/editor/game-data-cache';
import { CharacterRulesetNoticesQuery } from '../../features/rulesets/ruleset-notices.operations';
import { preloader } from '../preload';

/**
 * The editor's data: the character as the server has it now (the editor works on the server's build
 * and its concurrency token), the notes of rules changes that touched it, and the game data. The
 * early-answers link answers these same queries (build-plugins/route-pages.mts).
 */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const characterId = params.character_id ?? '';
  const [character, rulesetNotices, gameData] = await Promise.all([
    ready(preload(EditorCharacterQuery, { variables: { id: characterId }, wait: 'fresh' })),
    ready(preload(CharacterRulesetNoticesQuery, { variables: { characterId } })),
    preloadGameData(client),
  ]);
  return { character, rulesetNotices, gameData };
}
