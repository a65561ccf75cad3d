import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { CurrentUserQuery } from '../../features/accounts/accounts.operations';
import { requireSignedInUser } from '../../features/accounts/session';
import { PlayerEventsQuery, playerEventsVariables } from '../../features/events/events.operations';
import { EventPlacesQuery } from '../../features/events/waitlist.operations';
import { preloader } from '../preload';

/**
 * /events' data. Which list a user's /events shows depends on their abilities: admins get the staff
 * event list (which loads its own data: no references here), a user who may see survey counts the list
 * with them, a player the list without. Known from the cache on a move inside the app, the loader
 * asks only for that list and the cards' places. On a first load the user's query is on its way (the
 * signed-in layout's loader; Apollo sends it once): rather than wait a round trip for it, the
 * player's list and the places start at once, and only a user who may see the counts waits for the
 * user and asks for their list (one round trip for a player's /events instead of three).
 */
export async function loader(client: ApolloClient, { request }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const listFor = (viewSurveyCounts: boolean) => preload(PlayerEventsQuery, { variables: playerEventsVariables(viewSurveyCounts) });
  const known = client.readQuery({ query: CurrentUserQuery })?.currentUser;
  if (known) {
    if (known.can.manageEvents) return { places: null, list: null };
    const [places, list] = await Promise.all([ready(preload(EventPlacesQuery)), ready(listFor(known.can.viewSurveyCounts))]);
    return { places, list };
  }
  const places = ready(preload(EventPlacesQuery));
  const asPlayer = listFor(false);
  const user = await requireSignedInUser(client, request);
  if (user.can.manageEvents) return { places: null, list: null };
  const [placesReady, list] = await Promise.all([places, ready(user.can.viewSurveyCounts ? listFor(true) : asPlayer)]);
  return { places: placesReady, list };
}
