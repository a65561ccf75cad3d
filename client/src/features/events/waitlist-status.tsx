import { formatEventDate } from '@larp/rules';
import { Link } from 'react-router';
import { usePreloaded, type PreloadedOf } from '../../components/preloaded';
import { EventPlacesQuery } from './waitlist.operations';
import { OFFER_TEXT, placesLeftText, waitlistText } from './waitlist-text';

/**
 * On a player's event card: the places left per role, and where the player's own
 * registration stands on the waitlist ("Waitlisted for a player place: 3rd in line") or the place
 * offered to it, with the way to answer. Nothing when the event limits no places and the player
 * is not waiting. A past event's card leaves the places out (`showPlaces`). The places are
 * the ones /events' route loader asks for on every visit (routes/events/events.loader.ts).
 */
export function WaitlistStatus({
  eventId,
  places,
  showPlaces = true,
  finalized = false,
}: {
  eventId: string;
  places: PreloadedOf<typeof EventPlacesQuery>;
  showPlaces?: boolean;
  finalized?: boolean;
}) {
  const { data } = usePreloaded(places);
  const event = data?.eventConnection.nodes.find((candidate) => candidate.id === eventId);
  // A finalized event is over: nobody is in line for it any more, and no place is left to take.
  if (!event || finalized) return null;
  const placesText = placesLeftText(event.pcPlacesLeft, event.npcPlacesLeft);
  const waiting = event.eventRegistrations.find((r) => r.state === 'WAITLISTED');
  return (
    <>
      {showPlaces && placesText && <p className="mb-2">{placesText}</p>}
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
