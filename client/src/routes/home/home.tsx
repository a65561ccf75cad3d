import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { characterName, CharactersTable } from '../../features/characters/characters-table';
import { HomeCharactersQuery, HomeShardsQuery } from '../../features/characters/characters.operations';
import { RulebookLinks } from '../../features/characters/rulebook-links-list';
import { XpTokenPurchase } from '../../features/characters/xp-token-purchase';
import { useSignedInUser } from '../app/signed-in-layout';
import { WelcomeText } from '../../features/site/welcome-text';

/**
 * Home (/): the characters table, Create new character, the rulebook links and the shard balance with
 * the XP-token purchase (players §2). The route's loader asks the server on every visit (routes/loaders):
 * a first visit renders with the answers, a later one at once from the cache, and the fresh answers
 * replace it, so a character created, renamed or deleted elsewhere shows.
 */
export function HomePage() {
  const user = useSignedInUser();
  const characters = useQuery(HomeCharactersQuery, { fetchPolicy: 'cache-first' });
  const shards = useQuery(HomeShardsQuery, { fetchPolicy: 'cache-first' });
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
        {characters.data ? (
          <CharactersTable characters={list} onDeleted={() => void characters.refetch()} />
        ) : (
          characters.loading && <Loading />
        )}
        <Link to="/new_character" className="btn btn-primary">
          Create new character
        </Link>
      </section>

      <RulebookLinks />

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
