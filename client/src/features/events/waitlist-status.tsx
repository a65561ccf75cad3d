import { useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { Link } from 'react-router';
import { EventPlacesQuery } from './waitlist.operations';
import { OFFER_TEXT, placesLeftText, waitlistText } from './waitlist-text';

/**
 * On a player's event card: the places left per role, and where the player's own
 * registration stands on the waitlist ("Waitlisted for a player place: 3rd in line") or the place
 * offered to it, with the way to answer. Nothing when the event limits no places and the player
 * is not waiting. A past event's card leaves the places out (`showPlaces`).
 */
export function WaitlistStatus({
  eventId,
  showPlaces = true,
  finalized = false,
}: {
  eventId: string;
  showPlaces?: boolean;
  finalized?: boolean;
}) {
  // Fresh on every visit: /events' route loader asks the server and puts the answer in the cache.
  const { data } = useQuery(EventPlacesQuery, { fetchPolicy: 'cache-first' });
  const event = data?.eventConnection.nodes.find((candidate) => candidate.id === eventId);
  // A finalized event is over: nobody is in line for it any more, and no place is left to take.
  if (!event || finalized) return null;
  const places = placesLeftText(event.pcPlacesLeft, event.npcPlacesLeft);
  const waiting = event.eventRegistrations.find((r) => r.state === 'WAITLISTED');
  return (
    <>
      {showPlaces && places && <p className="mb-2">{places}</p>}
      {waiting?.offerExpiresAt && (
        <p className="mb-2">
          <strong>{OFFER_TEXT.offered(waiting.eventRole, formatEventDate(waiting.offerExpiresAt))}</strong>{' '}
          <Link to={`/offers/${waiting.id}`}>{OFFER_TEXT.answer}</Link>
        </p>
      )}
      {waiting && !waiting.offerExpiresAt && typeof waiting.waitlistPosition === 'number' && (
        <p className="mb-2">{waitlistText(waiting.eventRole, waiting.waitlistPosition)}</p>
      )}
    </>
  );
}
