import { useSignedInUser } from '../app/signed-in-layout';
import { PageTitle } from '../../components/page-title';

/**
 * Home (/). The characters table and the XP-token purchase come with the characters API; until
 * then the page shows what the API offers: the player's name and shard balance.
 */
export function HomePage() {
  const user = useSignedInUser();
  return (
    <>
      <PageTitle>Home</PageTitle>
      <h1>Welcome, {user.firstName}</h1>
      <section aria-labelledby="shards-heading" className="mt-4">
        <h2 id="shards-heading" className="h4">
          Shards
        </h2>
        <p>
          Your shard balance: <strong>{user.shardTotal}</strong>
        </p>
      </section>
    </>
  );
}

export default HomePage;
