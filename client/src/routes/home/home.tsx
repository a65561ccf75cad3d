import Alert from 'react-bootstrap/Alert';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { characterName, CharactersTable } from '../../features/characters/characters-table';
import { usePreloaded } from '../../components/preloaded';
import { RulebookLinks } from '../../features/characters/rulebook-links-list';
import { XpTokenPurchase } from '../../features/characters/xp-token-purchase';
import { useSignedInUser } from '../app/signed-in-layout';
import { WelcomeText } from '../../features/site/welcome-text';
import type { LoaderData } from '../preload';
import type { loader } from './home.loader';

/**
 * Home (/): the characters table, Create new character, the rulebook links and the shard balance with
 * the XP-token purchase (players §2), from the route's loader (./home.loader).
 */
export function HomePage() {
  const user = useSignedInUser();
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const characters = usePreloaded(preloaded.characters);
  const shards = usePreloaded(preloaded.shards);
  const list = characters.data?.myCharacters ?? [];

  return (
    <>
      <PageTitle>Home</PageTitle>
      <h1>Welcome, {user.firstName}</h1>
      <WelcomeText />

      <section aria-labelledby="characters-heading" className="mt-4">
        <h2 id="characters-heading" className="h4">
          Characters
        </h2>
        {characters.error && <Alert variant="danger">Unable to load your characters. Please try again later.</Alert>}
        {characters.data && <CharactersTable characters={list} onDeleted={() => void characters.refetch()} />}
        <Link to="/new_character" className="btn btn-primary">
          Create new character
        </Link>
      </section>

      <RulebookLinks links={preloaded.rulebookLinks} />

      <section aria-labelledby="shards-heading" className="mt-4">
        <h2 id="shards-heading" className="h4">
          Shards
        </h2>
        <p>
          Your shard balance: <strong>{shards.data?.myShards.shards ?? user.shardTotal}</strong>
        </p>
        <XpTokenPurchase
          shards={shards.data?.myShards.shards ?? user.shardTotal}
          xpTokenPurchased={shards.data?.myShards.xpTokenPurchased ?? user.xpTokenPurchased}
          characters={list.map((character) => ({ id: character.id, name: characterName(character), xp: character.characterXpTotal }))}
          onPurchased={() => Promise.all([shards.refetch(), characters.refetch()])}
        />
      </section>
    </>
  );
}

export default HomePage;
